/** Views of conversations, e-mails and the test page (issue 8), with their inferred types. */
import { z } from "zod";

export const conversationMessageViewSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  fromUserId: z.number().int(),
  fromCompanyName: z.string(),
  /** Plain text: rendered as text, never as HTML. */
  body: z.string(),
  /** Written by the user asking. */
  mine: z.boolean(),
  /** When the recipient opened the thread; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationMessageView = z.infer<typeof conversationMessageViewSchema>;

/** Who to reach on the other side, shown once either party made a first contact. */
export const counterpartContactSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
});
export type CounterpartContact = z.infer<typeof counterpartContactSchema>;

export const threadViewSchema = z.object({
  matchId: z.number().int(),
  messages: z.array(conversationMessageViewSchema),
  /** Null until a first contact. */
  counterpart: counterpartContactSchema.nullable(),
  /**
   * Whether the other party can read the thread: a suspended account, or one awaiting its erasure,
   * is neither signed in nor mailed. Messages are still taken; the writer is told.
   */
  counterpartAccount: z.enum(["active", "suspended", "deactivated"]),
});
export type ThreadView = z.infer<typeof threadViewSchema>;

export const unreadCountsSchema = z.object({
  total: z.number().int(),
  byMatch: z.array(z.object({ matchId: z.number().int(), count: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const MAIL_STATUSES = ["pending", "sent", "failed", "outbox"] as const;
/** `account`: a notice about the account (password changed, address changed); `verification`: a link that proves an address or resets a password; `alert`: a saved-search alert (issue 22). */
export const MAIL_KINDS = ["match", "contact", "message", "test", "account", "verification", "alert", "quote"] as const;

export const mailViewSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MailView = z.infer<typeof mailViewSchema>;

export const testMailResultSchema = z.object({
  /** What the test page shows (SPEC §7 reads `message` or `error`). */
  message: z.string().optional(),
  error: z.string().optional(),
  mail: mailViewSchema,
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
