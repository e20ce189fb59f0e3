/** The test page's tools (SPEC §2): admin-only on the server, or they would be a mail relay. */
import { z } from "zod";
import { mailViewSchema, testMailResultSchema } from "../../shared/conversation-views";
import { outboxInputSchema, testNotificationInputSchema } from "../../shared/schemas";
import { listOutbox, sendTestMail } from "../services/test-notifications";
import { adminProcedure, router } from "../trpc";
import { MAIL } from "../rest/examples";

const TEST_MAIL = { ...MAIL, id: 734, to: "support@atelier-durand.fr", subject: "[Test] Nouveau match sur Maillon", kind: "test" as const, status: "outbox" as const, sentAt: null, createdAt: "2026-11-25T09:45:00.000Z" };

export const testNotificationsRouter = router({
  sendTestMail: adminProcedure
    .meta({ rest: { method: "post", path: "/api/test-notification", summary: "Envoyer un e-mail de test (page de test)", description: "Un vrai envoi : par SMTP si SMTP_URL est défini, sinon dans la boîte d'envoi. Réservé aux administrateurs, sans quoi ce serait un relais de courrier.",
      example: { body: { email: "support@atelier-durand.fr", type: "match" }, answer: { message: "E-mail de test déposé dans la boîte d'envoi (SMTP_URL n'est pas défini)", mail: TEST_MAIL } } } })
    .input(testNotificationInputSchema)
    .output(testMailResultSchema)
    .mutation(({ ctx, input }) => sendTestMail(ctx.services.mail, input)),
  outbox: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/mail-outbox", summary: "Derniers e-mails (boîte d'envoi)", noStore: true, example: { query: { limit: 20 }, answer: [TEST_MAIL, MAIL] } } })
    .input(outboxInputSchema)
    .output(z.array(mailViewSchema))
    .query(({ ctx, input }) => listOutbox(ctx.services.mail, input.limit)),
});
