import type { Command } from "commander";
import { importProducts, readCatalogueFile } from "../../server/services/catalogue-import";
import { openCliContext, type GlobalOptions } from "../context";
import { printResult, progress } from "../output";
import { CliError } from "../errors";

export function registerImport(program: Command): void {
  program
    .command("import")
    .description("Importer des données")
    .command("products")
    .description("Importer un catalogue de produits (tableau JSON ou CSV ; prix en centimes)")
    .argument("<file>", "fichier .json ou .csv")
    .action(async (file: string, _options: unknown, command: Command) => {
      const ctx = await openCliContext(command.optsWithGlobals<GlobalOptions>());
      let items: unknown[];
      try {
        items = readCatalogueFile(file);
      } catch (error) {
        throw new CliError(`Lecture impossible de ${file} : ${(error as Error).message}`);
      }
      const report = await importProducts(ctx.database, items, (done, total) => progress(ctx, `  ${done}/${total} produits importés`));
      for (const problem of report.rejected) process.stderr.write(`ligne ${problem.position} refusée : ${problem.reason}\n`);
      await printResult(ctx, "Import du catalogue", { imported: report.imported, rejected: report.rejected }, [
        { importés: report.imported, refusés: report.rejected.length },
      ]);
      ctx.database.close();
      if (report.imported === 0 && report.rejected.length > 0) process.exitCode = 1;
    });
}
