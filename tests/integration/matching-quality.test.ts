/**
 * Matching quality a user notices: a relevant offer from another sector is found and shown
 * ahead of a same-sector offer that does not answer the need, and a short listing is matched
 * on the few words it has. Scores are the calibrated hybridScore (SPEC colours: green ≥ 0.8,
 * yellow ≥ 0.6).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH_MIN_SCORE, YELLOW_MIN_SCORE } from "../../src/engine";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offer = (overrides: Record<string, unknown>) => ({
  price: 500,
  location: "Lyon",
  deliveryTime: "sous 2 semaines",
  keywords: [],
  certifications: [],
  minOrderQuantity: 1,
  ...overrides,
});

async function publishOffers(offers: Array<Record<string, unknown>>): Promise<number[]> {
  const ids: number[] = [];
  for (const body of offers) {
    const supplier = await registeredClient(server.url, "supplier");
    const res = await supplier.client.post("/api/offers", body);
    expect(res.status).toBe(201);
    ids.push(res.body.id as number);
  }
  return ids;
}

interface MatchRow {
  offer: { id: number };
  need: { id: number };
  hybridScore: number;
}

async function buyerMatches(need: Record<string, unknown>): Promise<{ needId: number; matches: MatchRow[] }> {
  const buyer = await registeredClient(server.url, "buyer");
  const created = await buyer.client.post("/api/needs", need);
  expect(created.status).toBe(201);
  const list = await buyer.client.get<MatchRow[]>("/api/matches");
  expect(list.status).toBe(200);
  const matches = list.body.filter((m) => m.need.id === created.body.id).sort((a, b) => b.hybridScore - a.hybridScore);
  return { needId: created.body.id as number, matches };
}

describe("cross-category matches", () => {
  it("a relevant offer from another sector is matched and ranked above a same-sector offer that does not answer the need", async () => {
    const [training, dairy] = await publishOffers([
      offer({
        title: "Formation gestes et postures en entrepôt",
        description: "Prévention des troubles musculo-squelettiques (TMS) pour les préparateurs de commandes et caristes : analyse des postes, exercices pratiques sur site, 7 heures par groupe de 10.",
        category: "education",
        keywords: ["gestes et postures", "TMS", "prévention", "formation"],
      }),
      offer({
        title: "Transport et stockage de palettes",
        description: "Entreposage de palettes, préparation de commandes et livraison régionale en semi-remorque.",
        category: "logistics",
        keywords: ["entreposage", "palettes", "transport"],
      }),
    ]);
    const { matches } = await buyerMatches({
      title: "Formation à la prévention des TMS pour nos préparateurs",
      description: "Entrepôt logistique de 60 personnes : nous voulons former nos préparateurs de commandes aux gestes et postures pour réduire les arrêts de travail.",
      category: "logistics",
      budget: 4000,
      location: "Lyon",
      keywords: ["gestes et postures", "TMS", "formation"],
    });
    const relevant = matches.find((m) => m.offer.id === training);
    expect(relevant, "the cross-sector training offer is matched").toBeDefined();
    expect(relevant!.hybridScore).toBeGreaterThanOrEqual(YELLOW_MIN_SCORE);
    const sameSector = matches.find((m) => m.offer.id === dairy);
    if (sameSector) expect(relevant!.hybridScore).toBeGreaterThan(sameSector.hybridScore);
    expect(matches[0]?.offer.id).toBe(training);
  });
});

describe("short listings", () => {
  it("a need of a few words is matched on them, above a long offer about something else", async () => {
    const [forklift, printing] = await publishOffers([
      offer({
        title: "Location de chariots élévateurs électriques et thermiques",
        description:
          "Chariots élévateurs de 1,5 à 5 tonnes, transpalettes électriques et gerbeurs, en location courte ou longue durée. Livraison sur site, maintenance préventive incluse, remplacement sous 24 h en cas de panne, formation CACES possible avec nos partenaires. Agences à Lyon, Grenoble et Saint-Étienne.",
        category: "logistics",
        keywords: ["chariot élévateur", "location", "manutention"],
      }),
      offer({
        title: "Impression de catalogues et brochures",
        description:
          "Imprimerie offset et numérique : catalogues, brochures, flyers et affiches, finitions vernis et pelliculage, livraison en France entière. Devis sous 24 h, accompagnement de la mise en page à la livraison, papiers recyclés disponibles.",
        category: "media",
        keywords: ["impression", "catalogue", "brochure"],
      }),
    ]);
    const { matches } = await buyerMatches({
      title: "Chariot élévateur",
      description: "Location d'un chariot élévateur.",
      category: "logistics",
      budget: 1500,
      location: "Lyon",
      keywords: [],
    });
    const found = matches.find((m) => m.offer.id === forklift);
    expect(found, "the forklift offer is matched").toBeDefined();
    expect(found!.hybridScore).toBeGreaterThanOrEqual(YELLOW_MIN_SCORE);
    expect(matches[0]?.offer.id).toBe(forklift);
    const other = matches.find((m) => m.offer.id === printing);
    if (other) expect(other.hybridScore).toBeLessThan(found!.hybridScore);
  });

  it("a short offer finds the needs that name what it sells", async () => {
    const [defib] = await publishOffers([offer({ title: "Défibrillateurs", description: "Vente de défibrillateurs.", category: "healthcare", keywords: [] })]);
    const { matches } = await buyerMatches({
      title: "Équiper nos trois magasins de défibrillateurs automatiques",
      description: "Nos magasins reçoivent du public : nous cherchons des défibrillateurs avec armoire murale, signalétique et un contrat de maintenance des électrodes et batteries.",
      category: "retail",
      budget: 6000,
      location: "Lille",
      keywords: ["défibrillateur", "DAE"],
    });
    const found = matches.find((m) => m.offer.id === defib);
    expect(found, "the short defibrillator offer is matched").toBeDefined();
    expect(found!.hybridScore).toBeGreaterThanOrEqual(MATCH_MIN_SCORE);
    expect(matches[0]?.offer.id).toBe(defib);
  });
});
