CREATE TABLE `confirmed_addresses` (
	`email` text PRIMARY KEY NOT NULL,
	`confirmed_at` integer NOT NULL
);
--> statement-breakpoint
-- Every account's address was confirmed by signing in with it.
INSERT OR IGNORE INTO `confirmed_addresses` (`email`, `confirmed_at`) SELECT lower(`email`), `created_at` FROM `users`;
