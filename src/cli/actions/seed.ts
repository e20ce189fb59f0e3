/** What `market seed` does (declared in ../commands/seed). */
import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import { gt, max } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../shared/constants";
import { seedResultSchema } from "../../shared/cli-schemas";
import { insertCompanies, insertNeeds, insertOffers, insertProducts } from "../../server/db/seed";
import { resetMarketplace } from "../../server/db/reset";
import { uniqueViolation } from "../../server/db/query-errors";
import { needs, offers, products } from "../../server/db/schema";
import { appendEvents } from "../../server/events/log";
import { ProductService } from "../../server/services/products";
import { SEED_SIZES, generateCompanies, iterateNeeds, iterateOffers, iterateProducts } from "../../server/db/seed/generate";
import { recordCliAudit } from "../audit";
import { operatorCounters } from "../../server/services/operator-counters";
import { loadMatching, withContext, type CliContext, type GlobalOptions } from "../context";
import { CliError, InterruptedError, UsageError } from "../errors";
import { formatDuration, note, printResult, startProgress } from "../output";
import { confirm } from "../prompt";
import type { SeedOptions } from "../commands/seed";

/**
 * What the database already holds, when it holds anything. Administrators do not count: a reset
 * keeps them, and an operator may create the first one before seeding.
 */
async function existingData(ctx: CliContext): Promise<string | null> {
  const row = (
    await ctx.database.client.execute(
      "select (select count(*) from users where account_type <> 'admin') as users, (select count(*) from needs) as needs, (select count(*) from offers) as offers, (select count(*) from products) as products",
    )
  ).rows[0]!;
  const [accounts, needs, offers, products] = [row.users, row.needs, row.offers, row.products].map(Number) as [number, number, number, number];
  if (accounts + needs + offers + products === 0) return null;
  return `${accounts} comptes, ${needs} besoins, ${offers} offres, ${products} produits`;
}

/**
 * The password of the generated accounts: the public demo password only when asked for and when
 * the database may hold demo data (MARKET_DEMO); otherwise a random one, never printed, so that
 * nobody can sign in to a generated account (issue 23).
 */
function seedPassword(ctx: CliContext, demoPasswords: boolean | undefined): string {
  if (!demoPasswords) return randomBytes(24).toString("base64url");
  if (!ctx.config.demo) throw new UsageError("--demo-passwords est refusé quand MARKET_DEMO=0 : les comptes générés auraient un mot de passe public");
  return DEMO_PASSWORD;
}

/** Rows per call of the seed writers, which commit each call in one transaction per 500 rows. */
const CHUNK = 500;

/**
 * One phase of the seed: hands the items to `write` a chunk at a time, draws the bar and stops
 * between two chunks on Ctrl-C, saying how far it got (what was committed stays).
 */
async function phase<T, R>(
  ctx: CliContext,
  label: string,
  total: number,
  unit: string,
  items: Iterable<T>,
  write: (chunk: T[]) => Promise<R>,
): Promise<R[]> {
  const bar = await startProgress(ctx, label, total, unit);
  const results: R[] = [];
  let chunk: T[] = [];
  let done = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    results.push(await write(chunk));
    done += chunk.length;
    chunk = [];
    bar.update(done);
    await ctx.checkpoint();
  };
  try {
    for (const item of items) {
      chunk.push(item);
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
    return results;
  } catch (error) {
    if (error instanceof InterruptedError) {
      throw new InterruptedError(`interrompu pendant « ${label} » : ${done} ${unit} sur ${total} enregistrés (par lots) ; relancez avec --reset pour repartir de zéro`);
    }
    throw error;
  } finally {
    bar.finish();
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

type SeededTable = typeof needs | typeof offers | typeof products;
type SeededIds = Record<"needs" | "offers" | "products", number>;

/** The highest id of each seeded table: the rows after it are the seed's. */
async function lastIds(ctx: CliContext): Promise<SeededIds> {
  const last = async (table: SeededTable) => (await ctx.database.db.select({ id: max(table.id) }).from(table).get())?.id ?? 0;
  return { needs: await last(needs), offers: await last(offers), products: await last(products) };
}

/**
 * The events of what the seed wrote, as publishing and importing write them: a server already
 * running on this database indexes the new listings and products without a restart.
 */
async function announceSeeded(ctx: CliContext, before: SeededIds): Promise<void> {
  const idsAfter = async (table: SeededTable, last: number) =>
    (await ctx.database.db.select({ id: table.id }).from(table).where(gt(table.id, last))).map((row) => row.id);
  const [needIds, offerIds, productIds] = [await idsAfter(needs, before.needs), await idsAfter(offers, before.offers), await idsAfter(products, before.products)];
  await ctx.database.write((tx) =>
    appendEvents(ctx.database, tx, [
      ...needIds.map((listingId) => ({ type: "listing.published" as const, kind: "need" as const, listingId })),
      ...offerIds.map((listingId) => ({ type: "listing.published" as const, kind: "offer" as const, listingId })),
      ...(productIds.length > 0 ? [{ type: "products.imported" as const, ids: productIds }] : []),
      { type: "stats.changed" },
    ]),
  );
}

export async function seed(options: SeedOptions, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: true }, async (ctx) => {
    const volumes: Record<"companies" | "needs" | "offers" | "products", number> = { ...SEED_SIZES[options.size] };
    for (const key of ["companies", "needs", "offers", "products"] as const) {
      const wanted = options[key];
      if (wanted !== undefined) volumes[key] = wanted;
    }
    // A few listings asked for make a few companies, not the size's 200 (one for a need and one for an offer at least).
    if (options.companies === undefined) volumes.companies = Math.min(volumes.companies, Math.max(2, volumes.needs + volumes.offers));
    const started = performance.now();
    if (options.reset && options.append) throw new UsageError("--reset et --append s'excluent : repartir de zéro, ou ajouter");
    const password = seedPassword(ctx, options.demoPasswords);
    if (!options.reset && !options.append) {
      const existing = await existingData(ctx);
      if (existing) {
        throw new UsageError(`la base contient déjà des données (${existing}) : ajoutez --append pour y ajouter, ou --reset --yes pour tout effacer d'abord`);
      }
    }
    let keptAdmins: number | undefined;
    if (options.reset) {
      if (!(await confirm("Les comptes acheteurs et fournisseurs, les annonces, matches, devis et produits seront effacés (les administrateurs et le journal d'audit restent).", options.yes))) {
        throw new CliError("abandon : rien n'a été effacé");
      }
      keptAdmins = (await resetMarketplace(ctx.database, ctx.config.dataDir)).keptAdmins;
      const kept = `${keptAdmins} ${keptAdmins > 1 ? "administrateurs gardés" : "administrateur gardé"}`;
      await ctx.database.write((tx) => recordCliAudit(tx, ctx.actor, { action: "cli.seed.reset", resource: "database", severity: "critical", details: kept }));
      note(ctx, `Base vidée (${kept}).`);
    }
    const before = await lastIds(ctx);
    const companies = generateCompanies(Math.max(1, volumes.companies), options.seed);
    let ids: Map<string, number>;
    try {
      const maps = await phase(ctx, "Entreprises", companies.length, "comptes", companies, (chunk) => insertCompanies(ctx.database, chunk, password));
      ids = new Map(maps.flatMap((map) => [...map]));
    } catch (error) {
      if (uniqueViolation(error)) {
        throw new CliError(`ces entreprises existent déjà (graine ${options.seed}) : relancez avec une autre --seed, ou avec --reset`);
      }
      throw error;
    }
    const needs = sum(
      await phase(ctx, "Besoins", volumes.needs, "besoins", iterateNeeds(volumes.needs, options.seed, companies), (chunk) => insertNeeds(ctx.database, chunk, ids)),
    );
    const offers = sum(
      await phase(ctx, "Offres", volumes.offers, "offres", iterateOffers(volumes.offers, options.seed, companies), (chunk) => insertOffers(ctx.database, chunk, ids)),
    );
    const products = sum(
      await phase(ctx, "Produits", volumes.products, "produits", iterateProducts(volumes.products, options.seed), (chunk) => insertProducts(ctx.database, chunk)),
    );
    let matches = 0;
    // Loading analyses every new text and writes the snapshots and graphs of DATA_DIR/vectors,
    // so that the next server start restores the indexes instead of analysing (issue 12).
    note(ctx, "Analyse des textes et index de recherche…");
    const matching = await loadMatching(ctx);
    await new ProductService(ctx.database, ctx.config.dataDir).load();
    if (options.match) {
      const bar = await startProgress(ctx, "Matching", needs, "besoins");
      try {
        matches = (
          await matching.rematchAll({
            onProgress: async (done, total) => {
              bar.update(done, total);
              await ctx.checkpoint();
            },
          })
        ).totalMatches;
      } catch (error) {
        if (error instanceof InterruptedError) {
          throw new InterruptedError(`interrompu pendant le matching (${bar.done} besoins traités) : les données sont enregistrées, lancez market rematch`);
        }
        throw error;
      } finally {
        bar.finish();
      }
    }
    // Analysed and matched first, so that a running server takes them with their stored embeddings.
    await announceSeeded(ctx, before);
    const otherLeads = matches > 0 ? (await operatorCounters(ctx.database)).otherLeads : 0;
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const result = { seed: options.seed, reset: Boolean(options.reset), companies: ids.size, needs, offers, products, matches, seconds, ...(keptAdmins === undefined ? {} : { keptAdmins }) };
    await ctx.database.write((tx) =>
      recordCliAudit(tx, ctx.actor, { action: "cli.seed", resource: "database", severity: "medium", details: `graine ${result.seed}${result.reset ? ", base effacée d'abord" : ""} : ${result.companies} entreprises, ${needs} besoins, ${offers} offres, ${products} produits, ${matches} matches (${otherLeads} autres pistes), ${formatDuration(seconds * 1000)}` }),
    );
    await printResult(ctx, {
      title: `Données générées (graine ${options.seed}) en ${formatDuration(seconds * 1000)}`,
      schema: seedResultSchema,
      data: result,
      // Stored pairs, of which the weak leads are kept behind « Autres pistes » (market stats counts the others).
      rows: [{ entreprises: ids.size, besoins: needs, offres: offers, produits: products, "matches montrés": matches - otherLeads, "autres pistes": otherLeads }],
    });
  });
}

