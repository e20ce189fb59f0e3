/**
 * Texts that carry control characters are refused at the door, whatever the field: a NUL cut the
 * value where SQLite's readers stop (a title stored whole, read back as its first letter), an
 * escape sequence or a bell reaches the operators' terminals through `market`, and a forced
 * writing direction (U+202E) makes a name read as another. Tabs and line breaks are text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export class ControlCharactersError extends Error {
  readonly statusCode = 400;
}

/** Whether any text of a parsed JSON body, key or value, carries one; walked without recursion. */
export function carriesControlCharacters(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (CONTROL.test(value)) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (CONTROL.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
