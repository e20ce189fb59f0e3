import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { MatchingEngine, type ListingDoc, type ListingKind } from "./matching-engine";
import { packMatches, RematchPool, stopWorker, unpackMatches } from "./rematch-pool";

const SECTORS: Record<string, string[]> = {
  technology: ["ordinateur portable", "serveur rack", "écran 27 pouces", "imprimante laser", "logiciel de paie", "borne wifi", "maintenance informatique"],
  services: ["nettoyage de bureaux", "entretien des locaux", "gardiennage de site", "traiteur d'entreprise", "déménagement de bureaux", "vitrerie"],
  logistics: ["transport frigorifique", "palettes europe", "entreposage", "chariot élévateur", "messagerie express", "affrètement"],
  construction: ["isolation des combles", "menuiserie aluminium", "carrelage", "échafaudage", "plomberie", "toiture"],
  food: ["viennoiseries surgelées", "fruits et légumes", "café en grains", "plateaux repas", "produits laitiers", "épicerie fine"],
};
const QUALIFIERS = ["professionnel", "sur mesure", "livré sous 48h", "certifié ISO 9001", "à Lyon", "en Île-de-France", "reconditionné", "haut de gamme", "économique"];

/** Deterministic listings (a small linear congruential generator): varied, overlapping texts. */
function listings(kind: ListingKind, count: number, seed: number): ListingDoc[] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % n;
  };
  const sectors = Object.keys(SECTORS);
  return Array.from({ length: count }, (_, i) => {
    const category = sectors[next(sectors.length)] as string;
    const items = SECTORS[category] as string[];
    const [a, b, c] = [items[next(items.length)], items[next(items.length)], items[next(items.length)]] as [string, string, string];
    const qualifier = QUALIFIERS[next(QUALIFIERS.length)] as string;
    return {
      id: i + 1,
      kind,
      title: `${kind === "need" ? "Recherche" : "Offre"} ${a} ${qualifier}`,
      description: `${kind === "need" ? "Nous cherchons" : "Nous proposons"} ${a}, ${b} et ${c}, ${QUALIFIERS[next(QUALIFIERS.length)]}.`,
      category,
      keywords: [b, c],
      ...(kind === "offer" ? { certifications: next(3) === 0 ? ["ISO 9001"] : [] } : {}),
    };
  });
}

function engineWithHistory(): { engine: MatchingEngine; needs: ListingDoc[] } {
  const engine = new MatchingEngine();
  for (const offer of listings("offer", 1_500, 11)) engine.upsert(offer);
  const needs = listings("need", 150, 12);
  for (const need of needs) engine.upsert(need);
  // A history like a server's: a first query, offers withdrawn (their slots reused), edits, new offers.
  engine.matchesFor(needs[0] as ListingDoc);
  for (let i = 1; i <= 40; i++) engine.remove("offer", i * 13);
  for (const need of needs.slice(1, 10)) engine.upsert({ ...need, title: `${need.title} en urgence` });
  for (let i = 1; i <= 30; i++) {
    engine.upsert({ id: 5_000 + i, kind: "offer", title: `Nettoyage de bureaux ${i}`, description: "Entretien des locaux, vitrerie.", category: "services", keywords: ["ménage"] });
  }
  return { engine, needs };
}

describe("RematchPool", () => {
  let pool: RematchPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it("gives each need exactly the matches matchesFor gives, in two worker threads", { timeout: 120_000 }, async () => {
    const { engine, needs } = engineWithHistory();
    pool = await RematchPool.start(engine, { threads: 2 });
    expect(pool.threads).toBe(2);
    const batches = [needs.slice(0, 50), needs.slice(50, 100), needs.slice(100)];
    const pooled = (await Promise.all(batches.map((batch) => pool!.matches(batch)))).flat();
    const single = needs.map((need) => engine.matchesFor(need));
    expect(single.some((matches) => matches.length > 0)).toBe(true);
    expect(pooled).toEqual(single);
    // Per-batch options reach the workers.
    const [strict] = await pool.matches([needs[3] as ListingDoc], { alpha: 0.2, minScore: 0.5, limit: 5 });
    expect(strict).toEqual(engine.matchesFor(needs[3] as ListingDoc, { alpha: 0.2, minScore: 0.5, limit: 5 }));
  });

  it("refuses batches once closed, and a bad thread count", async () => {
    const { engine, needs } = engineWithHistory();
    pool = await RematchPool.start(engine, { threads: 1 });
    await pool.close();
    await expect(pool.matches(needs.slice(0, 1))).rejects.toThrow(/closed/);
    await expect(RematchPool.start(engine, { threads: 0 })).rejects.toThrow(RangeError);
  });

  it("rejects the batches in progress when closed, once the workers have ended them", { timeout: 120_000 }, async () => {
    const { engine, needs } = engineWithHistory();
    pool = await RematchPool.start(engine, { threads: 2 });
    const refused = expect(Promise.all([pool.matches(needs), pool.matches(needs)])).rejects.toThrow(/closed/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pool.close();
    await refused;
  });

  it("lets a worker end its batch and stop by itself rather than terminating it", async () => {
    // A worker terminated inside a usearch call aborted the whole process ("terminate called
    // after throwing an instance of 'Napi::Error'"): a worker that ends by itself exits with 0.
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads");
       parentPort.on("message", (request) => {
         if (request.close) return parentPort.close();
         const end = Date.now() + 300;
         while (Date.now() < end);
         parentPort.postMessage("done");
       });`,
      { eval: true },
    );
    const exitCode = new Promise((resolve) => worker.once("exit", resolve));
    worker.postMessage({ job: 1 });
    await stopWorker(worker);
    expect(await exitCode).toBe(0);
  });

  it("packs matches into flat arrays and back without changing a score or a term", () => {
    const found = [
      [{ id: 7, scores: { tfidfScore: 0.1, semanticScore: 0.2, categoryScore: 1, hybridScore: 0.812345678901, matchedTerms: ["laptop", "pc « portable »"] } }],
      [],
      [{ id: 2 ** 40, scores: { tfidfScore: 0, semanticScore: 1 / 3, categoryScore: 0.25, hybridScore: 0.3, matchedTerms: [] } }],
    ];
    expect(unpackMatches(packMatches(found))).toEqual(found);
  });
});
