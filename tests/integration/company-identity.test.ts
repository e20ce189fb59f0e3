/** A company's legal identity on its profile (issue 21): numbers checked by their keys, refused in French otherwise. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION } from "../../src/shared/messages";
import { matchedPair } from "../support/conversation";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("company identity", () => {
  it("stores a SIRET and a VAT number with valid keys, refuses wrong ones in French and changes nothing", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const profile = (extra: Record<string, string>) => ({ displayName: "Atelier Dupont", email: supplier.account.email, ...extra });

    const badNumber = await supplier.client.put("/api/user/profile", profile({ companyNumber: "552 032 535" }));
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.issues).toContainEqual({ path: "companyNumber", message: VALIDATION.companyNumberInvalid });
    const badVat = await supplier.client.put("/api/user/profile", profile({ vatNumber: "FR28552032534" }));
    expect(badVat.status).toBe(400);
    expect(badVat.body.issues).toContainEqual({ path: "vatNumber", message: VALIDATION.vatNumberInvalid });
    const otherCompany = await supplier.client.put("/api/user/profile", profile({ companyNumber: "732829320", vatNumber: "FR27552032534" }));
    expect(otherCompany.status).toBe(400);
    expect(otherCompany.body.issues).toContainEqual({ path: "vatNumber", message: VALIDATION.vatNumberOtherCompany });
    expect((await supplier.client.get("/api/auth/me")).body.user).toMatchObject({ companyNumber: null, vatNumber: null });

    const saved = await supplier.client.put("/api/user/profile", profile({ companyNumber: "552 032 534 00018", vatNumber: "fr 27 552032534", postalAddress: "12 rue des Tanneurs, 69002 Lyon" }));
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ companyNumber: "55203253400018", vatNumber: "FR27552032534", postalAddress: "12 rue des Tanneurs, 69002 Lyon" });
    // Left out: unchanged; empty: removed.
    expect((await supplier.client.put("/api/user/profile", profile({}))).body.user.companyNumber).toBe("55203253400018");
    expect((await supplier.client.put("/api/user/profile", profile({ vatNumber: "" }))).body.user).toMatchObject({ vatNumber: null, companyNumber: "55203253400018" });
  });

  it("corrects the company's name, sector and location after registration, and the counterpart's matches show the new name", async () => {
    const { buyer, supplier } = await matchedPair(server, " identité");
    const profile = (extra: Record<string, string>) => ({ displayName: "Propreté", email: supplier.account.email, ...extra });
    const refused = await supplier.client.put("/api/user/profile", profile({ companyName: " x ", sector: "astrologie", location: "" }));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: "companyName", message: VALIDATION.companyNameMin },
        { path: "sector", message: VALIDATION.sectorUnknown },
        { path: "location", message: VALIDATION.locationRequired },
      ]),
    );
    expect((await supplier.client.get("/api/auth/me")).body.user.companyName).toBe("Propreté Atlantique identité");

    const saved = await supplier.client.put("/api/user/profile", profile({ companyName: "Propreté Atlantique SAS", sector: "services", location: "Saint-Nazaire" }));
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ companyName: "Propreté Atlantique SAS", sector: "services", location: "Saint-Nazaire" });
    const seen = (await buyer.client.get("/api/matches")).body as Array<{ offer: { supplier: { id: number; companyName: string } } }>;
    expect(seen.find((m) => m.offer.supplier.id === supplier.user.id)?.offer.supplier.companyName).toBe("Propreté Atlantique SAS");
    // Left out, they stay.
    expect((await supplier.client.put("/api/user/profile", profile({}))).body.user).toMatchObject({ companyName: "Propreté Atlantique SAS", location: "Saint-Nazaire" });
  });
});
