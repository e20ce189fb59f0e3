/**
 * GET answers kept while what they were computed from has not changed (issues 12 and 25).
 *
 * Some /api answers are a pure function of who asks, the URL and what the database holds (a
 * user's match list, the public counters). Such an answer is kept, serialised, under its account
 * and URL with the database's change stamp (`Database.changeStamp`: this process's commits and
 * SQLite's data_version, which also moves on commits of other processes) and the versions of the
 * two scopes it reads (db/answer-scopes.ts: "anything", and its account's or everyone's).
 *
 * While the stamp holds still, the answer is served as it is. After a commit, it is served only
 * if the versions of its scopes did not move: a write moves the versions of what it declares it
 * changes (a message: its two parties' answers), or of "anything" when it declares nothing. So a
 * commit drops the answers it can change, not every answer. A session's own bookkeeping
 * (renewal, last seen: `Database.writeUnseen`) moves nothing.
 *
 * The stamp and the versions are read before the answer is computed: a write that lands meanwhile
 * makes the kept answer stale at once rather than hide behind the newer stamp.
 *
 * `ANSWER_CACHE=0` (config.ts) gives the cache no change source: nothing is kept or served, for
 * measuring the answers as computed (bench/load.ts, issue 25).
 */
import { scopesRead } from "../db/answer-scopes";

/**
 * Whose answer it is and what it reads: one per account, from that account's data; one for
 * everybody, from public data; or one per account that also shows public data (a sector's active
 * listings, a batch of both kinds).
 */
export type KeepAnswer = "per-account" | "same-for-all" | "per-account-and-public";

/** What a batch of answers reads, together. */
export function keepBoth(a: KeepAnswer, b: KeepAnswer): KeepAnswer {
  if (a === b) return a;
  return "per-account-and-public";
}

export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON text, encoded once. */
  body: Buffer;
}

/** What tells the cache that something changed: the database (client.ts). */
export interface ChangeSource {
  /** Changes whenever anything was committed; null when it cannot be known (keep nothing). */
  changeStamp(): string | null;
  /** The versions of these scopes (answer-scopes.ts) as one comparable string. */
  answerVersions(scopes: readonly number[]): Promise<string>;
}

/** Where an answer about to be computed will be kept, and what it was computed after. */
export interface Ticket {
  key: string;
  stamp: string;
  versions: string;
}

/** The kept answer, or the ticket to keep the one computed now (null: keep nothing). */
export type Lookup = { kept: KeptAnswer; ticket?: undefined } | { kept?: undefined; ticket: Ticket | null };

interface Entry extends KeptAnswer {
  stamp: string;
  versions: string;
}

/** Answers larger than this are not kept: memory stays bounded at ENTRIES × MAX_BODY. */
const MAX_BODY_BYTES = 256 * 1024;

export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  /** The versions read since the stamp last moved, per scope pair: one read per account and commit. */
  #versions = new Map<string, Promise<string>>();
  #versionsStamp: string | null = null;

  constructor(
    private readonly source: ChangeSource | null,
    private readonly maxEntries = 1000,
  ) {}

  /** The key of an answer: who asks (an account id, or "-" for an answer that is the same for all) and the URL. */
  static key(account: number | "-", url: string): string {
    return `${account} ${url}`;
  }

  /**
   * The kept answer to `url` for the user (null: a visitor) if nothing it reads changed since;
   * otherwise the ticket under which to keep the answer computed now.
   */
  async lookup(keep: KeepAnswer, userId: number | null, url: string): Promise<Lookup> {
    const stamp = this.source?.changeStamp() ?? null;
    if (stamp === null) return { ticket: null };
    const account = keep === "same-for-all" ? null : userId;
    const key = AnswerCache.key(account ?? "-", url);
    const entry = this.#entries.get(key);
    if (entry?.stamp === stamp) return { kept: this.#touch(key, entry) };
    // A failed read keeps nothing and serves nothing kept: the answer is computed.
    const versions = await this.#versionsAt(stamp, scopesRead(account, keep !== "per-account")).catch(() => null);
    if (versions === null) {
      this.#entries.delete(key);
      return { ticket: null };
    }
    if (entry?.versions === versions) {
      entry.stamp = stamp;
      return { kept: this.#touch(key, entry) };
    }
    if (entry) this.#entries.delete(key);
    return { ticket: { key, stamp, versions } };
  }

  keep(ticket: Ticket | null, answer: KeptAnswer): void {
    if (!ticket || answer.body.length > MAX_BODY_BYTES) return;
    this.#entries.delete(ticket.key);
    this.#entries.set(ticket.key, { ...answer, stamp: ticket.stamp, versions: ticket.versions });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Most recently used last, so that the oldest is dropped first. */
  #touch(key: string, entry: Entry): Entry {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #versionsAt(stamp: string, scopes: number[]): Promise<string> {
    if (this.#versionsStamp !== stamp) {
      this.#versions = new Map();
      this.#versionsStamp = stamp;
    }
    const pair = scopes.join(" ");
    let read = this.#versions.get(pair);
    if (!read) {
      read = this.source!.answerVersions(scopes);
      this.#versions.set(pair, read);
    }
    return read;
  }
}
