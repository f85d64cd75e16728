ALTER TABLE `game_seats` ADD `bot` text;--> statement-breakpoint
ALTER TABLE `game_seats` ADD `resigned_at` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `waiting_since` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `standing` text;