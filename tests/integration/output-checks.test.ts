/**
 * The hot reads' answers are checked against their schemas everywhere but in production
 * (src/server/trpc.ts `checkedOutput`, issue 25): tests and development keep catching a view that
 * drifts from its schema, production does not pay for the check on every request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConsoleError } from "../support/console-guard";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let checked: TestServer;
let production: TestServer;
beforeAll(async () => {
  checked = await startTestServer();
  production = await startTestServer({ config: { production: true } });
});
afterAll(async () => {
  await checked.close();
  await production.close();
});

/** A buyer with one match whose need holds an urgency outside the schema's enum, as a bad import could write. */
async function buyerWithAnOffSchemaMatch(server: TestServer) {
  const buyer = await registeredClient(server.url, "buyer");
  const supplier = await registeredClient(server.url, "supplier");
  const db = server.services.database.client;
  const need = await db.execute({
    sql: "insert into needs (buyer_id, title, description, category, budget, location, urgency) values (?, 'Cartons', 'Cartons de déménagement', 'logistics', 900, 'Lille', 'urgentissime') returning id",
    args: [buyer.user.id],
  });
  const offer = await db.execute({
    sql: "insert into offers (supplier_id, title, description, category, price, location) values (?, 'Cartons', 'Cartons double cannelure', 'logistics', 2, 'Lille') returning id",
    args: [supplier.user.id],
  });
  await db.execute({
    sql: "insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score) values (?, ?, 0.8, 0.7, 0.9, 1)",
    args: [Number(need.rows[0]!.id), Number(offer.rows[0]!.id)],
  });
  return buyer.client;
}

describe("answers of the match list", () => {
  it("are checked against their schema outside production: a drifting view is a 500, not a wrong answer", async () => {
    const logged = expectConsoleError(/Output validation failed/);
    const buyer = await buyerWithAnOffSchemaMatch(checked);
    expect((await buyer.get("/api/matches")).status).toBe(500);
    expect((await buyer.get("/trpc/matches.list?input=%7B%7D")).status).toBe(500);
    expect(logged.messages.length).toBeGreaterThan(0);
  });

  it("are sent unchecked in production", async () => {
    const buyer = await buyerWithAnOffSchemaMatch(production);
    const listed = await buyer.get("/api/matches");
    expect(listed.status).toBe(200);
    expect(listed.body[0].need.urgency).toBe("urgentissime");
    expect((await buyer.get("/trpc/matches.list?input=%7B%7D")).body.result.data.items[0].need.urgency).toBe("urgentissime");
  });
});
