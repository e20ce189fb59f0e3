import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents, ServerToClientEvents } from "../../src/shared/events";
import { matchedPair } from "../support/conversation";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(cookie: string | null, origin?: string): ClientSocket {
  return io(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
}

function outcome(socket: ClientSocket): Promise<"connected" | "refused"> {
  return new Promise((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", () => resolve("refused"));
  });
}

function sessionCookie(client: { cookieHeader(): string | null }) {
  return client.cookieHeader();
}

describe("Socket.IO", () => {
  it("refuses a handshake without a session or from a foreign origin", async () => {
    const anonymous = connect(null);
    expect(await outcome(anonymous)).toBe("refused");
    anonymous.close();
    const { client } = await registeredClient(server.url, "buyer");
    const foreign = connect(sessionCookie(client), "https://evil.example");
    expect(await outcome(foreign)).toBe("refused");
    foreign.close();
  });

  it("pushes match:new and notification:new to the supplier when a buyer's need matches its offer", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    await supplier.client.post("/api/offers", {
      title: "Nettoyage et entretien de bureaux",
      description: "Entretien quotidien des locaux professionnels : sols, sanitaires, vitres, poubelles.",
      category: "services",
      price: 1500,
      location: "Nantes",
      keywords: ["nettoyage", "entretien des locaux", "bureaux"],
    });
    const socket = connect(sessionCookie(supplier.client));
    expect(await outcome(socket)).toBe("connected");
    const matchNew = new Promise<{ matchId: number; shown: boolean }>((resolve) => socket.once("match:new", resolve));
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", {
      title: "Nettoyage de nos bureaux à Nantes",
      description: "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.",
      category: "services",
      budget: 20000,
      location: "Nantes",
      keywords: ["nettoyage", "bureaux"],
    });
    expect(need.body.matchesCreated).toBeGreaterThan(0);
    const event = await matchNew;
    // Shown by default, so the page announces it; a weak lead would say shown: false.
    expect(event.shown).toBe(true);
    const matches = await supplier.client.get("/api/matches");
    expect(matches.body.map((m: any) => m.id)).toContain(event.matchId);
    socket.close();
  });

  it("tells the user's other tabs when a notification is read, all are read or one is removed", async () => {
    // The supplier's offer matches the buyer's new need: the supplier has an unread match notification.
    const { supplier } = await matchedPair(server, " onglets");
    const list = await supplier.client.get("/api/notifications?filter=unread");
    const unread = list.body.filter((n: { type: string }) => n.type === "match");
    expect(unread.length).toBeGreaterThan(0);
    // A second tab of the same user, with its own connection.
    const otherTab = connect(sessionCookie(supplier.client));
    expect(await outcome(otherTab)).toBe("connected");
    const changed = () => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no notifications:changed within 3 s")), 3000);
      otherTab.once("notifications:changed", () => {
        clearTimeout(timer);
        resolve();
      });
    });

    let heard = changed();
    expect((await supplier.client.patch(`/api/notifications/${unread[0].id}`, { isRead: true })).status).toBe(200);
    await heard;

    heard = changed();
    expect((await supplier.client.patch(`/api/notifications/${unread[0].id}`, { isRead: false })).status).toBe(200);
    await heard;

    heard = changed();
    const readAll = await supplier.client.post("/api/notifications/read-all");
    expect(readAll.body.updated).toBeGreaterThan(0);
    await heard;

    heard = changed();
    expect((await supplier.client.delete(`/api/notifications/${unread[0].id}`)).status).toBe(200);
    await heard;
    otherTab.close();
  });
});
