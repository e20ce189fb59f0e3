/**
 * Starts the real server as its own process (as `npm start` does) on a free port with a temporary
 * database and data directory, and stops it afterwards. Used by the browser tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would, and keeps its data directory. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/stats`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

export async function startServerProcess(options: { demo?: boolean; env?: Record<string, string>; dataDir?: string } = {}): Promise<ServerProcess> {
  const root = path.resolve(import.meta.dirname, "../..");
  // A given directory is reused: a server started again on the database of one that was killed.
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "maillon-e2e-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "maillon.db")}`,
      DATA_DIR: dataDir,
      MARKET_DEMO: options.demo === false ? "0" : "1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, 60_000);
  return {
    url,
    pid: child.pid!,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
