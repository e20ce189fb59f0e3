import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { DEMO_PASSWORD } from "../../shared/constants";
import { seedResultSchema } from "../../shared/cli-schemas";
import { insertCompanies, insertNeeds, insertOffers, insertProducts } from "../../server/db/seed";
import { resetMarketplace } from "../../server/db/reset";
import { SEED_SIZES, generateCompanies, iterateNeeds, iterateOffers, iterateProducts, type SeedSize } from "../../server/db/seed/generate";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type CliContext, type GlobalOptions } from "../context";
import { CliError, InterruptedError } from "../errors";
import { examples } from "../help";
import { formatDuration, note, printResult, startProgress } from "../output";
import { confirm } from "../prompt";

export function count(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new InvalidArgumentError("un nombre entier positif est attendu");
  return n;
}

function size(value: string): SeedSize {
  if (!(value in SEED_SIZES)) throw new InvalidArgumentError(`taille inconnue (attendu : ${Object.keys(SEED_SIZES).join(", ")})`);
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
  reset?: boolean;
  yes?: boolean;
}

/** Counts the items a phase hands to the database and stops between two batches on Ctrl-C. */
function* tracked<T>(ctx: CliContext, items: Iterable<T>, onItem: (done: number) => void): Generator<T> {
  let done = 0;
  for (const item of items) {
    ctx.checkInterrupt();
    yield item;
    onItem(++done);
  }
}

async function phase<T, R>(ctx: CliContext, label: string, total: number, unit: string, items: Iterable<T>, write: (items: Iterable<T>) => Promise<R>): Promise<R> {
  const bar = startProgress(ctx, label, total, unit);
  try {
    return await write(tracked(ctx, items, (done) => bar.update(done)));
  } catch (error) {
    if (error instanceof InterruptedError) throw new InterruptedError(`interrompu pendant « ${label} » : ${bar.done} ${unit} sur ${total} déjà enregistrés par lots ; relancez avec --reset pour repartir de zéro`);
    throw error;
  } finally {
    bar.finish();
  }
}

export function registerSeed(program: Command): void {
  const command = program
    .command("seed")
    .description("Générer des données réalistes et déterministes (entreprises, besoins, offres, produits), puis les matches")
    .option("--size <taille>", "small, medium ou large (large : 100 000 offres et 100 000 produits)", size, "small")
    .option("--companies <n>", "nombre d'entreprises", count)
    .option("--needs <n>", "nombre de besoins", count)
    .option("--offers <n>", "nombre d'offres", count)
    .option("--products <n>", "nombre de produits", count)
    .option("--seed <n>", "graine du générateur : la même graine donne les mêmes données", count, 1)
    .option("--no-match", "ne pas calculer les matches après l'insertion")
    .option("--reset", "effacer d'abord toutes les données (comptes, annonces, matches, produits ; le journal d'audit reste)")
    .option("-y, --yes", "ne pas demander de confirmation pour --reset")
    .action(async (options: SeedOptions, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: true }, async (ctx) => {
        const volumes: Record<"companies" | "needs" | "offers" | "products", number> = { ...SEED_SIZES[options.size] };
        for (const key of ["companies", "needs", "offers", "products"] as const) {
          const wanted = options[key];
          if (wanted !== undefined) volumes[key] = wanted;
        }
        const started = performance.now();
        if (options.reset) {
          if (!(await confirm("Toutes les données de la base (comptes, annonces, matches, produits) seront effacées.", options.yes))) {
            throw new CliError("abandon : rien n'a été effacé");
          }
          await resetMarketplace(ctx.database, ctx.config.dataDir);
          await ctx.database.write((tx) => recordCliAudit(tx, ctx.actor, { action: "cli.seed.reset", resource: "database", severity: "critical" }));
          note(ctx, "Base vidée.");
        }
        const companies = generateCompanies(Math.max(1, volumes.companies), options.seed);
        let ids: Map<string, number>;
        try {
          ids = await phase(ctx, "Entreprises", companies.length, "comptes", companies, (items) => insertCompanies(ctx.database, items, DEMO_PASSWORD));
        } catch (error) {
          if (String(error).includes("UNIQUE")) {
            throw new CliError(`ces entreprises existent déjà (graine ${options.seed}) : relancez avec une autre --seed, ou avec --reset`);
          }
          throw error;
        }
        const needs = await phase(ctx, "Besoins", volumes.needs, "besoins", iterateNeeds(volumes.needs, options.seed, companies), (items) =>
          insertNeeds(ctx.database, items, ids),
        );
        const offers = await phase(ctx, "Offres", volumes.offers, "offres", iterateOffers(volumes.offers, options.seed, companies), (items) =>
          insertOffers(ctx.database, items, ids),
        );
        const products = await phase(ctx, "Produits", volumes.products, "produits", iterateProducts(volumes.products, options.seed), (items) =>
          insertProducts(ctx.database, items),
        );
        let matches = 0;
        if (options.match) {
          note(ctx, "Calcul des embeddings…");
          const matching = await loadMatching(ctx);
          const bar = startProgress(ctx, "Matching", needs, "besoins");
          try {
            matches = (
              await matching.rematchAll({
                onProgress: (done, total) => {
                  bar.update(done, total);
                  ctx.checkInterrupt();
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
          matching.saveIndex();
        }
        const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
        const result = { seed: options.seed, reset: Boolean(options.reset), companies: ids.size, needs, offers, products, matches, seconds };
        await ctx.database.write((tx) =>
          recordCliAudit(tx, ctx.actor, { action: "cli.seed", resource: "database", severity: "medium", details: JSON.stringify(result) }),
        );
        await printResult(ctx, {
          title: `Données générées (graine ${options.seed}) en ${formatDuration(seconds * 1000)}`,
          schema: seedResultSchema,
          data: result,
          rows: [{ entreprises: ids.size, besoins: needs, offres: offers, produits: products, matches }],
        });
      });
    });
  examples(command, [
    "market seed                                   # small : 200 entreprises, 500 besoins, 1 000 offres",
    "market seed --size medium --seed 7",
    "market seed --needs 50 --offers 100 --products 0 --no-match",
    "market seed --reset --yes --size small         # repartir de zéro sans question",
  ]);
}
