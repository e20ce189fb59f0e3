/**
 * CSRF defence (DESIGN §10): a browser always sends Origin with a cross-site state-changing
 * request, so a request whose Origin is not this server's own is refused. Requests without
 * Origin come from non-browser clients (curl, the CLI's tests), which carry no ambient cookie risk.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
