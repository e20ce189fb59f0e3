/**
 * Real-time figures for docs/realtime.md: with N connected Socket.IO clients (default 1,000) on
 * one server process,
 *  - publish-to-event latency: from the buyer's POST /api/needs to `match:new` at each
 *    counterpart supplier's socket (p50/p95), i.e. matching, the write and the delivery;
 *  - events per second the process delivers while buyers write messages (each message is
 *    delivered as `match:updated` to both parties and `notification:new` to the recipient);
 *  - server memory per connected socket (RSS growth over the idle process / N).
 * Request limits are off (RATE_LIMIT_SCALE=0): one buyer publishes and writes far past them.
 * Run alone with `npx tsx bench/realtime.ts 0,1000` (idle clients per run, the peer first); `npm run bench` runs it in its own process.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { serializeSessionCookie } from "../src/server/auth/cookies";
import { createSession, generateSessionToken } from "../src/server/auth/sessions";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { insertCompanies } from "../src/server/db/seed";
import type { SeedCompany } from "../src/server/db/seed/types";
import type { ClientToServerEvents, ServerToClientEvents } from "../src/shared/events";
import { startServerProcess } from "../tests/support/server-process";
import type { ApiClient} from "../tests/support/test-server";
import { registeredClient } from "../tests/support/test-server";

export interface RealtimeReport {
  clients: number;
  /** 1-minute load average when the run ended: other work on the machine skews every figure. */
  loadAverage: number;
  publishToEventMs: { p50: number; p95: number; samples: number };
  /** The author's side: POST /api/needs sent → its answer received. */
  publishAnswerMs: { p50: number; p95: number; samples: number };
  delivery: { seconds: number; messagesPerSecond: number; eventsPerSecond: number };
  memory: { idleRssMB: number; connectedRssMB: number; perSocketKB: number };
  connectSeconds: number;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const PUBLISHES = 40;
const SUPPLIERS = 5;
const DELIVERY_SECONDS = 5;
const WRITERS = 4;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(url: string, cookie: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const cookieOf = (client: ApiClient) => client.cookieHeader()!;

export async function runRealtimeBench(clients = 1_000): Promise<RealtimeReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-bench-rt-"));
  const databaseUrl = `file:${path.join(dataDir, "maillon.db")}`;

  // Idle accounts and their sessions are written straight into the database: 1,000 sign-ins
  // would time argon2, not the real-time layer.
  const database = await openDatabase(databaseUrl);
  await migrateDatabase(database);
  const idle: SeedCompany[] = Array.from({ length: clients }, (_, i) => ({
    key: `idle${i}`,
    username: `idle${i}`,
    email: `idle${i}@bench.exemple.fr`,
    companyName: `Entreprise ${i}`,
    accountType: i % 2 ? "buyer" : "supplier",
    sector: "services",
    location: "Lyon",
    contactName: "Bench",
    bio: "",
    displayName: `Entreprise ${i}`,
  }));
  const ids = await insertCompanies(database, idle, "Bench-password-2026");
  const cookies: string[] = [];
  for (const id of ids.values()) {
    const token = generateSessionToken();
    const session = await createSession(database, token, id);
    cookies.push(serializeSessionCookie({ production: false }, token, session.expiresAt).split(";")[0]!);
  }
  database.close();

  const server = await startServerProcess({ demo: false, env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "error", RATE_LIMIT_SCALE: "0" } });
  const sockets: ClientSocket[] = [];
  try {
    const suppliers = [];
    for (let i = 0; i < SUPPLIERS; i++) {
      const supplier = await registeredClient(server.url, "supplier", { location: "Nantes", companyName: `Propreté ${i}` });
      await supplier.client.post("/api/offers", {
        title: `Nettoyage et entretien de bureaux ${i}`,
        description: "Entretien quotidien des locaux professionnels : sols, sanitaires, vitres, poubelles.",
        category: "services",
        price: 1500,
        location: "Nantes",
        keywords: ["nettoyage", "entretien des locaux", "bureaux"],
      });
      suppliers.push(supplier);
    }
    const buyer = await registeredClient(server.url, "buyer", { location: "Nantes" });
    await sleep(1_000);
    const idleRssMB = rssMB(server.pid);

    const connectStarted = performance.now();
    for (let i = 0; i < cookies.length; i += 100) sockets.push(...(await Promise.all(cookies.slice(i, i + 100).map((c) => connect(server.url, c)))));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const counterpartSockets = await Promise.all(suppliers.map((s) => connect(server.url, cookieOf(s.client))));
    const buyerSocket = await connect(server.url, cookieOf(buyer.client));
    sockets.push(...counterpartSockets, buyerSocket);
    await sleep(3_000);
    const connectedRssMB = rssMB(server.pid);

    // Publish-to-event latency at the counterparts.
    const latencies: number[] = [];
    const answers: number[] = [];
    const matchIds: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const started = performance.now();
      const arrivals = counterpartSockets.map(
        (socket) =>
          new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => resolve(null), 5_000);
            socket.once("match:new", ({ matchId }) => {
              clearTimeout(timer);
              matchIds.push(matchId);
              resolve(performance.now() - started);
            });
          }),
      );
      const res = await buyer.client.post("/api/needs", {
        title: `Nettoyage de nos bureaux, site ${i}`,
        description: `Recherche une entreprise de nettoyage pour l'entretien quotidien de ${400 + i * 10} m² de bureaux.`,
        category: "services",
        budget: 20000,
        location: "Nantes",
        keywords: ["nettoyage", "bureaux"],
      });
      if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
      answers.push(performance.now() - started);
      for (const ms of await Promise.all(arrivals)) if (ms !== null) latencies.push(ms);
    }
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);

    // Delivery: buyers' messages on their matches, counted where they arrive.
    let delivered = 0;
    for (const socket of [...counterpartSockets, buyerSocket]) {
      socket.on("match:updated", () => delivered++);
      socket.on("notification:new", () => delivered++);
    }
    let sent = 0;
    const deadline = performance.now() + DELIVERY_SECONDS * 1000;
    const deliveryStarted = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let n = w; performance.now() < deadline; n += WRITERS) {
          const res = await buyer.client.post(`/api/matches/${matchIds[n % matchIds.length]}/messages`, { body: `Message ${n}` });
          if (res.status !== 201) throw new Error(`message failed: ${res.status} ${JSON.stringify(res.body)}`);
          sent++;
        }
      }),
    );
    await sleep(500);
    const seconds = (performance.now() - deliveryStarted) / 1000;

    return {
      clients: sockets.length,
      loadAverage: os.loadavg()[0]!,
      publishToEventMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), samples: latencies.length },
      publishAnswerMs: { p50: percentile(answers, 50), p95: percentile(answers, 95), samples: answers.length },
      delivery: { seconds, messagesPerSecond: sent / seconds, eventsPerSecond: delivered / seconds },
      memory: { idleRssMB, connectedRssMB, perSocketKB: clients > 0 ? ((connectedRssMB - idleRssMB) * 1024) / clients : Number.NaN },
      connectSeconds,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The peer run (no idle clients) beside the loaded one: the ratio is the cost of the sockets. */
export function printRealtime(reports: readonly RealtimeReport[]): void {
  console.log("\nReal time (one server process; idle clients connected beside the 6 measured ones)");
  console.log("| idle clients | publish answered p50 / p95 ms | publish → match:new p50 / p95 ms | events delivered / s (messages / s) | RSS idle → connected MB | per socket KB | load avg |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of reports) {
    console.log(
      `| ${(r.clients - SUPPLIERS - 1).toLocaleString("en")} | ${r.publishAnswerMs.p50.toFixed(1)} / ${r.publishAnswerMs.p95.toFixed(1)} | ${r.publishToEventMs.p50.toFixed(1)} / ${r.publishToEventMs.p95.toFixed(1)} (${r.publishToEventMs.samples}) | ${r.delivery.eventsPerSecond.toFixed(0)} (${r.delivery.messagesPerSecond.toFixed(0)}) | ${r.memory.idleRssMB.toFixed(0)} → ${r.memory.connectedRssMB.toFixed(0)} | ${typeof r.memory.perSocketKB === "number" && !Number.isNaN(r.memory.perSocketKB) ? r.memory.perSocketKB.toFixed(1) : "–"} | ${r.loadAverage.toFixed(1)} |`,
    );
  }
  const [peer, loaded] = reports;
  if (peer && loaded) console.log(`p50 ratio ${(loaded.publishToEventMs.p50 / peer.publishToEventMs.p50).toFixed(2)}×, p95 ratio ${(loaded.publishToEventMs.p95 / peer.publishToEventMs.p95).toFixed(2)}×`);
}

/** Each size in turn, the peer (0) first. */
export async function runRealtimeBenches(sizes: readonly number[]): Promise<RealtimeReport[]> {
  const reports: RealtimeReport[] = [];
  for (const size of sizes) reports.push(await runRealtimeBench(size));
  return reports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.argv[2] ?? "0,1000").split(",").map(Number);
  const reports = await runRealtimeBenches(sizes);
  if (process.send) process.send(reports);
  else printRealtime(reports);
}
