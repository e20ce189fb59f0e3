#!/usr/bin/env node
// npm run dev: the API server in watch mode on API_PORT (3001) and Vite's dev server (hot reload) on
// WEB_PORT (5173), which proxies /api, /trpc and /socket.io to it.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webPort = process.env.WEB_PORT ?? "5173";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? "3001",
      // The browser's pages come from Vite: requests through its proxy carry Vite's origin.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
    },
  }),
  spawn("npx", ["vite"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
