/** The admin test page (SPEC §2 /test-notifications): a real test mail and the outbox. */
import type { MailView, TestMailResult } from "../../shared/conversation-views";
import type { MailRow } from "../db/schema";
import type { MailService } from "./mail";
import { testMail, type TestMailType } from "./mail-templates";

export function toMailView(row: MailRow): MailView {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}

/** Queues the test mail and waits for its first try only: the admin wants to know if SMTP works. */
export async function sendTestMail(mail: MailService, input: { email: string; type: TestMailType }): Promise<TestMailResult> {
  const [queued] = await mail.enqueue([{ to: input.email, kind: "test", ...testMail(mail.links, input.type) }], { wakeWorker: false });
  const row = await mail.deliverNow(queued!.id);
  const view = toMailView(row);
  switch (row.status) {
    case "sent":
      return { message: `E-mail de test envoyé à ${row.to}`, mail: view };
    case "outbox":
      return { message: `E-mail de test pour ${row.to} envoyé dans la boîte d'envoi (aucun serveur SMTP configuré)`, mail: view };
    case "pending":
      return { error: `Échec de l'envoi : ${row.lastError ?? "erreur SMTP"}. Nouvel essai automatique.`, mail: view };
    case "failed":
      return { error: `Échec de l'envoi : ${row.lastError ?? "erreur SMTP"}`, mail: view };
  }
}

export async function listOutbox(mail: MailService, limit: number): Promise<MailView[]> {
  return (await mail.list(limit)).map(toMailView);
}
