/**
 * Request limits (issue 11, DESIGN §5), enforced where requests enter so that services stay free of
 * transport concerns: a hook of the HTTP app (app.ts) reads the /api route or the /trpc procedure paths,
 * charges the matching budgets per address and per account, and answers 429 with Retry-After and
 * a French message when one is spent.
 *
 * The limiters live in a store chosen once (`LimiterStore`): memory for one process; a Redis
 * client makes them shared between processes when Redis is wired (rate-limiter-flexible's
 * RateLimiterRedis takes the client as it is).
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ERRORS } from "../../shared/messages";

export type LimiterStore = { kind: "memory" } | { kind: "redis"; client: unknown };

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * A limiter in the chosen store. In Redis, it fails over to an in-process twin while Redis is down
 * (`rejectIfRedisNotReady` with an insurance limiter): the API keeps answering, each process then
 * counting alone, and counts are shared again once Redis is back (issue 18).
 */
export function createLimiter(store: LimiterStore, options: LimiterOptions): RateLimiterAbstract {
  if (store.kind === "memory") return new RateLimiterMemory(options);
  return new RateLimiterRedis({ storeClient: store.client, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options), ...options });
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One budget: so many requests per window, counted per address or per signed-in account. */
export interface Budget {
  points: number;
  duration: number;
  per: "address" | "account";
}

/**
 * The documented limits (README "Limites de requêtes"). `api` is the whole API (/trpc and /api
 * together), charged one point per procedure call; the others are charged on top of it.
 */
export const RATE_LIMITS = {
  api: [
    { points: 1200, duration: MINUTE, per: "address" },
    { points: 600, duration: MINUTE, per: "account" },
  ],
  register: [{ points: 10, duration: HOUR, per: "address" }],
  publish: [
    { points: 60, duration: HOUR, per: "address" },
    { points: 30, duration: HOUR, per: "account" },
  ],
  message: [
    { points: 60, duration: MINUTE, per: "address" },
    { points: 30, duration: MINUTE, per: "account" },
  ],
  search: [
    { points: 120, duration: MINUTE, per: "address" },
    { points: 60, duration: MINUTE, per: "account" },
  ],
  /** Mails sent on request (password reset, confirmation link again): no mail bombing. */
  accountMail: [
    { points: 10, duration: HOUR, per: "address" },
    { points: 5, duration: HOUR, per: "account" },
  ],
  /**
   * Quote actions that notify and mail the other company (ask, send, withdraw, revise, award,
   * decline, withdraw an award): a send-and-withdraw loop mailed the buyer twice a cycle.
   */
  quote: [
    { points: 120, duration: HOUR, per: "address" },
    { points: 60, duration: HOUR, per: "account" },
  ],
  /** The links of alert mails (vote, one-click unsubscribe), open to anyone holding one: no token guessing at speed. */
  mailLink: [{ points: 120, duration: MINUTE, per: "address" }],
  /** Socket.IO handshakes without a valid session (none, or refused): signed-in ones are not counted. */
  handshake: [{ points: 60, duration: MINUTE, per: "address" }],
} as const satisfies Record<string, readonly Budget[]>;

export type LimitScope = Exclude<keyof typeof RATE_LIMITS, "api">;

/** tRPC procedure path → its own budget. */
export const PROCEDURE_SCOPES: Record<string, LimitScope> = {
  "auth.register": "register",
  "needs.create": "publish",
  "offers.create": "publish",
  "matches.sendMessage": "message",
  "products.search": "search",
  "auth.passwordResetRequest": "accountMail",
  "auth.resendVerification": "accountMail",
  "quotes.request": "quote",
  "quotes.declineRequest": "quote",
  "quotes.create": "quote",
  "quotes.send": "quote",
  "quotes.withdraw": "quote",
  "quotes.requestRevision": "quote",
  "quotes.award": "quote",
  "quotes.decline": "quote",
  "quotes.withdrawAward": "quote",
  "alerts.feedback": "mailLink",
  "alerts.unsubscribe": "mailLink",
};

/** /api routes → the same budgets as the procedures they call. */
const REST_SCOPES: { method: string; path: RegExp; scope: LimitScope }[] = [
  { method: "POST", path: /^\/api\/auth\/register\/?$/, scope: "register" },
  { method: "POST", path: /^\/api\/(needs|offers)\/?$/, scope: "publish" },
  { method: "POST", path: /^\/api\/matches\/[^/]+\/messages\/?$/, scope: "message" },
  { method: "GET", path: /^\/api\/search\/?$/, scope: "search" },
  { method: "POST", path: /^\/api\/auth\/(password-reset\/request|verify-email\/resend)\/?$/, scope: "accountMail" },
  { method: "POST", path: /^\/api\/alerts\/(feedback|unsubscribe)\/?$/, scope: "mailLink" },
  { method: "POST", path: /^\/api\/needs\/[^/]+\/(quote-requests|quotes)\/?$/, scope: "quote" },
  { method: "POST", path: /^\/api\/quote-requests\/[^/]+\/decline\/?$/, scope: "quote" },
  { method: "POST", path: /^\/api\/quotes\/[^/]+\/(send|withdraw|revision-request|award|decline|award-withdrawal)\/?$/, scope: "quote" },
];

export interface Caller {
  ip: string;
  userId: number | null;
}

export interface Verdict {
  /** Seconds until the spent budget has room again; 0 when the request may go on. */
  retryAfter: number;
}

export class RequestLimits {
  private readonly limiters = new Map<string, { budget: Budget; limiter: RateLimiterAbstract }[]>();

  /** `scale` multiplies every budget (RATE_LIMIT_SCALE); 0 turns limits off. */
  constructor(
    store: LimiterStore,
    private readonly scale = 1,
  ) {
    for (const [scope, budgets] of Object.entries(RATE_LIMITS)) {
      this.limiters.set(
        scope,
        budgets.map((budget, index) => ({
          budget,
          limiter: createLimiter(store, {
            keyPrefix: `limit_${scope}_${index}`,
            points: Math.max(1, Math.round(budget.points * scale)),
            duration: budget.duration,
          }),
        })),
      );
    }
  }

  get enabled(): boolean {
    return this.scale > 0;
  }

  /** Whether a scope's budget is spent for this caller, without charging it (seconds to wait, or 0). */
  async spent(caller: Caller, scope: LimitScope): Promise<number> {
    if (!this.enabled) return 0;
    let wait = 0;
    for (const { budget, limiter } of this.limiters.get(scope) ?? []) {
      const key = budget.per === "address" ? caller.ip : caller.userId === null ? null : `user:${caller.userId}`;
      if (key === null) continue;
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000), 1);
    }
    return wait;
  }

  /** Charges `calls` points to the whole API (none when 0) and one to each named scope. */
  async charge(caller: Caller, calls: number, scopes: Iterable<LimitScope>): Promise<Verdict> {
    if (!this.enabled) return { retryAfter: 0 };
    const charges: [string, number][] = calls > 0 ? [["api", calls]] : [];
    for (const scope of scopes) charges.push([scope, 1]);
    let retryAfter = 0;
    for (const [scope, points] of charges) {
      for (const { budget, limiter } of this.limiters.get(scope) ?? []) {
        const key = budget.per === "address" ? caller.ip : caller.userId === null ? null : `user:${caller.userId}`;
        if (key === null) continue;
        try {
          await limiter.consume(key, points);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          retryAfter = Math.max(retryAfter, Math.ceil(error.msBeforeNext / 1000), 1);
        }
      }
    }
    return { retryAfter };
  }
}

/** The procedure paths of a /trpc request: `/needs.create` or `/a.b,c.d?batch=1`. */
export function trpcPaths(url: string): string[] {
  const pathname = url.split("?")[0] ?? "";
  return decodeURIComponent(pathname.replace(/^\//, ""))
    .split(",")
    .filter((path) => path.length > 0);
}

export function restScope(method: string, pathname: string): LimitScope | undefined {
  return REST_SCOPES.find((route) => route.method === method && route.path.test(pathname))?.scope;
}

/** The procedures a /trpc request calls, and whether it is a batch. */
export interface TrpcCall {
  paths: string[];
  batch: boolean;
}

/** The body of the 429 answer, in the shape each endpoint's clients read. */
export function tooManyRequestsBody(trpc: TrpcCall | null): string {
  if (!trpc) return JSON.stringify({ error: ERRORS.tooManyRequests });
  const error = (path: string) => ({
    error: { message: ERRORS.tooManyRequests, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, path } },
  });
  return JSON.stringify(trpc.batch ? trpc.paths.map(error) : error(trpc.paths[0] ?? ""));
}

/**
 * Charges a request to /api or /trpc to its budgets; `callerOf` gives its address and signed-in
 * account. Answers how long to wait (0: go on) and, for /trpc, what the 429 must name.
 */
export async function chargeRequest(
  limits: RequestLimits,
  method: string,
  url: string,
  callerOf: () => Promise<Caller>,
): Promise<Verdict & { trpc: TrpcCall | null }> {
  if (!limits.enabled) return { retryAfter: 0, trpc: null };
  const [pathname = "/", query = ""] = url.split("?");
  if (pathname.startsWith("/trpc/")) {
    const paths = trpcPaths(url.slice("/trpc".length));
    const trpc = { paths, batch: new URLSearchParams(query).get("batch") === "1" };
    const scopes = paths.map((path) => PROCEDURE_SCOPES[path]).filter((scope) => scope !== undefined);
    return { ...(await limits.charge(await callerOf(), Math.max(1, paths.length), scopes)), trpc };
  }
  const scope = restScope(method, pathname);
  return { ...(await limits.charge(await callerOf(), 1, scope ? [scope] : [])), trpc: null };
}

/**
 * A product view counts once per visitor (session, or address without one) and product per day
 * (issue 11): the first view in a rolling 24 hours takes the visitor's one point for that product.
 */
export class ViewLedger {
  private readonly limiter: RateLimiterAbstract;

  constructor(store: LimiterStore) {
    this.limiter = createLimiter(store, { keyPrefix: "product_view", points: 1, duration: DAY });
  }

  async firstToday(visitor: string, productId: number): Promise<boolean> {
    try {
      await this.limiter.consume(`${visitor}|${productId}`);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
