import { z } from "zod";
import { notificationViewSchema, okSchema } from "../../shared/api-types";
import { byIdSchema, notificationListInputSchema } from "../../shared/schemas";
import {
  countUnread,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications";
import { protectedProcedure, router } from "../trpc";

export const notificationsRouter = router({
  list: protectedProcedure
    .meta({ keep: "per-account" })
    .input(notificationListInputSchema.prefault({}))
    .output(z.object({ items: z.array(notificationViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listNotifications(ctx.services.database, ctx.user.id, input)),
  unreadCount: protectedProcedure
    .meta({ keep: "per-account" })
    .output(z.object({ count: z.number().int() }))
    .query(async ({ ctx }) => ({ count: await countUnread(ctx.services.database, ctx.user.id) })),
  get: protectedProcedure
    .meta({ keep: "per-account" })
    .input(byIdSchema)
    .output(notificationViewSchema)
    .query(({ ctx, input }) => getNotification(ctx.services.database, ctx.user.id, input.id)),
  markRead: protectedProcedure
    .input(byIdSchema)
    .output(notificationViewSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.services.database, ctx.user.id, input.id)),
  markAllRead: protectedProcedure
    .output(z.object({ updated: z.number().int() }))
    .mutation(async ({ ctx }) => ({ updated: await markAllNotificationsRead(ctx.services.database, ctx.user.id) })),
  remove: protectedProcedure
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteNotification(ctx.services.database, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
