/** What `market import products|needs|offers` does (declared in ../commands/import-products). */
import type { Command } from "commander";
import { importResultSchema } from "../../shared/cli-schemas";
import { readImportFile, validateImport, writeImport, type ImportKind } from "../../server/services/listing-import";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { CliError, InterruptedError } from "../errors";
import { note, printResult, startProgress } from "../output";
import { IMPORT_LABELS, type ImportOptions } from "../commands/import-products";

export async function importKind(file: string, options: ImportOptions, cmd: Command): Promise<void> {
  const kind = cmd.name() as ImportKind;
  const label = IMPORT_LABELS[kind];
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: kind === "products" }, async (ctx) => {
    const { rows, encoding } = readImportFile(file, kind);
    // A header alone, or nothing: most likely the wrong file or an export that failed (it passed as « 0 valides, 0 refusées », code 0).
    if (rows.length === 0) throw new CliError(`${file} ne contient aucune ligne de données à importer (rien, ou l'en-tête seul)`);
    const validated = await validateImport(ctx.database, kind, rows);
    const warnings = [...(encoding === "UTF-8" ? [] : [`fichier lu en ${encoding}`]), ...validated.warnings];
    for (const warning of warnings) process.stderr.write(`attention : ${warning}\n`);
    for (const problem of validated.rejected) process.stderr.write(`ligne ${problem.line} refusée : ${problem.reason}\n`);
    let imported = 0;
    let matchesCreated = 0;
    let interrupted = false;
    // The rows refused on reading, then those another import published meanwhile.
    const rejected = [...validated.rejected];
    if (!options.dryRun && validated.valid.length > 0) {
      if (kind !== "products") note(ctx, "Chargement des annonces actives pour le matching…");
      const matching = kind === "products" ? undefined : await loadMatching(ctx);
      const bar = await startProgress(ctx, "Import", validated.valid.length, label.unit);
      try {
        const outcome = await writeImport({ database: ctx.database, matching }, validated, {
          onBatch: async (done) => {
            imported = done;
            bar.update(done);
            await ctx.checkpoint();
          },
        });
        matchesCreated = outcome.matchesCreated;
        for (const problem of outcome.rejected) process.stderr.write(`ligne ${problem.line} refusée : ${problem.reason}\n`);
        rejected.push(...outcome.rejected);
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
          details: `${imported} importée(s), ${rejected.length} refusée(s)${interrupted ? ", interrompu (Ctrl-C)" : ""}`,
        }),
      );
    }
    const result = {
      kind,
      dryRun: Boolean(options.dryRun),
      valid: validated.valid.length,
      imported,
      matchesCreated,
      rejected,
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
          : { importées: imported, refusées: rejected.length, ...(kind === "products" ? {} : { "matches créés": matchesCreated }) },
      ],
    });
    if (interrupted) {
      process.stderr.write(`market : interrompu après ${imported} ${label.unit} sur ${validated.valid.length} (lots déjà validés conservés)\n`);
      process.exitCode = 1;
    } else if (rejected.length > 0) {
      // One rule for the dry run and the real one: a refused row makes the run fail (exit 1),
      // the good rows being imported all the same by the real run.
      process.exitCode = 1;
    }
  });
}

