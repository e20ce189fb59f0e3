/**
 * DATA_DIR must be writable before anything starts (issue 18): indexes, snapshots and the mail
 * outbox live there. A real write is tried (permissions alone do not tell: root ignores them, a
 * read-only mount does not), and a failure stops the start with one French line.
 */
import fs from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error";

export function prepareDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.ecriture-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "erreur";
    const why = code === "EROFS" ? "système de fichiers en lecture seule" : code === "ENOSPC" ? "disque plein" : code === "EACCES" || code === "EPERM" ? "droits insuffisants" : code;
    throw new StartupError(`Démarrage impossible : le dossier de données ${dir} (DATA_DIR) n'est pas accessible en écriture (${why}).`);
  }
}
