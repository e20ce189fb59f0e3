/**
 * Files of needs and quotes (issue 21): `POST /api/needs/{id}/attachments` and
 * `POST /api/quotes/{id}/attachments` take one file as multipart/form-data (field `file`);
 * `GET /api/attachments/{id}` sends it back to a party, always as a download. The lists and the
 * deletion are ordinary procedures (routers/attachments.ts). These three paths stream bytes rather
 * than call a procedure; FILE_OPERATIONS describes them for the OpenAPI document.
 */
import fs from "node:fs";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS, type AttachmentItemKind } from "../../shared/attachments";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { addAttachment, readAttachment } from "../services/attachments";
import { actorOf } from "../services/audit";
import { DOMAIN_ERROR_STATUS, DomainError, InvalidError } from "../services/errors";
import { sendError } from "./adapter";
import { contentDisposition } from "./content-disposition";
import { ATTACHMENT } from "./examples";

/** The file paths, as the OpenAPI document (openapi.ts) describes them. */
export const FILE_OPERATIONS = {
  needUpload: {
    method: "post",
    path: "/api/needs/:id/attachments",
    summary: "Joindre un fichier à mon besoin (multipart/form-data, champ file)",
    kind: "upload",
    example: { params: { id: ATTACHMENT.itemId }, answer: ATTACHMENT },
  },
  quoteUpload: {
    method: "post",
    path: "/api/quotes/:id/attachments",
    summary: "Joindre un fichier à un devis dont je suis une partie (multipart/form-data, champ file)",
    kind: "upload",
    example: { params: { id: 27 }, answer: { ...ATTACHMENT, id: 55, itemKind: "quote", itemId: 27, filename: "conditions-generales-de-vente.pdf", size: 96_256, url: "/api/attachments/55" } },
  },
  download: {
    method: "get",
    path: "/api/attachments/:id",
    summary: "Télécharger un fichier joint (les parties seulement), toujours en pièce jointe",
    kind: "download",
    example: { params: { id: ATTACHMENT.id } },
  },
} as const;

const deps = (services: AppServices) => ({ database: services.database, dataDir: services.config.dataDir });

function sendFailure(reply: FastifyReply, services: AppServices, error: unknown): FastifyReply {
  if (error instanceof DomainError) return sendError(reply, DOMAIN_ERROR_STATUS[error.kind].http, error.message);
  services.logger.error({ err: error }, "unexpected error in a file route");
  return sendError(reply, 500, ERRORS.internal);
}

function upload(services: AppServices, kind: AttachmentItemKind) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = await createRequestContext(services, request.raw, reply.raw);
    if (!ctx.user) return sendError(reply, 401, ERRORS.unauthenticated);
    try {
      if (!request.isMultipart()) throw new InvalidError(ATTACHMENT_TEXTS.noFile);
      const part = await request.file();
      if (!part) throw new InvalidError(ATTACHMENT_TEXTS.noFile);
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new InvalidError(ATTACHMENT_TEXTS.tooLarge);
        throw error;
      });
      // The size check inside toBuffer runs per chunk and can miss a limit reached on the last one
      // (seen under load): a file cut at the limit is refused here.
      if (part.file.truncated) throw new InvalidError(ATTACHMENT_TEXTS.tooLarge);
      const id = Number((request.params as { id: string }).id);
      if (!Number.isInteger(id) || id <= 0) throw new InvalidError(ATTACHMENT_TEXTS.itemNotFound);
      const view = await addAttachment(deps(services), ctx.user, kind, id, { filename: part.filename, bytes }, actorOf(ctx.user, ctx.ip));
      return reply.code(201).type("application/json; charset=utf-8").send(JSON.stringify(view));
    } catch (error) {
      return sendFailure(reply, services, error);
    }
  };
}

export function registerFileRoutes(api: FastifyInstance, services: AppServices): void {
  void api.register(async (files) => {
    await files.register(fastifyMultipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
    files.post(FILE_OPERATIONS.needUpload.path, upload(services, "need"));
    files.post(FILE_OPERATIONS.quoteUpload.path, upload(services, "quote"));
  });
  api.get(FILE_OPERATIONS.download.path, async (request, reply) => {
    const ctx = await createRequestContext(services, request.raw, reply.raw);
    if (!ctx.user) return sendError(reply, 401, ERRORS.unauthenticated);
    try {
      const { row, file } = await readAttachment(deps(services), ctx.user, Number((request.params as { id: string }).id) || 0);
      return reply
        .type(row.contentType)
        .header("Content-Disposition", contentDisposition(row.filename))
        .header("Content-Length", String(row.size))
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(fs.createReadStream(file));
    } catch (error) {
      return sendFailure(reply, services, error);
    }
  });
}
