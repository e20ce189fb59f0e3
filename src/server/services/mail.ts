/**
 * E-mail (DESIGN §9). Every mail is first a row of `mail_outbox`, written after the domain
 * transaction committed; the user's request never waits for SMTP. Without `SMTP_URL` the row is
 * the delivery (status `outbox`, read by admins on the test page). With it, a worker in each
 * process claims due rows, sends them through nodemailer and retries failures with exponential
 * backoff; a mail whose tries are spent is kept as `failed` with its last error.
 *
 * Claims are one IMMEDIATE write that bumps `attempts` and leases the row (`nextAttemptAt` in the
 * future), so two processes on one database never send the same mail twice, and a mail held by a
 * process that died is taken again once its lease ends.
 */
import { headOf } from "../../shared/format";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Database, Tx } from "../db/client";
import { noAnswers } from "../db/answer-scopes";
import { accountTokens, mailOutbox, users, type MailAttachment, type MailRow } from "../db/schema";
import type { MailLinks, RenderedMail } from "./mail-templates";

export type MailKind = MailRow["kind"];

export interface OutgoingMail extends RenderedMail {
  to: string;
  kind: MailKind;
  /** Headers of this mail beyond the ones every mail has (List-Unsubscribe…: mail-links.ts). */
  headers?: Record<string, string>;
  /** The single-use links the mail carries, stored with it in one transaction (mail-links.ts). */
  tokens?: Array<typeof accountTokens.$inferInsert>;
  /** Files sent with it (a quote's PDF). */
  attachments?: MailAttachment[];
}

/** Every mail of the platform is automatic (RFC 3834): no out-of-office reply to it (issue 23). */
export const BASE_HEADERS: Readonly<Record<string, string>> = { "Auto-Submitted": "auto-generated" };

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  links: MailLinks;
  /** Tries per mail before it is marked failed. Default 5. */
  maxAttempts?: number;
  /** Delay before the first retry, doubled at each further retry. Default 30 s. */
  retryBaseMs?: number;
  logger?: Logger;
}

/** How long a claimed mail stays reserved to the worker sending it. */
const LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 20;
const POLL_MAX_MS = 1_000;

export class MailService {
  readonly links: MailLinks;
  private readonly transport: Transporter | null;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly database: Database,
    private readonly options: MailOptions,
  ) {
    this.links = options.links;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.retryBaseMs = Math.max(1, options.retryBaseMs ?? 30_000);
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
      : null;
  }

  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  /**
   * Stores the mails (call after the commit) and wakes the worker. An account whose address is not
   * confirmed gets no mail but the confirmation link (issue 18): the others are dropped here, the
   * one place every mail goes through.
   */
  async enqueue(all: OutgoingMail[], options: { wakeWorker?: boolean } = {}): Promise<MailRow[]> {
    const mails = await this.toConfirmedAddresses(all);
    if (mails.length === 0) return [];
    const rows = await this.database.write((tx) => this.store(tx, mails), noAnswers);
    if (options.wakeWorker !== false) this.kick();
    return rows;
  }

  /**
   * Stores the mails inside the caller's transaction (the event subscriber's); call `kick` after
   * it. Pass them through `toConfirmedAddresses` first, as `enqueue` does.
   */
  async store(tx: Tx, mails: OutgoingMail[]): Promise<MailRow[]> {
    if (mails.length === 0) return [];
    const status: MailRow["status"] = this.transport ? "pending" : "outbox";
    const tokens = mails.flatMap((mail) => mail.tokens ?? []);
    for (let i = 0; i < tokens.length; i += 200) await tx.insert(accountTokens).values(tokens.slice(i, i + 200));
    return tx
      .insert(mailOutbox)
      .values(
        mails.map(({ tokens: _tokens, headers, ...mail }) => ({
          ...mail,
          headers: { ...BASE_HEADERS, ...headers },
          status,
          sentAt: status === "outbox" ? new Date().toISOString() : null,
        })),
      )
      .returning();
  }

  /** The mails an account may receive: none but the confirmation link before its address is confirmed. */
  async toConfirmedAddresses(mails: OutgoingMail[]): Promise<OutgoingMail[]> {
    const recipients = [...new Set(mails.filter((mail) => mail.kind !== "verification").map((mail) => mail.to.toLowerCase()))];
    if (recipients.length === 0) return mails;
    const unconfirmed = new Set<string>();
    for (let i = 0; i < recipients.length; i += 500) {
      const rows = await this.database.db
        .select({ email: users.email })
        .from(users)
        .where(and(inArray(users.email, recipients.slice(i, i + 500)), isNull(users.emailVerifiedAt)));
      for (const row of rows) unconfirmed.add(row.email);
    }
    return mails.filter((mail) => mail.kind === "verification" || !unconfirmed.has(mail.to.toLowerCase()));
  }

  /** Fire and forget, for request paths: a failure is logged, never thrown at the user. */
  enqueueLater(mails: OutgoingMail[]): void {
    if (mails.length === 0) return;
    this.enqueue(mails).catch((err: unknown) => this.options.logger?.error({ err }, "mail could not be queued"));
  }

  start(): void {
    if (!this.transport || !this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((err: unknown) => this.options.logger?.error({ err }, "mail worker pass failed"))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : Math.min(POLL_MAX_MS, this.retryBaseMs));
      });
    await this.running;
  }

  /** One pass: claims the due mails and tries each once. Returns how many were tried. */
  async deliverDue(now = Date.now()): Promise<number> {
    if (!this.transport) return 0;
    const claimed = await this.claim(now);
    for (const row of claimed) await this.attempt(row);
    return claimed.length;
  }

  /** Sends one mail now (the test page wants the outcome of the first try). */
  async deliverNow(id: number): Promise<MailRow> {
    if (this.transport) {
      const [row] = await this.claim(Date.now(), id);
      if (row) return this.attempt(row);
    }
    const row = await this.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
    if (!row) throw new Error(`mail ${id} not found`);
    return row;
  }

  private async claim(now: number, id?: number): Promise<MailRow[]> {
    return this.database.write(async (tx) => {
      const due = and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now), id === undefined ? undefined : eq(mailOutbox.id, id));
      const ids = (await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(mailOutbox.id).limit(CLAIM_BATCH)).map((r) => r.id);
      if (ids.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: now + LEASE_MS })
        .where(and(inArray(mailOutbox.id, ids), due))
        .returning();
    }, noAnswers);
  }

  private async attempt(row: MailRow): Promise<MailRow> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: { ...BASE_HEADERS, ...row.headers },
        attachments: row.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, "base64") })),
      });
      return this.update(row.id, { status: "sent", sentAt: new Date().toISOString(), lastError: null, nextAttemptAt: 0 });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const spent = row.attempts >= this.maxAttempts;
      this.options.logger?.warn({ mailId: row.id, attempts: row.attempts, error }, spent ? "mail failed for good" : "mail will be retried");
      return this.update(row.id, {
        status: spent ? "failed" : "pending",
        lastError: headOf(error, 1000),
        nextAttemptAt: spent ? 0 : Date.now() + this.retryBaseMs * 2 ** (row.attempts - 1),
      });
    }
  }

  private async update(id: number, values: Partial<MailRow>): Promise<MailRow> {
    const row = await this.database.write((tx) => tx.update(mailOutbox).set(values).where(eq(mailOutbox.id, id)).returning().get(), noAnswers);
    return row!;
  }

  async list(limit: number): Promise<MailRow[]> {
    return this.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  }
}
