/**
 * Settings an operator can get wrong (helper report, 28 Nov): each stops the start with one French
 * line naming the variable, exit code 1, no stack trace. MARKET_DEMO=false loaded the public demo
 * accounts, the administrator included, on a production database.
 */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

const run = promisify(execFile);

/** Starts src/server/main.ts with these settings on an empty data folder; its exit code and stderr. */
async function start(settings: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-settings-"));
  try {
    await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, MARKET_DEMO: "0", LOG_LEVEL: "silent", NODE_ENV: "production", ...settings },
      timeout: 60_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("settings read at start", () => {
  it("reads MARKET_DEMO as an operator writes it, and refuses what it cannot read", () => {
    for (const off of ["0", "false", "non", "OFF", "no"]) expect(loadConfig({ MARKET_DEMO: off }).demo, off).toBe(false);
    for (const on of ["1", "true", "oui", "on", "", undefined]) expect(loadConfig({ MARKET_DEMO: on }).demo, String(on)).toBe(true);
    expect(() => loadConfig({ MARKET_DEMO: "faux" })).toThrow("MARKET_DEMO illisible : « faux » (attendu : 1 ou 0, ou oui/non, true/false, on/off)");
  });

  it("reads the mail server, the retries and the retention strictly: a typo was NaN retries, or the default without a word", () => {
    expect(loadConfig({ SMTP_URL: "smtps://boutique:s3cret@mail.exemple.fr:465" }).smtpUrl).toBe("smtps://boutique:s3cret@mail.exemple.fr:465");
    expect(loadConfig({ SMTP_URL: " " }).smtpUrl).toBeUndefined();
    for (const bad of ["http://mail.exemple.fr", "smtp://", "boutique:s3cret@mail"]) expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/^SMTP_URL illisible \(attendu/);
    expect(() => loadConfig({ SMTP_URL: "boutique:s3cret@mail" })).not.toThrow(/s3cret/);
    expect(loadConfig({ MAIL_MAX_ATTEMPTS: "3", MAIL_RETRY_BASE_MS: "0", AUDIT_RETENTION_MONTHS: "24" })).toMatchObject({ mailMaxAttempts: 3, mailRetryBaseMs: 0, auditRetentionMonths: 24 });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow("MAIL_MAX_ATTEMPTS illisible : « 0 » (attendu : un nombre entier de 1 ou plus)");
    expect(() => loadConfig({ AUDIT_RETENTION_MONTHS: "douze" })).toThrow("AUDIT_RETENTION_MONTHS illisible : « douze » (attendu : un nombre entier de 1 ou plus)");
  });

  it("stops a start on a setting it cannot read or an address it cannot take, in one French line", { timeout: 90_000 }, async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const cases: [Record<string, string>, string][] = [
        [{ MARKET_DEMO: "peut-être" }, "MARKET_DEMO illisible : « peut-être » (attendu : 1 ou 0, ou oui/non, true/false, on/off)"],
        [{ PORT: "abc" }, "PORT illisible : « abc » (attendu : un nombre de 0 à 65535)"],
        [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL illisible : « verbose » (attendu : fatal, error, warn, info, debug, trace, silent)"],
        [{ PUBLIC_URL: "pas-une-url" }, "PUBLIC_URL illisible : « pas-une-url » (attendu : une adresse http:// ou https://, ou plusieurs séparées par des virgules)"],
        [{ DATABASE_URL: "pas-une-url" }, "DATABASE_URL illisible : « pas-une-url » (attendu : file:chemin/maillon.db, ou libsql://, https:// vers un serveur libSQL)"],
        // The password is not echoed back.
        [{ SMTP_URL: "mail.exemple.fr:587 secret" }, "SMTP_URL illisible (attendu : smtp://utilisateur:motdepasse@hôte:587 ou smtps://utilisateur:motdepasse@hôte:465)"],
        [{ WEB_DIR: "/nulle-part/web" }, "WEB_DIR : pas d'application web dans « /nulle-part/web » (index.html manquant : lancez npm run build, ou corrigez le chemin)"],
        [{ MAIL_MAX_ATTEMPTS: "cinq" }, "MAIL_MAX_ATTEMPTS illisible : « cinq » (attendu : un nombre entier de 1 ou plus)"],
        [{ PORT: String(port), HOST: "127.0.0.1" }, `Démarrage impossible : le port ${port} est déjà pris sur 127.0.0.1 (choisissez-en un autre avec PORT)`],
      ];
      const results = await Promise.all(cases.map(([settings]) => start(settings)));
      results.forEach((result, i) => expect(result, JSON.stringify(cases[i]![0])).toEqual({ code: 1, stderr: `${cases[i]![1]}\n` }));
    } finally {
      taken.close();
    }
  });
});

describe("the server's log, read by a collector", () => {
  it("shows a request's line within a couple of seconds, not once 4 kB have gathered", { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-log-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, MARKET_DEMO: "0", LOG_LEVEL: "info", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    try {
      await expect.poll(() => /Maillon est prêt : (\S+)/.exec(out)?.[1], { timeout: 40_000 }).toBeDefined();
      const url = /Maillon est prêt : (\S+)/.exec(out)![1]!;
      expect((await fetch(`${url}/api/stats`)).status).toBe(200);
      await expect.poll(() => out.includes('"url":"/api/stats"'), { timeout: 3_000 }).toBe(true);
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
