/**
 * Changes made from the command line go to the audit log like the web's, with the operator as
 * actor: no user id, "cli:<OS user>" as name, no IP (DESIGN §10).
 */
import type { AuditSeverity } from "../shared/enums";
import type { Tx } from "../server/db/client";
import { auditBy, recordAudit } from "../server/services/audit";
import type { CliActor } from "./context";

export interface CliAuditEntry {
  action: string;
  resource: string;
  severity: AuditSeverity;
  success?: boolean;
  details?: string;
}

export function recordCliAudit(tx: Tx, actor: CliActor, entry: CliAuditEntry): Promise<void> {
  return recordAudit(tx, { ...entry, ...auditBy(actor), success: entry.success ?? true });
}
