/** A buyer and a supplier whose listings match, and helpers for the mail tests. */
import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { users } from "../../src/server/db/schema";
import { freePort } from "./server-process";
import { registeredClient, type TestServer } from "./test-server";

/** Marks an account's address as confirmed, as following the mailed link does (accounts.test.ts tests the link). */
export async function confirmEmail(server: TestServer, userId: number): Promise<void> {
  await server.services.database.write((tx) => tx.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, userId)));
}

/** An office-cleaning offer and need that match each other, in `location`. */
export function cleaningOffer(location = "Nantes") {
  return {
    title: "Nettoyage et entretien de bureaux",
    description: "Entretien quotidien des locaux professionnels : sols, sanitaires, vitres, poubelles.",
    category: "services",
    price: 1500,
    location,
    keywords: ["nettoyage", "entretien des locaux", "bureaux"],
  };
}

export function cleaningNeed(location = "Nantes") {
  return {
    title: `Nettoyage de nos bureaux à ${location}`,
    description: "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.",
    category: "services",
    budget: 20000,
    location,
    keywords: ["nettoyage", "bureaux"],
  };
}

/** A supplier's offer and a buyer's need that match, both accounts confirmed (they get mail). */
export async function matchedPair(server: TestServer, suffix = "") {
  const supplier = await registeredClient(server.url, "supplier", { companyName: `Propreté Atlantique${suffix}`, location: "Nantes" });
  await confirmEmail(server, supplier.user.id);
  await supplier.client.post("/api/offers", cleaningOffer());
  const buyer = await registeredClient(server.url, "buyer", { companyName: `Cabinet Loire${suffix}`, location: "Nantes" });
  await confirmEmail(server, buyer.user.id);
  const need = await buyer.client.post("/api/needs", cleaningNeed());
  if (need.status !== 201 || need.body.matchesCreated < 1) throw new Error(`no match: ${JSON.stringify(need.body)}`);
  const list = await buyer.client.get("/api/matches");
  const match = (list.body as Array<{ id: number; offer: { supplier: { id: number } } }>).find((m) => m.offer.supplier.id === supplier.user.id);
  if (!match) throw new Error("match not found");
  return { buyer, supplier, matchId: match.id };
}

/** A second need of matchedPair's buyer that the supplier's offer answers too. */
export function publishAnotherCleaningNeed(buyer: Awaited<ReturnType<typeof matchedPair>>["buyer"]) {
  return buyer.client.post("/api/needs", {
    title: "Entretien de nos locaux à Nantes",
    description: "Nettoyage quotidien de bureaux : sols, sanitaires, vitres.",
    category: "services",
    budget: 15000,
    location: "Nantes",
    keywords: ["nettoyage", "bureaux"],
  });
}

/** Turns a registered account into an admin (the only way an admin exists outside the demo seed). */
/** An admin as the platform requires one: with a second factor on (its session is already open). */
export async function makeAdmin(server: TestServer, userId: number): Promise<void> {
  await server.services.database.write((tx) =>
    tx.update(users).set({ accountType: "admin", totpSecret: ADMIN_TEST_TOTP_SECRET, totpEnabledAt: new Date().toISOString() }).where(eq(users.id, userId)),
  );
}

/** The TOTP key of the admins tests make. */
export const ADMIN_TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export interface SmtpSink {
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Resolves with the first received mail that `predicate` accepts. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every mail it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail among ${mails.length} received`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitUntil<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
