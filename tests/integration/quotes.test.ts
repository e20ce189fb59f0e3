/** Quotes (issue 21) through /api: ask, quote, revise, compare, award, withdraw the award; parties only. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, messages, quotes, quoteVersions, users } from "../../src/server/db/schema";
import { formatCents, QUOTE_TEXTS } from "../../src/shared/quotes";
import { formatMoney } from "../../src/shared/format";
import { cleaningNeed, cleaningOffer, confirmEmail, matchedPair } from "../support/conversation";
import { pdfText } from "../support/pdf-text";
import { tableDigest } from "../support/table-digest";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function content(lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return { lines, validUntil: inDays(30), leadTime: 10, paymentTerms: "30 jours fin de mois", conditions: "Produits fournis par nos soins.", ...extra };
}

const cleaning = (unitPrice: number, quantity = 12) => [
  { designation: "Entretien mensuel des bureaux", quantity, unit: "mois", unitPrice, vatRate: 20 },
  { designation: "Fourniture de consommables", quantity: 2.5, unit: "lot", unitPrice: 19.99, vatRate: 5.5 },
];

/** A need with two matched suppliers, both accounts confirmed so that they get mail. */
async function needWithTwoSuppliers(suffix: string) {
  const pair = await matchedPair(server, suffix);
  const second = await registeredClient(server.url, "supplier", { companyName: `Net Services${suffix}`, location: "Nantes" });
  await confirmEmail(server, second.user.id);
  await second.client.post("/api/offers", { ...cleaningOffer(), title: "Entretien de bureaux et nettoyage de locaux", certifications: [] });
  const needs = await pair.buyer.client.get("/api/needs");
  const needId = needs.body[0].id as number;
  return { ...pair, second, needId };
}

describe("quotes", () => {
  it("runs the whole flow: ask two suppliers, quote, compare, revise, award (the other declined and told), withdraw the award", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q1");
    await supplier.client.put("/api/user/profile", { displayName: "Propreté Atlantique", email: supplier.account.email, companyNumber: "552 032 534 00018", vatNumber: "FR27552032534", postalAddress: "12 rue des Tanneurs, 44000 Nantes" });

    const asked = await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id, second.user.id], message: "Merci de chiffrer sur 12 mois." });
    expect(asked.status).toBe(201);
    expect(asked.body.requested.sort()).toEqual([supplier.user.id, second.user.id].sort());
    expect((await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id] })).body).toEqual({ requested: [], alreadyAsked: [supplier.user.id] });
    const askedNotice = (await supplier.client.get("/api/notifications")).body.find((n: { type: string }) => n.type === "quote");
    expect(askedNotice).toMatchObject({ title: "Demande de devis", details: "Merci de chiffrer sur 12 mois." });
    // Each supplier finds the request on « Mes devis », with the buyer's words; nobody else reads it.
    const waiting = await supplier.client.get("/api/quote-requests");
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual([
      expect.objectContaining({ needId, needStatus: "active", buyerCompanyName: buyer.account.companyName, message: "Merci de chiffrer sur 12 mois.", answeredAt: null, quote: null }),
    ]);
    expect((await buyer.client.get("/api/quote-requests")).status).toBe(403);
    expect((await (await registeredClient(server.url, "supplier")).client.get("/api/quote-requests")).body).toEqual([]);

    // 12 × 1 234,56 = 14 814,72 at 20 %; 2,5 × 19,99 = 49,975 → 49,98 at 5,5 %.
    const sent = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(1234.56)), send: true });
    expect(sent.status).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(sent.body).toMatchObject({ number: `DEV-${year}-0001`, status: "sent", side: "supplier" });
    expect(sent.body.current.totals).toEqual({
      htCents: 1_486_470,
      vatCents: 296_294 + 275,
      ttcCents: 1_486_470 + 296_294 + 275,
      byRate: [
        { vatRate: 20, baseCents: 1_481_472, vatCents: 296_294 },
        { vatRate: 5.5, baseCents: 4_998, vatCents: 275 },
      ],
    });
    const received = (await buyer.client.get("/api/notifications")).body.find((n: { title: string }) => n.title === "Devis reçu");
    expect(received.message).toContain(`DEV-${year}-0001`);
    const quoteA = sent.body.id as number;
    // It opens the quote itself, as its mail does.
    expect(received.link).toBe(`/quotes/${quoteA}`);

    const draft = await second.client.post(`/api/needs/${needId}/quotes`, content([{ designation: "Entretien mensuel des bureaux", quantity: 12, unit: "mois", unitPrice: 2500, vatRate: 20 }]));
    expect(draft.body).toMatchObject({ status: "draft", number: `DEV-${year}-0001` });
    const quoteB = draft.body.id as number;
    // Answered by a sent quote; still waiting with a draft, which the supplier goes back to.
    expect((await supplier.client.get("/api/quote-requests")).body[0]).toMatchObject({ answeredAt: expect.any(String), quote: { id: quoteA, status: "sent" } });
    expect((await second.client.get("/api/quote-requests")).body[0]).toMatchObject({ answeredAt: null, quote: { id: quoteB, number: `DEV-${year}-0001`, status: "draft" } });
    expect((await buyer.client.get(`/api/quotes/${quoteB}`)).status).toBe(404);
    expect((await buyer.client.get(`/api/needs/${needId}/quotes`)).body.columns).toHaveLength(1);
    const sentB = await second.client.patch(`/api/quotes/${quoteB}`, { ...content([{ designation: "entretien mensuel des bureaux", quantity: 12, unit: "mois", unitPrice: 2500, vatRate: 20 }]), send: true });
    expect(sentB.body.status).toBe("sent");

    const compared = await buyer.client.get(`/api/needs/${needId}/quotes`);
    expect(compared.status).toBe(200);
    expect(compared.body.columns.map((c: { quote: { id: number } }) => c.quote.id)).toEqual([quoteA, quoteB]);
    expect(compared.body.columns[1].checks.map((c: { kind: string }) => c.kind)).toContain("over_budget");
    expect(compared.body.columns[0].checks).toEqual([]);
    expect(compared.body.columns[0].matchScore).toBeGreaterThan(0);
    expect(compared.body.lineRows).toEqual([{ designation: "Entretien mensuel des bureaux", unit: "mois", unitPriceCents: [123_456, 250_000] }]);
    expect(compared.body.requests.every((r: { answeredAt: string | null }) => r.answeredAt !== null)).toBe(true);

    // Two revisions at most; each version kept.
    expect((await buyer.client.post(`/api/quotes/${quoteA}/revision-request`, { comment: "" })).status).toBe(400);
    const revision = await buyer.client.post(`/api/quotes/${quoteA}/revision-request`, { comment: "Pouvez-vous inclure les vitres ?" });
    expect(revision.body).toMatchObject({ status: "revision_requested", revisionRounds: 1, revisionComment: "Pouvez-vous inclure les vitres ?" });
    expect((await buyer.client.post(`/api/quotes/${quoteA}/award`)).status).toBe(409);
    // The supplier may revise, not send again what the buyer already has (« send » was offered, and answered 409).
    expect((await supplier.client.get(`/api/quotes/${quoteA}`)).body.actions).toEqual(["edit", "withdraw"]);
    expect((await supplier.client.post(`/api/quotes/${quoteA}/send`)).status).toBe(409);
    const revised = await supplier.client.patch(`/api/quotes/${quoteA}`, { ...content([...cleaning(1234.56), { designation: "Vitres", quantity: 4, unit: "passage", unitPrice: 150, vatRate: 20 }]), send: true });
    expect(revised.body).toMatchObject({ status: "revised" });
    expect(revised.body.versions.map((v: { version: number; answersComment: string | null }) => [v.version, v.answersComment])).toEqual([
      [1, null],
      [2, "Pouvez-vous inclure les vitres ?"],
    ]);
    await buyer.client.post(`/api/quotes/${quoteA}/revision-request`, { comment: "Un dernier effort sur le prix ?" });
    await supplier.client.patch(`/api/quotes/${quoteA}`, { ...content(cleaning(1200)), send: true });
    const third = await buyer.client.post(`/api/quotes/${quoteA}/revision-request`, { comment: "Encore ?" });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(QUOTE_TEXTS.revisionsSpent);
    expect((await buyer.client.get(`/api/quotes/${quoteA}`)).body.versions).toHaveLength(3);

    const awarded = await buyer.client.post(`/api/quotes/${quoteA}/award`);
    expect(awarded.status).toBe(200);
    expect(awarded.body).toMatchObject({ status: "accepted", actions: ["withdrawAward"] });
    expect((await second.client.get(`/api/quotes/${quoteB}`)).body).toMatchObject({ status: "declined", declineReason: "Un autre devis a été retenu pour ce besoin." });
    const told = (await second.client.get("/api/notifications")).body.find((n: { title: string }) => n.title === "Devis non retenu");
    expect(told.message).toContain(buyer.account.companyName);
    expect((await supplier.client.get("/api/notifications")).body.find((n: { title: string }) => n.title === "Devis accepté")).toBeTruthy();
    expect((await buyer.client.get("/api/needs")).body[0].status).toBe("awarded");
    expect((await buyer.client.post(`/api/quotes/${quoteB}/award`)).status).toBe(409);
    expect((await supplier.client.post(`/api/needs/${needId}/quotes`, content(cleaning(1))))).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.needNotActive } });

    expect((await buyer.client.post(`/api/quotes/${quoteA}/award-withdrawal`, {})).status).toBe(400);
    const withdrawn = await buyer.client.post(`/api/quotes/${quoteA}/award-withdrawal`, { reason: "Le budget a été gelé" });
    expect(withdrawn.body).toMatchObject({ status: "revised", awardWithdrawal: { reason: "Le budget a été gelé" } });
    expect((await second.client.get(`/api/quotes/${quoteB}`)).body.status).toBe("sent");
    expect((await buyer.client.get("/api/needs")).body[0].status).toBe("active");

    const audit = await server.services.database.client.execute("select action from audit_logs where resource like 'quote:%' order by id");
    expect(new Set(audit.rows.map((row) => row.action))).toEqual(new Set(["quote.create", "quote.send", "quote.update", "quote.revision_request", "quote.revise", "quote.award", "quote.award_withdraw"]));

    // The PDF: the parties only; it parses and holds the totals and the legal mentions.
    const pdf = await fetch(`${server.url}/api/quotes/${quoteA}/pdf`, { headers: { cookie: buyer.client.cookieHeader()! } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // Numbers are counted per supplier: both first quotes are DEV-yyyy-0001, their files are not named alike.
    const fileA = `DEV-${year}-0001-proprete-atlantique-q1.pdf`;
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${fileA}"; filename*=UTF-8''${fileA}`);
    const pdfB = await fetch(`${server.url}/api/quotes/${quoteB}/pdf`, { headers: { cookie: buyer.client.cookieHeader()! } });
    expect(pdfB.headers.get("content-disposition")).toBe(`attachment; filename="DEV-${year}-0001-net-services-q1.pdf"; filename*=UTF-8''DEV-${year}-0001-net-services-q1.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`Devis DEV-${year}-0001`);
    expect(text).toContain("SIRET 55203253400018 (SIREN 552032534)");
    expect(text).toContain("N° TVA intracommunautaire FR27552032534");
    expect(text).toContain("Devis valable jusqu'au");
    expect(text).toContain("30 jours fin de mois");
    // 12 × 1 200 + 49,98 = 14 449,98 HT; TVA 2 880 + 2,75; TTC 17 332,73.
    expect(text).toMatch(/Total TTC\s*17 332,73 €/);
    expect(text).toContain(buyer.account.companyName);
    // The late-payment rate of art. L441-10 is the ECB's refinancing rate plus 10 points (it said the legal interest rate).
    expect(text.replace(/\s+/g, " ")).toContain("pénalités au taux de refinancement de la Banque centrale européenne majoré de 10 points");

    // The mails went through the outbox, the PDF attached to the one announcing the quote.
    const mails = await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote"));
    const announcing = mails.find((mail) => mail.to === buyer.account.email && mail.subject.includes("Devis reçu"));
    // Each subject names the other company and the need: a buyer's « Devis reçu » mails were all alike.
    const needTitle = ((await buyer.client.get("/api/needs")).body as Array<{ id: number; title: string }>).find((need) => need.id === needId)!.title;
    expect(announcing?.subject).toBe(`Maillon : Devis reçu : ${supplier.account.companyName}, « ${needTitle} »`);
    expect(mails.find((mail) => mail.to === second.account.email && mail.subject.includes("Demande de devis"))?.subject).toBe(`Maillon : Demande de devis : ${buyer.account.companyName}, « ${needTitle} »`);
    expect(announcing?.attachments).toEqual([expect.objectContaining({ filename: fileA, contentType: "application/pdf" })]);
    expect(mails.some((mail) => mail.to === second.account.email && mail.subject.includes("Devis non retenu"))).toBe(true);
  });

  it("offers the buyer, on the need's page, the matched suppliers still to ask: favourites first, never one ignored, gone once asked", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q9");
    // Suppliers of earlier tests matched the need too: these two are followed.
    const ours = [supplier.user.id, second.user.id];
    const all = async () => (await buyer.client.get(`/api/needs/${needId}/quotes`)).body.candidates as Array<{ supplierId: number; matchId: number; favorite: boolean }>;
    const candidates = async () => (await all()).filter((c) => ours.includes(c.supplierId));
    const first = await candidates();
    expect(first.map((c) => c.supplierId).sort()).toEqual([...ours].sort());
    const matchOf = (supplierId: number) => first.find((c) => c.supplierId === supplierId)!.matchId;
    await buyer.client.post("/api/interactions", { matchId: matchOf(second.user.id), action: "reject" });
    await buyer.client.post("/api/interactions", { matchId: matchOf(supplier.user.id), action: "favorite" });
    expect(await candidates()).toEqual([expect.objectContaining({ supplierId: supplier.user.id, favorite: true, companyName: supplier.account.companyName })]);
    expect((await all())[0]?.supplierId).toBe(supplier.user.id);
    // A supplier reads its own side only.
    expect((await supplier.client.get(`/api/needs/${needId}/quotes`)).body.candidates).toEqual([]);
    expect((await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id] })).status).toBe(201);
    expect(await candidates()).toEqual([]);
  });

  it("refuses everyone but the two parties at every step, with 403", async () => {
    const { buyer, supplier, needId } = await needWithTwoSuppliers(" Q2");
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    const otherSupplier = await registeredClient(server.url, "supplier");
    const otherBuyer = await registeredClient(server.url, "buyer");
    const touched = ["quotes", "quote_versions", "quote_requests", "quote_counters", "needs", "notifications", "mail_outbox"];
    const before = await tableDigest(server, touched);
    for (const outsider of [otherSupplier, otherBuyer]) {
      const c = outsider.client;
      const answers = [
        await c.get(`/api/quotes/${quote.id}`),
        await c.get(`/api/quotes/${quote.id}/pdf`),
        await c.get(`/api/needs/${needId}/quotes`),
        await c.patch(`/api/quotes/${quote.id}`, content(cleaning(1))),
        await c.post(`/api/quotes/${quote.id}/withdraw`),
        await c.post(`/api/quotes/${quote.id}/revision-request`, { comment: "x" }),
        await c.post(`/api/quotes/${quote.id}/award`),
        await c.post(`/api/quotes/${quote.id}/decline`, { reason: "x" }),
        await c.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id] }),
        await c.post(`/api/needs/${needId}/quotes`, content(cleaning(1))),
        await c.get(`/api/users/${supplier.user.id}/responsiveness`),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    }
    // The supplier cannot decide for the buyer, nor the buyer write for the supplier.
    expect((await supplier.client.post(`/api/quotes/${quote.id}/award`)).status).toBe(403);
    expect((await buyer.client.patch(`/api/quotes/${quote.id}`, content(cleaning(1)))).status).toBe(403);
    expect(await tableDigest(server, touched)).toBe(before);
    expect((await otherSupplier.client.get("/api/quotes")).body).toEqual({ items: [], total: 0 });
    expect((await buyer.client.get(`/api/users/${supplier.user.id}/responsiveness`)).body).toEqual({ requests: 0, rate: null, medianHours: null });
    // A page of cards asks for several at once; a supplier the buyer shares no match with is left out.
    const many = await buyer.client.get(`/trpc/quotes.responsivenessOf?input=${encodeURIComponent(JSON.stringify({ userIds: [supplier.user.id, otherSupplier.user.id] }))}`);
    expect(Object.keys(many.body.result.data)).toEqual([String(supplier.user.id)]);
    expect((await buyer.client.get(`/api/quotes/${quote.id}`)).body.current.totals.htCents).toBe(120_000 + 4_998);
  });

  it("refuses bad lines in French, and stores nothing", async () => {
    const { supplier, needId } = await needWithTwoSuppliers(" Q3");
    const bad = async (lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => {
      const answer = await supplier.client.post(`/api/needs/${needId}/quotes`, content(lines, extra));
      expect(answer.status).toBe(400);
      return answer.body.error as string;
    };
    const line = { designation: "Entretien", quantity: 1, unit: "mois", unitPrice: 10, vatRate: 20 };
    expect(await bad([{ ...line, quantity: 0 }])).toBe(QUOTE_TEXTS.quantityMin);
    expect(await bad([{ ...line, unitPrice: -1 }])).toBe(QUOTE_TEXTS.unitPriceMin);
    expect(await bad([{ ...line, unitPrice: 10.005 }])).toBe(QUOTE_TEXTS.unitPriceDecimals);
    expect(await bad([{ ...line, vatRate: 19.6 }])).toBe(QUOTE_TEXTS.vatRate);
    expect(await bad([{ ...line, designation: " " }])).toBe(QUOTE_TEXTS.designationRequired);
    expect(await bad([])).toBe(QUOTE_TEXTS.linesMin);
    expect(await bad([line], { validUntil: inDays(-1) })).toBe(QUOTE_TEXTS.validUntilFuture);
    expect(await bad([line], { validUntil: "bientôt" })).toBe(QUOTE_TEXTS.validUntil);
    expect(await bad([line], { validUntil: "2099-02-30" })).toBe(QUOTE_TEXTS.validUntil);
    expect(await bad([line], { totals: { ttcCents: 1 } })).toMatch(/inconnu|Champ/i);
    // A discount the form does not offer is refused, not dropped while the line is saved at full price.
    expect(await bad([{ ...line, remise: 10 }])).toBe("Champ inconnu ou non modifiable ici : remise");
    // Each line within its bounds, the whole past what cents hold exactly.
    expect(await bad(Array.from({ length: 20 }, () => ({ ...line, quantity: 1_000_000, unitPrice: 9_999_999.99 })))).toBe(QUOTE_TEXTS.totalMax);
    expect((await supplier.client.get("/api/quotes")).body.total).toBe(0);
    // Half a day is a quantity: 0,5 × 650,00 = 325,00.
    const half = await supplier.client.post(`/api/needs/${needId}/quotes`, content([{ ...line, quantity: "0,5", unit: "jour", unitPrice: 650 }]));
    expect(half.status).toBe(201);
    expect(half.body.current.totals.htCents).toBe(32_500);
  });

  it("asks a quote with a line at 0 % for its VAT exemption mention, and shows it to the buyer and on the PDF", async () => {
    const { buyer, supplier, needId } = await needWithTwoSuppliers(" Q6");
    const training = { designation: "Formation des agents (organisme exonéré)", quantity: 2, unit: "jour", unitPrice: 900, vatRate: 0 };
    const cleaningLine = { designation: "Entretien", quantity: 1, unit: "mois", unitPrice: 100, vatRate: 20 };
    const refused = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content([cleaningLine, training]), send: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(QUOTE_TEXTS.vatExemptionRequired);
    // A mention on a quote taxed throughout would tell the buyer something untrue.
    const misplaced = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content([cleaningLine], { vatExemption: "TVA non applicable, art. 293 B du CGI" }), send: true });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.error).toBe(QUOTE_TEXTS.vatExemptionWithoutZeroRate);
    expect((await supplier.client.get("/api/quotes")).body.total).toBe(0);

    const mention = "Exonération de TVA, art. 261-4-4° a du CGI";
    const sent = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content([cleaningLine, training], { vatExemption: ` ${mention} ` }), send: true });
    expect(sent.status).toBe(201);
    const seen = await buyer.client.get(`/api/quotes/${sent.body.id}`);
    expect(seen.body.current).toMatchObject({ vatExemption: mention, totals: { htCents: 190_000, vatCents: 2_000 } });
    const pdf = await fetch(`${server.url}/api/quotes/${sent.body.id}/pdf`, { headers: { cookie: buyer.client.cookieHeader()! } });
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(mention.replace("°", "°"));
  });

  it("takes a « Remise (%) » per line off the amounts HT, to the cent, in the totals, the PDF, the comparison and the mail", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q7");
    // 33,33 % off 0,10 €: 7 c; 12 × 100 € at 12,5 %: 1 050 €. HT 1 050,07 €, TVA 210,01 € (210,014), TTC 1 260,08 €.
    const lines = [
      { designation: "Sachet de lingettes", quantity: 1, unit: "u", unitPrice: 0.1, vatRate: 20, discountRate: "33,33" },
      { designation: "Entretien mensuel", quantity: 12, unit: "mois", unitPrice: 100, vatRate: 20, discountRate: 12.5 },
    ];
    const badDiscount = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content([{ ...lines[0], discountRate: 120 }]), send: true });
    expect(badDiscount).toMatchObject({ status: 400, body: { error: QUOTE_TEXTS.discountRate } });
    const sent = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(lines), send: true });
    expect(sent.status).toBe(201);
    const seen = await buyer.client.get(`/api/quotes/${sent.body.id}`);
    expect(seen.body.current.lines.map((l: { discountRate: number; totalHtCents: number }) => [l.discountRate, l.totalHtCents])).toEqual([[33.33, 7], [12.5, 105_000]]);
    expect(seen.body.current.totals).toEqual({ htCents: 105_007, vatCents: 21_001, ttcCents: 126_008, byRate: [{ vatRate: 20, baseCents: 105_007, vatCents: 21_001 }] });
    const pdf = await pdfText(Buffer.from(await (await fetch(`${server.url}/api/quotes/${sent.body.id}/pdf`, { headers: { cookie: buyer.client.cookieHeader()! } })).arrayBuffer()));
    expect(pdf).toContain("Remise");
    expect(pdf).toContain("33,33 %");
    expect(pdf.replace(/\s/g, "")).toContain("1260,08€");
    const mails = await server.services.database.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.kind, "quote"));
    expect(mails.some((mail) => mail.text.includes(`${formatCents(126_008)} TTC`))).toBe(true);
    // The comparison sets the unit prices after discount side by side: 87,50 € against 90 €.
    expect((await second.client.post(`/api/needs/${needId}/quotes`, { ...content([{ designation: "entretien mensuel", quantity: 12, unit: "mois", unitPrice: 90, vatRate: 20 }]), send: true })).status).toBe(201);
    const compared = await buyer.client.get(`/api/needs/${needId}/quotes`);
    expect(compared.body.lineRows).toEqual([{ designation: "Entretien mensuel", unit: "mois", unitPriceCents: [8_750, 9_000] }]);
  });

  it("keeps a draft withdrawn before it was sent the supplier's alone: the buyer's lists, comparison, counts and export never see it", async () => {
    const { buyer, supplier, needId } = await needWithTwoSuppliers(" Q5");
    const draft = (await supplier.client.post(`/api/needs/${needId}/quotes`, content(cleaning(100)))).body;
    // One quote in course per supplier and need: a second would go around the revision rounds.
    const second = await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(90)), send: true });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(QUOTE_TEXTS.openQuoteExists(draft.number));
    expect((await supplier.client.post(`/api/quotes/${draft.id}/withdraw`)).body.status).toBe("withdrawn");
    expect((await buyer.client.get(`/api/quotes/${draft.id}`)).status).toBe(404);
    expect((await buyer.client.post(`/api/quotes/${draft.id}/award`)).status).toBe(404);
    const listed = await buyer.client.get("/api/quotes");
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(0);
    const compared = await buyer.client.get(`/api/needs/${needId}/quotes`);
    expect(compared.status).toBe(200);
    expect(compared.body.columns).toEqual([]);
    expect((await buyer.client.get("/api/user/stats")).body).toMatchObject({ quotes: 0 });
    const exported = await buyer.client.post("/api/gdpr/export-data?format=json");
    expect(exported.status).toBe(200);
    expect(exported.body.quotes).toEqual([]);
    // The supplier still reads its own withdrawn draft, and may now write another quote.
    expect((await supplier.client.get("/api/quotes")).body.items).toEqual([expect.objectContaining({ id: draft.id, status: "withdrawn" })]);
    expect((await supplier.client.post(`/api/needs/${needId}/quotes`, content(cleaning(90)))).status).toBe(201);
  });

  it("keeps a need its buyer closed after the award closed: the award can no longer be withdrawn to reopen it", async () => {
    const { buyer, supplier, needId } = await needWithTwoSuppliers(" Q6");
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    expect((await buyer.client.post(`/api/quotes/${quote.id}/award`)).status).toBe(200);
    expect((await buyer.client.post(`/api/needs/${needId}/close`)).status).toBe(200);
    const withdrawn = await buyer.client.post(`/api/quotes/${quote.id}/award-withdrawal`, { reason: "Erreur de saisie" });
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.error).toBe(QUOTE_TEXTS.needClosedSinceAward);
    const mine = (await buyer.client.get("/api/needs")).body.find((n: { id: number }) => n.id === needId);
    expect(mine.status).toBe("closed");
    expect((await buyer.client.get(`/api/quotes/${quote.id}`)).body.status).toBe("accepted");
  });

  it("mails quotes under their own switch: the quote mail's one-click unsubscribe leaves contact mails on", async () => {
    const { buyer, supplier, needId, matchId } = await needWithTwoSuppliers(" Q10");
    const outboxOf = async (email: string, kind: "quote" | "contact" | "message") =>
      (await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((mail) => mail.to === email);
    expect((await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id] })).status).toBe(201);
    await expect.poll(async () => (await outboxOf(supplier.account.email, "quote")).length).toBe(1);
    const [asked] = await outboxOf(supplier.account.email, "quote");
    expect(asked!.text).toContain("Ne plus recevoir les e-mails de devis");
    const url = /^<([^>]+)>$/.exec(asked!.headers["List-Unsubscribe"]!)![1]!.replace(/^https?:\/\/[^/]+/, server.url);
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(await res.json()).toMatchObject({ ok: true, turnedOff: "les e-mails de devis (demandes, devis reçus, attributions et refus)" });
    const prefs = (await supplier.client.get("/trpc/user.preferences")).body.result.data;
    expect(prefs.notifications.email).toMatchObject({ quote: false, contact: true });

    // A message is still mailed; a quote refused is told in the app only.
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Avez-vous reçu notre demande de devis ?" });
    await expect.poll(async () => (await outboxOf(supplier.account.email, "contact")).length + (await outboxOf(supplier.account.email, "message")).length).toBeGreaterThan(0);
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    expect((await buyer.client.post(`/api/quotes/${quote.id}/decline`, { reason: "Trop cher" })).status).toBe(200);
    expect((await supplier.client.get("/api/notifications")).body.some((n: { title: string }) => n.title === "Devis non retenu")).toBe(true);
    // The mailer reads events in order: once the supplier's later message is mailed to the buyer, the refusal was seen.
    await supplier.client.post(`/api/matches/${matchId}/messages`, { body: "Dommage, merci pour votre retour." });
    await expect.poll(async () => (await outboxOf(buyer.account.email, "message")).length + (await outboxOf(buyer.account.email, "contact")).length).toBeGreaterThan(0);
    expect(await outboxOf(supplier.account.email, "quote")).toHaveLength(1);
  });

  it("lets a supplier decline a quote request: the buyer is told why and stops waiting, nobody else may", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q12");
    expect((await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id, second.user.id] })).status).toBe(201);
    const request = ((await supplier.client.get("/api/quote-requests")).body as Array<{ id: number; needId: number }>).find((r) => r.needId === needId)!;
    const touched = ["quote_requests", "notifications"];
    const before = await tableDigest(server, touched);
    expect((await second.client.post(`/api/quote-requests/${request.id}/decline`, {})).status).toBe(404);
    expect((await buyer.client.post(`/api/quote-requests/${request.id}/decline`, {})).status).toBe(403);
    expect((await supplier.client.post(`/api/quote-requests/${request.id}/decline`, { reason: "x".repeat(501) })).status).toBe(400);
    expect(await tableDigest(server, touched)).toBe(before);

    const declined = await supplier.client.post(`/api/quote-requests/${request.id}/decline`, { reason: "Nous ne livrons pas dans votre région." });
    expect(declined).toMatchObject({ status: 200, body: { ok: true } });
    expect((await supplier.client.post(`/api/quote-requests/${request.id}/decline`, {})).body.error).toBe(QUOTE_TEXTS.requestAnswered);
    const told = (await buyer.client.get("/api/notifications")).body.find((n: { title: string }) => n.title === "Demande de devis déclinée");
    expect(told).toMatchObject({ message: expect.stringContaining(supplier.account.companyName), details: "Nous ne livrons pas dans votre région.", link: `/needs/${needId}/quotes` });
    const asked = (await buyer.client.get(`/api/needs/${needId}/quotes`)).body.requests as Array<{ supplierId: number; declinedAt: string | null; declineReason: string; answeredAt: string | null }>;
    expect(asked.find((r) => r.supplierId === supplier.user.id)).toMatchObject({ declinedAt: expect.any(String), declineReason: "Nous ne livrons pas dans votre région.", answeredAt: expect.any(String) });
    expect(asked.find((r) => r.supplierId === second.user.id)).toMatchObject({ declinedAt: null, answeredAt: null });
    // Declining is an answer: no longer waiting on the supplier's side.
    expect(((await supplier.client.get("/api/quote-requests")).body as Array<{ id: number; answeredAt: string | null }>).find((r) => r.id === request.id)?.answeredAt).not.toBeNull();
  });

  it("declines the open quotes of a need its buyer closes or deletes, and tells their suppliers why", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q8");
    const sent = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    const draft = (await second.client.post(`/api/needs/${needId}/quotes`, content(cleaning(95)))).body;
    expect((await buyer.client.post(`/api/needs/${needId}/close`)).status).toBe(200);
    expect((await supplier.client.get(`/api/quotes/${sent.id}`)).body).toMatchObject({ status: "declined", declineReason: "L'acheteur a clôturé ce besoin." });
    const told = (await supplier.client.get("/api/notifications")).body.filter((n: { title: string }) => n.title === "Devis non retenu");
    expect(told).toHaveLength(1);
    // A draft was never sent: its writer keeps it, and the buyer was never shown it.
    expect((await second.client.get(`/api/quotes/${draft.id}`)).body.status).toBe("draft");

    const other = await needWithTwoSuppliers(" Q9");
    const quote = (await other.supplier.client.post(`/api/needs/${other.needId}/quotes`, { ...content(cleaning(80)), send: true })).body;
    expect((await other.buyer.client.delete(`/api/needs/${other.needId}`)).status).toBe(200);
    expect((await other.supplier.client.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: "declined", declineReason: "L'acheteur a supprimé ce besoin." });
  });

  it("tells the suppliers quoting on a need what its buyer changed in it, and nobody for a change a quote does not answer", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q14");
    const sent = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    const changes = async (client: typeof buyer.client) => ((await client.get("/api/notifications")).body as Array<{ title: string; details: string | null; link: string | null }>).filter((n) => n.title === "Besoin modifié");

    // Keywords help matching, not the quote: no notice.
    expect((await buyer.client.patch(`/api/needs/${needId}`, { keywords: ["nettoyage", "bureaux", "vitres"] })).status).toBe(200);
    expect(await changes(supplier.client)).toEqual([]);

    const deadline = inDays(60);
    expect((await buyer.client.patch(`/api/needs/${needId}`, { budget: 4500, deadline, specifications: { quantity: 12 } })).status).toBe(200);
    const told = await changes(supplier.client);
    expect(told).toHaveLength(1);
    const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium" }).format(new Date(deadline));
    expect(told[0]).toMatchObject({ details: `Budget : ${formatMoney(20000)} → ${formatMoney(4500)} ; date limite : aucune → ${day} ; quantité : non précisée → 12.`, link: `/quotes/${sent.id}` });
    // A supplier without a quote on it hears nothing; the quote's supplier is mailed.
    expect(await changes(second.client)).toEqual([]);
    await expect.poll(async () => (await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, supplier.account.email))).some((mail) => mail.subject.startsWith("Maillon : Besoin modifié : "))).toBe(true);
  });

  it("tells a supplier asked for a quote who has not answered that it is no longer awaited once the need is awarded, the winner that it was deleted, and refuses a late decline", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q15");
    expect((await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds: [supplier.user.id, second.user.id] })).status).toBe(201);
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(90)), send: true })).body;
    expect((await buyer.client.post(`/api/quotes/${quote.id}/award`)).status).toBe(200);

    const closed = ((await second.client.get("/api/notifications")).body as Array<{ title: string; details: string | null }>).filter((n) => n.title === "Demande de devis close");
    expect(closed).toEqual([expect.objectContaining({ details: "Le besoin a été attribué à un autre fournisseur." })]);
    // The winner answered its request with the quote: nothing of the kind for it.
    expect(((await supplier.client.get("/api/notifications")).body as Array<{ title: string }>).some((n) => n.title === "Demande de devis close")).toBe(false);
    // Its mail does not invite an answer that is no longer awaited.
    await expect.poll(async () => (await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, second.account.email))).find((mail) => mail.subject.startsWith("Maillon : Demande de devis close"))?.text).toContain("Voir le match");

    // Declining the request afterwards is refused, and the buyer is not told again.
    const request = ((await second.client.get("/api/quote-requests")).body as Array<{ id: number; needId: number }>).find((r) => r.needId === needId)!;
    const declined = await second.client.post(`/api/quote-requests/${request.id}/decline`, { reason: "Trop tard" });
    expect(declined).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.needNotActive } });
    expect(((await buyer.client.get("/api/notifications")).body as Array<{ title: string }>).some((n) => n.title === "Demande de devis déclinée")).toBe(false);

    // Deleted after the award, the need's accepted quote stays, and its supplier hears of it.
    expect((await buyer.client.delete(`/api/needs/${needId}`)).status).toBe(200);
    expect((await supplier.client.get(`/api/quotes/${quote.id}`)).body.status).toBe("accepted");
    const deleted = ((await supplier.client.get("/api/notifications")).body as Array<{ title: string; message: string }>).filter((n) => n.title === "Besoin supprimé");
    expect(deleted).toEqual([expect.objectContaining({ message: expect.stringContaining("le devis reste accepté") })]);
  });

  it("is exported, counted, and kept for the counterpart after an erasure, without the erased party", async () => {
    const { buyer, supplier, needId } = await needWithTwoSuppliers(" Q4");
    const quote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    await buyer.client.post(`/api/quotes/${quote.id}/award`);

    const exported = await supplier.client.post("/api/gdpr/export-data?format=json");
    expect(exported.body.quotes).toEqual([expect.objectContaining({ number: quote.number, role: "fournisseur", status: "accepted", versions: [expect.objectContaining({ totals: expect.objectContaining({ htCents: 124_998 }) })] })]);
    expect(exported.body.quoteRequests).toEqual([]);
    expect((await buyer.client.get("/api/user/stats")).body).toMatchObject({ quotes: 1, quotesAccepted: 1 });

    const admin = await registeredClient(server.url, "buyer");
    await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, admin.user.id));
    const analytics = (await admin.client.get("/api/analytics")).body;
    expect(analytics.acceptedQuotes).toBeGreaterThanOrEqual(1);
    const csv = await admin.client.get("/api/admin/export/quotes");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain("N° de devis;Statut du devis");
    expect(csv.body).toMatch(new RegExp(`${quote.number};Accepté;\\d+;Nettoyage de nos bureaux à Nantes;Cabinet Loire Q4;Propreté Atlantique Q4;1;1249,98;`));

    const requested = await supplier.client.post("/api/gdpr/request-deletion", { reason: "Cessation d'activité" });
    expect((await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`)).status).toBe(200);
    const kept = await buyer.client.get(`/api/quotes/${quote.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: "accepted", supplier: { id: null, companyName: "Entreprise supprimée" }, current: { totals: { htCents: 124_998 } } });
    const pdf = await fetch(`${server.url}/api/quotes/${quote.id}/pdf`, { headers: { cookie: buyer.client.cookieHeader()! } });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Entreprise supprimée");
    expect(text).not.toContain("Propreté Atlantique Q4");
  });

  it("shows a response rate from real requests: first messages and quote requests answered within 48 h, hidden below 3", async () => {
    const supplier = await registeredClient(server.url, "supplier", { companyName: "Réactif Q5", location: "Nantes" });
    await supplier.client.post("/api/offers", cleaningOffer());
    const threads: number[] = [];
    for (const n of [1, 2, 3]) {
      const buyer = await registeredClient(server.url, "buyer", { companyName: `Acheteur ${n} Q5`, location: "Nantes" });
      await buyer.client.post("/api/needs", cleaningNeed());
      const match = (await buyer.client.get("/api/matches")).body.find((m: { offer: { supplier: { id: number } } }) => m.offer.supplier.id === supplier.user.id);
      await buyer.client.post(`/api/matches/${match.id}/messages`, { body: `Bonjour, ici l'acheteur ${n}` });
      threads.push(match.id);
    }
    // Unanswered requests still inside their 48 h are neither hits nor misses.
    expect((await supplier.client.get("/api/user/stats")).body).toMatchObject({ responseRate: null, responseRequests: 0 });
    await supplier.client.post(`/api/matches/${threads[0]}/messages`, { body: "Bonjour, avec plaisir." });
    await supplier.client.post(`/api/matches/${threads[1]}/messages`, { body: "Bonjour, je vous rappelle." });
    expect((await supplier.client.get("/api/user/stats")).body).toMatchObject({ responseRate: null, responseRequests: 2 });
    // The third buyer wrote 49 hours ago and is still waiting: a miss.
    const late = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await server.services.database.write((tx) => tx.update(messages).set({ createdAt: late }).where(eq(messages.matchId, threads[2]!)));
    const stats = (await supplier.client.get("/api/user/stats")).body;
    expect(stats.responseRequests).toBe(3);
    expect(stats.responseRate).toBeCloseTo(2 / 3, 5);
    expect(stats.medianResponseHours).toBeGreaterThanOrEqual(0);
    expect(stats.medianResponseHours).toBeLessThan(0.1);
  });

  it("expires a quote past its validity, and closes the award's withdrawal after 7 days", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q6");
    const old = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    const fresh = (await second.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(90)), send: true })).body;
    await server.services.database.db.update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, old.id));
    await server.services.database.db.update(quoteVersions).set({ validUntil: "2020-01-01" }).where(eq(quoteVersions.quoteId, old.id));

    expect((await buyer.client.get(`/api/quotes/${old.id}`)).body).toMatchObject({ status: "expired", actions: ["requestRevision", "decline"] });
    expect((await buyer.client.post(`/api/quotes/${old.id}/award`)).body.error).toBe(QUOTE_TEXTS.expired);
    const compared = (await buyer.client.get(`/api/needs/${needId}/quotes`)).body;
    expect(compared.columns.find((c: { quote: { id: number } }) => c.quote.id === old.id).checks.map((c: { kind: string }) => c.kind)).toContain("expired");
    expect((await buyer.client.get("/api/quotes?status=expired")).body.items.map((q: { id: number }) => q.id)).toEqual([old.id]);

    expect((await buyer.client.post(`/api/quotes/${fresh.id}/award`)).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await server.services.database.db.update(quotes).set({ awardedAt: eightDaysAgo }).where(eq(quotes.needId, needId));
    expect((await buyer.client.get(`/api/quotes/${fresh.id}`)).body.actions).toEqual([]);
    const late = await buyer.client.post(`/api/quotes/${fresh.id}/award-withdrawal`, { reason: "Trop tard" });
    expect(late).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.awardWindowOver } });
  });

  it("refuses to award the quote of a supplier suspended since it was sent, or to ask them a revision, says so in the comparison, and leaves the other quotes open", async () => {
    const { buyer, supplier, second, needId } = await needWithTwoSuppliers(" Q7");
    const suspendedQuote = (await supplier.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(90)), send: true })).body;
    const other = (await second.client.post(`/api/needs/${needId}/quotes`, { ...content(cleaning(100)), send: true })).body;
    const admin = await registeredClient(server.url, "buyer");
    await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, admin.user.id));
    expect((await admin.client.post(`/api/admin/users/${supplier.user.id}/suspend`, { reason: "Kbis à vérifier" })).status).toBe(200);

    // Neither awarded nor asked to revise (the supplier cannot sign in to answer): declining stays, on the quote, the comparison and the list.
    expect((await buyer.client.get(`/api/quotes/${suspendedQuote.id}`)).body).toMatchObject({ status: "sent", actions: ["decline"] });
    const compared = (await buyer.client.get(`/api/needs/${needId}/quotes`)).body;
    const column = compared.columns.find((c: { quote: { id: number } }) => c.quote.id === suspendedQuote.id);
    expect(column.checks).toContainEqual({ kind: "supplier_unavailable", label: QUOTE_TEXTS.supplierSuspendedCheck });
    expect(column.quote.actions).toEqual(["decline"]);
    const listed = (await buyer.client.get(`/api/quotes?needId=${needId}`)).body.items;
    expect(listed.find((q: { id: number }) => q.id === suspendedQuote.id).actions).toEqual(["decline"]);
    expect(listed.find((q: { id: number }) => q.id === other.id).actions).toEqual(["requestRevision", "award", "decline"]);
    const noticesBefore = (await server.services.database.client.execute({ sql: "select count(*) as n from notifications where user_id = ?", args: [supplier.user.id] })).rows[0]!.n;
    const revision = await buyer.client.post(`/api/quotes/${suspendedQuote.id}/revision-request`, { comment: "Pouvez-vous baisser le prix ?" });
    expect(revision).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.supplierSuspendedRevision } });
    expect((await buyer.client.get(`/api/quotes/${suspendedQuote.id}`)).body).toMatchObject({ status: "sent", revisionRounds: 0, revisionComment: null });
    // Nor asked for a quote, on this need, alone or beside an available supplier: nobody is asked.
    for (const supplierIds of [[supplier.user.id], [second.user.id, supplier.user.id]]) {
      const asked = await buyer.client.post(`/api/needs/${needId}/quote-requests`, { supplierIds });
      expect(asked).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.supplierSuspendedRequest } });
    }
    expect((await second.client.get("/api/quote-requests")).body).toEqual([]);
    expect((await server.services.database.client.execute({ sql: "select count(*) as n from notifications where user_id = ?", args: [supplier.user.id] })).rows[0]!.n).toBe(noticesBefore);

    const refused = await buyer.client.post(`/api/quotes/${suspendedQuote.id}/award`);
    expect(refused).toMatchObject({ status: 409, body: { error: QUOTE_TEXTS.supplierSuspended } });
    expect((await buyer.client.get(`/api/quotes/${other.id}`)).body.status).toBe("sent");
    expect((await buyer.client.post(`/api/quotes/${other.id}/award`)).status).toBe(200);
    // Refused with the award, it no longer carries the warning: nothing is left to decide on it.
    const after = (await buyer.client.get(`/api/needs/${needId}/quotes`)).body;
    expect(after.columns.find((c: { quote: { id: number } }) => c.quote.id === suspendedQuote.id).checks.map((c: { kind: string }) => c.kind)).not.toContain("supplier_unavailable");
  });
});
