/**
 * `market`, the operator command line (DESIGN §11). Commands parse their flags and call the
 * server's services on the same database as the server; they never go through HTTP.
 * Exit codes: 0 success, 1 failure, 2 bad usage; errors are one line on stderr, never a stack.
 */
import fs from "node:fs";
import path from "node:path";
import { Command, CommanderError, Help } from "commander";
import { driverMessage } from "../server/db/query-errors";
import { DomainError, InvalidError } from "../server/services/errors";
import { registerAdminCommands } from "./commands/admin";
import { registerAlerts } from "./commands/alerts";
import { registerBackup, registerMigrate } from "./commands/database";
import { registerImport } from "./commands/import-products";
import { registerMatchExplain, registerSearch, registerStats } from "./commands/inspect";
import { registerRematch } from "./commands/rematch";
import { registerSeed } from "./commands/seed";
import { registerUsers } from "./commands/users";
import { fieldLabel } from "../shared/french-labels";
import { CliError } from "./errors";
import { examples } from "./help";

const ENGLISH_HELP = new Help();

/** Commander's « (choices: …, default: …) » after a description, in French. */
function frenchDetails(description: string): string {
  return description.replace(/\((?:(?:choices|default|preset|env): [^()]*)\)$/, (details) =>
    details.replace("choices:", "valeurs :").replace("default:", "par défaut :").replace("preset:", "sans valeur :").replace("env:", "variable :"),
  );
}

const TITLES: Record<string, string> = {
  "Usage:": "Utilisation :",
  "Options:": "Options :",
  "Commands:": "Commandes :",
  "Arguments:": "Arguments :",
  "Global Options:": "Options globales :",
};

/** Commander's own errors, in French. */
function translateError(message: string): string {
  return message
    .replace(/^error: /, "")
    .replace(/unknown option '(.+)'/, "option inconnue « $1 »")
    .replace(/unknown command '(.+)'/, "commande inconnue « $1 »")
    .replace(/missing required argument '(.+)'/, "argument manquant : $1")
    .replace(/option '(.+)' argument missing/, "valeur manquante pour l'option $1")
    .replace(/required option '(.+)' not specified/, "option obligatoire absente : $1")
    .replace(/too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\./, "trop d'arguments ($3 au lieu de $2)")
    .replace(/option '(.+)' argument '(.+)' is invalid\. (.*)/, "$1 « $2 » : $3")
    .replace(/command-argument value '(.+)' is invalid for argument '(.+)'\. (.*)/, "$2 « $1 » : $3")
    .replace(/\(Did you mean (.+)\?\)/, "(vouliez-vous dire $1 ?)")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

function packageVersion(): string {
  const file = path.resolve(import.meta.dirname, "../../package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

export function buildProgram(): Command {
  const program = new Command("market")
    .description("Maillon : administration de la place de marché (même base que le serveur, sans HTTP)")
    .version(packageVersion(), "-V, --version", "afficher la version")
    .option("--db <url>", "URL libSQL de la base (sinon DATABASE_URL, sinon maillon.db dans DATA_DIR, ./data par défaut)")
    .option("--json", "résultat en JSON sur stdout (schémas dans src/shared/cli-schemas.ts)")
    .helpOption("-h, --help", "afficher l'aide")
    .helpCommand("help [commande]", "afficher l'aide d'une commande")
    .configureHelp({
      styleTitle: (title) => TITLES[title] ?? title,
      // Commander writes « [command] » in the usage line of every command that has subcommands.
      commandUsage: (command) => ENGLISH_HELP.commandUsage(command).replace("[command]", "[commande]"),
      // …and « (default: "small") » after an option or argument that has a default value.
      optionDescription: (option) => frenchDetails(ENGLISH_HELP.optionDescription(option)),
      argumentDescription: (argument) => frenchDetails(ENGLISH_HELP.argumentDescription(argument)),
      showGlobalOptions: true,
    })
    .configureOutput({
      outputError: (message, write) => write(`market : ${translateError(message)} (voir --help)\n`),
    })
    .exitOverride();
  examples(program, [
    "market seed --size petite --seed 42",
    "market import needs besoins.csv --dry-run",
    "market rematch --alpha 0,6",
    "market export users -o utilisateurs.csv",
    "market users suspend client@exemple.fr --reason \"Fraude au paiement\"",
    "market --db file:/srv/maillon/maillon.db stats --json",
  ]);
  // Commander gives every subcommand the settings above (help, output, exit override) when it is created.
  registerSeed(program);
  registerImport(program);
  registerRematch(program);
  registerAdminCommands(program);
  registerUsers(program);
  registerMatchExplain(program);
  registerSearch(program);
  registerStats(program);
  registerAlerts(program);
  registerBackup(program);
  registerMigrate(program);
  return program;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

/**
 * An invalid input as the operator reads it: each issue under the French name of its field
 * (« Nom d'utilisateur : … », not the schema's « username : … »). A service's message made of its
 * issues is said again from them; another message comes first, with the issues it does not say.
 */
function invalidText(error: InvalidError): string {
  const said = (issue: { path: string; message: string }) => `${fieldLabel(issue.path)} : ${issue.message}`;
  if (error.issues.length === 0) return error.message;
  if (error.message === error.issues.map((issue) => `${issue.path} : ${issue.message}`).join(" ; ")) return error.issues.map(said).join(" ; ");
  const unsaid = error.issues.filter((issue) => !error.message.includes(issue.message));
  return unsaid.length > 0 ? `${error.message} (${unsaid.map(said).join(" ; ")})` : error.message;
}

export async function runCli(argv: string[]): Promise<number> {
  // `market users list | head`: the reader left; stop quietly.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
  });
  try {
    await buildProgram().parseAsync(argv, { from: "user" });
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; usage errors were already printed by commander.
      return error.exitCode === 0 || error.code === "commander.helpDisplayed" || error.code === "commander.version" ? 0 : 2;
    }
    if (error instanceof CliError) {
      process.stderr.write(`market : ${oneLine(error.message)}\n`);
      return error.exitCode;
    }
    if (error instanceof InvalidError) {
      process.stderr.write(`market : ${oneLine(invalidText(error))}\n`);
      return 1;
    }
    if (error instanceof DomainError) {
      process.stderr.write(`market : ${oneLine(error.message)}\n`);
      return 1;
    }
    // A failed statement by SQLite's words: drizzle's message spells out the SQL and its parameters.
    const failed = driverMessage(error);
    const message = failed !== null ? `erreur de la base de données : ${failed}` : error instanceof Error ? error.message : String(error);
    process.stderr.write(`market : ${oneLine(message).slice(0, 500)}\n`);
    if (process.env.MARKET_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    return 1;
  }
}
