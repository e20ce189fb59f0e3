/**
 * Issue 18: an unwritable or full disk. A read-only DATA_DIR stops the start with one French line;
 * a full database disk answers 503 with Retry-After and changes nothing; shutting down on a full
 * disk is clean. Needs to mount a small tmpfs (root with mount rights, as here and on CI); without
 * that, the file is skipped and says so.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../src/shared/messages";
import { registeredClient, startTestServer } from "../support/test-server";

const mounted: string[] = [];

/** A fresh tmpfs of `size`, or null when this machine does not let us mount one. */
function tmpfs(size: string, readOnly = false): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}${readOnly ? ",ro" : ""}`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  mounted.push(dir);
  return dir;
}

const canMount = (() => {
  const probe = tmpfs("1m");
  return probe !== null;
})();

afterAll(() => {
  for (const dir of mounted) {
    spawnSync("umount", ["-l", dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Writes `file` until the disk has not one byte left. */
function fillDisk(file: string): void {
  const fd = fs.openSync(file, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) fs.writeSync(fd, chunk.subarray(0, size));
      } catch {
        // full at this size: try smaller
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const need = (i: number) => ({
  title: `Fournitures de bureau, lot ${i}`,
  description: "Ramettes de papier, classeurs et stylos pour nos trois agences.",
  category: "services",
  budget: 1200,
  location: "Lille",
});

const title = canMount ? "disk trouble" : "disk trouble (skipped: cannot mount a tmpfs here)";

describe.skipIf(!canMount)(title, () => {
  it("refuses to start on a read-only DATA_DIR with one French line", () => {
    const dir = tmpfs("1m", true)!;
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: "0", DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "maillon.db")}`, MARKET_DEMO: "0", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`Démarrage impossible : le dossier de données ${dir} (DATA_DIR) n'est pas accessible en écriture (système de fichiers en lecture seule).`);
  }, 70_000);

  it("answers 503 with Retry-After on a full disk, writes nothing, recovers, and shuts down cleanly", async () => {
    const dir = tmpfs("24m")!;
    const server = await startTestServer({ config: { dataDir: dir, databaseUrl: `file:${path.join(dir, "maillon.db")}` } });
    let closed = false;
    try {
      const { client } = await registeredClient(server.url, "buyer");
      expect((await client.post("/api/needs", need(0))).status).toBe(201);
      const before = (await client.get("/api/needs")).body.length;

      const filler = path.join(dir, "filler");
      fillDisk(filler);

      let accepted = 0;
      let answer = await client.post("/api/needs", need(1));
      for (let i = 2; answer.status === 201 && i < 50; i++, accepted++) answer = await client.post("/api/needs", need(i)); // the WAL may have had room
      expect(answer.status).toBe(503);
      expect(answer.body.error).toBe(ERRORS.diskFull);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const trpc = await client.post("/trpc/needs.create", need(99));
      expect(trpc.status).toBe(503);
      expect(JSON.stringify(trpc.body)).toContain(ERRORS.diskFull);
      expect((await client.get("/api/needs")).body.length).toBe(before + accepted);

      // Room again: writes go through.
      fs.rmSync(filler);
      expect((await client.post("/api/needs", need(100))).status).toBe(201);

      // Shutting down while the disk is full: the index saves fail, the close does not.
      fillDisk(filler);
      await server.close();
      closed = true;
    } finally {
      if (!closed) await server.close();
    }
  }, 90_000);
});
