#!/usr/bin/env node
// Compiles the server (src/server/main.ts with src/engine and src/shared) into one ES module,
// dist/server/main.js, so that `npm start` runs JavaScript instead of compiling TypeScript with tsx
// at every start. Packages stay external: they load from node_modules as usual.
// Used by scripts/start.mjs (when the bundle is missing or older than its sources) and `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverBundle = path.join(root, "dist/server/main.js");
const sources = ["src/server", "src/engine", "src/shared", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs"].map((p) => path.join(root, p));

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** True when dist/server/main.js is missing or older than a source it is built from. */
export function serverBundleIsStale() {
  if (!fs.existsSync(serverBundle)) return true;
  const built = fs.statSync(serverBundle).mtimeMs;
  return sources.some((source) => fs.existsSync(source) && newestMtime(source) > built);
}

const require = createRequire(import.meta.url);

function resolvesToJson(specifier) {
  try {
    return require.resolve(specifier).endsWith(".json");
  } catch {
    return false;
  }
}

/** Packages load from node_modules at run time, except JSON data files (stopwords-iso's main is one), which Node's ES modules
 * cannot import without an attribute: those are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (resolvesToJson(args.path) ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  await build({
    // The re-match workers (src/engine/rematch-pool.ts) start dist/server/rematch-worker.js.
    entryPoints: [
      { in: path.join(root, "src/server/main.ts"), out: "main" },
      { in: path.join(root, "src/engine/rematch-worker.ts"), out: "rematch-worker" },
      // The analysis process of a start (src/engine/analysis-process.ts).
      { in: path.join(root, "src/engine/analysis-worker.ts"), out: "analysis-worker" },
    ],
    outdir: path.dirname(serverBundle),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [externalPackages],
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await buildServer();
  console.log(`${path.relative(root, serverBundle)} built in ${Math.round(performance.now() - started)} ms`);
}
