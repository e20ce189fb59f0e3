/** The whole API: one router per domain. The web app imports only `type AppRouter`. */
import { router } from "../trpc";
import { adminRouter } from "./admin";
import { auditRouter } from "./audit";
import { authRouter } from "./auth";
import { gdprRouter } from "./gdpr";
import { matchesRouter } from "./matches";
import { needsRouter } from "./needs";
import { notificationsRouter } from "./notifications";
import { offersRouter } from "./offers";
import { productsRouter } from "./products";
import { statsRouter } from "./stats";
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
});

export type AppRouter = typeof appRouter;
