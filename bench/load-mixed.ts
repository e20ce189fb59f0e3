/**
 * Mixed load (issue 11, "Under load"): N signed-in users (default 200) for S seconds (default 60)
 * against the real server in its own process with the demo data, each user looping over
 * GET /api/matches, GET /api/stats, GET /api/search and POST /api/interactions with no pause.
 * Goal: 0 errors and 0 requests over 10 s. Throughput is the performance issue's; it is printed
 * for context only.
 *
 * The users are sessions of the 38 demo companies (several sessions each), so every one of them
 * has real matches. Request limits are off in the server under test (RATE_LIMIT_SCALE=0): all
 * users come from 127.0.0.1, and the per-address budgets exist precisely to stop that.
 *
 * Standalone: `npx tsx bench/load-mixed.ts [--users 200] [--seconds 60]`; `npm run bench` runs it too.
 */
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { DEMO_PASSWORD } from "../src/shared/constants";
import { DEMO_COMPANIES } from "../src/server/db/seed/demo-data";
import { startServerProcess } from "../tests/support/server-process";

const SLOW_MS = 10_000;
/** A request still unanswered after this is abandoned and counted as an error. */
const GIVE_UP_MS = 60_000;
const SEARCHES = ["ordinateur portable", "nettoyage des bureaux", "palette bois", "emballage carton", "chariot élévateur", "formation sécurité", "traiteur", "serveur"];

type Kind = "matches" | "stats" | "search" | "interactions";

export interface PathFigures {
  requests: number;
  errors: number;
  over10s: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface MixedLoadReport {
  users: number;
  seconds: number;
  requests: number;
  errors: number;
  over10s: number;
  requestsPerSecond: number;
  byPath: Record<Kind, PathFigures>;
  /** Error answers by status (0: no answer), to say what went wrong. */
  errorStatuses: Record<string, number>;
  loadAverage: number[];
}

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

function request(agent: http.Agent, base: URL, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: url,
        timeout: GIVE_UP_MS,
        headers: { ...headers, ...(payload ? { "content-type": "application/json", origin: base.origin } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), setCookie: res.headers["set-cookie"] ?? [] }));
        res.on("error", () => resolve({ status: 0, body: "", setCookie: [] }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: "", setCookie: [] }));
    req.end(payload);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runMixedLoad(options: { users?: number; seconds?: number } = {}): Promise<MixedLoadReport> {
  const users = options.users ?? 200;
  const seconds = options.seconds ?? 60;
  const server = await startServerProcess({ demo: true, env: { RATE_LIMIT_SCALE: "0", LOG_LEVEL: "warn" } });
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: users + 10 });
  try {
    // Sign in: sessions round-robin over the demo companies (not the admin).
    const companies = DEMO_COMPANIES.filter((company) => company.accountType !== "admin");
    const sessions: { cookie: string; matchIds: number[] }[] = [];
    for (let i = 0; i < users; i++) {
      const company = companies[i % companies.length]!;
      const login = await request(agent, base, "POST", "/api/auth/login", {}, { email: company.email, password: DEMO_PASSWORD });
      if (login.status !== 200) throw new Error(`sign-in of ${company.email} failed: ${login.status} ${login.body}`);
      const cookie = login.setCookie.map((value) => value.split(";")[0]).join("; ");
      const matches = await request(agent, base, "GET", "/api/matches?limit=50", { cookie });
      sessions.push({ cookie, matchIds: (JSON.parse(matches.body) as { id: number }[]).map((match) => match.id) });
    }

    const latencies: Record<Kind, number[]> = { matches: [], stats: [], search: [], interactions: [] };
    const errors: Record<Kind, number> = { matches: 0, stats: 0, search: 0, interactions: 0 };
    const errorStatuses: Record<string, number> = {};
    const deadline = performance.now() + seconds * 1000;
    const kinds: Kind[] = ["matches", "stats", "search", "interactions"];

    async function user(index: number): Promise<void> {
      const session = sessions[index]!;
      let turn = index;
      while (performance.now() < deadline) {
        let kind = kinds[turn++ % kinds.length]!;
        if (kind === "interactions" && session.matchIds.length === 0) kind = "matches";
        const started = performance.now();
        const answer =
          kind === "matches"
            ? await request(agent, base, "GET", "/api/matches", { cookie: session.cookie })
            : kind === "stats"
              ? await request(agent, base, "GET", "/api/stats", { cookie: session.cookie })
              : kind === "search"
                ? await request(agent, base, "GET", `/api/search?q=${encodeURIComponent(SEARCHES[turn % SEARCHES.length]!)}`, { cookie: session.cookie })
                : await request(agent, base, "POST", "/api/interactions", { cookie: session.cookie }, { matchId: session.matchIds[turn % session.matchIds.length], action: "view" });
        latencies[kind].push(performance.now() - started);
        if (answer.status === 0 || answer.status >= 400) {
          errors[kind]++;
          errorStatuses[answer.status] = (errorStatuses[answer.status] ?? 0) + 1;
        }
      }
    }

    const started = performance.now();
    await Promise.all(Array.from({ length: users }, (_, index) => user(index)));
    const elapsed = (performance.now() - started) / 1000;

    const byPath = {} as Record<Kind, PathFigures>;
    for (const kind of kinds) {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      byPath[kind] = {
        requests: sorted.length,
        errors: errors[kind],
        over10s: sorted.filter((ms) => ms > SLOW_MS).length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    }
    const requests = kinds.reduce((sum, kind) => sum + byPath[kind].requests, 0);
    return {
      users,
      seconds,
      requests,
      errors: kinds.reduce((sum, kind) => sum + byPath[kind].errors, 0),
      over10s: kinds.reduce((sum, kind) => sum + byPath[kind].over10s, 0),
      requestsPerSecond: requests / elapsed,
      byPath,
      errorStatuses,
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export function printMixedLoad(report: MixedLoadReport): void {
  console.log(`\nMixed load: ${report.users} signed-in users for ${report.seconds} s (load average ${report.loadAverage.join(" / ")})`);
  console.log("| path | requests | errors | over 10 s | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|---|");
  const names: Record<Kind, string> = { matches: "GET /api/matches", stats: "GET /api/stats", search: "GET /api/search", interactions: "POST /api/interactions" };
  for (const [kind, f] of Object.entries(report.byPath) as [Kind, PathFigures][]) {
    console.log(`| ${names[kind]} | ${f.requests} | ${f.errors} | ${f.over10s} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.max.toFixed(0)} |`);
  }
  console.log(`| all | ${report.requests} (${report.requestsPerSecond.toFixed(0)} req/s) | ${report.errors} | ${report.over10s} | | | | |`);
  if (report.errors > 0) console.log(`error statuses: ${JSON.stringify(report.errorStatuses)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { users: { type: "string", default: "200" }, seconds: { type: "string", default: "60" } } });
  const report = await runMixedLoad({ users: Number(values.users), seconds: Number(values.seconds) });
  printMixedLoad(report);
  const resultsDir = path.resolve(import.meta.dirname, "results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "load-mixed.json"), `${JSON.stringify({ startedAt: new Date().toISOString(), ...report }, null, 2)}\n`);
  process.exit(report.errors === 0 && report.over10s === 0 ? 0 : 1);
}
