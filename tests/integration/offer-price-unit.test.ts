import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, utcToday } from "../../src/shared/dates";
import { ERRORS, VALIDATION } from "../../src/shared/messages";
import { tableDigest } from "../support/table-digest";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

/** What publishing or changing an offer writes: compared before and after a refused write. */
const LISTING_TABLES = ["needs", "offers", "matches", "notifications", "events"];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offer = (overrides: Record<string, unknown> = {}) => ({
  title: "Linge hôtelier en percale de coton",
  description: "Draps, housses de couette et taies en percale 200 fils, serviettes éponge 550 g, résistants aux lavages industriels.",
  category: "services",
  price: 18,
  location: "Lyon",
  keywords: ["linge hôtelier", "draps", "serviettes"],
  ...overrides,
});

const need = {
  title: "Linge hôtelier pour 80 chambres",
  description: "Draps en percale, housses de couette et serviettes éponge pour notre hôtel, lavages industriels.",
  category: "services",
  budget: 9000,
  location: "Lyon",
  deadline: addDays(utcToday(), 60),
  keywords: ["linge hôtelier", "draps", "serviettes"],
};

describe("an offer's price unit", () => {
  it("is stored trimmed, returned in the offer and in the buyer's match views, and removed by an edit", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const created = await supplier.client.post("/api/offers", offer({ priceUnit: "  pièce " }));
    expect(created.status).toBe(201);
    expect(created.body.priceUnit).toBe("pièce");
    expect((await supplier.client.get("/api/offers")).body[0].priceUnit).toBe("pièce");

    const buyer = await registeredClient(server.url, "buyer");
    expect((await buyer.client.post("/api/needs", need)).status).toBe(201);
    const matches = await buyer.client.get("/api/matches");
    const match = matches.body.find((m: { offer: { id: number } }) => m.offer.id === created.body.id);
    expect(match?.offer.priceUnit).toBe("pièce");
    expect((await buyer.client.get(`/api/matches/${match.id}`)).body.offer.priceUnit).toBe("pièce");

    // Blank is no unit: the price alone, as before units existed.
    const cleared = await supplier.client.patch(`/api/offers/${created.body.id}`, { priceUnit: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.priceUnit).toBeNull();
    const after = await buyer.client.get("/api/matches");
    expect(after.body.find((m: { offer: { id: number } }) => m.offer.id === created.body.id).offer.priceUnit).toBeNull();
  });

  it("is optional and goes through tRPC too: absent is null, an edit sets it", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    const created = await client.post("/trpc/offers.create", offer({ title: "Installation de vidéoprotection IP", price: 8500 }));
    expect(created.status).toBe(200);
    const item = created.body.result.data.item;
    expect(item.priceUnit).toBeNull();
    const updated = await client.post("/trpc/offers.update", { id: item.id, priceUnit: "forfait" });
    expect(updated.body.result.data.priceUnit).toBe("forfait");
  });

  it.each([
    ["over 20 characters", "palette de 1 000 étiquettes", VALIDATION.priceUnitMax],
    ["on two lines", "pièce\nlot", VALIDATION.priceUnitLine],
    ["not a text", 12, VALIDATION.priceUnitText],
  ])("refuses a unit %s with a French message and writes nothing", async (_case, priceUnit, message) => {
    const { client } = await registeredClient(server.url, "supplier");
    const kept = await client.post("/api/offers", offer({ title: "Serviettes éponge 550 g", priceUnit: "pièce" }));
    const before = await tableDigest(server, LISTING_TABLES);
    const created = await client.post("/api/offers", offer({ title: "Peignoirs en nid d'abeille", priceUnit }));
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ error: message, issues: [{ path: "priceUnit", message }] });
    const edited = await client.patch(`/api/offers/${kept.body.id}`, { priceUnit });
    expect(edited.status).toBe(400);
    expect(edited.body.error).toBe(message);
    expect(await tableDigest(server, LISTING_TABLES)).toEqual(before);
  });

  it("refuses a control character in the unit (a bell, a forced writing direction) as in any text", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    const before = await tableDigest(server, LISTING_TABLES);
    for (const priceUnit of ["pièce\u0007", "\u202Eeceip"]) {
      const res = await client.post("/api/offers", offer({ title: "Taies d'oreiller en percale", priceUnit }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ERRORS.controlCharacters);
    }
    expect(await tableDigest(server, LISTING_TABLES)).toEqual(before);
  });
});
