/**
 * tRPC setup: called once, exporting the router factory and the procedures by role.
 *
 * 1. Context: who is asking (the session's user, never an id from the body), from where, and the
 *    long-lived services of the process.
 * 2. Errors: French messages; validation failures carry `issues` with the field paths so the
 *    web forms and the /api adapter can show each message under its field.
 * 3. Procedures by role: the server enforces every permission (DESIGN §1).
 * 4. Output checked everywhere but on the hot reads in production (`checkedOutput`, issue 25).
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ZodError, type z } from "zod";
import { ERRORS } from "../shared/messages";
import type { ValidationIssue } from "../shared/api-types";
import type { AccountType } from "../shared/enums";
import type { AppServices } from "./app-services";
import type { KeepAnswer } from "./http/answer-cache";
import type { UserRow } from "./db/schema";
import { recordAudit } from "./services/audit";
import { DOMAIN_ERROR_STATUS, DomainError, ForbiddenError, UnauthenticatedError, domainIssues } from "./services/errors";
import { frenchTrpcMessage } from "./http/trpc-messages";

export interface RequestContext {
  services: AppServices;
  user: UserRow | null;
  sessionToken: string | null;
  /** The session's id (the token's hash), which its sockets are tied to. */
  sessionId: string | null;
  /** Raw Cookie header, for the known-device cookie of sign-in throttling. */
  cookieHeader: string | undefined;
  ip: string;
  userAgent: string | null;
  /** Set-Cookie headers to send with the response (login, logout, renewal). */
  setCookie(value: string): void;
}

export function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Field-level issues of a failure: every zod issue, or those a domain error carries. */
export function issuesOf(error: TRPCError): ValidationIssue[] | undefined {
  if (error.cause instanceof ZodError) return zodIssues(error.cause);
  if (error.cause instanceof DomainError) return domainIssues(error.cause);
  return undefined;
}

/** What a procedure says about itself. `keep`: a query whose answer depends only on the caller (or
 * on nobody) and the database, kept until the next commit (http/trpc-answers.ts). Never for a
 * procedure with a side effect or a clock. */
export interface ProcedureMeta {
  keep?: KeepAnswer;
}

const t = initTRPC.context<RequestContext>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const issues = issuesOf(error);
    const domain = error.cause instanceof DomainError ? DOMAIN_ERROR_STATUS[error.cause.kind] : null;
    // A body that is not JSON: V8 words its SyntaxError in English, in many ways (issue 18).
    const malformed = error.cause instanceof SyntaxError || /\bJSON\b/.test(shape.message);
    const fallback = error.code === "INTERNAL_SERVER_ERROR" ? ERRORS.internal : malformed ? ERRORS.malformedJson : frenchTrpcMessage(shape.message);
    const message = issues?.[0]?.message ?? (domain ? error.cause!.message : fallback);
    if (!domain) return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues } };
    return { ...shape, message, code: TRPC_ERROR_CODES_BY_KEY[domain.trpc], data: { code: domain.trpc, httpStatus: domain.http, issues } };
  },
});

export const router = t.router;

/** A signed-in user refused access (403) leaves an entry in the audit log (issue 7). */
const auditRefusals = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (!result.ok && ctx.user && result.error.cause instanceof ForbiddenError) {
    const { user } = ctx;
    const details = result.error.cause.message;
    await ctx.services.database.write((tx) =>
      recordAudit(tx, { action: "access.denied", resource: path, actor: user, ip: ctx.ip, success: false, severity: "medium", details }),
    );
  }
  return result;
});

export const publicProcedure = t.procedure.use(auditRefusals);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new UnauthenticatedError();
  return next({ ctx: { ...ctx, user: ctx.user } });
});

function roleProcedure(role: AccountType, message: string) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (ctx.user.accountType !== role) throw new ForbiddenError(message);
    return next();
  });
}

export const buyerProcedure = roleProcedure("buyer", ERRORS.buyersOnly);
export const supplierProcedure = roleProcedure("supplier", ERRORS.suppliersOnly);
/** Admins reach their tools only with a second factor on (issue 18); they may still set one up. */
export const adminProcedure = roleProcedure("admin", ERRORS.adminsOnly).use(({ ctx, next }) => {
  if (!ctx.user.totpEnabledAt) throw new ForbiddenError(ERRORS.secondFactorRequired);
  return next();
});

export const createCallerFactory = t.createCallerFactory;

/**
 * 4. The output schema of a hot read (a list every page opens), used in place of `.output()`.
 * tRPC's `.output()` parses every answer; for the match list that was a sixth of a computed
 * answer's CPU (issue 25), spent checking what our own explicit view mappers built. This checks
 * it as `.output()` does (same error), except in production: tests and development still validate
 * every answer against the schema, which also stays the source of the type, OpenAPI and docs.
 */
export function checkedOutput<Schema extends z.ZodType>(schema: Schema) {
  return t.middleware(async ({ ctx, next }) => {
    const result = await next();
    if (!result.ok || ctx.services.config.production) return result;
    try {
      return { ...result, data: (await schema.parseAsync(result.data)) as unknown };
    } catch (cause) {
      throw new TRPCError({ message: "Output validation failed", code: "INTERNAL_SERVER_ERROR", cause });
    }
  });
}
