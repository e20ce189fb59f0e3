import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents, EventPayload, ServerToClientEvents } from "../../src/shared/events";
import { EVENT_SCHEMAS } from "../../src/shared/events";
import { makeAdmin, matchedPair } from "../support/conversation";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(cookie: string, options: { reconnection?: boolean } = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 1_000,
    extraHeaders: { cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

describe("live updates", () => {
  it("tells the counterpart about a message at once, with payloads that match the shared schemas", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " live");
    const socket = await connect(supplier.client.cookieHeader()!);
    const notification = new Promise<EventPayload<"notification:new">>((resolve) => socket.once("notification:new", resolve));
    const updated = new Promise<EventPayload<"match:updated">>((resolve) => socket.once("match:updated", resolve));
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Bonjour, un devis ?" });
    const [notice, update] = await Promise.all([notification, updated]);
    expect(EVENT_SCHEMAS["notification:new"].parse(notice)).toMatchObject({ type: "contact", matchId, title: "Nouvelle prise de contact" });
    expect(EVENT_SCHEMAS["match:updated"].parse(update)).toEqual({ matchId });
    socket.close();
  });

  it("tells the counterpart at once when a need is deleted, so its card leaves their lists (issue 24)", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " deleted");
    const socket = await connect(supplier.client.cookieHeader()!);
    const updated = new Promise<EventPayload<"match:updated">>((resolve) => socket.once("match:updated", resolve));
    const needId = (await buyer.client.get("/api/needs")).body[0].id;
    expect((await buyer.client.delete(`/api/needs/${needId}`)).status).toBe(200);
    expect(await updated).toEqual({ matchId });
    expect((await supplier.client.get("/api/matches")).body.map((m: { id: number }) => m.id)).not.toContain(matchId);
    socket.close();
  });

  it("tells the counterpart at once when a need is closed or its buyer pauses, so its card shows it (issue 24)", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " closed");
    const socket = await connect(supplier.client.cookieHeader()!);
    const needId = (await buyer.client.get("/api/needs")).body[0].id;
    let updated = new Promise<EventPayload<"match:updated">>((resolve) => socket.once("match:updated", resolve));
    expect((await buyer.client.post(`/api/needs/${needId}/close`)).status).toBe(200);
    expect(await updated).toEqual({ matchId });
    const card = (await supplier.client.get("/api/matches")).body.find((m: { id: number }) => m.id === matchId);
    expect(card.need.status).toBe("closed");

    // Another need of the same buyer, then the buyer pauses the account: the card is told again.
    const other = await buyer.client.post("/api/needs", { title: "Entretien des bureaux de Nantes", description: "Nettoyage quotidien de bureaux : sols, sanitaires, vitres.", category: "services", budget: 15000, location: "Nantes", keywords: ["nettoyage", "bureaux"] });
    const otherMatch = (await supplier.client.get("/api/matches")).body.find((m: { need: { id: number } }) => m.need.id === other.body.id);
    updated = new Promise<EventPayload<"match:updated">>((resolve) => socket.once("match:updated", resolve));
    expect((await buyer.client.post("/trpc/user.pause", {})).status).toBe(200);
    expect(await updated).toEqual({ matchId: otherMatch.id });
    socket.close();
  });

  it("tells the counterpart at once when the other party is erased, so its card leaves their lists", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " erased");
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const requested = await buyer.client.post("/api/gdpr/request-deletion", {});
    expect(requested.status).toBe(201);
    // The request already told them (the need is withdrawn); the erasure, which deletes the match, tells them again.
    const socket = await connect(supplier.client.cookieHeader()!);
    const updated = new Promise<EventPayload<"match:updated">>((resolve) => socket.once("match:updated", resolve));
    expect((await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`)).status).toBe(200);
    const told = await Promise.race([updated, new Promise<"silence">((resolve) => setTimeout(() => resolve("silence"), 3_000))]);
    expect(told).toEqual({ matchId });
    expect((await supplier.client.get("/api/matches")).body.map((m: { id: number }) => m.id)).not.toContain(matchId);
    socket.close();
  });

  it("replays the events missed during a short disconnect", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " recover");
    const socket = await connect(supplier.client.cookieHeader()!, { reconnection: true });
    const received: EventPayload<"notification:new">[] = [];
    socket.on("notification:new", (payload) => received.push(payload));
    const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
    socket.io.engine.close();
    await disconnected;
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Écrit pendant la coupure" });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    expect(socket.recovered).toBe(true);
    await expect.poll(() => received.map((n) => n.matchId)).toContain(matchId);
    socket.close();
  });
});
