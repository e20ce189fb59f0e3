/**
 * A server told to stop (SIGTERM, a deployment) lets the requests under way finish, then saves its
 * index files with what they published, and exits 0.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, utcToday } from "../../src/shared/dates";
import { freePort } from "../support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("stopping the server", () => {
  it("answers a publication under way when SIGTERM comes, saves it in the index files, then exits 0", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, MARKET_DEMO: "1", LOG_LEVEL: "warn", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      let stdout = "";
      child.stdout!.on("data", (chunk) => (stdout += chunk));
      for (let waited = 0; !stdout.includes("Maillon est prêt") && waited < 90_000; waited += 100) await pause(100);
      const login = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: "acheteur@maillon.fr", password: "maillon2026" }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const body = Buffer.from(
        JSON.stringify({ title: "Chaises de bureau ergonomiques", description: "Quarante chaises à accoudoirs réglables pour nos bureaux de Nantes.", category: "services", budget: 9000, location: "Nantes", deadline: addDays(utcToday(), 60) }),
      );
      // Half the body now: the request is under way when the signal comes, the rest well after.
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${base}/api/needs`, { method: "POST", headers: { "content-type": "application/json", "content-length": body.length, origin: base, cookie } }, (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        request.on("error", reject);
        request.write(body.subarray(0, 40));
        void pause(300)
          .then(() => child.kill("SIGTERM"))
          .then(() => pause(1500))
          .then(() => request.end(body.subarray(40)));
      });
      const { status, body: text } = await answer;
      expect(status, text).toBe(201);
      expect(JSON.parse(text)).toMatchObject({ title: "Chaises de bureau ergonomiques", status: "active" });
      expect(await exited).toBe(0);
      // Saved after the publication: the next start restores every listing from the files.
      const again = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, MARKET_DEMO: "1", LOG_LEVEL: "info", NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let log = "";
      again.stdout!.on("data", (chunk) => (log += chunk));
      for (let waited = 0; !log.includes("Maillon est prêt") && waited < 90_000; waited += 100) await pause(100);
      const ended = new Promise((resolve) => again.once("exit", resolve));
      again.kill("SIGTERM");
      await ended;
      const loaded = log
        .split("\n")
        .flatMap((line) => (line.includes('"search indexes loaded"') ? [JSON.parse(line) as { needs: number; offers: number; restored: { listings: number } }] : []))[0];
      expect(loaded?.restored.listings).toBeGreaterThan(0);
      expect(loaded?.restored.listings).toBe(loaded!.needs + loaded!.offers);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
