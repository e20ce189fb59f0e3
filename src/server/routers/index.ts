/** The whole API: one router per domain. The web app imports only `type AppRouter`. */
import type { AnyProcedure } from "@trpc/server";
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

/**
 * Calls a procedure as tRPC's own handlers do (its middlewares, input parsing and errors
 * unchanged), for the /api routes and the plain /trpc calls (http/trpc-calls.ts). Throws its
 * TRPCError on failure. No procedure reads an abort signal.
 */
export function callProcedure(procedure: AnyProcedure, path: string, ctx: RequestContext, input: unknown, batchIndex = 0): Promise<unknown> {
  return procedure({ path, ctx, type: procedure._def.type, getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex });
}
