/** Files of needs and quotes (issue 21): their lists and their removal. Sending and downloading are rest/file-routes.ts. */
import { z } from "zod";
import { ATTACHMENT_ITEM_KINDS, attachmentViewSchema } from "../../shared/attachments";
import { okSchema } from "../../shared/api-types";
import { byIdSchema, idSchema } from "../../shared/schemas";
import { deleteAttachment, listAttachments } from "../services/attachments";
import { actorOf } from "../services/audit";
import { protectedProcedure, router } from "../trpc";

export const attachmentsRouter = router({
  list: protectedProcedure
    .input(z.object({ itemKind: z.enum(ATTACHMENT_ITEM_KINDS), itemId: idSchema }))
    .output(z.array(attachmentViewSchema))
    .query(({ ctx, input }) => listAttachments(ctx.services.database, ctx.user, input.itemKind, input.itemId)),
  remove: protectedProcedure
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAttachment({ database: ctx.services.database, dataDir: ctx.services.config.dataDir }, ctx.user, input.id, actorOf(ctx.user, ctx.ip));
      return { ok: true as const };
    }),
});
