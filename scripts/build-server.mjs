#!/usr/bin/env node
// Compiles the TypeScript that runs on Node into ES modules, so that nothing compiles TypeScript at
// every start:
// - the server (src/server/main.ts with src/engine and src/shared) into dist/server/main.js, used by
//   scripts/start.mjs and `npm run build`;
// - the `market` CLI into dist/cli/main.js, split into chunks so that a command loads only its own
//   code (`market --help` loads none of the services), used by bin/market.
// Each is rebuilt when missing or older than a source. Packages stay external: they load from
// node_modules as usual. esbuild itself loads only to build, so that a fresh bundle starts at once.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const serverBundle = path.join(root, "dist/server/main.js");
export const cliBundle = path.join(root, "dist/cli/main.js");
const commonSources = ["src/server", "src/engine", "src/shared", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs"];
const serverSources = commonSources.map((p) => path.join(root, p));
const cliSources = [...commonSources, "src/cli"].map((p) => path.join(root, p));

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function isStale(bundle, sources) {
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  return sources.some((source) => fs.existsSync(source) && newestMtime(source) > built);
}

/** True when dist/server/main.js is missing or older than a source it is built from. */
export const serverBundleIsStale = () => isStale(serverBundle, serverSources);
/** True when dist/cli/main.js is missing or older than a source it is built from. */
export const cliBundleIsStale = () => isStale(cliBundle, cliSources);

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

const common = { bundle: true, platform: "node", format: "esm", target: "node20", plugins: [externalPackages], sourcemap: "linked", logLevel: "warning" };

/** Entry points beside each main: the re-match workers (src/engine/rematch-pool.ts) and the analysis process of a start (src/engine/analysis-process.ts). */
const workerEntries = [
  { in: path.join(root, "src/engine/rematch-worker.ts"), out: "rematch-worker" },
  { in: path.join(root, "src/engine/analysis-worker.ts"), out: "analysis-worker" },
];

export async function buildServer() {
  const { build } = await import("esbuild");
  await build({ ...common, entryPoints: [{ in: path.join(root, "src/server/main.ts"), out: "main" }, ...workerEntries], outdir: path.dirname(serverBundle) });
}

/** A chunk no build has named for a day is no longer loaded by any running `market`. */
const CHUNK_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Several `market` processes may build at once (a test suite, two terminals), and one may be
 * running an older build: chunks are named by their content and never overwritten, and each
 * entry file is replaced in one rename, so no process ever reads half a file.
 */
export async function buildCli() {
  const { build } = await import("esbuild");
  const outdir = path.dirname(cliBundle);
  const result = await build({
    ...common,
    entryPoints: [{ in: path.join(root, "src/cli/main.ts"), out: "main" }, ...workerEntries],
    outdir,
    splitting: true,
    chunkNames: "chunk-[hash]",
    write: false,
  });
  fs.mkdirSync(outdir, { recursive: true });
  const written = new Set();
  const entries = [];
  for (const file of result.outputFiles) {
    written.add(path.basename(file.path));
    if (path.basename(file.path).startsWith("chunk-")) {
      if (!fs.existsSync(file.path)) writeAtomically(file.path, file.contents);
    } else {
      entries.push(file);
    }
  }
  // Entries last, main.js at the very end: a process that sees the new main.js finds every chunk it names.
  entries.sort((a, b) => Number(path.basename(a.path) === "main.js") - Number(path.basename(b.path) === "main.js"));
  for (const file of entries) writeAtomically(file.path, file.contents);
  const now = Date.now();
  for (const name of fs.readdirSync(outdir)) {
    const file = path.join(outdir, name);
    if (name.startsWith("chunk-") && !written.has(name) && now - fs.statSync(file).mtimeMs > CHUNK_KEPT_MS) fs.rmSync(file, { force: true });
  }
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await buildServer();
  await buildCli();
  console.log(`${path.relative(root, serverBundle)} and ${path.relative(root, cliBundle)} built in ${Math.round(performance.now() - started)} ms`);
}
