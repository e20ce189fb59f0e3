/**
 * JSON texts made once for values that many answers embed (issue 25). A page of matches repeats
 * each listing's title, description, keywords… in every match that names it; JSON.stringify wrote
 * them again for every answer, 45 µs of a 14 kB page (a sixth of its CPU when no answer is kept).
 * A listing's part now keeps its text (listing-parts.ts), each match view is given its text built
 * from those (matches.ts), and `answerJson` writes an answer from the texts it finds.
 *
 * Only values marked here are written from their text: an answer marked as carrying texts
 * (`carryingTexts`) is walked down to them, any other value goes to JSON.stringify whole. Outside
 * production, `answerJson` also checks that what it wrote reads back as JSON.stringify's answer,
 * so a view whose text forgets a field fails every test that reads it.
 */
import { isDeepStrictEqual } from "node:util";

// Kept on the values themselves under symbols, which JSON.stringify and Object.entries skip: a
// WeakMap entry per match view made more work for the garbage collector than it saved.
const TEXT = Symbol("json text");
const CARRIES = Symbol("carries json texts");
type Marked = { [TEXT]?: string; [CARRIES]?: true };

/** Marks `value` as written `text` in answers (JSON of the same content; key order may differ). */
export function withJsonText<T extends object>(value: T, text: string): T {
  (value as Marked)[TEXT] = text;
  return value;
}

/** Marks an answer (an object or an array) whose values, or their values, carry JSON texts. */
export function carryingTexts<T extends object>(value: T): T {
  (value as Marked)[CARRIES] = true;
  return value;
}

/** The text of a value inside a carrier: `undefined` where JSON.stringify would leave it out. */
function write(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const text = (value as Marked)[TEXT];
  if (text !== undefined) return text;
  if (!(value as Marked)[CARRIES]) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? "null").join(",")}]`;
  const fields: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const written = write(field);
    if (written !== undefined) fields.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${fields.join(",")}}`;
}

/** The JSON of an answer, from the texts its values were given. */
export function answerJson(value: unknown, check: boolean): string {
  const text = typeof value === "object" && value !== null && ((value as Marked)[CARRIES] || (value as Marked)[TEXT] !== undefined) ? write(value)! : JSON.stringify(value);
  if (check && text !== undefined && !isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)))) {
    throw new Error(`the JSON text of an answer differs from its value: ${text.slice(0, 200)}`);
  }
  return text;
}
