/** The whole API: one router per domain. The web app imports only `type AppRouter`. */
import { getTRPCErrorFromUnknown, type AnyProcedure, type TRPCError } from "@trpc/server";
import { router, type ProcedureMeta, type RequestContext } from "../trpc";
import { adminRouter } from "./admin";
import { alertsRouter } from "./alerts";
import { auditRouter } from "./audit";
import { authRouter } from "./auth";
import { gdprRouter } from "./gdpr";
import { matchesRouter } from "./matches";
import { needsRouter, offersRouter } from "./listings";
import { notificationsRouter } from "./notifications";
import { productsRouter } from "./products";
import { quotesRouter } from "./quotes";
import { attachmentsRouter } from "./attachments";
import { statsRouter } from "./stats";
import { testNotificationsRouter } from "./test-notifications";
import { userRouter } from "./user";

export const appRouter = router({
  auth: authRouter,
  stats: statsRouter,
  needs: needsRouter,
  offers: offersRouter,
  matches: matchesRouter,
  products: productsRouter,
  user: userRouter,
  notifications: notificationsRouter,
  alerts: alertsRouter,
  quotes: quotesRouter,
  attachments: attachmentsRouter,
  admin: adminRouter,
  audit: auditRouter,
  gdpr: gdprRouter,
  testNotifications: testNotificationsRouter,
});

export type AppRouter = typeof appRouter;

/** The procedure at a dotted path ("matches.list"), as tRPC finds it, if it exists. */
export function procedureAt(path: string): AnyProcedure | undefined {
  // At run time tRPC keeps every procedure under its dotted path here; the type says otherwise.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}

/** What the procedure at a dotted path says about itself, if it exists. */
export function procedureMeta(path: string): ProcedureMeta | undefined {
  return procedureAt(path)?._def.meta as ProcedureMeta | undefined;
}

/** What a middleware hands back, as tRPC's own types say it (its internals do not export them). */
type MiddlewareResult = { ok: true; data: unknown; ctx?: unknown; marker: string } | { ok: false; error: TRPCError; marker: string };
type MiddlewareNext = (opts?: { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> }) => Promise<MiddlewareResult>;
type Middleware = (opts: Record<string, unknown> & { next: MiddlewareNext }) => Promise<MiddlewareResult>;

/**
 * Calls a procedure as tRPC's own handlers do, for the /api routes and the plain /trpc calls
 * (http/trpc-calls.ts): its middlewares in order, input parsing, the same options at each level
 * and the same errors (a throw becomes the level's failed result, as in tRPC's `callRecursive`).
 * Throws its TRPCError on failure. No procedure reads an abort signal.
 * tRPC's own runner copies the call's options twice a level with a helper that defines each key
 * one by one: a twelfth of a computed list of matches (issue 25). Here each level gets one
 * object literal, and the context is copied only when a middleware extends it.
 */
export async function callProcedure(procedure: AnyProcedure, path: string, ctx: RequestContext, input: unknown, batchIndex = 0): Promise<unknown> {
  const { type, meta } = procedure._def;
  const middlewares = (procedure._def as unknown as { middlewares: Middleware[] }).middlewares;
  const level = async (index: number, ctx: object, input: unknown, getRawInput: () => Promise<unknown>): Promise<MiddlewareResult> => {
    try {
      const next: MiddlewareNext = (opts) =>
        level(index + 1, opts?.ctx ? { ...ctx, ...opts.ctx } : ctx, opts && "input" in opts ? opts.input : input, opts?.getRawInput ?? getRawInput);
      return await middlewares[index]!({ ctx, type, path, input, getRawInput, meta, signal: undefined, batchIndex, next });
    } catch (cause) {
      return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: "middlewareMarker" };
    }
  };
  const result = await level(0, ctx, undefined, () => Promise.resolve(input));
  if (!result.ok) throw result.error;
  return result.data;
}
