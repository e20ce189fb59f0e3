/** What `market backup` and `market migrate` do (declared in ../commands/database). */
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { Command } from "commander";
import { backupResultSchema, migrateResultSchema } from "../../shared/cli-schemas";
import { migrateDatabase, migrationsDir } from "../../server/db/client";
import { recordCliAudit } from "../audit";
import { withContext, type GlobalOptions } from "../context";
import { CliError } from "../errors";
import { decimal } from "../../shared/format";
import { formatDuration, printResult } from "../output";

interface JournalEntry {
  tag: string;
  when: number;
}

export async function backup(file: string, _options: unknown, cmd: Command): Promise<void> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new CliError(`${target} existe déjà : choisissez un autre fichier`);
  if (!fs.existsSync(path.dirname(target))) throw new CliError(`dossier introuvable : ${path.dirname(target)}`);
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const started = performance.now();
    try {
      // Owner-only from its first byte (0600, as the exports): the copy holds every password hash,
      // TOTP secret and personal record. VACUUM INTO accepts an empty file, created here.
      fs.writeFileSync(target, "", { flag: "wx", mode: 0o600 });
      await ctx.database.client.execute({ sql: "VACUUM INTO ?", args: [target] });
      fs.chmodSync(target, 0o600);
    } catch (error) {
      fs.rmSync(target, { force: true });
      throw new CliError(`copie impossible vers ${target} : ${(error as Error).message.split("\n", 1)[0]}`);
    }
    const copy = createClient({ url: `file:${target}` });
    let integrity: string;
    try {
      const check = await copy.execute("PRAGMA integrity_check");
      integrity = String(check.rows[0]?.[0] ?? "");
    } finally {
      copy.close();
    }
    if (integrity !== "ok") throw new CliError(`la copie ${target} ne passe pas PRAGMA integrity_check : ${integrity}`);
    const bytes = fs.statSync(target).size;
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    await ctx.database.write((tx) =>
      recordCliAudit(tx, ctx.actor, { action: "cli.backup", resource: target, severity: "medium", details: `copie de ${decimal(bytes / 1024 / 1024, 1)} Mio, intégrité vérifiée` }),
    );
    await printResult(ctx, {
      title: `Sauvegarde vérifiée en ${formatDuration(seconds * 1000)}`,
      schema: backupResultSchema,
      data: { file: target, bytes, integrity: "ok", seconds },
      rows: [{ fichier: target, taille: `${decimal(bytes / 1024 / 1024, 1)} Mio`, intégrité: "ok" }],
    });
  });
}

export async function migrate(_options: unknown, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: true, migrate: false }, async (ctx) => {
    const journalFile = path.join(migrationsDir(), "meta", "_journal.json");
    const journal = (JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: JournalEntry[] }).entries;
    const lastApplied = async (): Promise<number> => {
      try {
        const result = await ctx.database.client.execute("select max(created_at) as last from __drizzle_migrations");
        return Number(result.rows[0]?.["last"] ?? 0);
      } catch {
        return 0; // no migration table yet: a new database
      }
    };
    const before = await lastApplied();
    await migrateDatabase(ctx.database);
    const applied = journal.filter((entry) => entry.when > before).map((entry) => entry.tag);
    const alreadyApplied = journal.filter((entry) => entry.when <= before).map((entry) => entry.tag);
    if (applied.length > 0) {
      await ctx.database.write((tx) =>
        recordCliAudit(tx, ctx.actor, { action: "cli.migrate", resource: "database", severity: "high", details: applied.join(", ") }),
      );
    }
    await printResult(ctx, {
      title: applied.length > 0 ? `${applied.length} migration${applied.length > 1 ? "s" : ""} appliquée${applied.length > 1 ? "s" : ""}` : "Base à jour : aucune migration en attente",
      schema: migrateResultSchema,
      data: { applied, alreadyApplied },
      rows: [...applied.map((tag) => ({ migration: tag, état: "appliquée maintenant" })), ...alreadyApplied.map((tag) => ({ migration: tag, état: "déjà appliquée" }))],
    });
  });
}

