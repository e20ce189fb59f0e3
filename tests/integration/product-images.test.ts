/**
 * Product images are immutable (issue 24): the API gives each image with a stamp of its content,
 * which the static server caches for a year; a new drawing under the same name gets a new URL, and
 * the bare URL still answers, cached for an hour only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importProducts } from "../../src/server/services/catalogue-import";
import { startTestServer } from "../support/test-server";

const IMAGE = "/images/products/box.svg";
const drawing = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>`;
let webDir: string;

beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-web-"));
  fs.mkdirSync(path.join(webDir, "images/products"), { recursive: true });
  fs.writeFileSync(path.join(webDir, "index.html"), '<!doctype html><html lang="fr"><title>Maillon</title></html>');
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** Starts a server on webDir with box.svg drawn in `colour` and one product showing it; the URL the API gives. */
async function imageUrlServed(colour: string): Promise<{ url: string; base: string; close: () => Promise<void> }> {
  fs.writeFileSync(path.join(webDir, IMAGE), drawing(colour));
  const server = await startTestServer({ webDir });
  const report = await importProducts(server.services.database, [
    { title: "Cartons double cannelure", description: "Lot de 50 cartons 60 × 40 × 40 cm, emballage robuste.", brand: "Embalis", price: 4900, category: "packaging", images: [IMAGE] },
  ]);
  server.services.products.indexRows(report.rows);
  const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { images: string[] }[];
  return { url: product!.images[0]!, base: server.url, close: () => server.close() };
}

describe("product images", () => {
  it("are given with a content stamp, served immutable, and get a new URL when the drawing changes", async () => {
    const first = await imageUrlServed("#ff0000");
    try {
      expect(first.url).toMatch(/^\/images\/products\/box\.svg\?v=[\w-]{12}$/);
      const stamped = await fetch(`${first.base}${first.url}`);
      expect(stamped.status).toBe(200);
      expect(await stamped.text()).toContain("#ff0000");
      expect(stamped.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // The bare URL, and an old stamp, keep working with a short cache.
      for (const old of [IMAGE, `${IMAGE}?v=outdatedstmp`]) {
        const res = await fetch(`${first.base}${old}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      }
    } finally {
      await first.close();
    }
    const second = await imageUrlServed("#0000ff");
    try {
      expect(second.url).not.toBe(first.url);
      const res = await fetch(`${second.base}${second.url}`);
      expect(await res.text()).toContain("#0000ff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    } finally {
      await second.close();
    }
  });
});
