/**
 * Integration tests: the real server (HTTP, tRPC, /api, Socket.IO) started in the test process on a
 * free port with a temporary database file, and a small client that keeps its own cookie jar.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config";
import { startServer, type RunningServer } from "../../src/server/main";

export interface TestServer extends RunningServer {
  dataDir: string;
}

export async function startTestServer(options: { demo?: boolean } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-test-"));
  const config = {
    ...loadConfig({}),
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `file:${path.join(dataDir, "maillon.db")}`,
    dataDir,
    demo: options.demo ?? false,
    logLevel: process.env.TEST_LOG_LEVEL ?? "silent",
  };
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A user agent with its own session cookie, like one browser. */
export class ApiClient {
  private cookie: string | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) {
      const pair = setCookie.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? null : pair;
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

  /** The session cookie, to open a Socket.IO connection as this user. */
  cookieHeader(): string | null {
    return this.cookie;
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
