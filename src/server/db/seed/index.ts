/**
 * Writes seed data into the database: the demo data of the first start (MARKET_DEMO=1) and the
 * generated volumes of `market seed`. Rows only: the caller computes the matches afterwards with
 * the matching service, so demo users see scored matches the first time they sign in.
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "../../../shared/constants";
import type { Database } from "../client";
import { needs, offers, products, users } from "../schema";
import type { SeedCompany, SeedNeed, SeedOffer, SeedProduct } from "./types";

const BATCH = 500;

export interface SeedCounts {
  users: number;
  needs: number;
  offers: number;
  products: number;
}

async function inBatches<T>(database: Database, items: Iterable<T>, write: (batch: T[], tx: Parameters<Parameters<Database["write"]>[0]>[0]) => Promise<unknown>) {
  let batch: T[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    await database.write((tx) => write(current, tx));
  };
  for (const item of items) {
    batch.push(item);
    count++;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

/** Inserts companies (with the given password) and returns their ids by seed key. */
export async function insertCompanies(database: Database, companies: Iterable<SeedCompany>, password: string): Promise<Map<string, number>> {
  // One hash for a batch of generated accounts: argon2id is deliberately slow (~50 ms each).
  const passwordHash = await hashPassword(password);
  const ids = new Map<string, number>();
  await inBatches(database, companies, async (batch, tx) => {
    const rows = await tx
      .insert(users)
      .values(
        batch.map((c) => ({
          username: c.username,
          email: c.email,
          passwordHash,
          accountType: c.accountType,
          companyName: c.companyName,
          displayName: c.displayName,
          sector: c.sector,
          location: c.location,
          contactName: c.contactName,
          bio: c.bio,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const byUsername = new Map(rows.map((row) => [row.username, row.id]));
    for (const c of batch) ids.set(c.key, byUsername.get(c.username)!);
  });
  return ids;
}

function ownerId(companies: Map<string, number>, key: string): number {
  const id = companies.get(key);
  if (id === undefined) throw new Error(`seed: unknown company ${key}`);
  return id;
}

export function insertNeeds(database: Database, items: Iterable<SeedNeed>, companies: Map<string, number>): Promise<number> {
  return inBatches(database, items, (batch, tx) =>
    tx.insert(needs).values(batch.map(({ companyKey, ...need }) => ({ ...need, buyerId: ownerId(companies, companyKey) }))),
  );
}

export function insertOffers(database: Database, items: Iterable<SeedOffer>, companies: Map<string, number>): Promise<number> {
  return inBatches(database, items, (batch, tx) =>
    tx.insert(offers).values(batch.map(({ companyKey, ...offer }) => ({ ...offer, supplierId: ownerId(companies, companyKey) }))),
  );
}

export function insertProducts(database: Database, items: Iterable<SeedProduct>): Promise<number> {
  return inBatches(database, items, (batch, tx) =>
    tx.insert(products).values(batch.map(({ image, ...product }) => ({ ...product, images: [image] }))),
  );
}

/** Seeds the demo data when the database has no user yet; returns what it wrote, or null. */
export async function seedDemoData(database: Database): Promise<SeedCounts | null> {
  const existing = await database.db.select({ count: sql<number>`count(*)` }).from(users).get();
  if ((existing?.count ?? 0) > 0) return null;
  // Loaded only when needed: a production process (MARKET_DEMO=0) never reads the demo texts.
  const { DEMO_COMPANIES, DEMO_NEEDS, DEMO_OFFERS, DEMO_PRODUCTS } = await import("./demo-data");
  const companies = await insertCompanies(database, DEMO_COMPANIES, DEMO_PASSWORD);
  // Admins must have a second factor: the demo one has the public demo key.
  await database.write((tx) =>
    tx.update(users).set({ totpSecret: DEMO_ADMIN_TOTP_SECRET, totpEnabledAt: new Date().toISOString() }).where(eq(users.accountType, "admin")),
  );
  return {
    users: companies.size,
    needs: await insertNeeds(database, DEMO_NEEDS, companies),
    offers: await insertOffers(database, DEMO_OFFERS, companies),
    products: await insertProducts(database, DEMO_PRODUCTS),
  };
}
