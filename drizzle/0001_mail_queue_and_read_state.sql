ALTER TABLE `mail_outbox` ADD `kind` text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `next_attempt_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `sent_at` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `messages` ADD `read_at` text;