/**
 * Files the server builds (CSV exports): fetched with the session cookie, then saved under the
 * name the server gave (Content-Disposition), so the caller knows whether it worked.
 */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Downloads `path`; throws on a non-OK answer (SPEC §8: "{status}: {body}"). */
export async function downloadFile(path: string, options: { method?: "GET" | "POST"; fallbackName: string }): Promise<string> {
  const response = await fetch(path, { method: options.method ?? "GET", credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const name = fileNameOf(response, options.fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
