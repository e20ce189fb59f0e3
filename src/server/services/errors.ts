/**
 * Domain failures, thrown by services (and the role checks) in the words of the domain. They know
 * nothing of transports: the tRPC error formatter and the /api adapter each map them once, through
 * `DOMAIN_ERROR_STATUS`, and the CLI prints their message. Messages are French, for the end user.
 */
import { ERRORS } from "../../shared/messages";
import type { ValidationIssue } from "../../shared/view-schemas";

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind = "unauthenticated" | "forbidden" | "not_found" | "conflict" | "invalid" | "rate_limited" | "unavailable";

export class UnauthenticatedError extends DomainError {
  readonly kind = "unauthenticated";
  constructor(message: string = ERRORS.unauthenticated) {
    super(message);
  }
}

/** `field`: the input a refusal is about (a wrong current password), so forms show it in place. */
export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
  constructor(
    message: string = ERRORS.forbidden,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = "not_found";
  constructor(message: string = ERRORS.notFound) {
    super(message);
  }
}

/** A clash on one field (e-mail, username): the field rides along so forms can show it in place. */
export class ConflictError extends DomainError {
  readonly kind = "conflict";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Input that passed the schema but breaks a rule only the service can check. */
export class InvalidError extends DomainError {
  readonly kind = "invalid";
  constructor(
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = "rate_limited";
  constructor(
    message: string,
    /** Seconds before the caller may try again (the Retry-After header). */
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** The server cannot take the change now (the database disk is full): try again later. */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
  constructor(
    message: string,
    /** Seconds before the caller may try again (the Retry-After header). */
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** The Retry-After of a failure that has one (a spent limit, a full disk). */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof RateLimitedError || error instanceof UnavailableError ? error.retryAfter : undefined;
}

/** The one table from domain failures to transport codes. */
export const DOMAIN_ERROR_STATUS = {
  unauthenticated: { trpc: "UNAUTHORIZED", http: 401 },
  forbidden: { trpc: "FORBIDDEN", http: 403 },
  not_found: { trpc: "NOT_FOUND", http: 404 },
  conflict: { trpc: "CONFLICT", http: 409 },
  invalid: { trpc: "BAD_REQUEST", http: 400 },
  rate_limited: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  unavailable: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
} as const satisfies Record<DomainErrorKind, { trpc: string; http: number }>;

/** Field-level issues of a domain failure: an invalid input's issues, or the field a conflict or refusal names. */
export function domainIssues(error: DomainError): ValidationIssue[] | undefined {
  if (error instanceof InvalidError && error.issues.length > 0) return error.issues;
  if ((error instanceof ConflictError || error instanceof ForbiddenError) && error.field) return [{ path: error.field, message: error.message }];
  return undefined;
}
