ALTER TABLE `matches` ADD `buyer_adjust` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `supplier_adjust` real DEFAULT 0 NOT NULL;