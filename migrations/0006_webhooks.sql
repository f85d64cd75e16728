CREATE TABLE `webhooks` (
	`owner` text PRIMARY KEY NOT NULL,
	`flavour` text NOT NULL,
	`url` text NOT NULL,
	`secret` text,
	`language` text NOT NULL,
	`owner_email` text,
	`failing_since` integer,
	`last_error` text,
	`off_at` integer,
	`created_at` integer NOT NULL
);
