/**
 * Control characters and forced writing directions, refused in every text a user sends (the
 * server's JSON bodies, file names): a NUL cuts what SQLite's readers return, an escape sequence
 * reaches the operators' terminals, U+202E makes « facture\u202Efdp.exe » read « factureexe.pdf ».
 * Tabs and line breaks are text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
