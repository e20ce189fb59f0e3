/**
 * Queues an e-mail in the outbox (DESIGN §9). Until mail delivery is built, the outbox is where
 * every mail goes; call it inside the caller's transaction so the mail exists only if the change does.
 */
import type { Reader } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export async function queueMail(tx: Reader, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}
