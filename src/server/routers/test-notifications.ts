/** The test page's tools (SPEC §2): admin-only on the server, or they would be a mail relay. */
import { z } from "zod";
import { mailViewSchema, testMailResultSchema } from "../../shared/conversation-views";
import { outboxInputSchema, testNotificationInputSchema } from "../../shared/schemas";
import { listOutbox, sendTestMail } from "../services/test-notifications";
import { adminProcedure, router } from "../trpc";

export const testNotificationsRouter = router({
  sendTestMail: adminProcedure
    .input(testNotificationInputSchema)
    .output(testMailResultSchema)
    .mutation(({ ctx, input }) => sendTestMail(ctx.services.mail, input)),
  outbox: adminProcedure
    .input(outboxInputSchema)
    .output(z.array(mailViewSchema))
    .query(({ ctx, input }) => listOutbox(ctx.services.mail, input.limit)),
});
