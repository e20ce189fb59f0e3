ALTER TABLE `needs` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `offers` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change of a listing moves its revision, whoever writes it (server, CLI, another process):
-- the match lists keep each listing's part of their views by revision (issue 25). The WHEN clause
-- leaves the trigger's own update alone.
CREATE TRIGGER `needs_revision` AFTER UPDATE ON `needs` FOR EACH ROW WHEN NEW.`revision` = OLD.`revision`
BEGIN
	UPDATE `needs` SET `revision` = OLD.`revision` + 1 WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `offers_revision` AFTER UPDATE ON `offers` FOR EACH ROW WHEN NEW.`revision` = OLD.`revision`
BEGIN
	UPDATE `offers` SET `revision` = OLD.`revision` + 1 WHERE `id` = NEW.`id`;
END;
