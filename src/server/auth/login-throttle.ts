/**
 * Failed sign-ins are limited per address and per account-and-address (OWASP): an attacker on one
 * address is stopped, and guessing one account's password from one address is stopped sooner,
 * while the owner signing in from elsewhere is never locked out.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClient } from "../redis";

const WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  retryAfter(ip: string, email: string): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(ip: string, email: string): Promise<void>;
}

export function createLoginThrottle(options: { perAddress?: number; perAccountAndAddress?: number; redis?: RedisClient | null } = {}): LoginThrottle {
  // With Redis the counters are shared by every server process (REDIS_URL).
  const limiter = (opts: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract =>
    options.redis ? new RateLimiterRedis({ ...opts, storeClient: options.redis }) : new RateLimiterMemory(opts);
  const byAddress = limiter({ keyPrefix: "login_ip", points: options.perAddress ?? 30, duration: WINDOW_SECONDS });
  const byAccount = limiter({ keyPrefix: "login_account_ip", points: options.perAccountAndAddress ?? 8, duration: WINDOW_SECONDS });
  const accountKey = (ip: string, email: string) => `${email.toLowerCase()}|${ip}`;

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
    async retryAfter(ip, email) {
      return Math.max(await remainingWait(byAddress, ip), await remainingWait(byAccount, accountKey(ip, email)));
    },
    async recordFailure(ip, email) {
      await consume(byAddress, ip);
      await consume(byAccount, accountKey(ip, email));
    },
    async recordSuccess(ip, email) {
      await byAccount.delete(accountKey(ip, email));
    },
  };
}
