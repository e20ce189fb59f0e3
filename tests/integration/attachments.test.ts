/** Files on needs and quotes (issue 21): typed by their bytes, stored once by hash, read by the parties only, gone with the account. */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../src/shared/messages";
import { ATTACHMENT_TEXTS } from "../../src/shared/attachments";
import { users } from "../../src/server/db/schema";
import { matchedPair } from "../support/conversation";
import { tableDigest } from "../support/table-digest";
import { registeredClient, startTestServer, type ApiClient, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e226059b0000000049454e44ae426082", "hex");

async function upload(client: ApiClient, url: string, bytes: Buffer, filename: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${server.url}${url}`, { method: "POST", body: form, headers: { origin: server.url, cookie: client.cookieHeader() ?? "" } });
  return { status: res.status, body: (await res.json()) as any };
}

async function download(client: ApiClient, url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader() ?? "" } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const stored = (bytes: Buffer) => {
  const hash = createHash("sha256").update(bytes).digest("hex");
  return path.join(server.dataDir, "files", hash.slice(0, 2), hash);
};

describe("attachments", () => {
  it("types a file by its bytes, lets the need's parties read it as a download, and refuses the others", async () => {
    const { buyer, supplier } = await matchedPair(server, " F1");
    const needId = (await buyer.client.get("/api/needs")).body[0].id;
    const sent = await upload(buyer.client, `/api/needs/${needId}/attachments`, PDF, "Cahier des charges (v2).pdf");
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ filename: "Cahier des charges (v2).pdf", contentType: "application/pdf", size: PDF.length });
    expect(fs.existsSync(stored(PDF))).toBe(true);
    // The buyer's personal data export lists the file (RGPD art. 15): it left them out.
    const data = (await buyer.client.post("/api/gdpr/export-data?format=json")).body;
    expect(data.attachments).toEqual([expect.objectContaining({ itemKind: "need", itemId: needId, filename: "Cahier des charges (v2).pdf", size: PDF.length, url: sent.body.url })]);
    const csv = await fetch(`${server.url}/api/gdpr/export-data`, { method: "POST", headers: { cookie: buyer.client.cookieHeader()!, origin: server.url } }).then((res) => res.text());
    expect(csv).toContain(`Fichiers joints;${sent.body.id};Nom du fichier;Cahier des charges (v2).pdf`);

    // A text file named .pdf, or a program, is refused: the name says nothing.
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, Buffer.from("pas un pdf"), "faux.pdf", "application/pdf")).toMatchObject({ status: 400, body: { error: ATTACHMENT_TEXTS.badType } });
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "plan.png", "image/png")).toMatchObject({ status: 400 });
    // A cut or damaged office file (a zip that ends early) is refused as such, not a server error.
    const cutDocx = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.from("xxxx")]);
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, cutDocx, "devis signé.docx")).toMatchObject({ status: 400, body: { error: ATTACHMENT_TEXTS.unreadable } });
    // A forced writing direction in the name would show « facture\u202Efdp.exe » as « factureexe.pdf ».
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, PDF, "facture\u202Efdp.exe")).toMatchObject({ status: 400, body: { error: ERRORS.controlCharacters } });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, tooBig, "gros.pdf")).toMatchObject({ status: 400, body: { error: ATTACHMENT_TEXTS.tooLarge } });

    const listed = await supplier.client.get(`/api/needs/${needId}/attachments`);
    expect(listed.body.map((a: { filename: string }) => a.filename)).toEqual(["Cahier des charges (v2).pdf"]);
    const got = await download(supplier.client, listed.body[0].url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="Cahier des charges (v2).pdf"; filename*=UTF-8''Cahier%20des%20charges%20%28v2%29.pdf`);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.bytes.equals(PDF)).toBe(true);

    const outsider = await registeredClient(server.url, "supplier");
    const before = await tableDigest(server, ["attachments"]);
    expect((await outsider.client.get(`/api/needs/${needId}/attachments`)).status).toBe(403);
    expect((await download(outsider.client, listed.body[0].url)).status).toBe(403);
    expect((await upload(supplier.client, `/api/needs/${needId}/attachments`, PNG, "moi.png")).status).toBe(403);
    expect((await supplier.client.delete(`/api/attachments/${listed.body[0].id}`)).status).toBe(403);
    expect(await tableDigest(server, ["attachments"])).toBe(before);

    // A PNG named .pdf is stored as a PNG and named so: downloaded as « photo.pdf », no PDF reader opened it.
    const misnamed = await upload(buyer.client, `/api/needs/${needId}/attachments`, PNG, "photo du site.pdf", "application/pdf");
    expect(misnamed).toMatchObject({ status: 201, body: { filename: "photo du site.png", contentType: "image/png" } });
    const misnamedFile = await download(buyer.client, misnamed.body.url);
    expect(misnamedFile.headers.get("content-disposition")).toMatch(/^attachment; filename="photo du site\.png"/);
    // Without an extension it gets one; the dots of the name itself stay.
    expect((await upload(buyer.client, `/api/needs/${needId}/attachments`, PNG, "plan v2.1")).body.filename).toBe("plan v2.1.png");
    expect((await buyer.client.delete(`/api/attachments/${misnamed.body.id}`)).status).toBe(200);
    for (const file of (await buyer.client.get(`/api/needs/${needId}/attachments`)).body as { id: number; filename: string }[])
      if (file.filename === "plan v2.1.png") expect((await buyer.client.delete(`/api/attachments/${file.id}`)).status).toBe(200);

    // A long name keeps its extension (cut at 200 characters, « .pdf » went and the file opened in nothing).
    const long = await upload(buyer.client, `/api/needs/${needId}/attachments`, PDF, `${"Cahier des charges détaillé ".repeat(10)}.pdf`);
    expect(long.body.filename).toHaveLength(200);
    expect(long.body.filename).toMatch(/^Cahier des charges détaillé .*\.pdf$/);
    expect((await buyer.client.delete(`/api/attachments/${long.body.id}`)).status).toBe(200);

    // Five per item; the same bytes twice are stored once.
    for (let i = 2; i <= 5; i += 1) expect((await upload(buyer.client, `/api/needs/${needId}/attachments`, PNG, `plan-${i}.png`)).status).toBe(201);
    expect(await upload(buyer.client, `/api/needs/${needId}/attachments`, PNG, "plan-6.png")).toMatchObject({ status: 409, body: { error: ATTACHMENT_TEXTS.tooMany } });
    expect(fs.readdirSync(path.dirname(stored(PNG))).filter((name) => !name.endsWith(".tmp"))).toContain(path.basename(stored(PNG)));

    // Deleting the need takes its files, rows and bytes.
    expect((await buyer.client.delete(`/api/needs/${needId}`)).status).toBe(200);
    expect(fs.existsSync(stored(PDF))).toBe(false);
    expect(fs.existsSync(stored(PNG))).toBe(false);
  });

  it("lets a supplier attach files to its quote, read by the buyer once sent; the files go with the supplier's account", async () => {
    const { buyer, supplier } = await matchedPair(server, " F2");
    const needId = (await buyer.client.get("/api/needs")).body[0].id;
    const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { lines: [{ designation: "Entretien", quantity: 1, unit: "mois", unitPrice: 900, vatRate: 20 }], validUntil, leadTime: 5 })).body;
    const brochure = Buffer.concat([PDF, Buffer.from(`% brochure ${Date.now()}\n`)]);
    expect((await upload(supplier.client, `/api/quotes/${quote.id}/attachments`, brochure, "Références.pdf")).status).toBe(201);
    expect((await buyer.client.get(`/api/quotes/${quote.id}/attachments`)).status).toBe(403);
    await supplier.client.post(`/api/quotes/${quote.id}/send`);
    const listed = (await buyer.client.get(`/api/quotes/${quote.id}/attachments`)).body;
    expect(listed).toHaveLength(1);
    expect((await download(buyer.client, listed[0].url)).bytes.equals(brochure)).toBe(true);
    // The quote sent, a file added or removed changes what the buyer has: they are told (it came and went unseen).
    const fileNotices = async () =>
      ((await buyer.client.get("/api/notifications")).body as Array<{ title: string; message: string; link: string | null }>).filter((n) => n.title.startsWith("Fichier"));
    expect(await fileNotices()).toEqual([]);
    const annex = await upload(supplier.client, `/api/quotes/${quote.id}/attachments`, Buffer.concat([PDF, Buffer.from(`% annexe ${Date.now()}\n`)]), "Annexe tarifaire.pdf");
    expect(annex.status).toBe(201);
    expect((await supplier.client.delete(`/api/attachments/${annex.body.id}`)).status).toBe(200);
    expect(await fileNotices()).toEqual([
      expect.objectContaining({ title: "Fichier retiré d'un devis", message: expect.stringContaining("« Annexe tarifaire.pdf » du devis"), link: `/quotes/${quote.id}` }),
      expect.objectContaining({ title: "Fichier ajouté à un devis", message: expect.stringContaining("a ajouté « Annexe tarifaire.pdf » au devis"), link: `/quotes/${quote.id}` }),
    ]);

    const admin = await registeredClient(server.url, "buyer");
    await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, admin.user.id));
    const requested = await supplier.client.post("/api/gdpr/request-deletion", { reason: "" });
    expect((await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`)).status).toBe(200);
    expect(fs.existsSync(stored(brochure))).toBe(false);
    expect((await buyer.client.get(`/api/quotes/${quote.id}/attachments`)).body).toEqual([]);
  });
});
