/**
 * What the web app's pages ask, computed: the /trpc requests the dashboard, the matches page and
 * the marketplace send when they open (as Chromium sent them for the demo buyer, 27 Nov 2026), each
 * measured alone with autocannon (100 connections) against the compiled server with
 * `ANSWER_CACHE=0`, so that every answer is computed; `--kept` measures them with kept answers.
 * The server CPU per request is the steadier figure on a shared machine (`/proc`).
 * Run: `npx tsx bench/pages.ts [--duration S] [--kept]`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { measure, signIn, startMaillon, stop } from "./load";

const batch = (procedures: string, input: Record<string, unknown> = {}) => `/trpc/${procedures}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;

/** Every page asks for the session's user and the unread notifications first. */
const PAGES: Array<[string, string]> = [
  ["every page: auth.me", batch("auth.me")],
  ["every page: notifications.unreadCount", batch("notifications.unreadCount")],
  ["/dashboard: matches.list,user.stats,matches.counts", batch("matches.list,user.stats,matches.counts", { 0: { direction: "forward" } })],
  ["/dashboard: matches.unread", batch("matches.unread")],
  ["/matches: matches.list,matches.counts,user.stats", batch("matches.list,matches.counts,user.stats", { 0: { tab: "pending", leads: "shown", direction: "forward" } })],
  // The counterparts of the demo buyer's shown matches (the demo data's user ids).
  ["/matches: matches.unread,quotes.responsivenessOf", batch("matches.unread,quotes.responsivenessOf", { 1: { userIds: [28, 20, 21, 38] } })],
  ["/marketplace: products.list", batch("products.list", { 0: { limit: 20 } })],
];

const { values } = parseArgs({ options: { duration: { type: "string", default: "5" }, kept: { type: "boolean", default: false } } });
// startMaillon builds the server only for its first run, with kept answers: build it here.
if (spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: path.resolve(import.meta.dirname, ".."), stdio: "inherit" }).status !== 0) throw new Error("server build failed");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-pages-"));
const maillon = await startMaillon(dataDir, undefined, undefined, values.kept ? {} : { ANSWER_CACHE: "0" });
try {
  const cookie = await signIn(maillon.url, "acheteur@maillon.fr");
  console.log(`\n${values.kept ? "Kept answers" : "Computed (ANSWER_CACHE=0)"}, 100 connections, ${values.duration} s each, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  console.log("| request | req/s | server CPU µs/request | p99 ms | non-2xx |\n|---|---|---|---|---|");
  for (const [name, url] of PAGES) {
    const row = await measure(name, maillon.child, `${maillon.url}${url}`, Number(values.duration), 100, { cookie });
    console.log(`| ${name} | ${row.requestsPerSecond} | ${row.cpuMicrosPerRequest} | ${row.latencyMs.p99} | ${row.non2xx} |`);
  }
} finally {
  await stop(maillon.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
