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

/** The sign-in waiting for its second factor (issue 18): set by the password step, 5 minutes. */
export function loginChallengeCookieName(config: CookieConfig): string {
  return config.production ? "__Host-maillon_login" : "maillon_login";
}

export function serializeLoginChallengeCookie(config: CookieConfig, token: string | null, expiresAt?: Date): string {
  return stringifySetCookie(loginChallengeCookieName(config), token ?? "", {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    ...(token && expiresAt ? { expires: expiresAt } : { maxAge: 0 }),
    secure: config.production,
  });
}

export function readLoginChallengeToken(config: CookieConfig, cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[loginChallengeCookieName(config)] || undefined;
}
