import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { ERRORS, VALIDATION } from "../../shared/messages";
import { describeFailure } from "./errors";

/** What httpBatchLink builds from a server error answer. */
function serverError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe("describeFailure", () => {
  it("treats an unreachable server as a network failure", () => {
    const failure = describeFailure(TRPCClientError.from(new TypeError("Failed to fetch")));
    expect(failure.kind).toBe("network");
  });

  it("keeps the server's French message and its status", () => {
    const failure = describeFailure(serverError(ERRORS.badCredentials, { httpStatus: 401, code: "UNAUTHORIZED" }));
    expect(failure).toMatchObject({ kind: "server", message: ERRORS.badCredentials, status: 401 });
  });

  it("maps zod issues to the fields they are about", () => {
    const failure = describeFailure(
      serverError(VALIDATION.usernameMin, {
        httpStatus: 400,
        issues: [
          { path: "username", message: VALIDATION.usernameMin },
          { path: "location", message: VALIDATION.locationRequired },
        ],
      }),
    );
    expect(failure.fieldErrors).toEqual({ username: VALIDATION.usernameMin, location: VALIDATION.locationRequired });
  });

  it("puts a duplicate e-mail under the e-mail field", () => {
    const failure = describeFailure(serverError(ERRORS.emailTaken, { httpStatus: 409, code: "CONFLICT" }));
    expect(failure.fieldErrors).toEqual({ email: ERRORS.emailTaken });
  });
});
