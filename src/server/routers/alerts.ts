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
  ALERT_TEXTS,
} from "../../shared/alerts";
import { ALERT, ALERT_INPUT, ALERT_PREVIEW_ITEM } from "../rest/examples";
import { okSchema } from "../../shared/view-schemas";
import { byIdSchema } from "../../shared/schemas";
import { createAlert, deleteAlert, giveFeedback, listAlerts, previewAlert, unsubscribe, updateAlert } from "../services/alerts";
import { actorOf } from "../services/audit";
import { protectedProcedure, publicProcedure, router } from "../trpc";

const byId = { params: { id: ALERT.id }, errors: { 404: { error: ALERT_TEXTS.notFound } } };
/** The single-use link of an alert e-mail. */
const TOKEN = "kzm2xqpa4tbnn3wz6rcsdy2hv7jq4mxe";

export const alertsRouter = router({
  // Not kept (answer-cache): precision is over the last 30 days, a clock.
  list: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/alerts", summary: "Mes alertes, avec leur dernier envoi et leur précision sur 30 jours", example: { answer: [ALERT] } } })
    .output(z.array(alertViewSchema)).query(({ ctx }) => listAlerts(ctx.services.database, ctx.user)),
  create: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/alerts", summary: "Créer une alerte (recherche enregistrée)", errors: { 409: "Nombre maximal d'alertes atteint" }, status: 201,
      example: {
        body: ALERT_INPUT,
        answer: { ...ALERT, createdAt: "2026-11-25T09:40:00.000Z", lastRunAt: null, lastSentAt: null, precision: { rated: 0, up: 0, value: null, suggestion: null }, recent: [] },
        errors: { 409: { error: ALERT_TEXTS.tooMany } },
      } } })
    .input(alertInputSchema)
    .output(alertViewSchema)
    .mutation(({ ctx, input }) => createAlert(ctx.services.database, ctx.user, input, actorOf(ctx.user, ctx.ip))),
  update: protectedProcedure
    .meta({ rest: { method: "patch", path: "/api/alerts/:id", summary: "Modifier une de mes alertes", input: "body",
      example: { ...byId, body: { frequency: "weekly", minScore: 0.7 }, answer: { ...ALERT, frequency: "weekly", minScore: 0.7, nextRunAt: "2026-11-30T07:00:00.000Z" } } } })
    .input(alertUpdateSchema)
    .output(alertViewSchema)
    .mutation(({ ctx, input }) => updateAlert(ctx.services.database, ctx.user, input, actorOf(ctx.user, ctx.ip))),
  remove: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/alerts/:id", summary: "Supprimer une de mes alertes", example: { ...byId, answer: { ok: true } } } })
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAlert(ctx.services.database, ctx.user.id, input.id, actorOf(ctx.user, ctx.ip));
      return { ok: true as const };
    }),
  /** What the next digest would hold now; sends and records nothing. */
  preview: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/alerts/:id/run", summary: "Aperçu du prochain envoi d'une alerte (rien n'est envoyé ni enregistré)",
      example: { ...byId, answer: { alertId: ALERT.id, items: [ALERT_PREVIEW_ITEM] } } } })
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
        example: {
          body: { token: TOKEN, vote: "up" },
          answer: { ok: true, alertId: ALERT.id, alertName: ALERT.name, vote: "up", message: ALERT_TEXTS.voteThanks },
          errors: { 400: { error: ALERT_TEXTS.linkInvalid, issues: [{ path: "token", message: ALERT_TEXTS.linkInvalid }] }, 404: { error: ALERT_TEXTS.deliveryNotFound } },
        },
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
        example: { body: { token: TOKEN }, answer: { ok: true, turnedOff: `l'alerte « ${ALERT.name} »`, alreadyDone: false, message: ALERT_TEXTS.unsubscribed } },
      },
    })
    .input(alertUnsubscribeSchema)
    .output(alertUnsubscribeResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.services.database, input.token, ctx.ip)),
});
