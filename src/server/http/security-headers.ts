/**
 * Security headers on every response (DESIGN §10), computed once per listening port instead of
 * rebuilt by a middleware chain on every request (issue 12: helmet's chain showed in the profile).
 *
 * - CSP `connect-src` names only our own origins, with their ws:/wss: twins for Socket.IO: no
 *   `ws:`/`wss:` wildcard that would let injected script talk to any host.
 * - `X-Frame-Options: DENY` says what `frame-ancestors 'none'` says, for browsers without CSP 2.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppConfig } from "../config";
import { allowedOrigins } from "./origin";

type Config = Pick<AppConfig, "publicOrigins" | "production">;

function webSocketTwin(origin: string): string {
  return origin.replace(/^http/, "ws");
}

export function contentSecurityPolicy(config: Config, port: number): string {
  const origins = allowedOrigins(config, port);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${origins.flatMap((origin) => [origin, webSocketTwin(origin)]).join(" ")}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "script-src-attr 'none'",
  ];
  if (config.production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(config: Config, port: number): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(config, port)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "no-referrer"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  if (config.production) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Sets the headers on a response: one lookup and a few setHeader calls per request. */
export function securityHeadersSetter(config: Config) {
  const byPort = new Map<number, [string, string][]>();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const port = req.socket.localPort ?? 0;
    let headers = byPort.get(port);
    if (!headers) {
      headers = securityHeaders(config, port);
      byPort.set(port, headers);
    }
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
