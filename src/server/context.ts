/** Builds the per-request context: the session's user (renewing its cookie when due) and the caller's address. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readSessionToken, serializeSessionCookie } from "./auth/cookies";
import { validateSessionToken } from "./auth/sessions";
import type { AppServices } from "./app-services";
import type { RequestContext } from "./trpc";

export async function createRequestContext(services: AppServices, req: IncomingMessage & { ip?: string }, res: ServerResponse): Promise<RequestContext> {
  const cookies: string[] = [];
  const setCookie = (value: string) => {
    cookies.push(value);
    res.setHeader("Set-Cookie", cookies);
  };
  const token = readSessionToken(services.config, req.headers.cookie) ?? null;
  const validated = token ? await validateSessionToken(services.database, token) : null;
  if (token && validated?.renewed) setCookie(serializeSessionCookie(services.config, token, validated.session.expiresAt));
  return {
    services,
    user: validated?.user ?? null,
    sessionToken: validated ? token : null,
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    userAgent: req.headers["user-agent"] ?? null,
    setCookie,
  };
}
