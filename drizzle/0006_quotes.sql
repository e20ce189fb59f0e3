CREATE TABLE `quote_counters` (
	`supplier_id` integer NOT NULL,
	`year` integer NOT NULL,
	`last` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_counters_unique` ON `quote_counters` (`supplier_id`,`year`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`need_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`match_id` integer,
	`message` text DEFAULT '' NOT NULL,
	`answered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`need_id`) REFERENCES `needs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_unique` ON `quote_requests` (`need_id`,`supplier_id`);--> statement-breakpoint
CREATE INDEX `quote_requests_supplier_idx` ON `quote_requests` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `quote_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`version` integer NOT NULL,
	`lines` text NOT NULL,
	`ht_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`ttc_cents` integer NOT NULL,
	`lead_time_days` integer NOT NULL,
	`valid_until` text NOT NULL,
	`payment_terms` text DEFAULT '' NOT NULL,
	`conditions` text DEFAULT '' NOT NULL,
	`answers_comment` text,
	`parties` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_versions_unique` ON `quote_versions` (`quote_id`,`version`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`need_id` integer,
	`offer_id` integer,
	`match_id` integer,
	`buyer_id` integer,
	`supplier_id` integer,
	`need_title` text NOT NULL,
	`buyer_company` text NOT NULL,
	`supplier_company` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`valid_until` text NOT NULL,
	`revision_rounds` integer DEFAULT 0 NOT NULL,
	`revision_comment` text,
	`decline_reason` text,
	`status_before_award` text,
	`awarded_at` text,
	`award_withdrawn_at` text,
	`award_withdrawal_reason` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`need_id`) REFERENCES `needs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `quotes_need_idx` ON `quotes` (`need_id`);--> statement-breakpoint
CREATE INDEX `quotes_supplier_idx` ON `quotes` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `quotes_buyer_idx` ON `quotes` (`buyer_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;