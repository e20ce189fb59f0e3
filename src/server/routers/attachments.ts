/** Files of needs and quotes (issue 21): their lists and their removal. Sending and downloading are rest/file-routes.ts. */
import { z } from "zod";
import { ATTACHMENT_ITEM_KINDS, ATTACHMENT_TEXTS, attachmentViewSchema } from "../../shared/attachments";
import { okSchema } from "../../shared/view-schemas";
import { byIdSchema, idSchema } from "../../shared/schemas";
import { deleteAttachment, listAttachments } from "../services/attachments";
import { actorOf } from "../services/audit";
import { protectedProcedure, router } from "../trpc";
import { ATTACHMENT, NEED } from "../rest/examples";

const QUOTE_ATTACHMENT = { ...ATTACHMENT, id: 55, itemKind: "quote" as const, itemId: 27, filename: "conditions-generales-de-vente.pdf", size: 96_256, url: "/api/attachments/55" };

export const attachmentsRouter = router({
  list: protectedProcedure
    .meta({
      rest: [
        {
          method: "get",
          path: "/api/needs/:id/attachments",
          summary: "Fichiers joints au besoin (l'acheteur et les fournisseurs en correspondance) ; envoi : POST multipart, champ file",
          idAs: "itemId",
          fixed: { itemKind: "need" },
          noStore: true,
          example: { params: { id: NEED.id }, answer: [ATTACHMENT], errors: { 404: { error: ATTACHMENT_TEXTS.itemNotFound } } },
        },
        {
          method: "get",
          path: "/api/quotes/:id/attachments",
          summary: "Fichiers joints au devis (ses deux parties) ; envoi : POST multipart, champ file",
          idAs: "itemId",
          fixed: { itemKind: "quote" },
          noStore: true,
          example: { params: { id: QUOTE_ATTACHMENT.itemId }, answer: [QUOTE_ATTACHMENT], errors: { 404: { error: ATTACHMENT_TEXTS.itemNotFound } } },
        },
      ],
    })
    .input(z.object({ itemKind: z.enum(ATTACHMENT_ITEM_KINDS), itemId: idSchema }))
    .output(z.array(attachmentViewSchema))
    .query(({ ctx, input }) => listAttachments(ctx.services.database, ctx.user, input.itemKind, input.itemId)),
  remove: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/attachments/:id", summary: "Retirer un fichier que j'ai joint", example: { params: { id: ATTACHMENT.id }, answer: { ok: true }, errors: { 404: { error: ATTACHMENT_TEXTS.notFound } } } } })
    .input(byIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAttachment({ database: ctx.services.database, dataDir: ctx.services.config.dataDir }, ctx.user, input.id, actorOf(ctx.user, ctx.ip));
      return { ok: true as const };
    }),
});
