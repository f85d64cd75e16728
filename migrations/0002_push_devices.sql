CREATE TABLE `push_device_seats` (
	`device_id` text NOT NULL,
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	PRIMARY KEY(`device_id`, `game_id`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `push_device_seats_seat` ON `push_device_seats` (`game_id`,`seat`);--> statement-breakpoint
CREATE TABLE `push_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_id` text,
	`label` text NOT NULL,
	`locale` text NOT NULL,
	`timezone` text,
	`created_at` integer NOT NULL,
	`last_sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_devices_endpoint_unique` ON `push_devices` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_devices_user` ON `push_devices` (`user_id`);