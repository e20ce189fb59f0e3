/**
 * API load bench: autocannon, 100 connections, against Maillon as `npm start` runs it (compiled
 * bundle, demo data, logging on at info into a file) and, in the same run, against a bare
 * `node:http` server and bare Express and Fastify servers answering a small JSON object. Each
 * target runs alone in its own process; the figures that matter are the ratios to the bare
 * server, since the machine is shared.
 *
 * Flags: --duration S (per path, default 10), --connections N (default 100), --profile DIR (run
 * Maillon with --cpu-prof into DIR), --keep-data (keep its database and log), --only TEXT (the
 * paths whose name contains TEXT, beside the bare server), --baseline DIR (also measure another
 * checkout of Maillon, run from its sources with tsx as `npm start` did before the build step,
 * in rows named "before: …"), --name <file name in bench/results>, default "load",
 * --skip-cache-off (leave out the second run of every path on the same database with
 * ANSWER_CACHE=0, rows named "ANSWER_CACHE=0: …", and the bare server sending the body of
 * GET /api/matches, against which both /api/matches rows are also compared). The last run of
 * this checkout ends with POST /api/needs at 10 connections (each request publishes and matches a
 * need), after its reads, since it adds needs and matches.
 * Run directly (`npx tsx bench/load.ts`) or through `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { DEMO_COMPANIES } from "../src/server/db/seed/demo-data";
import { freePort } from "../tests/support/server-process";

const projectRoot = path.resolve(import.meta.dirname, "..");

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  /** CPU time (user + system) of the server process per request: steadier than req/s on a shared machine. */
  cpuMicrosPerRequest: number | null;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** requestsPerSecond / bare node:http requestsPerSecond */
  shareOfBare: number | null;
  /** GET /api/matches rows: requestsPerSecond / that of the bare node:http server sending the same body. */
  shareOfSameBody?: number | null;
}

export interface LoadReport {
  startedAt: string;
  durationSeconds: number;
  connections: number;
  loadAverage: { before: number[]; after: number[] };
  startMs: number;
  rows: LoadRow[];
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const BODY = '{"hello":"world"}';
/** Sends the bytes of the file BODY_FILE (read once) to every request. */
const BARE_NODE_FILE = `const body = require("node:fs").readFileSync(process.env.BODY_FILE); require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "application/json; charset=utf-8" }); res.end(body); }).listen(Number(process.env.PORT), "127.0.0.1");`;
const BARE_NODE = `require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "application/json" }); res.end(${JSON.stringify(BODY)}); }).listen(Number(process.env.PORT), "127.0.0.1");`;
const BARE_EXPRESS = `const app = require("express")(); app.get("/", (req, res) => res.json({ hello: "world" })); app.listen(Number(process.env.PORT), "127.0.0.1");`;
const BARE_FASTIFY = `const app = require("fastify")(); app.get("/", async () => ({ hello: "world" })); app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });`;

async function startPeer(source: string, env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", source], { cwd: projectRoot, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child };
}

/** Starts this checkout's compiled server or, with `baselineRoot`, another checkout's sources through tsx. */
export async function startMaillon(
  dataDir: string,
  profileDir: string | undefined,
  baselineRoot?: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  if (!baselineRoot && !env.ANSWER_CACHE) {
    const build = spawnSync(process.execPath, [path.join(projectRoot, "scripts/build-server.mjs")], { cwd: projectRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("server build failed");
  }
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const started = performance.now();
  const entry = baselineRoot ? ["--import", "tsx", "src/server/main.ts"] : ["--enable-source-maps", path.join(projectRoot, "dist/server/main.js")];
  const child = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...entry],
    {
      cwd: baselineRoot ?? projectRoot,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, "maillon.db")}`, MARKET_DEMO: "1", LOG_LEVEL: "info", NODE_ENV: "production", RATE_LIMIT_SCALE: "0", ...env },
      stdio: ["ignore", log, log],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/stats`, child);
  return { url, child, startMs: Math.round(performance.now() - started) };
}

export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "maillon2026" }),
  });
  // Sign-in sets the session cookie and a known-device cookie: keep the session's.
  const cookie = res.headers.getSetCookie().find((value) => value.includes("maillon_session="));
  if (!res.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return cookie.split(";")[0] as string;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export async function measure(
  name: string,
  server: ChildProcess,
  url: string,
  duration: number,
  connections: number,
  headers: Record<string, string> = {},
  request: { method?: "POST"; body?: string; vary?: (n: number) => { path?: string; headers?: Record<string, string>; body?: string } } = {},
): Promise<Omit<LoadRow, "shareOfBare">> {
  console.error(`load: ${name}…`);
  const { vary, ...sent } = request;
  // The n-th request's own path or headers (a counter shared by every connection).
  let sentCount = 0;
  const requests: autocannon.Request[] | undefined = vary
    ? [
        {
          setupRequest: (req) => {
            const own = vary(sentCount++);
            return { ...req, ...(own.path ? { path: own.path } : {}), ...(own.body ? { body: own.body } : {}), headers: { ...req.headers, ...own.headers } };
          },
        },
      ]
    : undefined;
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url, connections, duration, headers, timeout: 10, ...sent, ...(requests ? { requests } : {}) });
  const cpuAfter = cpuSeconds(server.pid);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicrosPerRequest: cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** POST /api/needs as issue 25 measured it: 10 connections, each request a new need matched at once. */
const PUBLISH_CONNECTIONS = 10;
const PUBLISH_ROW = `POST /api/needs (signed in, ${PUBLISH_CONNECTIONS} connections)`;
const PUBLISHED_NEED = {
  title: "Nettoyage de bureaux à Lyon",
  description: "Entretien quotidien de 400 m² de bureaux : sols, sanitaires, vitres.",
  category: "services",
  budget: 12000,
  location: "Lyon",
  keywords: ["nettoyage", "bureaux"],
};

/**
 * Words of a general French supplies catalogue: the n-th search of the "different queries" row is
 * made of two or three of them, so no two requests of a run ask the same thing.
 */
const SEARCH_WORDS = (
  "ordinateur portable écran imprimante chariot palette carton gants casque nettoyeur aspirateur bureau chaise table câble serveur " +
  "routeur papier enveloppe étagère rayonnage transpalette gerbeur compresseur perceuse visseuse échelle lampe projecteur café eau " +
  "savon désinfectant masque blouse chaussures sécurité film étirable adhésif ruban sac poubelle conteneur extincteur alarme caméra " +
  "badge serrure climatiseur radiateur ventilateur batterie onduleur clavier souris téléphone tablette logiciel licence formation " +
  "maintenance location livraison emballage étiquette scanner balance pompe moteur vanne tuyau joint peinture vernis bois acier " +
  "aluminium plastique verre"
).split(" ");
export function differentSearch(n: number): { path: string } {
  const w = SEARCH_WORDS.length;
  const words = [SEARCH_WORDS[n % w], SEARCH_WORDS[Math.floor(n / w) % w]];
  if (n >= w * w) words.push(SEARCH_WORDS[Math.floor(n / (w * w)) % w]);
  return { path: `/api/search?q=${encodeURIComponent(words.join(" "))}` };
}

/**
 * Issue 25's real traffic: many people each reading their matches now and then while others
 * write. Every demo account but two reads GET /api/matches with one of PAGE_SIZES page sizes in
 * turn (each account and size a different kept answer, read a few times a second), while those
 * two exchange MESSAGES_PER_SECOND messages. The answers (about 900) fit in the cache (1,000).
 */
const MESSAGES_PER_SECOND = 20;
const PAGE_SIZES = 25;
const READERS_ROW = `GET /api/matches, ${PAGE_SIZES} page sizes × every other demo account in turn, while two accounts exchange ${MESSAGES_PER_SECOND} messages/s`;

/**
 * Every demo company's session but those of the writer and its counterpart on `matchId` (an
 * account whose list shows that match is a party to it).
 */
async function readerSessions(url: string, matchId: number): Promise<string[]> {
  const readers: string[] = [];
  for (const company of DEMO_COMPANIES) {
    if (company.accountType === "admin") continue;
    const cookie = await signIn(url, company.email);
    const listed = (await (await fetch(`${url}/api/matches?limit=100`, { headers: { cookie } })).json()) as Array<{ id: number }>;
    if (!listed.some((match) => match.id === matchId)) readers.push(cookie);
  }
  return readers;
}

/** Posts MESSAGES_PER_SECOND messages on the writer's match until stopped. */
function exchangeMessages(url: string, cookie: string, matchId: number): () => Promise<number> {
  let sent = 0;
  const pending = new Set<Promise<unknown>>();
  const timer = setInterval(() => {
    const post = fetch(`${url}/api/matches/${matchId}/messages`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify({ body: `Message de charge n° ${sent + 1} : pouvez-vous confirmer le délai ?` }),
    }).then((res) => {
      if (res.ok) sent++;
    });
    pending.add(post);
    void post.finally(() => pending.delete(post));
  }, 1000 / MESSAGES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.allSettled([...pending]);
    return sent;
  };
}

/** The rows compared with the bare server sending the same body. */
const MATCHES_ROW = "GET /api/matches (signed in)";
const CACHE_OFF = "ANSWER_CACHE=0: ";
const SAME_BODY_ROW = "bare node:http sending the body of GET /api/matches";

export async function runLoad(options: {
  duration: number;
  connections: number;
  profileDir?: string;
  keepData?: boolean;
  only?: string;
  baseline?: string;
  /** Leave out the ANSWER_CACHE=0 run and the same-body bare server. */
  skipCacheOff?: boolean;
}): Promise<LoadReport> {
  const { duration, connections } = options;
  const before = os.loadavg().map((n) => Number(n.toFixed(2)));
  const startedAt = new Date().toISOString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-load-"));
  const measured: Omit<LoadRow, "shareOfBare">[] = [];
  const children: ChildProcess[] = [];
  let startMs = 0;
  try {
    const wanted = (name: string) => !options.only || name.includes(options.only) || name.startsWith("bare node");
    const bare = await startPeer(BARE_NODE);
    children.push(bare.child);
    measured.push(await measure("bare node:http", bare.child, `${bare.url}/`, duration, connections));
    await stop(bare.child);

    if (wanted("bare Express")) {
      const express = await startPeer(BARE_EXPRESS);
      children.push(express.child);
      measured.push(await measure("bare Express", express.child, `${express.url}/`, duration, connections));
      await stop(express.child);
    }

    if (wanted("bare Fastify")) {
      const fastify = await startPeer(BARE_FASTIFY);
      children.push(fastify.child);
      measured.push(await measure("bare Fastify", fastify.child, `${fastify.url}/`, duration, connections));
      await stop(fastify.child);
    }

    // The second run with ANSWER_CACHE=0 starts on the database the first one seeded: same rows, same answers.
    const targets: Array<[string, string | undefined, Record<string, string>]> = [["", undefined, {}]];
    if (!options.skipCacheOff) targets.push([CACHE_OFF, undefined, { ANSWER_CACHE: "0" }]);
    if (options.baseline) targets.push(["before: ", path.resolve(options.baseline), {}]);
    let matchesBody: Buffer | null = null;
    const shellFile = path.join(projectRoot, "dist/web/index.html");
    const mainScript = fs.existsSync(shellFile) ? /\/assets\/(index-[^"]+\.js)/.exec(fs.readFileSync(shellFile, "utf8"))?.[1] : undefined;
    for (const [prefix, baselineRoot, env] of targets) {
      const serverDir = path.join(dataDir, baselineRoot ? "baseline" : "server");
      fs.mkdirSync(serverDir, { recursive: true });
      const maillon = await startMaillon(serverDir, baselineRoot ? undefined : options.profileDir, baselineRoot, env);
      children.push(maillon.child);
      if (!prefix) startMs = maillon.startMs;
      const buyer = await signIn(maillon.url, "acheteur@maillon.fr");
      if (!prefix) matchesBody = Buffer.from(await (await fetch(`${maillon.url}/api/matches`, { headers: { cookie: buyer } })).arrayBuffer());
      const paths: Array<[string, string, Record<string, string>, ((n: number) => { path: string })?]> = [
        ["GET /api/matches (signed in)", "/api/matches", { cookie: buyer }],
        // As a browser asks: the answer travels compressed (compression.ts).
        ["GET /api/matches (signed in, br as browsers ask)", "/api/matches", { cookie: buyer, "accept-encoding": "gzip, deflate, br" }],
        // What /matches asks through tRPC when it opens: one batch of the list and its counts.
        ["GET /trpc matches.list,matches.counts (signed in)", `/trpc/matches.list,matches.counts?batch=1&input=${encodeURIComponent('{"0":{"limit":20}}')}`, { cookie: buyer }],
        ["GET /api/stats", "/api/stats", {}],
        ["GET /api/search (one query)", `/api/search?q=${encodeURIComponent("ordinateur portable")}`, {}],
        ["GET /api/search (different queries)", "/api/search", {}, differentSearch],
        ["GET /api/products", "/api/products", {}],
        // The web app's files as a browser asks for them (decision 021: static.ts against @fastify/static).
        ...(mainScript
          ? ([
              ["GET / app shell (br)", "/", { "accept-encoding": "gzip, deflate, br" }],
              ["GET /assets main script (br)", `/assets/${mainScript}`, { "accept-encoding": "gzip, deflate, br" }],
            ] as Array<[string, string, Record<string, string>]>)
          : []),
      ];
      for (const [name, url, headers, different] of paths) {
        if (wanted(name)) measured.push(await measure(`${prefix}${name}`, maillon.child, `${maillon.url}${url}`, duration, connections, headers, { vary: different }));
      }
      if (wanted(READERS_ROW)) {
        const matchId = ((await (await fetch(`${maillon.url}/api/matches?limit=1`, { headers: { cookie: buyer } })).json()) as Array<{ id: number }>)[0]!.id;
        const readers = await readerSessions(maillon.url, matchId);
        const stop = exchangeMessages(maillon.url, buyer, matchId);
        const row = await measure(`${prefix}${READERS_ROW}`, maillon.child, `${maillon.url}/api/matches`, duration, connections, {}, { vary: (n) => ({ path: `/api/matches?limit=${1 + (Math.floor(n / readers.length) % PAGE_SIZES)}`, headers: { cookie: readers[n % readers.length]! } }) });
        const sent = await stop();
        measured.push({ ...row, name: `${row.name} (${readers.length} readers, ${sent} messages sent)` });
      }
      // Publishing adds needs and matches: only in the last run of this checkout, after its reads.
      const lastOfThisCheckout = !baselineRoot && (prefix === CACHE_OFF || options.skipCacheOff);
      if (lastOfThisCheckout && wanted(PUBLISH_ROW)) {
        // Each need its own budget: the same need twice is refused (409) as a double publication, the text and its matching unchanged.
        const publish = { method: "POST" as const, body: JSON.stringify(PUBLISHED_NEED), vary: (n: number) => ({ body: JSON.stringify({ ...PUBLISHED_NEED, budget: PUBLISHED_NEED.budget + n }) }) };
        const headers = { cookie: buyer, "content-type": "application/json", origin: maillon.url };
        measured.push(await measure(PUBLISH_ROW, maillon.child, `${maillon.url}/api/needs`, duration, PUBLISH_CONNECTIONS, headers, publish));
      }
      await stop(maillon.child);
    }
    if (!options.skipCacheOff && matchesBody) {
      const bodyFile = path.join(dataDir, "matches-body.json");
      fs.writeFileSync(bodyFile, matchesBody);
      const sameBody = await startPeer(BARE_NODE_FILE, { BODY_FILE: bodyFile });
      children.push(sameBody.child);
      measured.push(await measure(`${SAME_BODY_ROW} (${(matchesBody.length / 1000).toFixed(1)} kB)`, sameBody.child, `${sameBody.url}/`, duration, connections));
      await stop(sameBody.child);
    }
  } finally {
    await Promise.all(children.map(stop));
    if (options.keepData) console.error(`load: server data and log kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const bareRate = measured[0]?.requestsPerSecond ?? 0;
  const sameBodyRate = measured.find((row) => row.name.startsWith(SAME_BODY_ROW))?.requestsPerSecond ?? 0;
  const share = (rate: number, of: number) => (of > 0 ? Number((rate / of).toFixed(3)) : null);
  return {
    startedAt,
    durationSeconds: duration,
    connections,
    loadAverage: { before, after: os.loadavg().map((n) => Number(n.toFixed(2))) },
    startMs,
    rows: measured.map((row) => ({
      ...row,
      shareOfBare: share(row.requestsPerSecond, bareRate),
      ...(row.name === MATCHES_ROW || row.name === `${CACHE_OFF}${MATCHES_ROW}` ? { shareOfSameBody: share(row.requestsPerSecond, sameBodyRate) } : {}),
    })),
  };
}

export function printLoad(report: LoadReport): void {
  console.log(`\nAPI load (${report.connections} connections, ${report.durationSeconds} s per path; load average ${report.loadAverage.before.join(" ")} before, ${report.loadAverage.after.join(" ")} after; Maillon answered ${report.startMs} ms after spawn)`);
  console.log("| path | req/s | share of bare node:http | share of bare, same body | server CPU µs/request | p50 ms | p99 ms | max ms | non-2xx | errors (timeouts) |\n|---|---|---|---|---|---|---|---|---|---|");
  const percent = (share: number | null | undefined) => (share === null || share === undefined ? "" : `${(share * 100).toFixed(1)} %`);
  for (const r of report.rows) {
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${percent(r.shareOfBare)} | ${percent(r.shareOfSameBody)} | ${r.cpuMicrosPerRequest ?? ""} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.latencyMs.max} | ${r.non2xx} | ${r.errors} (${r.timeouts}) |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "100" },
      profile: { type: "string" },
      "keep-data": { type: "boolean", default: false },
      only: { type: "string" },
      baseline: { type: "string" },
      name: { type: "string", default: "load" },
      "skip-cache-off": { type: "boolean", default: false },
    },
  });
  const report = await runLoad({
    duration: Number(values.duration),
    connections: Number(values.connections),
    profileDir: values.profile ? path.resolve(values.profile) : undefined,
    keepData: values["keep-data"],
    only: values.only,
    baseline: values.baseline,
    skipCacheOff: values["skip-cache-off"],
  });
  printLoad(report);
  const file = path.join(projectRoot, "bench", "results", `${values.name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(projectRoot, file)}`);
}
