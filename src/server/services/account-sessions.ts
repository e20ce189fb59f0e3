/**
 * The list of an account's sessions, each with its device, and ending one from another (issue 18,
 * ASVS 5.0 V7.5): the user sees where they are signed in and can close what they do not know.
 */
import { headOf } from "../../shared/format";
import Bowser from "bowser";
import { and, desc, eq, gt } from "drizzle-orm";
import { ERRORS } from "../../shared/messages";
import { endUserSession, invalidateOtherSessions } from "../auth/sessions";
import type { AppServices } from "../app-services";
import { sessions, type UserRow } from "../db/schema";
import { recordAudit } from "./audit";
import { NotFoundError } from "./errors";

export interface AccountSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  device: string;
  current: boolean;
}

/** "Firefox 133 sur Windows", from a User-Agent header (bowser). */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Appareil inconnu";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const os = parsed.os.name ?? "";
  if (!browser && !os) return headOf(userAgent, 60);
  return os ? `${browser || "Navigateur"} sur ${os}` : browser;
}

export async function listSessions(deps: Pick<AppServices, "database">, user: UserRow, currentSessionId: string | null): Promise<AccountSession[]> {
  const rows = await deps.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    device: describeDevice(row.userAgent),
    current: row.id === currentSessionId,
  }));
}

/** Ends every session of the user but this one, and their sockets; returns how many ended. */
export async function endOtherSessions(deps: Pick<AppServices, "database" | "realtime">, user: UserRow, currentSessionId: string | null, origin: { ip: string }): Promise<number> {
  const ended = await deps.database.write(async (tx) => {
    const ids = await invalidateOtherSessions(tx, user.id, currentSessionId);
    if (ids.length > 0) {
      await recordAudit(tx, { action: "auth.session_ended", resource: "session", actor: user, ip: origin.ip, success: true, severity: "medium", details: `${ids.length} autre(s) session(s)` });
    }
    return ids;
  });
  for (const sessionId of ended) deps.realtime.disconnectSession(sessionId);
  return ended.length;
}

/** Ends one of the user's own sessions, and its sockets; 404 for any other id. */
export async function endSession(deps: Pick<AppServices, "database" | "realtime">, user: UserRow, sessionId: string, origin: { ip: string }): Promise<void> {
  if (!(await endUserSession(deps.database, user.id, sessionId))) throw new NotFoundError(ERRORS.sessionNotFound);
  deps.realtime.disconnectSession(sessionId);
  await deps.database.write((tx) =>
    recordAudit(tx, { action: "auth.session_ended", resource: "session", actor: user, ip: origin.ip, success: true, severity: "medium" }),
  );
}
