import { TRPCClientError } from "@trpc/client";
import { ERRORS } from "../../shared/messages";

export interface ApiFailure {
  /** "network" when the server could not be reached at all. */
  kind: "network" | "server";
  /** The server's French message (empty for network failures). */
  message: string;
  status: number | null;
  /** Messages per form field, from zod issues and from duplicate-account conflicts. */
  fieldErrors: Record<string, string>;
}

interface ErrorData {
  httpStatus?: number;
  issues?: { path: string | (string | number)[]; message: string }[];
}

/** Field that a server message is about, for messages that come without a zod path. */
const MESSAGE_FIELDS: Record<string, string> = {
  [ERRORS.emailTaken]: "email",
  [ERRORS.usernameTaken]: "username",
};

export function describeFailure(error: unknown): ApiFailure {
  if (!(error instanceof TRPCClientError)) {
    return { kind: "network", message: "", status: null, fieldErrors: {} };
  }
  const data = error.data as ErrorData | undefined;
  // tRPC wraps fetch failures in a TRPCClientError without any server payload.
  if (!data && !error.shape) return { kind: "network", message: "", status: null, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const issue of data?.issues ?? []) {
    const path = Array.isArray(issue.path) ? issue.path.join(".") : issue.path;
    if (path && !(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  const field = MESSAGE_FIELDS[error.message];
  if (field && !(field in fieldErrors)) fieldErrors[field] = error.message;
  return { kind: "server", message: error.message, status: data?.httpStatus ?? null, fieldErrors };
}
