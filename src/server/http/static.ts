/**
 * The built web app, served from memory (issue 11, Delivery).
 *
 * - Files are read once at start with their precompressed twins (`.br`, `.gz`, written by the
 *   build: see vite.config.ts); a file built without them is gzipped here once, at start.
 * - The answer is brotli or gzip as the browser accepts, never a 572 kB plain script.
 * - Hashed assets (`/assets/*`) are immutable for a year; a missing one is 404, not the app page,
 *   so a stale tab asking for an old chunk fails visibly instead of parsing HTML as JavaScript.
 * - Every other GET is a client-side route and gets the app shell, revalidated on each visit.
 * - Any other file asked with `?v=<its content stamp>` (file-versions.ts: product images) is
 *   immutable too; without the stamp, or with an old one, it is cached for an hour.
 */
import { isClientRoute } from "../../shared/client-routes";
import { contentVersion } from "../file-versions";
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { acceptedEncodings } from "./compression";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);
/** Below this size the encoding headers cost more than they save. */
const MIN_COMPRESS_BYTES = 1024;

export const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";
const REVALIDATE = "no-cache";

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** contentVersion of the body: a request stamped with it may be cached for good. */
  version: string;
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.name.endsWith(".br") || entry.name.endsWith(".gz") ? [] : [path.relative(base, full)];
  });
}

function readOptional(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

export function loadStaticFiles(webDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(webDir)) {
    const full = path.join(webDir, relative);
    const ext = path.extname(relative).toLowerCase();
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    const body = fs.readFileSync(full);
    const compressible = COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;
    files.set(urlPath, {
      body,
      br: compressible ? readOptional(`${full}.br`) : undefined,
      gzip: compressible ? (readOptional(`${full}.gz`) ?? gzipSync(body)) : undefined,
      type: CONTENT_TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : urlPath === "/index.html" ? REVALIDATE : SHORT_LIVED,
      version: contentVersion(body),
    });
  }
  return files;
}

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl = file.cacheControl, status = 200): void {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && req.headers["if-none-match"] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  let body = file.body;
  if (file.br && accepted.br) {
    body = file.br;
    res.setHeader("Content-Encoding", "br");
  } else if (file.gzip && accepted.gzip) {
    body = file.gzip;
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Content-Length", body.length);
  res.statusCode = status;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves the files, `/assets/*` 404s, and the app shell for every other GET or HEAD (with 404
 * when the app has no such page); answers
 * false, writing nothing, for another method. Requests for /api, /trpc and /socket.io never reach
 * it (their routes come first).
 */
export function staticWebApp(webDir: string) {
  const files = loadStaticFiles(webDir);
  const shell = files.get("/index.html");
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let pathname: string;
    let stamp: string | null = null;
    try {
      const url = new URL(req.url ?? "/", "http://x");
      pathname = decodeURIComponent(url.pathname);
      stamp = url.searchParams.get("v");
    } catch {
      pathname = "/";
    }
    const file = pathname === "/index.html" ? undefined : files.get(pathname);
    if (file) {
      send(req, res, file, stamp === file.version ? IMMUTABLE : file.cacheControl);
      return true;
    }
    if (pathname.startsWith("/assets/") || !shell) {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end("Fichier introuvable");
      return true;
    }
    // The app shell renders its "page introuvable" for an unknown path: said with 404 too, so that
    // crawlers and link checkers see it (issue 23).
    send(req, res, shell, REVALIDATE, isClientRoute(pathname) ? 200 : 404);
    return true;
  };
}
