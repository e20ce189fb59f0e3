/**
 * Failed sign-ins are limited three ways (OWASP, issue 11):
 * - per address: one address guessing many accounts is stopped;
 * - per account and address: guessing one account from one address is stopped sooner;
 * - per account across all addresses: one account guessed from 40 addresses is stopped too.
 *
 * The owner is never locked out by the last one: a browser that has signed in to the account
 * before carries a known-device cookie (src/server/auth/device-cookie.ts) and skips the account-wide
 * limit, so an attacker's failures elsewhere cannot keep the owner out. A 429 with Retry-After is
 * the only answer: no CAPTCHA, no permanent lock.
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterRes } from "rate-limiter-flexible";
import { createLimiter, type LimiterStore } from "../http/rate-limits";

const WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  retryAfter(ip: string, email: string, knownDevice?: boolean): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(ip: string, email: string): Promise<void>;
  /**
   * Wrong current passwords of a signed-in account (password or e-mail change) and wrong second
   * factors: 5 per 15 minutes per account, then 429 (issue 18). Seconds to wait, or 0.
   */
  secretRetryAfter(scope: SecretScope, userId: number): Promise<number>;
  recordWrongSecret(scope: SecretScope, userId: number): Promise<void>;
}

/** What a signed-in account or a sign-in in progress re-enters. */
export type SecretScope = "current_password" | "second_factor";

export interface LoginThrottleOptions {
  perAddress?: number;
  perAccountAndAddress?: number;
  perAccount?: number;
  store?: LimiterStore;
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const store = options.store ?? { kind: "memory" };
  const limiter = (keyPrefix: string, points: number) => createLimiter(store, { keyPrefix, points, duration: WINDOW_SECONDS });
  const byAddress = limiter("login_ip", options.perAddress ?? 30);
  const byAccountAndAddress = limiter("login_account_ip", options.perAccountAndAddress ?? 8);
  const byAccount = limiter("login_account", options.perAccount ?? 20);
  const secrets = { current_password: limiter("current_password", 5), second_factor: limiter("second_factor", 5) };
  const accountKey = (email: string) => email.trim().toLowerCase();
  const accountAddressKey = (ip: string, email: string) => `${accountKey(email)}|${ip}`;

  async function remainingWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
    const res = await limiter.get(key);
    if (!res || res.remainingPoints > 0) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  return {
    async retryAfter(ip, email, knownDevice = false) {
      const waits = [await remainingWait(byAddress, ip), await remainingWait(byAccountAndAddress, accountAddressKey(ip, email))];
      if (!knownDevice) waits.push(await remainingWait(byAccount, accountKey(email)));
      return Math.max(...waits);
    },
    async recordFailure(ip, email) {
      await consume(byAddress, ip);
      await consume(byAccountAndAddress, accountAddressKey(ip, email));
      await consume(byAccount, accountKey(email));
    },
    async recordSuccess(ip, email) {
      await byAccountAndAddress.delete(accountAddressKey(ip, email));
    },
    secretRetryAfter(scope, userId) {
      return remainingWait(secrets[scope], `user:${userId}`);
    },
    async recordWrongSecret(scope, userId) {
      await consume(secrets[scope], `user:${userId}`);
    },
  };
}
