/**
 * `market`, the operator command line (DESIGN §11). Commands parse their flags and call the
 * server's services on the same database as the server; they never go through HTTP.
 * Exit codes: 0 success, 1 failure, 2 bad usage; errors are one line on stderr.
 */
import { Command, CommanderError } from "commander";
import { registerImport } from "./commands/import-products";
import { registerRematch } from "./commands/rematch";
import { registerSeed } from "./commands/seed";
import { CliError } from "./errors";

export function buildProgram(): Command {
  const program = new Command("market")
    .description("Maillon : administration de la place de marché")
    .option("--db <url>", "URL libSQL de la base (sinon DATABASE_URL, sinon file:./data/maillon.db)")
    .option("--json", "résultat en JSON sur stdout")
    .showHelpAfterError()
    .exitOverride();
  registerImport(program);
  registerSeed(program);
  registerRematch(program);
  return program;
}

export async function runCli(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: "user" });
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; usage errors were already printed by commander.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      process.stderr.write(`market : ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`market : ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
