/** Debian's redis-server on a free port, for the multi-process tests (`apt-get install -y redis-server`). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { freePort } from "./server-process";

export const REDIS_SERVER = "/usr/bin/redis-server";
export const hasRedisServer = fs.existsSync(REDIS_SERVER);

export interface RedisProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A redis-server on a free port, or on `port` to start one again where a stopped one was. */
export async function startRedis(port?: number): Promise<RedisProcess> {
  port ??= await freePort();
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
