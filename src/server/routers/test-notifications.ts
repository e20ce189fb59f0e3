/** The test page's tools (SPEC §2): admin-only on the server, or they would be a mail relay. */
import { z } from "zod";
import { mailViewSchema, testMailResultSchema } from "../../shared/conversation-views";
import { outboxInputSchema, testNotificationInputSchema } from "../../shared/schemas";
import { listOutbox, sendTestMail } from "../services/test-notifications";
import { adminProcedure, router } from "../trpc";

export const testNotificationsRouter = router({
  sendTestMail: adminProcedure
    .meta({ rest: { method: "post", path: "/api/test-notification", summary: "Envoyer un e-mail de test (page de test)", description: "Un vrai envoi : par SMTP si SMTP_URL est défini, sinon dans la boîte d'envoi. Réservé aux administrateurs, sans quoi ce serait un relais de courrier." } })
    .input(testNotificationInputSchema)
    .output(testMailResultSchema)
    .mutation(({ ctx, input }) => sendTestMail(ctx.services.mail, input)),
  outbox: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/mail-outbox", summary: "Derniers e-mails (boîte d'envoi)", noStore: true } })
    .input(outboxInputSchema)
    .output(z.array(mailViewSchema))
    .query(({ ctx, input }) => listOutbox(ctx.services.mail, input.limit)),
});
