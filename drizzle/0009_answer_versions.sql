CREATE TABLE `answer_versions` (
	`scope` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
