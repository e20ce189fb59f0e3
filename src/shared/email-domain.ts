/**
 * E-mail addresses with an internationalised domain (« jean@café.fr »). The mail sender
 * (nodemailer) delivers them by writing the domain in its ASCII form (punycode, « xn--caf-dma.fr »),
 * which any mail server reads; an address is stored in that form, so that « café.fr » and
 * « xn--caf-dma.fr » are one account, and shown in its Unicode form. Accented letters before the @
 * would need SMTPUTF8 from every server on the way, which many lack: they are refused, saying why.
 */

// The package's file, named: « punycode » alone is Node's deprecated built-in module. The browser
// has no domainToUnicode of its own.
import punycode from "punycode/punycode.js";

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
    return `${address.slice(0, address.length - domain.length)}${punycode.toUnicode(domain)}`;
  } catch {
    return address;
  }
}
