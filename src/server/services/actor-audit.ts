/**
 * Audit entries written on behalf of an actor that may not be a signed-in user: the CLI operator
 * ("cli:<OS user>", no user id, no IP) or an admin. Written inside the caller's transaction, so the
 * entry exists exactly when the change does.
 */
import type { AuditSeverity } from "../../shared/enums";
import type { Reader } from "../db/client";
import { auditLogs } from "../db/schema";

export interface AuditActor {
  userId: number | null;
  username: string;
  ip: string | null;
}

export interface ActorAuditEntry {
  action: string;
  resource: string;
  severity: AuditSeverity;
  success?: boolean;
  details?: string;
}

export async function recordActorAudit(tx: Reader, actor: AuditActor, entry: ActorAuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    action: entry.action,
    resource: entry.resource,
    userId: actor.userId,
    username: actor.username,
    ip: actor.ip,
    success: entry.success ?? true,
    severity: entry.severity,
    details: entry.details ?? null,
  });
}
