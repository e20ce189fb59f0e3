/** JSON answers over 1 KiB travel compressed when the client accepts it (issue 24), on /trpc and /api alike. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithCatalogue, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  const catalogue = Array.from({ length: 30 }, (_, i) => ({
    title: `Palette bois 120 × 80 cm, lot ${i + 1}`,
    description: "Palette Europe en bois traité thermiquement (NIMP 15), charge 1 500 kg, pour le stockage et le transport.",
    brand: "Bois & Co",
    price: 1290 + i,
    category: "logistics",
  }));
  server = await startServerWithCatalogue(catalogue);
});
afterAll(() => server.close());

async function fetchWith(path: string, encoding: string) {
  // fetch decompresses by itself and keeps the Content-Encoding header: what a browser does.
  const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": encoding } });
  return { res, text: await res.text() };
}

describe("compressed answers", () => {
  it("compresses a page of products on /trpc and /api (brotli or gzip), the same JSON once decoded", async () => {
    const trpcPath = `/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ limit: 40 }))}`;
    for (const path of [trpcPath, "/api/products?limit=40", "/api/products?limit=40"]) {
      const plain = await fetchWith(path, "identity");
      expect(plain.res.headers.get("content-encoding")).toBeNull();
      // Over 8 KiB: the size at which a handler that did not return its reply was sent twice, empty.
      expect(plain.text.length).toBeGreaterThan(8192);
      // Sent plain or not, the answer depends on Accept-Encoding: a cache between must know it.
      expect(plain.res.headers.get("vary"), path).toContain("accept-encoding");
      for (const encoding of ["br", "gzip"]) {
        const packed = await fetchWith(path, encoding);
        expect(packed.res.status).toBe(200);
        expect(packed.res.headers.get("content-encoding"), `${path} ${encoding}`).toBe(encoding);
        expect(JSON.parse(packed.text)).toEqual(JSON.parse(plain.text));
      }
    }
  });

  it("leaves small answers as they are", async () => {
    const small = await fetchWith("/api/stats", "br, gzip");
    expect(small.text.length).toBeLessThan(1024);
    expect(small.res.headers.get("content-encoding")).toBeNull();
  });
});
