/**
 * Demo activity, written once after the demo matches exist: so that a newcomer signing in as the
 * demo buyer or supplier finds a conversation in progress (with an unread reply), a few
 * notifications that link to their matches, and products that have been viewed.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { interactions, matches, messages, needs, notifications, offers, products, users } from "../schema";
import { seedDemoQuotes } from "./demo-quotes";
import { NOTIFICATIONS } from "../../../shared/messages";

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

async function demoUser(database: Database, email: string) {
  return (await database.db.select({ id: users.id, companyName: users.companyName }).from(users).where(eq(users.email, email)).get()) ?? null;
}

export async function seedDemoActivity(database: Database): Promise<{ messages: number; notifications: number }> {
  const buyer = await demoUser(database, "acheteur@maillon.fr");
  const supplier = await demoUser(database, "fournisseur@maillon.fr");
  const adminId = (await demoUser(database, "admin@maillon.fr"))?.id ?? null;
  if (!buyer || !supplier) return { messages: 0, notifications: 0 };
  const [buyerId, supplierId] = [buyer.id, supplier.id];

  const pairs = await database.db
    .select({ id: matches.id, score: matches.hybridScore, needId: needs.id, needTitle: needs.title, offerId: offers.id, offerTitle: offers.title, price: offers.price, supplierId: offers.supplierId })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(eq(needs.buyerId, buyerId))
    .orderBy(desc(matches.hybridScore))
    .limit(50);
  const conversation = pairs.find((pair) => pair.supplierId === supplierId);
  const others = pairs.filter((pair) => pair !== conversation).slice(0, 2);

  return database.write(async (tx) => {
    let messageCount = 0;
    const notices: Array<typeof notifications.$inferInsert> = [];
    if (conversation) {
      const thread = [
        { fromUserId: buyerId, hoursAgo: 50, read: true, body: `Bonjour, votre offre « ${conversation.offerTitle} » correspond à notre besoin. Pouvez-vous nous envoyer une proposition chiffrée et vos délais ?` },
        { fromUserId: supplierId, hoursAgo: 30, read: true, body: "Bonjour, merci pour votre message. Pouvez-vous préciser le nombre de sites et la date de démarrage souhaitée ?" },
        { fromUserId: buyerId, hoursAgo: 26, read: true, body: "Deux sites, à Lyon et Villeurbanne, avec un démarrage au début du mois prochain." },
        { fromUserId: supplierId, hoursAgo: 3, read: false, body: "C'est noté. Je vous propose un rendez-vous jeudi à 10 h pour visiter le premier site ; le devis suivra dans la foulée." },
      ];
      await tx.insert(messages).values(
        thread.map((m) => ({ matchId: conversation.id, fromUserId: m.fromUserId, body: m.body, createdAt: at(m.hoursAgo), readAt: m.read ? at(m.hoursAgo - 1) : null })),
      );
      messageCount = thread.length;
      await tx.insert(interactions).values([
        { matchId: conversation.id, userId: buyerId, action: "contact", createdAt: at(50) },
        { matchId: conversation.id, userId: supplierId, action: "contact", createdAt: at(30) },
      ]);
      await tx.update(matches).set({ buyerStatus: "contacted", supplierStatus: "contacted", updatedAt: at(3) }).where(eq(matches.id, conversation.id));
      notices.push(
        { userId: supplierId, type: "contact", title: "Nouvelle prise de contact", message: `${buyer.companyName} souhaite échanger au sujet de « ${conversation.offerTitle} »`, matchId: conversation.id, isRead: true, createdAt: at(50) },
        { userId: buyerId, type: "contact", title: "Nouveau message", message: `${supplier.companyName} : ${thread.at(-1)!.body.slice(0, 120)}…`, matchId: conversation.id, isRead: false, createdAt: at(3) },
      );
    }
    for (const [index, pair] of others.entries()) {
      notices.push({
        userId: buyerId,
        type: "match",
        title: "Nouveau match",
        message: NOTIFICATIONS.newMatchMessage(pair.offerTitle, pair.needTitle, pair.score),
        matchId: pair.id,
        isRead: index > 0,
        createdAt: at(20 + index * 24),
      });
    }
    notices.push(
      { userId: buyerId, type: "system", title: "Bienvenue sur Maillon", message: "Publiez vos besoins : les fournisseurs correspondants vous sont proposés en direct.", isRead: true, createdAt: at(72) },
      { userId: supplierId, type: "system", title: "Bienvenue sur Maillon", message: "Publiez vos offres : les besoins correspondants vous sont proposés en direct.", isRead: true, createdAt: at(72) },
    );
    if (adminId !== null) {
      notices.push({ userId: adminId, type: "system", title: "Plateforme prête", message: "Les données de démonstration sont chargées et les matches calculés.", isRead: false, createdAt: at(1) });
    }
    if (conversation) {
      // The need under discussion has two quotes to compare: the demo supplier's and a competitor's.
      const competitor = pairs.find((pair) => pair.needId === conversation.needId && pair.supplierId !== supplierId);
      const sent = await seedDemoQuotes(
        tx,
        { id: conversation.needId, title: conversation.needTitle, buyerId },
        [conversation, ...(competitor ? [competitor] : [])].map((pair) => ({ supplierId: pair.supplierId, offerId: pair.offerId, matchId: pair.id, offerTitle: pair.offerTitle, price: pair.price })),
      );
      if (sent > 0) {
        notices.push({ userId: buyerId, type: "quote", title: "Devis reçu", message: `${supplier.companyName} vous a envoyé un devis pour « ${conversation.needTitle} ».`, matchId: conversation.id, isRead: false, createdAt: at(24) });
      }
    }
    await tx.insert(notifications).values(notices);
    // Views spread deterministically over the catalogue, so the marketplace cards show real counts.
    await tx.update(products).set({ views: sql`(${products.id} * 37) % 480 + 3` }).where(eq(products.views, 0));
    return { messages: messageCount, notifications: notices.length };
  });
}
