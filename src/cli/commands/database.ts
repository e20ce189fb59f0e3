/** `market backup FILE` and `market migrate`: the database file itself (their work is in ../actions/database). */
import type { Command } from "commander";
import { examples } from "../help";
import { lazyAction } from "../lazy";

const actions = () => import("../actions/database");

export function registerBackup(program: Command): void {
  const command = program
    .command("backup")
    .description("Copier la base de façon cohérente, même serveur en marche (VACUUM INTO), puis vérifier la copie (PRAGMA integrity_check)")
    .argument("<fichier>", "fichier de destination (ne doit pas exister)")
    .action(lazyAction(actions, "backup"));
  examples(command, ["market backup sauvegardes/maillon-$(date +%F).db", "market --db file:/srv/maillon/maillon.db backup /mnt/nas/maillon.db --json"]);
}

export function registerMigrate(program: Command): void {
  const command = program
    .command("migrate")
    .description("Appliquer les migrations en attente (dossier drizzle/) et dire lesquelles ; crée la base si elle n'existe pas")
    .action(lazyAction(actions, "migrate"));
  examples(command, ["market migrate", "DATABASE_URL=file:/srv/maillon/maillon.db market migrate --json"]);
}
