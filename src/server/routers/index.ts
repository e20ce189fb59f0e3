/** The whole API: one router per domain. The web app imports only `type AppRouter`. */
import { router } from "../trpc";
import { adminRouter } from "./admin";
import { auditRouter } from "./audit";
import { authRouter } from "./auth";
import { gdprRouter } from "./gdpr";
import { matchesRouter } from "./matches";
import { needsRouter, offersRouter } from "./listings";
import { notificationsRouter } from "./notifications";
import { productsRouter } from "./products";
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
  admin: adminRouter,
  audit: auditRouter,
  gdpr: gdprRouter,
  testNotifications: testNotificationsRouter,
});

export type AppRouter = typeof appRouter;
