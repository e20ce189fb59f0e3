/**
 * tRPC answers in one piece, and GET batches kept while the database has not changed (issue 12).
 *
 * tRPC's Fastify adapter answers with a fetch Response, which Fastify would stream in chunks. Our
 * answers are small JSON documents: each is read into one Buffer and sent with its length.
 *
 * A GET batch is kept, as the /api routes keep theirs (answer-cache.ts), when every procedure it
 * names says so in its meta (`keep`); per account when one of them is per account. A request
 * whose session was just renewed gets a fresh answer, with the new cookie, and it is not kept.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppServices } from "../app-services";
import { resolveSession } from "../context";
import type { ProcedureMeta } from "../trpc";
import { keepBoth, type AnswerCache, type KeepAnswer, type Ticket } from "./answer-cache";
import { bodyToSend, sendAnswer } from "./compression";
import { answerCalls, type TrpcErrorHandling } from "./trpc-calls";

/** What the procedure at a dotted path says about itself (routers/index.ts `procedureMeta`). */
type MetaOf = (path: string) => ProcedureMeta | undefined;

/** How the answer to a batch of these procedures may be kept, or null when it may not. */
export function keepOfBatch(metaOf: MetaOf, paths: readonly string[]): KeepAnswer | null {
  let keep: KeepAnswer | null = null;
  for (const path of paths) {
    const own = metaOf(path)?.keep;
    if (!own) return null;
    keep = keep ? keepBoth(keep, own) : own;
  }
  return keep;
}


/**
 * Adds the hooks to the scope that holds the tRPC plugin: kept answers, then the calls answered by
 * trpc-calls.ts; whatever is left goes to tRPC, whose Response is sent in one piece.
 */
export function registerTrpcAnswers(scope: FastifyInstance, services: AppServices, answers: AnswerCache, metaOf: MetaOf, handling: TrpcErrorHandling): void {
  const pending = new WeakMap<FastifyRequest, Ticket>();

  scope.addHook("preHandler", async (request, reply) => {
    const keep = request.method === "GET" ? keepOfBatch(metaOf, ((request.params as { path?: string }).path ?? "").split(",")) : null;
    let ticket: Ticket | null = null;
    const { validated } = keep ? await resolveSession(services, request.raw) : { validated: null };
    // A request whose session was just renewed gets the new cookie with a fresh answer, never kept.
    if (keep && !validated?.renewed) {
      const lookup = await answers.lookup(keep, validated?.user.id ?? null, request.url);
      if (lookup.kept) return sendAnswer(reply, lookup.kept);
      ticket = lookup.ticket;
    }
    const answer = await answerCalls(services, request, reply, handling);
    if (!answer) {
      if (ticket) pending.set(request, ticket);
      return;
    }
    if (ticket && answer.status === 200) answers.keep(ticket, answer);
    return sendAnswer(reply, answer);
  });

  scope.addHook("onSend", async (request, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    const body = Buffer.from(await payload.arrayBuffer());
    const headers = Object.fromEntries(payload.headers);
    void reply.code(payload.status).headers(headers);
    const ticket = pending.get(request);
    if (ticket && payload.status === 200) answers.keep(ticket, { status: 200, headers, body });
    return bodyToSend(reply, body);
  });
}
