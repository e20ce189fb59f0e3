/**
 * Integration tests: the real server (HTTP, tRPC, /api, Socket.IO) started in the test process on a
 * free port with a temporary database file, and a small client that keeps its own cookie jar.
 * The database file is a copy of the template that ./integration-global-setup.ts migrated once.
 */
import pino, { type Logger } from "pino";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { loadConfig, type AppConfig } from "../../src/server/config";
import { startServer, type RunningServer } from "../../src/server/main";
import { importProducts } from "../../src/server/services/catalogue-import";

export interface TestServer extends RunningServer {
  dataDir: string;
}

export async function startTestServer(
  options: { demo?: boolean; rateLimitScale?: number; publicOrigins?: string[]; webDir?: string; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-test-"));
  const databaseFile = path.join(dataDir, "maillon.db");
  // Already migrated: the server's migrateDatabase finds every migration applied and does nothing.
  // Without the integration globalSetup (another runner), the server migrates the new file itself.
  const template = inject("templateDatabase");
  if (template) fs.copyFileSync(template, databaseFile);
  const config = {
    ...loadConfig({}),
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `file:${databaseFile}`,
    dataDir,
    demo: options.demo ?? false,
    logLevel: process.env.TEST_LOG_LEVEL ?? "silent",
    // Every test client shares 127.0.0.1, so limits are raised a hundredfold unless a test of the
    // limits asks for the real ones (rateLimitScale: 1).
    rateLimitScale: options.rateLimitScale ?? 100,
    ...(options.publicOrigins ? { publicOrigins: options.publicOrigins } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...options.config,
  };
  const server = await startServer(config, testLogger());
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's log during a test: silent, except errors, which go to console.error, where the
 * console guard (console-guard.ts) fails the test that caused them unless it announced them
 * (issue 19). TEST_LOG_LEVEL shows more, on stdout.
 */
function testLogger(): Logger | undefined {
  if (process.env.TEST_LOG_LEVEL) return undefined;
  return pino({ level: "error" }, { write: (line: string) => console.error(`erreur du serveur : ${line.trim()}`) });
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A user agent with its own cookies, like one browser: it sends Origin on every request, as a
 * browser does on state changes (pass `{ origin: "" }` in defaultHeaders to send none).
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  private get cookie(): string | null {
    return this.cookies.size ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : null;
  }

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: withoutEmpty({
        origin: this.baseUrl,
        ...this.defaultHeaders,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      }),
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value && !/max-age=0/i.test(setCookie)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /** The cookies, to open a Socket.IO connection as this user. */
  cookieHeader(): string | null {
    return this.cookie;
  }

  /** Forgets the session cookie only (a new browser tab after logout keeps the device cookie). */
  dropCookie(name: string): void {
    this.cookies.delete(name);
  }

  get<T = any>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", url, body, headers);
  }
  put<T = any>(url: string, body?: unknown) {
    return this.request<T>("PUT", url, body);
  }
  patch<T = any>(url: string, body?: unknown) {
    return this.request<T>("PATCH", url, body);
  }
  delete<T = any>(url: string) {
    return this.request<T>("DELETE", url);
  }
}

function withoutEmpty(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ""));
}

let counter = 0;
/** A valid registration body with a unique username and e-mail. */
export function newAccount(accountType: "buyer" | "supplier", overrides: Record<string, unknown> = {}) {
  counter++;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user${id}`,
    email: `user${id}@exemple.fr`,
    password: "Tournesol-42",
    companyName: `Entreprise ${id}`,
    accountType,
    sector: "technology",
    location: "Lyon",
    ...overrides,
  };
}

export async function registeredClient(baseUrl: string, accountType: "buyer" | "supplier", overrides: Record<string, unknown> = {}) {
  const client = new ApiClient(baseUrl);
  const account = newAccount(accountType, overrides);
  const res = await client.post("/api/auth/register", account);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, account, user: res.body.user as { id: number } };
}

/** A test server whose product catalogue holds `catalogue`, imported and indexed for search. */
export async function startServerWithCatalogue(catalogue: Record<string, unknown>[]): Promise<TestServer> {
  const server = await startTestServer();
  const report = await importProducts(server.services.database, catalogue);
  server.services.products.indexRows(report.rows);
  return server;
}
