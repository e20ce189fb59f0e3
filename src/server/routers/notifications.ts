import { z } from "zod";
import { notificationViewSchema, okSchema } from "../../shared/view-schemas";
import { byIdSchema, markReadInputSchema, notificationListInputSchema } from "../../shared/schemas";
import {
  countUnread,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications";
import { checkedOutput, protectedProcedure, router } from "../trpc";
import { ERRORS } from "../../shared/messages";
import { NOTIFICATION } from "../rest/examples";

const byId = { params: { id: NOTIFICATION.id }, errors: { 404: { error: ERRORS.notificationNotFound } } };

export const notificationsRouter = router({
  list: protectedProcedure
    .meta({
      keep: "per-account",
      rest: {
        method: "get",
        path: "/api/notifications",
        summary: "Mes notifications, des plus récentes ; filtre filter (all, unread, match, contact, system) et recherche q ; limit, offset ; total dans l'en-tête X-Total-Count",
        answer: "items",
        totalHeader: true,
        example: { query: { filter: "unread", limit: 20 }, answer: [NOTIFICATION] },
      },
    })
    .input(notificationListInputSchema.prefault({}))
    .output(z.object({ items: z.array(notificationViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listNotifications(ctx.services.database, ctx.user.id, input)),
  // The web app's badge; REST clients read X-Total-Count of GET /api/notifications?filter=unread.
  unreadCount: protectedProcedure
    .meta({ keep: "per-account", rest: false })
    .use(checkedOutput(z.object({ count: z.number().int() })))
    .query(async ({ ctx }) => ({ count: await countUnread(ctx.services.database, ctx.user.id) })),
  get: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/notifications/:id", summary: "Une notification", example: { ...byId, answer: NOTIFICATION } } })
    .input(byIdSchema)
    .output(notificationViewSchema)
    .query(({ ctx, input }) => getNotification(ctx.services.database, ctx.user.id, input.id)),
  markRead: protectedProcedure
    .meta({ rest: { method: "patch", path: "/api/notifications/:id", input: "body", summary: "Marquer comme lue (ou non lue avec { isRead: false })", example: { ...byId, body: { isRead: true }, answer: { ...NOTIFICATION, isRead: true } } } })
    .input(markReadInputSchema)
    .output(notificationViewSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.services.database, ctx.user.id, input.id, input.isRead)),
  markAllRead: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/notifications/read-all", summary: "Tout marquer comme lu", example: { answer: { updated: 4 } } } })
    .output(z.object({ updated: z.number().int() }))
    .mutation(async ({ ctx }) => ({ updated: await markAllNotificationsRead(ctx.services.database, ctx.user.id) })),
  remove: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/notifications/:id", summary: "Supprimer une notification", example: { ...byId, answer: { ok: true } } } })
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteNotification(ctx.services.database, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
