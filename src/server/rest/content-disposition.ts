/** The Content-Disposition of a download. */

/**
 * `filename*` (RFC 6266/5987) for any name, with an ASCII fallback for old clients. RFC 5987 allows
 * no ' ( ) * unencoded, which encodeURIComponent leaves: Chromium then dropped `filename*` and saved
 * « l'offre d'Émile.pdf » under the fallback, « l'offre d'Emile.pdf ».
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "fichier";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
