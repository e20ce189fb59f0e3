import { TRPCError } from "@trpc/server";
import { ERRORS } from "../../shared/messages";

/** Domain failures, thrown by services and turned into HTTP statuses by tRPC and the /api adapter. */
export const notFound = (message: string = ERRORS.notFound) => new TRPCError({ code: "NOT_FOUND", message });
export const forbidden = (message: string = ERRORS.forbidden) => new TRPCError({ code: "FORBIDDEN", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const unauthorized = (message: string = ERRORS.unauthenticated) => new TRPCError({ code: "UNAUTHORIZED", message });
