import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { acceptedEncodings, bodyToSend } from "./compression";

/** The same body on every request, as a kept answer (answer-cache.ts) is. */
const KEPT = Buffer.from(JSON.stringify(Array.from({ length: 60 }, (_, id) => ({ id, title: `Palette bois lot ${id}`, score: 0.8 }))));
/** Over 8 KiB: compressed on the thread pool rather than on the event loop. */
const LARGE = Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, id) => ({ id, title: `Palette bois lot ${id}`, score: 0.8 }))));
const SMALL = Buffer.from(JSON.stringify({ totalUsers: 3 }));

const app = Fastify();
for (const [url, body] of [["/kept", KEPT], ["/large", LARGE], ["/small", SMALL]] as const) {
  app.get(url, async (_request, reply) => reply.type("application/json").send(await bodyToSend(reply, body)));
}
beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) => app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("bodyToSend", () => {
  it("compresses a kept body once per encoding, however often it is sent", async () => {
    const brotli = vi.spyOn(zlib, "brotliCompressSync");
    const first = await get("/kept", "gzip, deflate, br");
    const second = await get("/kept", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(second.rawPayload).equals(KEPT)).toBe(true);
    expect(Number(second.headers["content-length"])).toBe(second.rawPayload.length);
    expect(brotli).toHaveBeenCalledTimes(1);
    brotli.mockRestore();
  });

  it("compresses a large body off the event loop, once for requests that come meanwhile", async () => {
    expect(LARGE.length).toBeGreaterThan(8 * 1024);
    const atOnce = vi.spyOn(zlib, "brotliCompressSync");
    const onPool = vi.spyOn(zlib, "brotliCompress");
    const answers = await Promise.all([get("/large", "br"), get("/large", "br"), get("/large", "br")]);
    expect(atOnce).not.toHaveBeenCalled();
    expect(onPool).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    expect(zlib.brotliDecompressSync(answers[0]!.rawPayload).equals(LARGE)).toBe(true);
  });

  it("sends gzip to a client that refuses br, and the body as it is to one that takes neither", async () => {
    const gzip = await get("/kept", "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).equals(KEPT)).toBe(true);
    const plain = await get("/kept");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(KEPT)).toBe(true);
    // Either way a cache between must know that the answer depends on Accept-Encoding.
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(gzip.headers.vary).toBe("accept-encoding");
  });

  it("leaves a body under 1 KiB as it is", async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.rawPayload.equals(SMALL)).toBe(true);
  });
});

describe("acceptedEncodings", () => {
  it("reads q=0 as a refusal and * as any", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("*")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});
