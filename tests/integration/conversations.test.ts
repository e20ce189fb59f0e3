import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wellFormed } from "../../src/shared/format";
import { suspendUser, unsuspendUser } from "../../src/server/services/admin-users";
import { CLI_ACTOR } from "../../src/server/services/audit";
import { matchedPair } from "../support/conversation";
import { tableDigest } from "../support/table-digest";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("conversations", () => {
  it("lets only the two parties of a match read or write its thread", async () => {
    const { matchId } = await matchedPair(server, " A");
    const outsider = await registeredClient(server.url, "supplier");
    const touched = ["messages", "matches", "interactions", "notifications", "mail_outbox"];
    const before = await tableDigest(server, touched);
    expect((await outsider.client.post(`/api/matches/${matchId}/messages`, { body: "Je m'invite" })).status).toBe(403);
    expect((await outsider.client.get(`/api/matches/${matchId}/messages`)).status).toBe(403);
    expect((await outsider.client.post(`/api/matches/${matchId}/read`)).status).toBe(403);
    expect((await outsider.client.get(`/api/matches/999999/messages`)).status).toBe(404);
    expect(await tableDigest(server, touched)).toBe(before);
  });

  it("a first message makes the sender contacted, notifies the counterpart, and reveals each side's contact", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " B");
    const before = await supplier.client.get(`/api/matches/${matchId}/messages`);
    expect(before.body.counterpart).toBeNull();

    const sent = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "  Bonjour !\n<script>alert(1)</script>  " });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ body: "Bonjour !\n<script>alert(1)</script>", mine: true, readAt: null });
    // A field a message cannot carry is refused, and nothing is sent (it was dropped unseen).
    const withFile = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Voici le plan", attachments: ["plan.pdf"] });
    expect(withFile.status).toBe(400);
    expect(withFile.body.error).toContain("Champ inconnu ou non modifiable ici : attachments");
    expect((await buyer.client.get(`/api/matches/${matchId}/messages`)).body.messages).toHaveLength(1);

    const buyerMatches = await buyer.client.get("/api/matches");
    expect(buyerMatches.body.find((m: { id: number }) => m.id === matchId).status).toBe("contacted");
    const notices = await supplier.client.get("/api/notifications");
    expect(notices.body[0]).toMatchObject({ type: "contact", title: "Nouvelle prise de contact", matchId });

    const seenBySupplier = await supplier.client.get(`/api/matches/${matchId}/messages`);
    expect(seenBySupplier.body.counterpart).toMatchObject({ companyName: buyer.account.companyName, email: buyer.account.email });
    const seenByBuyer = await buyer.client.get(`/api/matches/${matchId}/messages`);
    expect(seenByBuyer.body.counterpart).toMatchObject({ companyName: supplier.account.companyName, email: supplier.account.email });
  });

  it("keeps an emoji whole where the notification's preview is cut (half of one crashed the whole server)", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " E");
    // 👍 at UTF-16 units 119–120: a cut at 120 kept its first half, a lone surrogate libSQL panicked on.
    const first = `${"a".repeat(119)}👍 fin`;
    const reply = `${"b".repeat(119)}😀 suite`;
    expect((await buyer.client.post(`/api/matches/${matchId}/messages`, { body: first })).status).toBe(201);
    expect((await supplier.client.post(`/api/matches/${matchId}/messages`, { body: reply })).status).toBe(201);
    const supplierBell = (await supplier.client.get("/api/notifications")).body as Array<{ matchId: number; message: string; details: string | null }>;
    const buyerBell = (await buyer.client.get("/api/notifications")).body as Array<{ matchId: number; message: string }>;
    const texts = [...supplierBell, ...buyerBell].filter((n) => n.matchId === matchId).flatMap((n) => [n.message, (n as { details?: string | null }).details ?? ""]);
    expect(texts.join("")).toContain(`${"a".repeat(119)}…`);
    expect(texts.join("")).toContain(`${"b".repeat(119)}…`);
    for (const text of texts) expect(wellFormed(text), text).toBe(text);
    // The thread holds both messages whole, and the server still answers.
    expect((await buyer.client.get(`/api/matches/${matchId}/messages`)).body.messages.map((m: { body: string }) => m.body)).toEqual([first, reply]);
  });

  it("counts unread messages per match until the recipient opens the thread, and shows the writer it was read", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " C");
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Premier" });
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Second" });
    const unread = await supplier.client.get("/api/messages/unread");
    expect(unread.body.byMatch).toEqual([{ matchId, count: 2 }]);
    expect((await buyer.client.get("/api/messages/unread")).body.total).toBe(0);
    const bell = await supplier.client.get("/api/notifications");
    expect(bell.body.filter((n: { matchId: number; type: string; isRead: boolean }) => n.matchId === matchId && n.type !== "match" && !n.isRead)).toHaveLength(2);

    expect((await supplier.client.post(`/api/matches/${matchId}/read`)).body).toEqual({ updated: 2 });
    expect((await supplier.client.get("/api/messages/unread")).body).toEqual({ total: 0, byMatch: [] });
    const afterBell = await supplier.client.get("/api/notifications");
    expect(afterBell.body.filter((n: { matchId: number; type: string; isRead: boolean }) => n.matchId === matchId && n.type === "contact" && !n.isRead)).toEqual([]);
    const thread = await buyer.client.get(`/api/matches/${matchId}/messages`);
    expect(thread.body.messages.map((m: { body: string; readAt: string | null }) => [m.body, m.readAt !== null])).toEqual([
      ["Premier", true],
      ["Second", true],
    ]);
  });

  it("refuses an empty message and one over 5,000 characters, and stores nothing", async () => {
    const { buyer, matchId } = await matchedPair(server, " D");
    const empty = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Le message est vide");
    // Zero-width spaces show nothing: as empty as spaces.
    const invisible = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "\u200B\u200B \uFEFF" });
    expect(invisible).toMatchObject({ status: 400, body: { error: "Le message est vide" } });
    const long = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "a".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Le message ne doit pas dépasser 5 000 caractères");
    expect((await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "a".repeat(5000) })).status).toBe(201);
    expect((await buyer.client.get(`/api/matches/${matchId}/messages`)).body.messages).toHaveLength(1);
  });

  it("tells the writer when the counterpart's account is suspended or deactivated, and still takes the message", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " S");
    const account = async () => (await buyer.client.get(`/api/matches/${matchId}/messages`)).body.counterpartAccount;
    expect(await account()).toBe("active");
    expect((await supplier.client.get(`/api/matches/${matchId}/messages`)).body.counterpartAccount).toBe("active");
    await suspendUser(server.services, CLI_ACTOR, supplier.user.id, "Impayés");
    expect(await account()).toBe("suspended");
    // The contract stays: the message is stored, for when the account comes back.
    expect((await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Êtes-vous disponible ?" })).status).toBe(201);
    await unsuspendUser(server.services, CLI_ACTOR, supplier.user.id);
    expect(await account()).toBe("active");
    // A buyer who asked for the erasure of their account, seen by the supplier.
    const other = await matchedPair(server, " T");
    expect((await other.buyer.client.post("/api/gdpr/request-deletion", {})).status).toBe(201);
    expect((await other.supplier.client.get(`/api/matches/${other.matchId}/messages`)).body.counterpartAccount).toBe("deactivated");
  });
});

