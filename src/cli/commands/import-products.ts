/** `market import products|needs|offers FILE`: validate every row, import the good ones by batch. */
import type { Command } from "commander";
import { importResultSchema } from "../../shared/cli-schemas";
import { readImportFile, validateImport, writeImport, type ImportKind } from "../../server/services/listing-import";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { InterruptedError } from "../errors";
import { examples } from "../help";
import { note, printResult, startProgress } from "../output";

const LABELS: Record<ImportKind, { title: string; unit: string; help: string }> = {
  products: { title: "Import du catalogue", unit: "produits", help: "colonnes title, description, brand, price (centimes), currency, category, images (séparées par |)" },
  needs: {
    title: "Import de besoins",
    unit: "besoins",
    help: "colonnes ownerEmail (compte acheteur), title, description, category, budget (euros), urgency, location, deadline, keywords",
  },
  offers: {
    title: "Import d'offres",
    unit: "offres",
    help: "colonnes ownerEmail (compte fournisseur), title, description, category, price (euros), location, deliveryTime, keywords, certifications, minOrderQuantity",
  },
};

interface ImportOptions {
  dryRun?: boolean;
}

function registerKind(parent: Command, kind: ImportKind): void {
  const label = LABELS[kind];
  const command = parent
    .command(kind)
    .description(`${label.title} depuis un tableau JSON ou un CSV (; ou ,) : ${label.help}`)
    .argument("<fichier>", "fichier .json ou .csv : UTF-8 (avec ou sans BOM), UTF-16 ou Windows-1252 ; dates jj/mm/aaaa ou aaaa-mm-jj")
    .option("--dry-run", "valider seulement : rien n'est écrit")
    .action(async (file: string, options: ImportOptions, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: kind === "products" }, async (ctx) => {
        const { rows, encoding } = readImportFile(file);
        const validated = await validateImport(ctx.database, kind, rows);
        const warnings = [...(encoding === "UTF-8" ? [] : [`fichier lu en ${encoding}`]), ...validated.warnings];
        for (const warning of warnings) process.stderr.write(`attention : ${warning}\n`);
        for (const problem of validated.rejected) process.stderr.write(`ligne ${problem.line} refusée : ${problem.reason}\n`);
        let imported = 0;
        let matchesCreated = 0;
        let interrupted = false;
        if (!options.dryRun && validated.valid.length > 0) {
          if (kind !== "products") note(ctx, "Chargement des annonces actives pour le matching…");
          const matching = kind === "products" ? undefined : await loadMatching(ctx);
          const bar = startProgress(ctx, "Import", validated.valid.length, label.unit);
          try {
            const outcome = await writeImport({ database: ctx.database, matching }, validated, {
              onBatch: async (done) => {
                imported = done;
                bar.update(done);
                await ctx.checkpoint();
              },
            });
            matchesCreated = outcome.matchesCreated;
          } catch (error) {
            if (!(error instanceof InterruptedError)) throw error;
            interrupted = true;
          } finally {
            bar.finish();
          }
          matching?.saveIndex();
          await ctx.database.write((tx) =>
            recordCliAudit(tx, ctx.actor, {
              action: `cli.import.${kind}`,
              resource: file,
              severity: "medium",
              success: !interrupted,
              details: JSON.stringify({ imported, rejected: validated.rejected.length, interrupted }),
            }),
          );
        }
        const result = {
          kind,
          dryRun: Boolean(options.dryRun),
          valid: validated.valid.length,
          imported,
          matchesCreated,
          rejected: validated.rejected,
          interrupted,
          encoding,
          warnings,
        };
        await printResult(ctx, {
          title: options.dryRun ? `${label.title} : validation seule, rien n'a été écrit` : label.title,
          schema: importResultSchema,
          data: result,
          rows: [
            options.dryRun
              ? { valides: validated.valid.length, refusées: validated.rejected.length }
              : { importées: imported, refusées: validated.rejected.length, ...(kind === "products" ? {} : { "matches créés": matchesCreated }) },
          ],
        });
        if (interrupted) {
          process.stderr.write(`market : interrompu après ${imported} ${label.unit} sur ${validated.valid.length} (lots déjà validés conservés)\n`);
          process.exitCode = 1;
        } else if (validated.rejected.length > 0) {
          // One rule for the dry run and the real one: a refused row makes the run fail (exit 1),
          // the good rows being imported all the same by the real run.
          process.exitCode = 1;
        }
      });
    });
  examples(command, [
    `market import ${kind} ${kind}.csv --dry-run`,
    `market import ${kind} ${kind}.json --json > rapport.json`,
  ]);
}

export function registerImport(program: Command): void {
  const group = program.command("import").usage("[options] [commande]").description("Importer des produits, des besoins ou des offres depuis un fichier");
  registerKind(group, "products");
  registerKind(group, "needs");
  registerKind(group, "offers");
}
