/**
 * E-mail addresses with an internationalised domain (« jean@café.fr »). The mail sender
 * (nodemailer) delivers them by writing the domain in its ASCII form (punycode, « xn--caf-dma.fr »),
 * which any mail server reads; an address is stored in that form, so that « café.fr » and
 * « xn--caf-dma.fr » are one account, and shown in its Unicode form. Accented letters before the @
 * would need SMTPUTF8 from every server on the way, which many lack: they are refused, saying why.
 */

const NON_ASCII = /\P{ASCII}/u;
/** What a domain may not hold: read by URL, « café.fr/x » would have become « xn--caf-dma.fr ». */
const NOT_IN_A_DOMAIN = /[\s/?#@:[\]\\%]/;

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1);

/** Accented (non-ASCII) letters before the @. */
export function hasUnicodeLocalPart(address: string): boolean {
  const at = address.lastIndexOf("@");
  return at > 0 && NON_ASCII.test(address.slice(0, at));
}

/**
 * The address with its domain in ASCII (« jean@xn--caf-dma.fr »), by the browser's and Node's own
 * IDNA (URL, UTS #46). An address without @, or whose domain is no domain, is left as it is for
 * the e-mail check to refuse.
 */
export function asciiEmail(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  if (at <= 0 || !NON_ASCII.test(domain) || NOT_IN_A_DOMAIN.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/** The address as its owner writes it: « jean@café.fr » for a stored « jean@xn--caf-dma.fr ». */
export function displayEmail(address: string): string {
  const domain = domainOf(address);
  if (!/(^|\.)xn--/i.test(domain)) return address;
  try {
    const labels = domain.split(".").map((label) => (/^xn--/i.test(label) ? decodePunycode(label.slice(4).toLowerCase()) : label));
    return `${address.slice(0, address.length - domain.length)}${labels.join(".")}`;
  } catch {
    return address;
  }
}

/* RFC 3492 decoding (the browser has no domainToUnicode). */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 → 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z → 0-25
  throw new Error("punycode: chiffre invalide");
}

function decodePunycode(input: string): string {
  const end = input.lastIndexOf("-");
  const output = end > 0 ? [...input.slice(0, end)].map((c) => c.codePointAt(0)!) : [];
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let pos = end > 0 ? end + 1 : 0; pos < input.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= input.length) throw new Error("punycode: fin inattendue");
      const digit = digitOf(input.charCodeAt(pos++));
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) throw new Error("punycode: hors d'Unicode");
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
