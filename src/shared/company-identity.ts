/**
 * A French company's legal numbers, checked the way the official formats define them (issue 21).
 * What passes is well formed, not registered: nothing here queries the official register (INSEE
 * Sirene), and the badge says so.
 */

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, "");

/** The Luhn checksum (ISO/IEC 7812), used by SIREN and SIRET. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments (SIREN 356 000 000) are numbered outside Luhn: their SIRET digits sum to a multiple of 5. */
const LA_POSTE_SIREN = "356000000";

export type CompanyNumberKind = "siren" | "siret";

/**
 * The SIREN (9 digits) or SIRET (14 digits) written without spaces, or null when its key is wrong.
 * « SIREN 012345678 » and « SIRET 01234567800012 », as the exports write them, are read too.
 */
export function normaliseCompanyNumber(value: string): { kind: CompanyNumberKind; number: string; siren: string } | null {
  const labelled = /^\s*(SIREN|SIRET)\s*:?\s*(.*)$/i.exec(value);
  const digits = digitsOnly(labelled ? labelled[2]! : value);
  if (labelled && digits.length !== (labelled[1]!.toUpperCase() === "SIREN" ? 9 : 14)) return null;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 9) return luhnValid(digits) ? { kind: "siren", number: digits, siren: digits } : null;
  if (digits.length !== 14) return null;
  const siren = digits.slice(0, 9);
  if (!luhnValid(siren)) return null;
  const valid = siren === LA_POSTE_SIREN ? [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0 : luhnValid(digits);
  return valid ? { kind: "siret", number: digits, siren } : null;
}

/**
 * A SIREN or SIRET as a spreadsheet must keep it: « SIREN 012345678 », « SIRET 01234567800012 »
 * (the quote PDF's words). Digits alone were read as a number by Excel and LibreOffice Calc, which
 * dropped the leading zero (and wrote a SIRET as 1,23457E+13); a space-grouped form is a number
 * too in a French locale. The label keeps the cell text without a formula (the exports neutralise
 * those), and normaliseCompanyNumber reads it back.
 */
export function labelledCompanyNumber(digits: string): string {
  if (digits.length === 9) return `SIREN ${digits}`;
  if (digits.length === 14) return `SIRET ${digits}`;
  return digits;
}

/** The intra-community VAT number of a SIREN: FR, then the key (12 + 3 × (SIREN mod 97)) mod 97 on two digits. */
export function vatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** The VAT number written without spaces when its key matches its SIREN (and, given, the company's), else null. */
export function normaliseVatNumber(value: string, siren?: string): string | null {
  const compact = value.replace(/[\s.-]/g, "").toUpperCase();
  const match = /^FR(\d{2})(\d{9})$/.exec(compact);
  if (!match || !luhnValid(match[2]!)) return null;
  if (siren !== undefined && match[2] !== siren) return null;
  return vatNumberOf(match[2]!) === compact ? compact : null;
}
