ALTER TABLE `users` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change of a user moves its revision, whoever writes it: a session cached by a process keeps
-- its user until the revision moves (issue 25). The WHEN clause leaves the trigger's own update alone.
CREATE TRIGGER `users_revision` AFTER UPDATE ON `users` FOR EACH ROW WHEN NEW.`revision` = OLD.`revision`
BEGIN
	UPDATE `users` SET `revision` = OLD.`revision` + 1 WHERE `id` = NEW.`id`;
END;
