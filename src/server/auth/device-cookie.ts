/**
 * The known-device cookie of sign-in throttling (OWASP "device cookies"): set after a successful
 * sign-in, it lets that browser skip the account-wide failure limit, so attackers guessing the
 * password from many addresses cannot lock the owner out.
 *
 * Stateless and shared by every process: the value is `userId.issuedAt.mac`, the mac an HMAC keyed
 * with the account's password hash, which never leaves the server. Changing the password
 * forgets every known device of the account.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { users } from "../db/schema";

const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

type CookieConfig = Pick<AppConfig, "production">;

export function deviceCookieName(config: CookieConfig): string {
  return config.production ? "__Host-maillon_device" : "maillon_device";
}

function mac(passwordHash: string, payload: string): Buffer {
  return createHmac("sha256", passwordHash).update(`device|${payload}`).digest();
}

export function serializeDeviceCookie(config: CookieConfig, user: { id: number; passwordHash: string }, now = Date.now()): string {
  const payload = `${user.id}.${now.toString(36)}`;
  return stringifySetCookie(deviceCookieName(config), `${payload}.${mac(user.passwordHash, payload).toString("base64url")}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_LIFETIME_MS / 1000,
    secure: config.production,
  });
}

/** True when the request's device cookie was issued to the account of `email` and is still valid. */
export async function isKnownDevice(database: Database, config: CookieConfig, cookieHeader: string | undefined, email: string): Promise<boolean> {
  const value = cookieHeader ? parseCookie(cookieHeader)[deviceCookieName(config)] : undefined;
  const [id, issued, signature] = value?.split(".") ?? [];
  if (!id || !issued || !signature) return false;
  if (Date.now() - parseInt(issued, 36) > DEVICE_LIFETIME_MS) return false;
  const user = await database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  if (!user || String(user.id) !== id) return false;
  const expected = mac(user.passwordHash, `${id}.${issued}`);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
