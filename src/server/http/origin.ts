/**
 * Where requests may come from (DESIGN §2, §10). The allowed origins come from configuration
 * (`PUBLIC_URL`), never from the request's Host header: a forged Host must not make a foreign page
 * look like our own.
 *
 * CSRF: a browser sends Origin with every cross-site state-changing request, so an unsafe request
 * whose Origin is not ours is refused. A request without Origin is refused too when it carries the
 * session cookie, unless `Sec-Fetch-Site: same-origin` says the browser itself made it from our
 * page; without a cookie it can only act as a visitor (curl, scripts), which is no CSRF risk.
 *
 * One exception (issue 22, docs/security.md): the RFC 8058 one-click unsubscribe. Mail providers
 * post it from their own servers, or from their web page (a foreign Origin), with a token in the
 * URL as their only credential. The endpoint reads nothing but that token (never the session
 * cookie), and the token can only turn off what it names: a forged cross-site post can do no more
 * than the link itself, so the Origin check protects nothing there.
 */
import type { IncomingMessage } from "node:http";
import type { AppConfig } from "../config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The allowed origins for a server listening on `port` (the port it really listens on). */
export function allowedOrigins(config: Pick<AppConfig, "publicOrigins">, port: number): readonly string[] {
  if (config.publicOrigins.length > 0) return config.publicOrigins;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** Memoised per listening port: the list is read on every unsafe request. */
export function originPolicy(config: Pick<AppConfig, "publicOrigins">) {
  const byPort = new Map<number, ReadonlySet<string>>();
  return (req: IncomingMessage): ReadonlySet<string> => {
    const port = req.socket.localPort ?? 0;
    let origins = byPort.get(port);
    if (!origins) {
      origins = new Set(allowedOrigins(config, port));
      byPort.set(port, origins);
    }
    return origins;
  };
}

export type CsrfVerdict = "allowed" | "foreign-origin" | "no-origin";

export function csrfVerdict(req: IncomingMessage, allowed: ReadonlySet<string>, hasSessionCookie: boolean): CsrfVerdict {
  if (SAFE_METHODS.has(req.method ?? "GET")) return "allowed";
  const origin = req.headers.origin;
  if (origin !== undefined) return allowed.has(origin) ? "allowed" : "foreign-origin";
  if (!hasSessionCookie) return "allowed";
  return req.headers["sec-fetch-site"] === "same-origin" ? "allowed" : "no-origin";
}

/** The one unsafe endpoint that answers whatever the Origin: its link is its only credential. */
export const ORIGIN_FREE_ENDPOINT = { method: "POST", path: "/api/alerts/unsubscribe" } as const;

export function isOriginFree(req: IncomingMessage): boolean {
  return req.method === ORIGIN_FREE_ENDPOINT.method && (req.url ?? "").split("?")[0] === ORIGIN_FREE_ENDPOINT.path;
}
