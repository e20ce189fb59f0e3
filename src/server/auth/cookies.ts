/** The session cookie (DESIGN §10): HttpOnly, SameSite=Lax, Secure and __Host- in production. */
import { parseCookie, stringifySetCookie } from "cookie";
import type { AppConfig } from "../config";

type CookieConfig = Pick<AppConfig, "production">;

export function sessionCookieName(config: CookieConfig): string {
  return config.production ? "__Host-maillon_session" : "maillon_session";
}

export function serializeSessionCookie(config: CookieConfig, token: string, expiresAt: Date): string {
  return stringifySetCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    expires: expiresAt,
    secure: config.production,
  });
}

export function serializeBlankSessionCookie(config: CookieConfig): string {
  return stringifySetCookie(sessionCookieName(config), "", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 0,
    secure: config.production,
  });
}

export function readSessionToken(config: CookieConfig, cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[sessionCookieName(config)] || undefined;
}
