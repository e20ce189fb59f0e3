/**
 * Content stamps of the public files (issue 24): a product image is given out as
 * `/images/products/box.svg?v=<hash of its bytes>`, which the static server answers as immutable
 * for a year. The name stays per item (box.svg), so the stamp, not the name, changes when the
 * drawing does: a browser never keeps a stale image, and the bare URL still answers (cached for
 * an hour). Files are read once, as the static server reads them at start.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The stamp of a file's bytes: 12 base64url characters of its SHA-256 (72 bits). */
export function contentVersion(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 12);
}

export type StampUrl = (url: string) => string;

/** Leaves every URL as it is: a process without the built web app (the CLI, most tests). */
export const unstamped: StampUrl = (url) => url;

/**
 * Stamps a local path ("/images/…") with the version of the file of `webDir` it names; any other
 * URL, or a file that is not there, is returned unchanged.
 */
export function fileStamper(webDir: string): StampUrl {
  const versions = new Map<string, string | null>();
  const root = path.resolve(webDir);
  return (url) => {
    if (!url.startsWith("/") || url.startsWith("//") || url.includes("?")) return url;
    let version = versions.get(url);
    if (version === undefined) {
      const file = path.resolve(root, `.${decodeURIComponent(url)}`);
      version = file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile() ? contentVersion(fs.readFileSync(file)) : null;
      versions.set(url, version);
    }
    return version ? `${url}?v=${version}` : url;
  };
}
