CREATE TABLE `blocks` (
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`)
);
--> statement-breakpoint
CREATE INDEX `blocks_blocked` ON `blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `open_tables` (
	`game_id` text PRIMARY KEY NOT NULL,
	`pool` text NOT NULL,
	`edition` text NOT NULL,
	`players` integer NOT NULL,
	`variants` text NOT NULL,
	`pace` text NOT NULL,
	`language` text NOT NULL,
	`min_reliability` integer,
	`formed_by_pool` integer NOT NULL,
	`rated` integer NOT NULL,
	`host_user_id` text,
	`free_seats` integer NOT NULL,
	`taken` integer NOT NULL,
	`seated` text NOT NULL,
	`waiting_since` integer NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `open_tables_list` ON `open_tables` (`taken`,`waiting_since`) WHERE free_seats > 0;--> statement-breakpoint
CREATE INDEX `open_tables_host` ON `open_tables` (`host_user_id`) WHERE free_seats > 0;--> statement-breakpoint
CREATE INDEX `open_tables_pool` ON `open_tables` (`pool`,`taken`) WHERE free_seats > 0;--> statement-breakpoint
CREATE TABLE `player_marks` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`kind` text NOT NULL,
	`turns_in_time` integer DEFAULT 0 NOT NULL,
	`time_outs` integer DEFAULT 0 NOT NULL,
	`finished` integer DEFAULT 0 NOT NULL,
	`abandoned` integer DEFAULT 0 NOT NULL,
	`early_resignations` integer DEFAULT 0 NOT NULL,
	`missed_ready` integer DEFAULT 0 NOT NULL,
	`hours` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` text NOT NULL,
	`reported_id` text NOT NULL,
	`game_id` text,
	`message_id` integer,
	`message_text` text,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer NOT NULL,
	`status` text NOT NULL,
	`decided_at` integer,
	`decided_by` text
);
--> statement-breakpoint
CREATE INDEX `reports_status` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_once` ON `reports` (`reporter_id`,`reported_id`,`game_id`,`message_id`);--> statement-breakpoint
CREATE TABLE `suspensions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`suspended_at` integer NOT NULL,
	`by_email` text NOT NULL,
	`report_id` integer
);
