import { z } from "zod";
import { idSchema, paginationSchema } from "../../shared/schemas";
import {
  countUnread,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications";
import { protectedProcedure, router } from "../trpc";

const byId = z.object({ id: idSchema });

export const notificationsRouter = router({
  list: protectedProcedure
    .input(paginationSchema.default({ limit: 50, offset: 0 }))
    .query(({ ctx, input }) => listNotifications(ctx.services.database, ctx.user.id, input.limit, input.offset)),
  unreadCount: protectedProcedure.query(async ({ ctx }) => ({ count: await countUnread(ctx.services.database, ctx.user.id) })),
  get: protectedProcedure.input(byId).query(({ ctx, input }) => getNotification(ctx.services.database, ctx.user.id, input.id)),
  markRead: protectedProcedure.input(byId).mutation(({ ctx, input }) => markNotificationRead(ctx.services.database, ctx.user.id, input.id)),
  markAllRead: protectedProcedure.mutation(async ({ ctx }) => ({ updated: await markAllNotificationsRead(ctx.services.database, ctx.user.id) })),
  remove: protectedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteNotification(ctx.services.database, ctx.user.id, input.id);
    return { ok: true as const };
  }),
});
