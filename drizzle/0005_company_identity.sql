ALTER TABLE `users` ADD `company_number` text;--> statement-breakpoint
ALTER TABLE `users` ADD `vat_number` text;--> statement-breakpoint
ALTER TABLE `users` ADD `postal_address` text;