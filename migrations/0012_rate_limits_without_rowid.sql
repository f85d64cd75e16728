-- Hand-written (drizzle-kit generate --custom): drizzle's sqlite-core can't say WITHOUT ROWID.
-- rate_limits becomes a WITHOUT ROWID table, stored in its primary key (key, window_start): a new
-- counter writes its one row, where the rowid table also wrote the key's own index entry (D1 bills
-- both). Same columns; the counters are copied over.
CREATE TABLE `__new_rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_rate_limits` (`key`, `window_start`, `count`) SELECT `key`, `window_start`, `count` FROM `rate_limits`;--> statement-breakpoint
DROP TABLE `rate_limits`;--> statement-breakpoint
ALTER TABLE `__new_rate_limits` RENAME TO `rate_limits`;
