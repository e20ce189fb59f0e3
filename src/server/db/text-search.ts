/** Searching stored text as people type it: without accents, in any case (match titles, the admin's user search). */

/** The letters a base letter stands for in a search: itself, accented or not, in either case. */
const LETTER_VARIANTS: Record<string, string> = {
  a: "aàâäáãåAÀÂÄÁÃÅ",
  e: "eéèêëEÉÈÊË",
  i: "iîïíìIÎÏÍÌ",
  o: "oôöóòõOÔÖÓÒÕ",
  u: "uûüùúUÛÜÙÚ",
  c: "cçCÇ",
  y: "yÿYŸ",
  n: "nñNÑ",
};

/**
 * A GLOB pattern that finds `query` anywhere in a text, ignoring case, accents and the kind of
 * apostrophe (' or ’): each letter becomes the class of its variants ("eco" → "*[eéèêë…][cçCÇ][oôö…]*"). A flat pattern, because
 * SQLite's parser cannot take the forty nested replace() calls that folding the column would need.
 */
export function accentInsensitiveGlob(query: string): string {
  let pattern = "*";
  for (const char of query.normalize("NFC")) {
    const base = char.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
    if (LETTER_VARIANTS[base]) pattern += `[${LETTER_VARIANTS[base]}]`;
    else if (char === "'" || char === "’") pattern += "['’]";
    else if (base !== base.toUpperCase()) pattern += `[${base}${base.toUpperCase()}]`;
    else if ("*?[".includes(char)) pattern += `[${char}]`;
    else pattern += char;
  }
  return `${pattern}*`;
}
