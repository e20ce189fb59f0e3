/**
 * GET answers kept while the database has not changed (issue 12).
 *
 * Some /api answers are a pure function of who asks, the URL and what the database holds (a
 * user's match list, the public counters). Such an answer is kept, serialised, under its account
 * and URL with the database's change stamp (`Database.changeStamp`: this process's commits and
 * SQLite's data_version, which also moves on commits of other processes). A later request is
 * served from it only while the stamp is the same, so nobody ever reads an answer older than the
 * last commit; any commit, anywhere, drops every kept answer at the next request, except a
 * session's own bookkeeping in this process (renewal, last seen: `Database.writeUnseen`), which no
 * kept answer reads.
 *
 * The stamp is read before the answer is computed: a write that lands meanwhile makes the kept
 * answer stale at once rather than hide behind the newer stamp.
 *
 * `ANSWER_CACHE=0` (config.ts) gives the cache a stamp that is always null: nothing is kept or
 * served, for measuring the answers as computed (bench/load.ts, issue 25).
 */
/** Whose answer it is: one per account, or one for everybody. */
export type KeepAnswer = "per-account" | "same-for-all";

export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON text, encoded once. */
  body: Buffer;
}

interface Entry extends KeptAnswer {
  stamp: string;
}

/** Answers larger than this are not kept: memory stays bounded at ENTRIES × MAX_BODY. */
const MAX_BODY_BYTES = 256 * 1024;

export class AnswerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly changeStamp: () => string | null,
    private readonly maxEntries = 1000,
  ) {}

  /** The key of an answer: who asks (an account id, or "-" for an answer that is the same for all) and the URL. */
  static key(account: number | "-", url: string): string {
    return `${account} ${url}`;
  }

  /** The database's stamp now: pass it to `keep` with the answer computed after it. Null: keep nothing. */
  stamp(): string | null {
    return this.changeStamp();
  }

  /** The kept answer for `key` if the database has not changed since it was computed. */
  get(key: string, stamp: string | null): KeptAnswer | undefined {
    if (stamp === null) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last, so that the oldest is dropped first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  keep(key: string, stamp: string | null, answer: KeptAnswer): void {
    if (stamp === null || answer.body.length > MAX_BODY_BYTES) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...answer, stamp });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  get size(): number {
    return this.#entries.size;
  }
}
