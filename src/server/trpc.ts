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
import { initTRPC, TRPCError, type AnyProcedure } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ZodError, type z } from "zod";
import { ERRORS } from "../shared/messages";
import type { ValidationIssue } from "../shared/view-schemas";
import type { AccountType } from "../shared/enums";
import type { AppServices } from "./app-services";
import type { KeepAnswer } from "./http/answer-cache";
import type { Access, RestOperation } from "./rest/rest-meta";
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

/** What a procedure says about itself. */
export interface ProcedureMeta {
  /** A query whose answer depends only on the caller (or on nobody) and the database, kept until
   * the next commit, on /trpc and /api alike (http/answer-cache.ts). Never for a procedure with a
   * side effect or a clock. */
  keep?: KeepAnswer;
  /** Who may call it: set by the role procedures below, never by hand. */
  access?: Access;
  /** Its /api operation (or operations), or `false` for a procedure that only /trpc serves
   * (rest/rest-meta.ts). Every procedure says one or the other. */
  rest?: RestOperation | readonly RestOperation[] | false;
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
async function auditRefusal(ctx: RequestContext, path: string, refusal: ForbiddenError): Promise<void> {
  const { user } = ctx;
  if (!user) return;
  await ctx.services.database.write((tx) =>
    recordAudit(tx, { action: "access.denied", resource: path, actor: user, ip: ctx.ip, success: false, severity: "medium", details: refusal.message }),
  );
}

/** Audits the procedure's own refusal, if its result is one. */
async function auditedResult<R extends { ok: boolean; error?: TRPCError }>(ctx: RequestContext, path: string, result: R): Promise<R> {
  if (!result.ok && result.error?.cause instanceof ForbiddenError) await auditRefusal(ctx, path, result.error.cause);
  return result;
}

/**
 * 3. Who may call, in one middleware per procedure: it admits the caller (or throws) and audits
 * a refusal, its own or the procedure's. Each tRPC middleware copies the call's options twice, a
 * few microseconds a level on every request: one level where there were up to four (issue 25).
 */
function guarded(admit: (user: UserRow | null) => UserRow) {
  return t.middleware(async ({ ctx, path, next }) => {
    let user: UserRow;
    try {
      user = admit(ctx.user);
    } catch (error) {
      if (error instanceof ForbiddenError) await auditRefusal(ctx, path, error);
      throw error;
    }
    return auditedResult(ctx, path, await next({ ctx: { user } }));
  });
}

// Each role procedure states its access in the meta, which tRPC merges with the procedure's own:
// the /api reference shows who may call what from the code that enforces it.
export const publicProcedure = t.procedure.use(async ({ ctx, path, next }) => auditedResult(ctx, path, await next())).meta({ access: "public" });

function signedIn(user: UserRow | null): UserRow {
  if (!user) throw new UnauthenticatedError();
  return user;
}

export const protectedProcedure = t.procedure.use(guarded(signedIn)).meta({ access: "user" });

function roleProcedure(role: AccountType, message: string, more?: (user: UserRow) => void) {
  return t.procedure
    .use(
      guarded((caller) => {
        const user = signedIn(caller);
        if (user.accountType !== role) throw new ForbiddenError(message);
        more?.(user);
        return user;
      }),
    )
    .meta({ access: role });
}

export const buyerProcedure = roleProcedure("buyer", ERRORS.buyersOnly);
export const supplierProcedure = roleProcedure("supplier", ERRORS.suppliersOnly);
/** Admins reach their tools only with a second factor on (issue 18); they may still set one up. */
export const adminProcedure = roleProcedure("admin", ERRORS.adminsOnly, (user) => {
  if (!user.totpEnabledAt) throw new ForbiddenError(ERRORS.secondFactorRequired);
});

export const createCallerFactory = t.createCallerFactory;

/**
 * 4. The output schema of a hot read (a list every page opens), used in place of `.output()`.
 * tRPC's `.output()` parses every answer; for the match list that was a sixth of a computed
 * answer's CPU (issue 25), spent checking what our own explicit view mappers built. This checks
 * it as `.output()` does (same error), except in production: tests and development still validate
 * every answer against the schema, which also stays the source of the type, OpenAPI and docs.
 * `.output()` also drops the fields its schema does not name, which production no longer does
 * here: outside production an answer carrying such a field fails, so a mapper that would send
 * a column nobody declared (a password hash) fails the tests rather than leak.
 */
export function checkedOutput<Schema extends z.ZodType>(schema: Schema) {
  const middleware = t.middleware(async ({ ctx, next }) => {
    const result = await next();
    if (!result.ok || ctx.services.config.production) return result;
    try {
      const data: unknown = await schema.parseAsync(result.data);
      const undeclared = undeclaredField(result.data, data);
      if (undeclared !== null) throw new Error(`field not in the output schema: ${undeclared}`);
      // The answer production sends: the mapper's own objects (json-text.ts finds its texts on them).
      return result;
    } catch (cause) {
      throw new TRPCError({ message: "Output validation failed", code: "INTERNAL_SERVER_ERROR", cause });
    }
  });
  for (const fn of middleware._middlewares) checkedSchemas.set(fn, schema);
  return middleware;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The path of the first field of `sent` that parsing dropped (absent from `parsed`), or null. */
function undeclaredField(sent: unknown, parsed: unknown, path = "answer"): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undeclaredField(sent[i], parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const key of Object.keys(sent)) {
    if (!(key in parsed)) return `${path}.${key}`;
    const found = undeclaredField(sent[key], parsed[key], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** The schema each `checkedOutput` middleware checks, by the function tRPC keeps in the procedure. */
const checkedSchemas = new WeakMap<object, z.ZodType>();

/** A procedure's output schema: its `.output()`, or the one its `checkedOutput` checks (for the /api documents). */
export function outputSchemaOf(procedure: AnyProcedure): z.ZodType | undefined {
  // tRPC keeps both in the procedure's definition at run time; its public type shows neither.
  const def = procedure._def as unknown as { output?: z.ZodType; middlewares?: readonly unknown[] };
  if (def.output) return def.output;
  for (const fn of def.middlewares ?? []) {
    const schema = checkedSchemas.get(fn as object);
    if (schema) return schema;
  }
  return undefined;
}
