ALTER TABLE `quote_requests` ADD `declined_at` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `decline_reason` text DEFAULT '' NOT NULL;