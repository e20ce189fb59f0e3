/**
 * Compressed JSON answers (issues 24 and 25). An /api or /trpc answer of 1 KiB or more travels
 * compressed when the client takes it (every browser does): br, else gzip.
 *
 * A body is compressed once per encoding and the result kept beside it, so that a kept answer
 * (answer-cache.ts) served a thousand times is compressed once, not on every request: sent to a
 * browser, a kept page of matches cost six times what it cost a client asking for no compression.
 */
import zlib from "node:zlib";
import type { FastifyReply } from "fastify";
import type { KeptAnswer } from "./answer-cache";

/** Answers smaller than this are sent as they are: compressing them saves less than the headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at quality 4: about 0.15 ms for a 17 kB page of matches, within 15 % of the size of quality 11. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = "br" | "gzip";

/** br when the client takes it, else gzip, else nothing (q=0 means "not this one"). */
export function acceptedEncodings(header: string | undefined): Record<Encoding, boolean> {
  const accepted = { br: false, gzip: false };
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name === "br" || name === "gzip") accepted[name] = !refused;
    if (name === "*" && !refused) {
      accepted.br ||= true;
      accepted.gzip ||= true;
    }
  }
  return accepted;
}

/**
 * Bodies above this are compressed on libuv's thread pool, off the event loop, as
 * @fastify/compress does on a host of two cores or more; smaller ones at once, where the hop would
 * cost more than the work.
 */
const AT_ONCE_MAX_BYTES = 8 * 1024;

function compressedOnPool(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(body, BROTLI_OPTIONS, done);
    else zlib.gzip(body, done);
  });
}

/** Each body's compressed forms, kept as long as the body is (a kept answer holds its body). */
const compressedForms = new WeakMap<Buffer, Partial<Record<Encoding, Buffer | Promise<Buffer>>>>();

function compressed(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  let forms = compressedForms.get(body);
  if (!forms) compressedForms.set(body, (forms = {}));
  const known = forms[encoding];
  if (known) return known;
  if (body.length <= AT_ONCE_MAX_BYTES) return (forms[encoding] = encoding === "br" ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body));
  // Requests for the same body meanwhile wait for this one compression.
  const pending = compressedOnPool(body, encoding).then((done) => (forms[encoding] = done));
  // A failure is not kept: the next request tries again.
  pending.catch(() => delete forms[encoding]);
  return (forms[encoding] = pending);
}

/**
 * What to send of a JSON body: compressed when it is large enough and the client takes it, with
 * the headers that say so set on the reply (@fastify/compress leaves such a body alone).
 */
export async function bodyToSend(reply: FastifyReply, body: Buffer): Promise<Buffer> {
  if (body.length < COMPRESS_MIN_BYTES) return body;
  // A cache between us and the client must not give one client's encoding to another.
  const vary = reply.getHeader("Vary");
  void reply.header("Vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const accepted = acceptedEncodings(reply.request.headers["accept-encoding"]);
  const encoding = accepted.br ? "br" : accepted.gzip ? "gzip" : null;
  if (!encoding) return body;
  const sent = await compressed(body, encoding);
  void reply.header("Content-Encoding", encoding);
  return sent;
}

/** Sends a JSON answer, computed or kept, with its status and headers. */
export async function sendAnswer(reply: FastifyReply, answer: KeptAnswer): Promise<FastifyReply> {
  void reply.code(answer.status).headers(answer.headers);
  return reply.send(await bodyToSend(reply, answer.body));
}
