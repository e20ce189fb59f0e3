import { z } from "zod";
import { productViewSchema, searchResultSchema } from "../../shared/view-schemas";
import { PRODUCT_LIST_LIMIT } from "../../shared/constants";
import { byIdSchema, paginationSchema, searchInputSchema } from "../../shared/schemas";
import { checkedOutput, publicProcedure, router } from "../trpc";
import { ERRORS } from "../../shared/messages";
import { PRODUCT } from "../rest/examples";

export const productsRouter = router({
  list: publicProcedure
    .meta({ keep: "same-for-all", rest: { method: "get", path: "/api/products", summary: "Catalogue produits", example: { query: { limit: 20, offset: 0 }, answer: [PRODUCT] } } })
    .input(paginationSchema.partial().default({}))
    .use(checkedOutput(z.array(productViewSchema)))
    .query(({ ctx, input }) => ctx.services.products.list(input.limit ?? PRODUCT_LIST_LIMIT, input.offset ?? 0)),

  search: publicProcedure
    .meta({ rest: { method: "get", path: "/api/search", summary: "Recherche produits hybride", description: "Mots-clés (TF-IDF) et sens (embeddings) combinés selon alpha : 0 mots-clés seuls, 1 sens seul, 0,6 par défaut. Les produits d’une marque que la recherche nomme en entier (« carbonis », « vigie sécurité »), ou d’un secteur qu’elle nomme seul (« emballages », « informatique »), viennent d’abord. Un mot inconnu du catalogue et du lexique, à une faute de frappe d’un mot du catalogue, est corrigé (« imprimnate » → « imprimante ») : searchedFor dit alors ce qui a été cherché. unmatchedWords liste les mots qu’aucun produit trouvé ne contient (ni tels quels ni dérivés) : les résultats les remplacent par le sens ou les autres mots. Répond { products, totalResults, searchedFor, unmatchedWords } ; limitée en débit (429).",
      example: { query: { q: "écran 27 pouces", alpha: 0.6, limit: 12 }, answer: { products: [{ ...PRODUCT, score: 0.74 }], totalResults: 1, searchedFor: null, unmatchedWords: [] } } } })
    .input(searchInputSchema)
    .use(checkedOutput(searchResultSchema))
    .query(({ ctx, input }) => ctx.services.products.search(input)),

  /** A mutation: opening a product counts a view, once per visitor and day. */
  get: publicProcedure
    .meta({ rest: { method: "get", path: "/api/products/:id", summary: "Fiche produit (compte une vue)", description: "Une vue est comptée au plus une fois par visiteur et par jour.",
      example: { params: { id: PRODUCT.id }, answer: { ...PRODUCT, views: 58 }, errors: { 404: { error: ERRORS.productNotFound } } } } })
    .input(byIdSchema)
    .output(productViewSchema)
    .mutation(async ({ ctx, input }) => {
      const firstToday = await ctx.services.views.firstToday(ctx.sessionId ? `session:${ctx.sessionId}` : `ip:${ctx.ip}`, input.id);
      return ctx.services.products.view(input.id, firstToday);
    }),
});
