/** Saved-search alerts (issue 22): a signed-in user's own alerts, and the two mail links that need no session. */
import { z } from "zod";
import {
  alertFeedbackResultSchema,
  alertFeedbackSchema,
  alertInputSchema,
  alertPreviewSchema,
  alertUnsubscribeResultSchema,
  alertUnsubscribeSchema,
  alertUpdateSchema,
  alertViewSchema,
} from "../../shared/alerts";
import { okSchema } from "../../shared/view-schemas";
import { byIdSchema } from "../../shared/schemas";
import { createAlert, deleteAlert, giveFeedback, listAlerts, previewAlert, unsubscribe, updateAlert } from "../services/alerts";
import { actorOf } from "../services/audit";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const alertsRouter = router({
  // Not kept (answer-cache): precision is over the last 30 days, a clock.
  list: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/alerts", summary: "Mes alertes, avec leur dernier envoi et leur précision sur 30 jours" } })
    .output(z.array(alertViewSchema)).query(({ ctx }) => listAlerts(ctx.services.database, ctx.user)),
  create: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/alerts", summary: "Créer une alerte (recherche enregistrée)", errors: { 409: "Nombre maximal d'alertes atteint" }, status: 201 } })
    .input(alertInputSchema)
    .output(alertViewSchema)
    .mutation(({ ctx, input }) => createAlert(ctx.services.database, ctx.user, input, actorOf(ctx.user, ctx.ip))),
  update: protectedProcedure
    .meta({ rest: { method: "patch", path: "/api/alerts/:id", summary: "Modifier une de mes alertes", input: "body" } })
    .input(alertUpdateSchema)
    .output(alertViewSchema)
    .mutation(({ ctx, input }) => updateAlert(ctx.services.database, ctx.user, input, actorOf(ctx.user, ctx.ip))),
  remove: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/alerts/:id", summary: "Supprimer une de mes alertes" } })
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAlert(ctx.services.database, ctx.user.id, input.id, actorOf(ctx.user, ctx.ip));
      return { ok: true as const };
    }),
  /** What the next digest would hold now; sends and records nothing. */
  preview: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/alerts/:id/run", summary: "Aperçu du prochain envoi d'une alerte (rien n'est envoyé ni enregistré)" } })
    .input(byIdSchema)
    .output(alertPreviewSchema)
    .mutation(({ ctx, input }) => previewAlert(ctx.services, ctx.user.id, input.id)),
  /** A 👍/👎: the mail's single-use link alone, or the signed-in owner's item. */
  feedback: publicProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/alerts/feedback",
        summary: "👍/👎 sur un résultat d'alerte : avec le lien à usage unique d'un e-mail (sans session), ou deliveryId pour le titulaire connecté", errors: { 401: "deliveryId sans session", 404: "Envoi introuvable, ou pas à vous" },
      },
    })
    .input(alertFeedbackSchema)
    .output(alertFeedbackResultSchema)
    .mutation(({ ctx, input }) => giveFeedback(ctx.services.database, ctx.user, input)),
  /** RFC 8058 one-click unsubscribe: the link alone, whoever posts it (docs/security.md). */
  unsubscribe: publicProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/alerts/unsubscribe",
        summary: "Désabonnement en un clic (RFC 8058) : le lien seul suffit, sans session ni Origin ; token dans le corps (JSON ou formulaire) ou dans l'adresse", description: "Le lien à usage unique de l'e-mail suffit : un client de messagerie le poste en formulaire (application/x-www-form-urlencoded).",
        input: (req) => ({ token: (req.body as { token?: unknown } | undefined)?.token ?? req.query.token }),
      },
    })
    .input(alertUnsubscribeSchema)
    .output(alertUnsubscribeResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.services.database, input.token, ctx.ip)),
});
