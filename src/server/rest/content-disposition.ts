/** The Content-Disposition of a download. */

/** `filename*` (RFC 6266/5987) for any name, with an ASCII fallback for old clients. */
export function contentDisposition(filename: string): string {
  const ascii = filename.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "fichier";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
