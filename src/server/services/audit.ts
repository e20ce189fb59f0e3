/** The audit log (DESIGN §10): severity, action, resource, actor, IP, time and success. */
import type { AuditSeverity } from "../../shared/enums";
import type { Reader } from "../db/client";
import { auditLogs } from "../db/schema";

export interface AuditEntry {
  action: string;
  resource: string;
  actor: { id: number; username: string } | null;
  ip: string | null;
  success: boolean;
  severity: AuditSeverity;
  details?: string;
}

export async function recordAudit(tx: Reader, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    action: entry.action,
    resource: entry.resource,
    userId: entry.actor?.id ?? null,
    username: entry.actor?.username ?? null,
    ip: entry.ip,
    success: entry.success,
    severity: entry.severity,
    details: entry.details ?? null,
  });
}
