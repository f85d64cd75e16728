DROP INDEX `results_rated_order`;--> statement-breakpoint
CREATE UNIQUE INDEX `results_rated_order` ON `results` (`rated_pool`,`rated_seq`) WHERE rated_pool IS NOT NULL;