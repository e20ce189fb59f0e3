/** One router per listing kind, made by one factory from the kind's descriptor (DESIGN §3). */
import { removeAttachmentsOf } from "../services/attachments";
import { z } from "zod";
import { okSchema, publishResultSchema } from "../../shared/view-schemas";
import { byIdSchema, paginationSchema } from "../../shared/schemas";
import { LISTING_KINDS, type ListingKind } from "../services/listing-kinds";
import { closeListing, deleteListing, listActiveBySector, listOwnListings, publishListing, updateListing } from "../services/listings";
import { buyerProcedure, publicProcedure, router, supplierProcedure } from "../trpc";
import { ERRORS, VALIDATION } from "../../shared/messages";
import { SECTOR_KEYS } from "../../shared/categories";
import { NEED, NEED_INPUT, OFFER, OFFER_INPUT } from "../rest/examples";

const sectorPageSchema = paginationSchema.extend({
  // An unknown sector is refused, as /api/matches?sector= does, rather than answered by an empty list.
  category: z.string().trim().pipe(z.enum(SECTOR_KEYS, VALIDATION.categoryUnknown)).describe("Secteur : les annonces actives de ce secteur, pour tous"),
});

/** The /api words of each kind (SPEC §7): its path and how its operations read in French. */
const REST_WORDS: Record<ListingKind, { path: string; owner: string; publish: string; mine: string; one: string; activeOfSector: string }> = {
  need: { path: "/api/needs", owner: "acheteur", publish: "Publier un besoin", mine: "Mes besoins", one: "un de mes besoins", activeOfSector: "les besoins actifs d'un secteur" },
  offer: { path: "/api/offers", owner: "fournisseur", publish: "Publier une offre", mine: "Mes offres", one: "une de mes offres", activeOfSector: "les offres actives d'un secteur" },
};

/** The /api examples of each kind (rest/examples.ts): a listing, what publishes it and a change. */
const REST_EXAMPLES = {
  need: { input: NEED_INPUT, view: NEED, change: { budget: 15_500, deadline: "2027-01-31" }, notFound: ERRORS.needNotFound, duplicate: ERRORS.duplicateNeed(NEED_INPUT.title) },
  offer: { input: OFFER_INPUT, view: OFFER, change: { price: 849, deliveryTime: "7 jours ouvrés" }, notFound: ERRORS.offerNotFound, duplicate: ERRORS.duplicateOffer(OFFER_INPUT.title) },
} as const;

/** What the router needs of a descriptor, with the schemas as type parameters so that each
 * router's procedures keep their kind's exact input and output types. */
interface RoutedKind<V extends z.ZodType, I extends z.ZodType, P extends z.ZodType> {
  kind: ListingKind;
  ownerRole: "buyer" | "supplier";
  viewSchema: V;
  inputSchema: I;
  updateSchema: P;
}

function listingRouter<V extends z.ZodType, I extends z.ZodType, P extends z.ZodType>(d: RoutedKind<V, I, P>) {
  // The output schemas check every answer at run time; TypeScript cannot relate a generic schema
  // to the services' NeedView | OfferView, so the answers are handed over as `never`.
  const owner = d.ownerRole === "buyer" ? buyerProcedure : supplierProcedure;
  const views = z.object({ items: z.array(d.viewSchema), total: z.number().int() });
  const words = REST_WORDS[d.kind];
  const { path } = words;
  const example = REST_EXAMPLES[d.kind];
  const byId = { params: { id: example.view.id }, errors: { 404: { error: example.notFound } } };
  return router({
    // GET {path} is "mine" for its owner and, with ?category=, a sector's active listings for anybody.
    mine: owner
      .meta({
        keep: "per-account-and-public",
        rest: {
          method: "get",
          path,
          summary: `${words.mine} (${words.owner}) ou, avec ?category=, ${words.activeOfSector}`,
          answer: "items",
          totalHeader: true,
          noStore: true,
          example: { query: { limit: 20, offset: 0 }, answer: [example.view] },
        },
      })
      .input(paginationSchema.prefault({}))
      .output(views)
      .query(async ({ ctx, input }) => (await listOwnListings(ctx.services.database, d.kind, ctx.user, input)) as never),

    byCategory: publicProcedure
      .meta({
        keep: "same-for-all",
        rest: { method: "get", path, ifQuery: "category", summary: words.activeOfSector, answer: "items", totalHeader: true, noStore: true,
          example: { query: { category: "technology", limit: 20 }, answer: [example.view] } },
      })
      .input(sectorPageSchema)
      .output(views)
      .query(async ({ ctx, input }) => (await listActiveBySector(ctx.services.database, d.kind, input.category, input)) as never),

    create: owner
      .meta({
        rest: {
          method: "post",
          path,
          summary: words.publish,
          description: `Une transaction enregistre l'annonce, cherche les annonces de l'autre côté (index vectoriel et mots-clés), enregistre les matches au-dessus du seuil et notifie leurs propriétaires ; matchesCreated dit combien. Une annonce identique (tous les champs écrits) à l'une des 10 dernières annonces du même compte, active, est refusée (409 : un double clic). Limité en débit (429).`,
          status: 201,
          answer: "published",
          errors: { 409: "Annonce identique à une annonce active du même compte" },
          example: { body: example.input, answer: { ...example.view, matchesCreated: 3 }, errors: { 409: { error: example.duplicate } } },
        },
      })
      .input(d.inputSchema)
      .output(publishResultSchema(d.viewSchema))
      .mutation(async ({ ctx, input }) => (await publishListing(ctx.services, d.kind, ctx.user, input as object, ctx.ip)) as never),

    update: owner
      .meta({ rest: { method: "patch", path: `${path}/:id`, summary: `Modifier ${words.one}`, input: "body",
        example: { ...byId, body: example.change, answer: { ...example.view, ...example.change, updatedAt: "2026-11-24T17:30:00.000Z" } } } })
      .input(d.updateSchema)
      .output(d.viewSchema)
      .mutation(async ({ ctx, input }) => (await updateListing(ctx.services, d.kind, ctx.user, input as { id: number }, ctx.ip)) as never),

    close: owner
      .meta({ rest: { method: "post", path: `${path}/:id/close`, summary: `Clôturer ${words.one}`,
        example: { ...byId, answer: { ...example.view, status: "closed", updatedAt: "2026-11-24T17:30:00.000Z" } } } })
      .input(byIdSchema)
      .output(d.viewSchema)
      .mutation(async ({ ctx, input }) => (await closeListing(ctx.services, d.kind, input.id, ctx.user, ctx.ip)) as never),

    remove: owner
      .meta({ rest: { method: "delete", path: `${path}/:id`, summary: `Supprimer ${words.one}`, example: { ...byId, answer: { ok: true } } } })
      .input(byIdSchema)
      .output(okSchema)
      .mutation(async ({ ctx, input }) => {
        await deleteListing(ctx.services, d.kind, input.id, ctx.user, ctx.ip);
        // A deleted need's files go with it (issue 21).
        if (d.kind === "need") await removeAttachmentsOf({ database: ctx.services.database, dataDir: ctx.services.config.dataDir }, "need", input.id);
        return { ok: true as const };
      }),
  });
}

export const needsRouter = listingRouter(LISTING_KINDS.need);
export const offersRouter = listingRouter(LISTING_KINDS.offer);
