#!/usr/bin/env node
// npm start: builds the web app and the server bundle when they are missing or older than their
// sources, then serves Maillon from compiled JavaScript (dist/server/main.js).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer, serverBundle, serverBundleIsStale } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "src/web"), path.join(root, "src/shared"), path.join(root, "public")];
const stale =
  !fs.existsSync(builtIndex) || Math.max(...sources.filter(fs.existsSync).map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Construction de l'application web…");
  // NODE_ENV decides which React Vite bundles: a caller's "test" or "development" (vitest sets
  // one) would ship the development build, a third larger.
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBundleIsStale()) {
  console.log("Compilation du serveur…");
  await buildServer();
}

const server = spawn(process.execPath, ["--enable-source-maps", serverBundle], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
