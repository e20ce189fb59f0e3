import { TRPCError } from "@trpc/server";
import { ERRORS } from "../../shared/messages";

/** Domain failures, thrown by services and turned into HTTP statuses by tRPC and the /api adapter. */
export const notFound = (message: string = ERRORS.notFound) => new TRPCError({ code: "NOT_FOUND", message });
export const forbidden = (message: string = ERRORS.forbidden) => new TRPCError({ code: "FORBIDDEN", message });
/** A clash on one field (e-mail, username): the field rides along so forms can show it in place. */
export const conflict = (message: string, field?: string) => new TRPCError({ code: "CONFLICT", message, cause: field ? new FieldError(field) : undefined });

export class FieldError extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}
export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const unauthorized = (message: string = ERRORS.unauthenticated) => new TRPCError({ code: "UNAUTHORIZED", message });
