CREATE TABLE `dev_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`raw` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_mailbox_to` ON `dev_mailbox` (`to_email`);--> statement-breakpoint
CREATE TABLE `mail_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_links_created` ON `mail_links` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_email` text NOT NULL,
	`game_id` text,
	`seat` integer,
	`data` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`expires_at` integer,
	`digest_key` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_recipient` ON `mail_outbox` (`to_email`,`kind`,`status`);--> statement-breakpoint
CREATE INDEX `mail_outbox_digest` ON `mail_outbox` (`digest_key`);--> statement-breakpoint
CREATE TABLE `mail_settings` (
	`email` text PRIMARY KEY NOT NULL,
	`mail` text DEFAULT 'all' NOT NULL,
	`timezone` text,
	`updated_at` integer NOT NULL
);
