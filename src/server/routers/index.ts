/** The whole API: one router per domain. The web app imports only `type AppRouter`. */
import type { AnyProcedure } from "@trpc/server";
import { router, type ProcedureMeta } from "../trpc";
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

/** What the procedure at a dotted path ("matches.list") says about itself, if it exists. */
export function procedureMeta(path: string): ProcedureMeta | undefined {
  // At run time tRPC keeps every procedure under its dotted path here; the type says otherwise.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
  return Object.hasOwn(procedures, path) ? (procedures[path]?._def.meta as ProcedureMeta | undefined) : undefined;
}
