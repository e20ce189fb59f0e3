/** A user's recent activity (Profile › Statistics): their own interactions and messages. */
import { desc, eq } from "drizzle-orm";
import type { ActivityItem } from "../../shared/admin-views";
import type { Database } from "../db/client";
import { interactions, matches, messages, needs, offers, type UserRow } from "../db/schema";

export async function recentActivity(database: Database, user: Pick<UserRow, "id" | "accountType">, limit = 10): Promise<ActivityItem[]> {
  // The counterpart's listing names the match from the user's side.
  const title = user.accountType === "supplier" ? needs.title : offers.title;
  const [acted, wrote] = await Promise.all([
    database.db
      .select({ matchId: matches.id, title, action: interactions.action, createdAt: interactions.createdAt })
      .from(interactions)
      .innerJoin(matches, eq(interactions.matchId, matches.id))
      .innerJoin(needs, eq(matches.needId, needs.id))
      .innerJoin(offers, eq(matches.offerId, offers.id))
      .where(eq(interactions.userId, user.id))
      .orderBy(desc(interactions.createdAt), desc(interactions.id))
      .limit(limit),
    database.db
      .select({ matchId: matches.id, title, createdAt: messages.createdAt })
      .from(messages)
      .innerJoin(matches, eq(messages.matchId, matches.id))
      .innerJoin(needs, eq(matches.needId, needs.id))
      .innerJoin(offers, eq(matches.offerId, offers.id))
      .where(eq(messages.fromUserId, user.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
  ]);
  const items: ActivityItem[] = [
    ...acted.map((row) => ({ kind: "interaction" as const, action: row.action, matchId: row.matchId, title: row.title, createdAt: row.createdAt })),
    ...wrote.map((row) => ({ kind: "message" as const, action: "message", matchId: row.matchId, title: row.title, createdAt: row.createdAt })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
