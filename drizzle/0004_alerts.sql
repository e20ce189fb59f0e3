CREATE TABLE `alert_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer NOT NULL,
	`item_kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`title` text NOT NULL,
	`score` real NOT NULL,
	`matched_terms` text DEFAULT '[]' NOT NULL,
	`item_terms` text DEFAULT '[]' NOT NULL,
	`vote` text,
	`voted_at` text,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_deliveries_item_unique` ON `alert_deliveries` (`alert_id`,`item_kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `alert_deliveries_voted_idx` ON `alert_deliveries` (`alert_id`,`voted_at`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`query` text NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`min_score` real NOT NULL,
	`frequency` text NOT NULL,
	`hour` integer NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`next_run_at` text,
	`claimed_until` integer DEFAULT 0 NOT NULL,
	`claimed_by` text,
	`last_run_at` text,
	`last_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alerts_user_idx` ON `alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `alerts_due_idx` ON `alerts` (`enabled`,`next_run_at`);--> statement-breakpoint
ALTER TABLE `account_tokens` ADD `alert_id` integer;--> statement-breakpoint
ALTER TABLE `account_tokens` ADD `delivery_id` integer;--> statement-breakpoint
ALTER TABLE `account_tokens` ADD `mail_switch` text;--> statement-breakpoint
CREATE INDEX `account_tokens_alert_idx` ON `account_tokens` (`alert_id`);--> statement-breakpoint
CREATE INDEX `account_tokens_expiry_idx` ON `account_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;