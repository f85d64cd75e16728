CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_name_key_unique` ON `profiles` (`name_key`);--> statement-breakpoint
CREATE TABLE `rating_changes` (
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`pool` text NOT NULL,
	`seq` integer NOT NULL,
	`mu_before` real NOT NULL,
	`sigma_before` real NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`rated_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `rating_changes_player` ON `rating_changes` (`user_id`,`pool`,`seq`);--> statement-breakpoint
CREATE INDEX `rating_changes_week` ON `rating_changes` (`pool`,`rated_at`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`pool` text NOT NULL,
	`user_id` text NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`games` integer NOT NULL,
	`shown` integer NOT NULL,
	`provisional` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`pool`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `ratings_standings` ON `ratings` (`pool`,`provisional`,`shown`);--> statement-breakpoint
CREATE INDEX `ratings_user` ON `ratings` (`user_id`);--> statement-breakpoint
ALTER TABLE `result_players` ADD `left` text;--> statement-breakpoint
ALTER TABLE `results` ADD `rated_pool` text;--> statement-breakpoint
ALTER TABLE `results` ADD `rated_seq` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `results_rated_order` ON `results` (`rated_pool`,`rated_seq`);--> statement-breakpoint
CREATE INDEX `results_rating_due` ON `results` (`finished_at`) WHERE rated_pool IS NOT NULL AND rated_seq IS NULL;