import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "./app-services";
import { checkedOutput, createCallerFactory, publicProcedure, router, type RequestContext } from "./trpc";

/** A procedure whose mapper sends one field more than its schema declares, as a careless `...row` would. */
const leaky = router({
  user: publicProcedure
    .use(checkedOutput(z.object({ id: z.number(), list: z.array(z.object({ name: z.string() })) })))
    .query(() => ({ id: 1, list: [{ name: "a" }, { name: "b", passwordHash: "argon2…" }] })),
});

function context(production: boolean): RequestContext {
  const services = { config: { production } } as unknown as AppServices;
  return { services, user: null, sessionToken: null, sessionId: null, cookieHeader: undefined, ip: "127.0.0.1", userAgent: null, setCookie: () => undefined };
}

describe("checkedOutput", () => {
  it("fails outside production on a field the schema does not declare, naming it", async () => {
    const call = createCallerFactory(leaky)(context(false)).user();
    await expect(call).rejects.toThrow("Output validation failed");
    await expect(call.catch((error: Error) => Promise.reject(error.cause))).rejects.toThrow("answer.list[1].passwordHash");
  });

  it("sends the answer as built in production, where nothing is checked", async () => {
    const answer = await createCallerFactory(leaky)(context(true)).user();
    expect(answer.list[1]).toHaveProperty("passwordHash");
  });
});
