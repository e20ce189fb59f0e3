/** Counters: the public home page figures and each user's own activity, level and achievements. */
import { quoteCountsOf } from "./quotes/lists";
import { responsiveness } from "./quotes/responsiveness";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import type { AchievementView, ProgressView, PublicStats, UserStats } from "../../shared/view-schemas";
import { cacheStamp, statementOn, type Database, type Reader } from "../db/client";
import { onlyOf } from "../db/answer-scopes";
import { achievements, interactions, matches, needs, offers, users, type UserRow } from "../db/schema";
import { SIDES, type Side } from "./match-sides";

/** On a remote database, whose commits by other processes cannot be seen, how long the public
 * counters are served from memory when this process has written nothing. */
export const PUBLIC_STATS_CACHE_MS = 1_000;

interface CachedStats {
  /** `database.changeStamp()` when counted, or this process's commit count on a remote database. */
  stamp: string;
  countedAt: number;
  value: Promise<PublicStats>;
}

const cachedStats = new WeakMap<Database, CachedStats>();

/**
 * The home page counters. Counting them takes five queries, so they are counted again only after a
 * commit to the database (this process's or another's, such as the CLI); until then every caller
 * shares the same answer, a count in progress included. On a remote database, where other
 * processes' commits cannot be seen, they are also counted again every second.
 */
export function publicStats(database: Database): Promise<PublicStats> {
  const now = Date.now();
  const { stamp, exact } = cacheStamp(database);
  const cached = cachedStats.get(database);
  if (cached && cached.stamp === stamp && (exact || now - cached.countedAt < PUBLIC_STATS_CACHE_MS)) return cached.value;
  const value = countPublicStats(database);
  const entry = { stamp, countedAt: now, value };
  cachedStats.set(database, entry);
  // A failed count is not kept.
  value.catch(() => {
    if (cachedStats.get(database) === entry) cachedStats.delete(database);
  });
  return value;
}

async function countPublicStats(database: Database): Promise<PublicStats> {
  const db = database.db;
  const [userCount, needCount, offerCount, matchCount, byCategory] = await Promise.all([
    db.$count(users, sql`${users.deletedAt} is null`),
    db.$count(needs, eq(needs.status, "active")),
    db.$count(offers, eq(offers.status, "active")),
    // What users are shown (issue 20): the weaker leads behind "Autres pistes" are not counted.
    db.$count(matches, gte(matches.hybridScore, SHOWN_MIN_SCORE)),
    db
      .select({ category: needs.category, count: sql<number>`count(*)` })
      .from(needs)
      .where(eq(needs.status, "active"))
      .groupBy(needs.category),
  ]);
  return {
    totalUsers: userCount,
    totalNeeds: needCount,
    totalOffers: offerCount,
    totalMatches: matchCount,
    needsByCategory: Object.fromEntries(byCategory.map((row) => [row.category, row.count])),
  };
}

interface Activity {
  listings: number;
  matches: number;
  contacts: number;
  favorites: number;
  answered: number;
  contactsMade: number;
  profileComplete: boolean;
}

/**
 * The statements of a user's activity, for one side, built and prepared once per reader: the
 * dashboard and the matches page ask for them at each visit, and drizzle built their SQL each time
 * (a third of a computed `user.stats`, issue 25).
 */
function activityStatements(side: Side) {
  return statementOn((reader: Reader) => {
    const { listingTable, listingOwner, owns, statusColumn: myStatus } = SIDES[side];
    const theirStatus = SIDES[SIDES[side].other].statusColumn;
    const userId = sql.placeholder("userId");
    return {
      listings: reader.select({ n: count() }).from(listingTable).where(eq(listingOwner, userId)).prepare(),
      counts: reader
        .select({
          // The matches the user is shown (issue 20), not the weaker leads behind "Autres pistes".
          matches: sql<number>`coalesce(sum(${matches.hybridScore} >= ${SHOWN_MIN_SCORE}), 0)`,
          contacts: sql<number>`coalesce(sum(${myStatus} = 'contacted'), 0)`,
          favorites: sql<number>`coalesce(sum(${myStatus} = 'favorited'), 0)`,
          answered: sql<number>`coalesce(sum(${theirStatus} in ('contacted', 'favorited')), 0)`,
        })
        .from(matches)
        .innerJoin(needs, eq(matches.needId, needs.id))
        .innerJoin(offers, eq(matches.offerId, offers.id))
        .where(owns(userId))
        .prepare(),
      contactsMade: reader.select({ n: count() }).from(interactions).where(and(eq(interactions.userId, userId), eq(interactions.action, "contact"))).prepare(),
    };
  });
}

const ACTIVITY = { buyer: activityStatements("buyer"), supplier: activityStatements("supplier") };
const achievementsOf = statementOn((reader: Reader) => reader.select().from(achievements).where(eq(achievements.userId, sql.placeholder("userId"))).prepare());

async function activityOf(database: Database, user: UserRow): Promise<Activity> {
  // An admin owns no listing: counted on the supplier side, where every count is zero.
  const statements = ACTIVITY[user.accountType === "buyer" ? "buyer" : "supplier"](database.db);
  const byUser = { userId: user.id };
  const [listings, counts, contactsMade] = await Promise.all([
    statements.listings.get(byUser),
    user.accountType === "admin" ? Promise.resolve(undefined) : statements.counts.get(byUser),
    statements.contactsMade.get(byUser),
  ]);
  return {
    listings: user.accountType === "admin" ? 0 : (listings?.n ?? 0),
    matches: counts?.matches ?? 0,
    contacts: counts?.contacts ?? 0,
    favorites: counts?.favorites ?? 0,
    answered: counts?.answered ?? 0,
    contactsMade: contactsMade?.n ?? 0,
    profileComplete: Boolean(user.displayName && user.bio),
  };
}

interface AchievementRule {
  key: string;
  title: string;
  description: string;
  reached(activity: Activity): boolean;
}

const ACHIEVEMENTS: AchievementRule[] = [
  { key: "first_listing", title: "Première publication", description: "Publier un premier besoin ou une première offre", reached: (a) => a.listings >= 1 },
  { key: "first_match", title: "Premier match", description: "Obtenir un premier match", reached: (a) => a.matches >= 1 },
  { key: "first_contact", title: "Premier contact", description: "Contacter une première entreprise", reached: (a) => a.contactsMade >= 1 },
  { key: "five_listings", title: "Habitué", description: "Publier cinq besoins ou offres", reached: (a) => a.listings >= 5 },
  { key: "ten_matches", title: "Réseau actif", description: "Obtenir dix matches", reached: (a) => a.matches >= 10 },
  { key: "profile_complete", title: "Profil complet", description: "Renseigner un nom d'affichage et une bio", reached: (a) => a.profileComplete },
];

const POINTS = { listing: 10, match: 2, contact: 5, achievement: 20 } as const;
const POINTS_PER_LEVEL = 100;

function pointsOf(activity: Activity, unlocked: number): number {
  return activity.listings * POINTS.listing + activity.matches * POINTS.match + activity.contactsMade * POINTS.contact + unlocked * POINTS.achievement;
}

/** Unlocks what the activity reached and keeps the user's points and level up to date. */
async function refresh(database: Database, user: UserRow) {
  const activity = await activityOf(database, user);
  const reached = ACHIEVEMENTS.filter((rule) => rule.reached(activity)).map((rule) => rule.key);
  const points = pointsOf(activity, reached.length);
  const level = 1 + Math.floor(points / POINTS_PER_LEVEL);
  const stored = await achievementsOf(database.db).all({ userId: user.id });
  const missing = reached.filter((key) => !stored.some((row) => row.key === key));
  if (missing.length === 0 && points === user.points && level === user.level) return { activity, points, level, unlocked: stored };
  await database.write(async (tx) => {
    if (missing.length > 0) await tx.insert(achievements).values(missing.map((key) => ({ userId: user.id, key }))).onConflictDoNothing();
    await tx.update(users).set({ points, level }).where(eq(users.id, user.id));
  }, onlyOf(user.id));
  return { activity, points, level, unlocked: await achievementsOf(database.db).all({ userId: user.id }) };
}

export async function userStats(database: Database, user: UserRow): Promise<UserStats> {
  const { activity, points, level } = await refresh(database, user);
  const [answering, quoteCounts] = await Promise.all([responsiveness(database.db, user.id), quoteCountsOf(database.db, user.id)]);
  return {
    level,
    totalScore: points,
    points,
    needs: user.accountType === "buyer" ? activity.listings : 0,
    offers: user.accountType === "supplier" ? activity.listings : 0,
    matches: activity.matches,
    contacts: activity.contacts,
    favorites: activity.favorites,
    responseRate: answering.rate,
    medianResponseHours: answering.medianHours,
    responseRequests: answering.requests,
    quotes: quoteCounts.quotes,
    quotesAccepted: quoteCounts.accepted,
  };
}

export async function userAchievements(database: Database, user: UserRow): Promise<AchievementView[]> {
  const { unlocked } = await refresh(database, user);
  return ACHIEVEMENTS.map((rule) => {
    const row = unlocked.find((u) => u.key === rule.key);
    return { key: rule.key, title: rule.title, description: rule.description, unlocked: Boolean(row), unlockedAt: row?.unlockedAt ?? null };
  });
}

export async function userProgress(database: Database, user: UserRow): Promise<ProgressView> {
  const { points, level, unlocked } = await refresh(database, user);
  return { score: points, completed: unlocked.length, total: ACHIEVEMENTS.length, level, nextLevelAt: level * POINTS_PER_LEVEL };
}
