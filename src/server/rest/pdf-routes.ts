/**
 * `GET /api/quotes/{id}/pdf` (issue 21): the procedure's PDF sent as bytes, to download, never
 * shown inline (a file the other party wrote is not run by our origin).
 */
import type { FastifyRequest } from "fastify";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { appRouter } from "../routers";
import { createCallerFactory } from "../trpc";
import { sendProcedureError, type RouteHandler } from "./adapter";

const createCaller = createCallerFactory(appRouter);

export function pdfVariants(services: AppServices) {
  return [
    {
      method: "GET",
      path: "/api/quotes/:id/pdf",
      claims: (_request: FastifyRequest) => true,
      handle: (async (request, reply) => {
        try {
          const caller = createCaller(await createRequestContext(services, request.raw, reply.raw));
          const file = await caller.quotes.pdf({ id: (request.params as { id: string }).id as never });
          return reply
            .header("Content-Type", "application/pdf")
            .header("Content-Disposition", `attachment; filename="${file.filename}"`)
            .header("Cache-Control", "no-store")
            .header("X-Content-Type-Options", "nosniff")
            .send(Buffer.from(file.base64, "base64"));
        } catch (error) {
          sendProcedureError(reply, error, services);
          return reply;
        }
      }) as RouteHandler,
    },
  ];
}
