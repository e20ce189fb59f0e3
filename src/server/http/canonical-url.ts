/**
 * One spelling per path, fixed before anything reads the URL (issue 18).
 *
 * The router decodes percent-escapes before it matches a route, so `/%61pi/needs` reaches the
 * `/api/needs` handler; a check that read the raw URL (Origin/CSRF, rate limits, no-store, the
 * answer caches) saw a path outside /api and let it through. Here every request's target is
 * rewritten once, as it enters the server: escapes of unreserved characters (RFC 3986 §6.2.2.2:
 * letters, digits, `-._~`) are decoded, the hex of the others is upper-cased, and an absolute-form
 * target keeps only its path and query. Escapes of reserved characters (`%2F`, `%3F`...) stay
 * escaped: decoding them would change the path's segments, and the router keeps them too. A target
 * that cannot be decoded (a lone `%`, bytes that are not UTF-8) is refused with 400, never guessed.
 */
import type { RequestListener } from "node:http";
import { ERRORS } from "../../shared/messages";

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The canonical form of a request target, or null when it cannot be decoded. */
export function canonicalTarget(target: string): string | null {
  let origin = target;
  if (!target.startsWith("/")) {
    // Absolute form (`GET http://host/api/x`): a proxy's spelling of the same request.
    try {
      const url = new URL(target);
      origin = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  const queryAt = origin.search(/[?#]/);
  const path = queryAt === -1 ? origin : origin.slice(0, queryAt);
  const rest = queryAt === -1 ? "" : origin.slice(queryAt);
  if (!path.includes("%")) return origin;
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return null;
  try {
    decodeURIComponent(path);
  } catch {
    return null;
  }
  const canonical = path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return canonical + rest;
}

/** Rewrites each request's URL to its canonical form, or answers 400 when there is none. */
export function canonicalUrls(handler: RequestListener): RequestListener {
  return (req, res) => {
    const canonical = canonicalTarget(req.url ?? "/");
    if (canonical === null) {
      res.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ error: ERRORS.badRequestTarget }));
      return;
    }
    req.url = canonical;
    handler(req, res);
  };
}
