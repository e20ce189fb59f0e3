/** Builds the per-request context: the session's user (renewing its cookie when due) and the caller's address. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readSessionToken, serializeSessionCookie } from "./auth/cookies";
import { validateSessionToken, type ValidatedSession } from "./auth/sessions";
import type { AppServices } from "./app-services";
import type { RequestContext } from "./trpc";

/**
 * The session of a request, looked up once however many layers ask (rate limits, then the
 * procedure's context).
 */
const resolved = new WeakMap<IncomingMessage, Promise<{ token: string | null; validated: ValidatedSession | null }>>();

export function resolveSession(services: AppServices, req: IncomingMessage) {
  let session = resolved.get(req);
  if (!session) {
    const token = readSessionToken(services.config, req.headers.cookie) ?? null;
    session = (async () => ({ token, validated: token ? await validateSessionToken(services.database, token) : null }))();
    resolved.set(req, session);
  }
  return session;
}

export async function createRequestContext(services: AppServices, req: IncomingMessage, res: ServerResponse): Promise<RequestContext> {
  const cookies: string[] = [];
  const setCookie = (value: string) => {
    cookies.push(value);
    res.setHeader("Set-Cookie", cookies);
  };
  const { token, validated } = await resolveSession(services, req);
  if (token && validated?.renewed) setCookie(serializeSessionCookie(services.config, token, validated.session.expiresAt));
  return {
    services,
    user: validated?.user ?? null,
    sessionToken: validated ? token : null,
    sessionId: validated?.session.id ?? null,
    ip: services.clientAddress(req),
    userAgent: req.headers["user-agent"] ?? null,
    cookieHeader: req.headers.cookie,
    setCookie,
  };
}
