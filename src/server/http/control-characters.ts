/**
 * Texts that carry control characters are refused at the door, whatever the field: a NUL cut the
 * value where SQLite's readers stop (a title stored whole, read back as its first letter), an
 * escape sequence or a bell reaches the operators' terminals through `market`, and a forced
 * writing direction (U+202E) makes a name read as another. Tabs and line breaks are text.
 */
import { hasControlCharacters } from "../../shared/control-characters";

export class ControlCharactersError extends Error {
  readonly statusCode = 400;
}

/** Whether any text of a parsed JSON body, key or value, carries one; walked without recursion. */
export function carriesControlCharacters(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (hasControlCharacters(value)) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (hasControlCharacters(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
