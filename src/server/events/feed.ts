/**
 * One process's reader of the `events` table: it reads the events it has not seen, in order, and
 * hands each batch to its subscribers. It learns cheaply that there are new ones: on a local file,
 * SQLite's `PRAGMA data_version` (through `Database.changeStamp`, which every commit of any process
 * moves) is compared every CHECK_MS; on a remote database, the newest id is asked every REMOTE_POLL_MS.
 * This process's own commits wake it at once.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { eventsAfter, lastEventId } from "./log";
import type { StoredEvent } from "./types";

const CHECK_MS = 50;
const REMOTE_POLL_MS = 500;
const BATCH = 500;

export type EventSubscriber = (batch: StoredEvent[]) => void | Promise<void>;

export class EventFeed {
  private readonly subscribers: Array<{ name: string; handle: EventSubscriber }> = [];
  private cursor = 0;
  private stamp: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly database: Database,
    private readonly logger?: Logger,
  ) {
    database.onCommit(() => this.wake());
  }

  /** The id of the last event handed to the subscribers. */
  get position(): number {
    return this.cursor;
  }

  subscribe(name: string, handle: EventSubscriber): void {
    this.subscribers.push({ name, handle });
  }

  /**
   * Starts after `fromId`, or after the newest event now: a process that has just loaded its
   * memory from the database has nothing older to learn.
   */
  async start(fromId?: number): Promise<void> {
    this.cursor = fromId ?? (await lastEventId(this.database.db));
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.reading;
  }

  /** Reads now (after a commit of this process), on the next turn of the event loop: the author's answer leaves first. */
  wake(): void {
    if (this.stopped) return;
    setImmediate(() => void this.read());
  }

  /** Resolves once every event committed before the call has been handed to the subscribers. */
  async drain(): Promise<void> {
    await this.read();
    await this.reading;
  }

  private schedule(): void {
    if (this.stopped) return;
    const remote = this.database.changeStamp() === null;
    this.timer = setTimeout(() => {
      this.timer = null;
      const stamp = this.database.changeStamp();
      // A local file: nothing was committed anywhere since the last look, nothing to read.
      if (stamp !== null && stamp === this.stamp) return this.schedule();
      this.stamp = stamp;
      void this.read().finally(() => this.schedule());
    }, remote ? REMOTE_POLL_MS : CHECK_MS);
    this.timer.unref();
  }

  private read(): Promise<void> {
    // A wake() queued just before stop() must not read: the database may be closed by then.
    if (this.stopped) return this.reading ?? Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.readAll()
      .catch((err: unknown) => this.logger?.error({ err }, "events could not be read"))
      .finally(() => {
        this.reading = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.read();
        }
      });
    return this.reading;
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const batch = await eventsAfter(this.database.db, this.cursor, BATCH);
      if (batch.length === 0) return;
      this.cursor = batch[batch.length - 1]!.id;
      for (const { name, handle } of this.subscribers) {
        try {
          await handle(batch);
        } catch (err) {
          // One subscriber's failure is logged; the others still hear the events.
          this.logger?.error({ err, subscriber: name, events: batch.length }, "event subscriber failed");
        }
      }
      if (batch.length < BATCH) return;
    }
  }
}
