import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { DEMO_PASSWORD } from "../../shared/constants";
import { insertCompanies, insertNeeds, insertOffers, insertProducts } from "../../server/db/seed";
import { SEED_SIZES, generateCompanies, iterateNeeds, iterateOffers, iterateProducts, type SeedSize } from "../../server/db/seed/generate";
import { loadMatching, openCliContext, type GlobalOptions } from "../context";
import { CliError } from "../errors";
import { printResult, progress } from "../output";

function count(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("un nombre entier positif est attendu");
  return n;
}

function size(value: string): SeedSize {
  if (!(value in SEED_SIZES)) throw new InvalidArgumentError(`taille inconnue : ${Object.keys(SEED_SIZES).join(", ")}`);
  return value as SeedSize;
}

interface SeedOptions {
  size: SeedSize;
  companies?: number;
  needs?: number;
  offers?: number;
  products?: number;
  seed: number;
  match: boolean;
}

export function registerSeed(program: Command): void {
  program
    .command("seed")
    .description("Générer des données réalistes et déterministes (entreprises, besoins, offres, produits)")
    .option("--size <size>", "small, medium ou large (large : 100 000 offres et 100 000 produits)", size, "small")
    .option("--companies <n>", "nombre d'entreprises", count)
    .option("--needs <n>", "nombre de besoins", count)
    .option("--offers <n>", "nombre d'offres", count)
    .option("--products <n>", "nombre de produits", count)
    .option("--seed <n>", "graine du générateur", count, 1)
    .option("--no-match", "ne pas calculer les matches après l'insertion")
    .action(async (options: SeedOptions, command: Command) => {
      const ctx = await openCliContext(command.optsWithGlobals<GlobalOptions>());
      const volumes = { ...SEED_SIZES[options.size] };
      for (const key of ["companies", "needs", "offers", "products"] as const) {
        const wanted = options[key];
        if (wanted !== undefined) volumes[key] = wanted as never;
      }
      const started = performance.now();
      const companies = generateCompanies(Math.max(1, volumes.companies), options.seed);
      progress(ctx, `Entreprises : ${companies.length}…`);
      let ids: Map<string, number>;
      try {
        ids = await insertCompanies(ctx.database, companies, DEMO_PASSWORD);
      } catch (error) {
        if (String(error).includes("UNIQUE")) throw new CliError(`Ces entreprises existent déjà (graine ${options.seed}) : relancez avec une autre --seed.`);
        throw error;
      }
      progress(ctx, `Besoins : ${volumes.needs}…`);
      const needs = await insertNeeds(ctx.database, iterateNeeds(volumes.needs, options.seed, companies), ids);
      progress(ctx, `Offres : ${volumes.offers}…`);
      const offers = await insertOffers(ctx.database, iterateOffers(volumes.offers, options.seed, companies), ids);
      progress(ctx, `Produits : ${volumes.products}…`);
      const products = await insertProducts(ctx.database, iterateProducts(volumes.products, options.seed));
      let matches = 0;
      if (options.match) {
        progress(ctx, "Calcul des embeddings et des matches…");
        const matching = await loadMatching(ctx);
        matches = (await matching.rematchAll()).totalMatches;
        matching.saveIndex();
      }
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
      const result = { companies: ids.size, needs, offers, products, matches, seconds };
      await printResult(ctx, "Données générées", result, [
        { entreprises: ids.size, besoins: needs, offres: offers, produits: products, matches, secondes: seconds },
      ]);
      ctx.database.close();
    });
}
