/** Small text helpers for French sentences built from vocabulary parts. */

/** "Ordinateur portable" → "ordinateur portable", but keeps acronyms ("NAS", "ERP"). */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second !== "" && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b et c" */
export function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} et ${parts[parts.length - 1]}`;
}

/** 12500 → "12 500" (French digit grouping). */
export function groupDigits(value: number): string {
  const [whole = "", decimals] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return decimals ? `${grouped},${decimals}` : grouped;
}

/** Rounds an amount in euros the way a quote would show it: two significant digits above 100 €. */
export function roundAmount(euros: number): number {
  if (euros < 10) return Math.max(1, Math.round(euros * 10) / 10);
  if (euros < 100) return Math.round(euros);
  const step = 10 ** (Math.floor(Math.log10(euros)) - 1);
  return Math.round(euros / step) * step;
}

/** A catalogue price in cents: 3,49 €, 38,90 €, 1 249,00 €. */
export function catalogueCents(euros: number): number {
  if (euros < 10) return Math.max(9, Math.round(euros * 10) * 10 - 1);
  if (euros < 100) return Math.round(euros) * 100 - 10;
  return (Math.round(euros / 10) * 10 - 1) * 100;
}
