/**
 * JSON texts made once for values that many answers embed (issue 25). A page of matches repeats
 * each listing's title, description, keywords… in every match that names it; JSON.stringify wrote
 * them again for every answer, and Buffer.from encoded them again: 60 µs of a 14 kB page, a sixth
 * of its CPU when no answer is kept. A listing's part now keeps its JSON as UTF-8 bytes
 * (listing-parts.ts), each match view is given its text as pieces around those bytes (matches.ts),
 * and `answerJson` writes an answer from the texts it finds.
 *
 * Only values marked here are written from their text: an answer marked as carrying texts
 * (`carryingTexts`) is walked down to them, any other value goes to JSON.stringify whole. Outside
 * production, `answerJson` also checks that what it wrote reads back as JSON.stringify's answer,
 * so a view whose text forgets a field fails every test that reads it.
 */
import { isDeepStrictEqual } from "node:util";

/** A JSON text in pieces: strings, and UTF-8 bytes kept from an earlier answer. */
export type JsonPieces = ReadonlyArray<string | Buffer>;

// Kept on the values themselves under symbols, which JSON.stringify and Object.entries skip: a
// WeakMap entry per match view made more work for the garbage collector than it saved.
const TEXT = Symbol("json text");
const CARRIES = Symbol("carries json texts");
type Marked = { [TEXT]?: JsonPieces; [CARRIES]?: true };

/** Marks `value` as written `text` in answers (JSON of the same content; key order may differ). */
export function withJsonText<T extends object>(value: T, text: JsonPieces): T {
  (value as Marked)[TEXT] = text;
  return value;
}

/** Marks an answer (an object or an array) whose values, or their values, carry JSON texts. */
export function carryingTexts<T extends object>(value: T): T {
  (value as Marked)[CARRIES] = true;
  return value;
}

const isMarked = (value: unknown): value is Marked => typeof value === "object" && value !== null && ((value as Marked)[CARRIES] || (value as Marked)[TEXT] !== undefined);

/** Appends the text of a value inside a carrier to `out`; false where JSON.stringify would leave it out. */
function write(value: unknown, out: Array<string | Buffer>): boolean {
  if (!isMarked(value)) {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return false;
    out.push(text);
    return true;
  }
  const text = value[TEXT];
  if (text !== undefined) {
    out.push(...text);
  } else if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, index) => {
      if (index > 0) out.push(",");
      if (!write(item, out)) out.push("null");
    });
    out.push("]");
  } else {
    out.push("{");
    let first = true;
    for (const [key, field] of Object.entries(value)) {
      out.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
      if (write(field, out)) first = false;
      else out.pop();
    }
    out.push("}");
  }
  return true;
}

/** The JSON of an answer as UTF-8, from the texts its values were given. */
export function answerJson(value: unknown, check: boolean): Buffer {
  const pieces: Array<string | Buffer> = [];
  write(value, pieces);
  // One buffer of the exact size: strings are encoded into it, kept bytes copied as they are.
  let size = 0;
  for (const piece of pieces) size += typeof piece === "string" ? Buffer.byteLength(piece) : piece.length;
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) at += typeof piece === "string" ? body.write(piece, at) : piece.copy(body, at);
  if (check && !isDeepStrictEqual(JSON.parse(body.toString("utf8")), JSON.parse(JSON.stringify(value)))) {
    throw new Error(`the JSON text of an answer differs from its value: ${body.toString("utf8", 0, 200)}`);
  }
  return body;
}
