CREATE TABLE `game_seats` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`display_name` text,
	`user_id` text,
	`joined_at` integer,
	PRIMARY KEY(`game_id`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `game_seats_user` ON `game_seats` (`user_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`edition` text NOT NULL,
	`players` integer NOT NULL,
	`variants` text NOT NULL,
	`status` text NOT NULL,
	`to_act` text NOT NULL,
	`turns_played` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_move_at` integer NOT NULL,
	`host_user_id` text
);
--> statement-breakpoint
CREATE INDEX `games_status` ON `games` (`status`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `result_players` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text,
	`display_name` text,
	`score` integer NOT NULL,
	`rank` integer NOT NULL,
	`won` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `result_players_user` ON `result_players` (`user_id`);--> statement-breakpoint
CREATE TABLE `results` (
	`game_id` text PRIMARY KEY NOT NULL,
	`finished_at` integer NOT NULL,
	`turns` integer NOT NULL,
	`ranking` text NOT NULL,
	`record` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`display_name` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);