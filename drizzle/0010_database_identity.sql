CREATE TABLE `database_identity` (
	`id` integer PRIMARY KEY NOT NULL,
	`identity` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
