/**
 * The documented /api paths (SPEC §7, DESIGN §5), each mapped onto the tRPC procedure that does
 * the work: one definition per operation. `call` names the procedure through the typed caller, so
 * a typo is a compile error, not a 500. `request` and `response` are the same zod schemas the
 * procedure uses; the OpenAPI document (openapi.ts) and docs/api.md are generated from them.
 */
import { z } from "zod";
import {
  matchCountsSchema,
  matchDetailSchema,
  matchViewSchema,
  needViewSchema,
  notificationViewSchema,
  offerViewSchema,
  okSchema,
  productViewSchema,
  progressViewSchema,
  publicStatsSchema,
  rematchResultSchema,
  searchResultSchema,
  sessionUserSchema,
  signedInUserSchema,
  achievementViewSchema,
  userStatsSchema,
  type PublishResult,
  acceptedSchema,
  accountSessionSchema,
  loginAnswerSchema,
  recoveryCodesSchema,
  totpSetupSchema,
} from "../../shared/api-types";
import {
  interactionInputSchema,
  loginInputSchema,
  matchListInputSchema,
  matchStatusInputSchema,
  messageInputSchema,
  needInputSchema,
  needUpdateSchema,
  offerInputSchema,
  offerUpdateSchema,
  notificationListInputSchema,
  paginationSchema,
  profileInputSchema,
  registerInputSchema,
  rematchInputSchema,
  searchInputSchema,
  outboxInputSchema,
  testNotificationInputSchema,
} from "../../shared/schemas";
import { conversationMessageViewSchema, mailViewSchema, testMailResultSchema, threadViewSchema, unreadCountsSchema } from "../../shared/conversation-views";
import {
  adminUserViewSchema,
  analyticsViewSchema,
  auditEntryViewSchema,
  consentsViewSchema,
  deletionRequestViewSchema,
  locationStatsViewSchema,
  userDataExportSchema,
  type AdminUsersPage,
  type AuditPage,
} from "../../shared/admin-views";
import {
  adminUsersQuerySchema,
  auditQuerySchema,
  consentInputSchema,
  deletionRequestInputSchema,
  deletionRequestsQuerySchema,
  suspendInputSchema,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  secondFactorCodeSchema,
  totpDisableSchema,
  verifyEmailSchema,
} from "../../shared/schemas";
import {
  alertFeedbackResultSchema,
  alertFeedbackSchema,
  alertInputSchema,
  alertPreviewSchema,
  alertUnsubscribeResultSchema,
  alertUnsubscribeSchema,
  alertUpdateSchema,
  alertViewSchema,
} from "../../shared/alerts";
import {
  awardWithdrawalSchema,
  declineSchema,
  needQuotesSchema,
  quoteContentSchema,
  quoteDetailSchema,
  quoteListSchema,
  quotePageSchema,
  quoteRequestResultSchema,
  quoteRequestSchema,
  responsivenessSchema,
  revisionRequestSchema,
} from "../../shared/quotes";
import { attachmentViewSchema } from "../../shared/attachments";
import type { KeepAnswer } from "../http/answer-cache";
import type { appRouter } from "../routers";

export type Caller = ReturnType<typeof appRouter.createCaller>;

/** What a route reads of its request: the path parameters, the query string and the JSON body. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Whatever the client sent: the procedure's input schema is what checks it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
export type Access = "public" | "user" | "buyer" | "supplier" | "admin";

export interface RestRoute {
  method: HttpMethod;
  /** Route path, e.g. /api/needs/:id */
  path: string;
  summary: string;
  /** Role shown in the OpenAPI document; the procedure itself enforces it. */
  access: Access;
  /** Calls the procedure with the input the request carries. */
  call(caller: Caller, req: RestRequest): Promise<unknown>;
  /** What the request carries, for the documents: a JSON body, or query parameters (several
   * schemas when the path serves one procedure or another depending on the query). */
  request?: { body?: z.ZodType; query?: z.ZodObject[] };
  /** The answer's schema, after `output` reshaped it. */
  response: z.ZodType;
  output?: (result: unknown) => unknown;
  /** Headers derived from the procedure's result (paging). */
  headers?: (result: unknown) => Record<string, string>;
  status?: number;
  noStore?: boolean;
  /** A GET whose answer depends only on the caller (or on nobody) and the database: kept until
   * the next commit (http/answer-cache.ts). Never for a path with a side effect or a clock. */
  keep?: KeepAnswer;
  /** Answer 401 instead of this result (GET /api/auth/me without a session). */
  unauthorizedWhen?: (result: unknown) => boolean;
}

const id = (req: RestRequest) => req.params.id;
const withId = (req: RestRequest) => ({ ...(req.body as object), id: req.params.id });
const flattenPublish = (result: unknown) => {
  const { item, matchesCreated } = result as PublishResult<object>;
  return { ...item, matchesCreated };
};
const sectorQuery = paginationSchema.extend({ category: z.string().describe("Secteur : les annonces actives de ce secteur, pour tous") });

/** The five paths of a listing kind, the same for needs and offers. */
function listingRoutes(
  path: string,
  routerOf: (caller: Caller) => Caller["needs"] | Caller["offers"],
  kind: { owner: "buyer" | "supplier"; view: z.ZodObject; input: z.ZodType; update: z.ZodObject; words: { publish: string; mine: string; one: string; activeOfSector: string } },
): RestRoute[] {
  const published = kind.view.extend({ matchesCreated: z.number().int() });
  return [
    {
      method: "get",
      path,
      access: "public",
      summary: `${kind.words.mine} (${kind.owner === "buyer" ? "acheteur" : "fournisseur"}) ou, avec ?category=, ${kind.words.activeOfSector}`,
      call: (c, req) => (req.query.category ? routerOf(c).byCategory(req.query as never) : routerOf(c).mine(req.query as never)),
      request: { query: [paginationSchema, sectorQuery] },
      response: z.array(kind.view),
      noStore: true,
      keep: "per-account",
      output: (result) => (result as { items: unknown[] }).items,
      headers: (result) => ({ "X-Total-Count": String((result as { total: number }).total) }),
    },
    { method: "post", path, access: kind.owner, summary: kind.words.publish, call: (c, req) => routerOf(c).create(req.body), request: { body: kind.input }, response: published, output: flattenPublish, status: 201 },
    { method: "patch", path: `${path}/:id`, access: kind.owner, summary: `Modifier ${kind.words.one}`, call: (c, req) => routerOf(c).update(withId(req) as never), request: { body: kind.update.omit({ id: true }) }, response: kind.view },
    { method: "post", path: `${path}/:id/close`, access: kind.owner, summary: `Clôturer ${kind.words.one}`, call: (c, req) => routerOf(c).close({ id: id(req) as never }), response: kind.view },
    { method: "delete", path: `${path}/:id`, access: kind.owner, summary: `Supprimer ${kind.words.one}`, call: (c, req) => routerOf(c).remove({ id: id(req) as never }), response: okSchema },
  ];
}

/** Quotes (issue 21): the buyer asks and decides, the supplier writes; 403 for anyone else. */
function quoteRoutes(): RestRoute[] {
  const needId = (req: RestRequest) => ({ ...(req.body as object), needId: req.params.id });
  const quote = (summary: string, path: string, access: Access, call: RestRoute["call"], body?: z.ZodType): RestRoute => ({
    method: "post",
    path: `/api/quotes/:id${path}`,
    access,
    summary,
    call,
    ...(body ? { request: { body } } : {}),
    response: quoteDetailSchema,
  });
  return [
    {
      method: "post",
      path: "/api/needs/:id/quote-requests",
      access: "buyer",
      summary: "Demander un devis à des fournisseurs en correspondance avec mon besoin",
      call: (c, req) => c.quotes.request(needId(req) as never),
      request: { body: quoteRequestSchema.omit({ needId: true }) },
      response: quoteRequestResultSchema,
      status: 201,
    },
    {
      method: "post",
      path: "/api/needs/:id/quotes",
      access: "supplier",
      summary: "Écrire un devis pour un besoin en correspondance (brouillon, ou envoyé avec send: true)",
      call: (c, req) => c.quotes.create(needId(req) as never),
      request: { body: quoteContentSchema },
      response: quoteDetailSchema,
      status: 201,
    },
    {
      method: "get",
      path: "/api/needs/:id/quotes",
      access: "user",
      summary: "Les devis d'un besoin côte à côte, avec les contraintes vérifiées (l'acheteur : tous les devis envoyés ; un fournisseur : les siens)",
      call: (c, req) => c.quotes.forNeed({ id: id(req) as never }),
      response: needQuotesSchema,
      noStore: true,
    },
    {
      method: "get",
      path: "/api/quotes",
      access: "user",
      summary: "Mes devis (envoyés ou reçus), filtrés par statut ou besoin et paginés par le serveur",
      call: (c, req) => c.quotes.list(req.query as never),
      request: { query: [quoteListSchema] },
      response: quotePageSchema,
      noStore: true,
      headers: (result) => ({ "X-Total-Count": String((result as { total: number }).total) }),
    },
    {
      method: "get",
      path: "/api/users/:id/responsiveness",
      access: "user",
      summary: "Taux de réponse d'une contrepartie (premiers messages et demandes de devis répondus sous 48 h, 90 jours ; masqué sous 3 demandes)",
      call: (c, req) => c.quotes.responsiveness({ userId: id(req) as never }),
      response: responsivenessSchema,
      noStore: true,
    },
    { method: "get", path: "/api/quotes/:id", access: "user", summary: "Un devis et ses versions (les parties seulement)", call: (c, req) => c.quotes.get({ id: id(req) as never }), response: quoteDetailSchema, noStore: true },
    {
      method: "patch",
      path: "/api/quotes/:id",
      access: "supplier",
      summary: "Modifier un brouillon ou répondre à une demande de révision (send: true l'envoie)",
      call: (c, req) => c.quotes.update(withId(req) as never),
      request: { body: quoteContentSchema },
      response: quoteDetailSchema,
    },
    {
      method: "get",
      path: "/api/quotes/:id/pdf",
      access: "user",
      summary: "Le PDF de la dernière version envoyée (application/pdf, les parties seulement)",
      call: (c, req) => c.quotes.pdf({ id: id(req) as never }),
      response: z.string().describe("application/pdf"),
      noStore: true,
    },
    quote("Envoyer le brouillon ou la révision en cours", "/send", "supplier", (c, req) => c.quotes.send({ id: id(req) as never })),
    quote("Retirer mon devis", "/withdraw", "supplier", (c, req) => c.quotes.withdraw({ id: id(req) as never })),
    quote(`Demander une révision (au plus 2 par devis)`, "/revision-request", "buyer", (c, req) => c.quotes.requestRevision(withId(req) as never), revisionRequestSchema.omit({ id: true })),
    quote("Attribuer le besoin à ce devis : les autres devis sont refusés", "/award", "buyer", (c, req) => c.quotes.award({ id: id(req) as never })),
    quote("Retirer l'attribution (dans les 7 jours, avec un motif)", "/award-withdrawal", "buyer", (c, req) => c.quotes.withdrawAward(withId(req) as never), awardWithdrawalSchema.omit({ id: true })),
    quote("Refuser ce devis", "/decline", "buyer", (c, req) => c.quotes.decline(withId(req) as never), declineSchema.omit({ id: true })),
    {
      method: "get",
      path: "/api/needs/:id/attachments",
      access: "user",
      summary: "Fichiers joints au besoin (l'acheteur et les fournisseurs en correspondance) ; envoi : POST multipart, champ file",
      call: (c, req) => c.attachments.list({ itemKind: "need", itemId: id(req) as never }),
      response: z.array(attachmentViewSchema),
      noStore: true,
    },
    {
      method: "get",
      path: "/api/quotes/:id/attachments",
      access: "user",
      summary: "Fichiers joints au devis (ses deux parties) ; envoi : POST multipart, champ file",
      call: (c, req) => c.attachments.list({ itemKind: "quote", itemId: id(req) as never }),
      response: z.array(attachmentViewSchema),
      noStore: true,
    },
    { method: "delete", path: "/api/attachments/:id", access: "user", summary: "Retirer un fichier que j'ai joint", call: (c, req) => c.attachments.remove({ id: id(req) as never }), response: okSchema },
  ];
}

export const REST_ROUTES: RestRoute[] = [
  {
    method: "get",
    path: "/api/auth/me",
    access: "public",
    summary: "Utilisateur de la session",
    call: (c) => c.auth.me(),
    response: sessionUserSchema,
    noStore: true,
    unauthorizedWhen: (result) => (result as { user: unknown }).user === null,
  },
  { method: "post", path: "/api/auth/register", access: "public", summary: "Créer un compte", call: (c, req) => c.auth.register(req.body), request: { body: registerInputSchema }, response: signedInUserSchema, status: 201 },
  { method: "post", path: "/api/auth/login", access: "public", summary: "Se connecter ; avec un second facteur, répond { totpRequired: true } sans session", call: (c, req) => c.auth.login(req.body), request: { body: loginInputSchema }, response: loginAnswerSchema },
  { method: "post", path: "/api/auth/logout", access: "public", summary: "Se déconnecter", call: (c) => c.auth.logout(), response: okSchema },
  { method: "post", path: "/api/auth/login/totp", access: "public", summary: "Terminer la connexion avec le second facteur (code TOTP ou code de secours)", call: (c, req) => c.auth.loginTotp(req.body), request: { body: secondFactorCodeSchema }, response: signedInUserSchema },
  { method: "post", path: "/api/auth/password-reset/request", access: "public", summary: "Mot de passe oublié : envoyer un lien de réinitialisation (même réponse pour toute adresse)", call: (c, req) => c.auth.passwordResetRequest(req.body), request: { body: passwordResetRequestSchema }, response: acceptedSchema, status: 202 },
  { method: "post", path: "/api/auth/password-reset/confirm", access: "public", summary: "Choisir un nouveau mot de passe avec le lien reçu (ferme toutes les sessions)", call: (c, req) => c.auth.passwordResetConfirm(req.body), request: { body: passwordResetConfirmSchema }, response: okSchema },
  { method: "post", path: "/api/auth/change-password", access: "user", summary: "Changer de mot de passe (ferme les autres sessions)", call: (c, req) => c.auth.changePassword(req.body), request: { body: changePasswordSchema }, response: okSchema },
  { method: "post", path: "/api/auth/verify-email", access: "public", summary: "Confirmer une adresse e-mail avec le lien reçu", call: (c, req) => c.auth.verifyEmail(req.body), request: { body: verifyEmailSchema }, response: signedInUserSchema },
  { method: "post", path: "/api/auth/verify-email/resend", access: "user", summary: "Renvoyer le lien de confirmation de l'adresse", call: (c) => c.auth.resendVerification(), response: z.object({ email: z.string().nullable() }) },
  { method: "get", path: "/api/auth/sessions", access: "user", summary: "Mes sessions ouvertes", call: (c) => c.auth.sessions(), response: z.array(accountSessionSchema), noStore: true },
  { method: "delete", path: "/api/auth/sessions/:id", access: "user", summary: "Fermer une de mes sessions (et ses connexions temps réel)", call: (c, req) => c.auth.endSession({ id: id(req) as never }), response: okSchema },
  { method: "post", path: "/api/auth/totp/setup", access: "user", summary: "Préparer la double authentification : secret et QR code", call: (c) => c.auth.totpSetup(), response: totpSetupSchema },
  { method: "post", path: "/api/auth/totp/enable", access: "user", summary: "Activer la double authentification avec un premier code ; renvoie 10 codes de secours", call: (c, req) => c.auth.totpEnable(req.body), request: { body: secondFactorCodeSchema }, response: recoveryCodesSchema },
  { method: "post", path: "/api/auth/totp/disable", access: "user", summary: "Désactiver la double authentification (mot de passe et code)", call: (c, req) => c.auth.totpDisable(req.body), request: { body: totpDisableSchema }, response: okSchema },

  { method: "get", path: "/api/stats", access: "public", summary: "Compteurs publics", call: (c) => c.stats.public(), response: publicStatsSchema, noStore: true, keep: "same-for-all" },

  ...listingRoutes("/api/needs", (c) => c.needs, {
    owner: "buyer",
    view: needViewSchema,
    input: needInputSchema,
    update: needUpdateSchema,
    words: { publish: "Publier un besoin", mine: "Mes besoins", one: "un de mes besoins", activeOfSector: "les besoins actifs d'un secteur" },
  }),
  ...listingRoutes("/api/offers", (c) => c.offers, {
    owner: "supplier",
    view: offerViewSchema,
    input: offerInputSchema,
    update: offerUpdateSchema,
    words: { publish: "Publier une offre", mine: "Mes offres", one: "une de mes offres", activeOfSector: "les offres actives d'un secteur" },
  }),

  {
    method: "get",
    path: "/api/matches",
    access: "user",
    summary: "Mes matches, du meilleur score au moins bon ; filtres tab, status, sector, q ; page suivante avec ?cursor= (en-tête X-Next-Cursor)",
    call: (c, req) => c.matches.list(req.query as never),
    request: { query: [matchListInputSchema] },
    response: z.array(matchViewSchema),
    keep: "per-account",
    output: (result) => (result as { items: unknown[] }).items,
    headers: (result) => {
      const page = result as { nextCursor: string | null; total: number };
      return { "X-Total-Count": String(page.total), ...(page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {}) };
    },
  },
  {
    method: "get",
    path: "/api/matches/counts",
    access: "user",
    summary: "Combien de mes matches par statut et par onglet de la page Matches",
    call: (c) => c.matches.counts(),
    response: matchCountsSchema,
    keep: "per-account",
  },
  { method: "get", path: "/api/matches/:id", access: "user", summary: "Détail d'un match", call: (c, req) => c.matches.get({ id: id(req) as never }), response: matchDetailSchema },
  {
    method: "patch",
    path: "/api/matches/:id",
    access: "user",
    summary: "Changer mon statut sur un match",
    call: (c, req) => c.matches.setStatus(withId(req) as never),
    request: { body: z.object({ status: matchStatusInputSchema }) },
    response: matchViewSchema,
  },
  {
    method: "post",
    path: "/api/matches/:id/messages",
    access: "user",
    summary: "Écrire à la contrepartie d'un match",
    call: (c, req) => c.matches.sendMessage({ ...(req.body as object), matchId: id(req) } as never),
    request: { body: messageInputSchema.omit({ matchId: true }) },
    response: conversationMessageViewSchema,
    status: 201,
  },
  {
    method: "post",
    path: "/api/interactions",
    access: "user",
    summary: "Enregistrer une action sur un match",
    call: (c, req) => c.matches.interact(req.body),
    request: { body: interactionInputSchema },
    response: matchViewSchema,
    status: 201,
  },

  {
    method: "get",
    path: "/api/products",
    access: "public",
    summary: "Catalogue produits",
    call: (c, req) => c.products.list(req.query as never),
    request: { query: [paginationSchema.partial()] },
    response: z.array(productViewSchema),
    keep: "same-for-all",
  },
  { method: "get", path: "/api/products/:id", access: "public", summary: "Fiche produit (compte une vue)", call: (c, req) => c.products.get({ id: id(req) as never }), response: productViewSchema },
  {
    method: "get",
    path: "/api/search",
    access: "public",
    summary: "Recherche produits hybride",
    call: (c, req) => c.products.search(req.query as never),
    request: { query: [searchInputSchema] },
    response: searchResultSchema,
  },

  { method: "get", path: "/api/user/stats", access: "user", summary: "Mes statistiques", call: (c) => c.user.stats(), response: userStatsSchema },
  { method: "get", path: "/api/user/achievements", access: "user", summary: "Mes succès", call: (c) => c.user.achievements(), response: z.array(achievementViewSchema) },
  { method: "get", path: "/api/user/progress", access: "user", summary: "Ma progression", call: (c) => c.user.progress(), response: progressViewSchema },
  { method: "put", path: "/api/user/profile", access: "user", summary: "Modifier mon profil", call: (c, req) => c.user.updateProfile(req.body), request: { body: profileInputSchema }, response: signedInUserSchema },

  {
    method: "get",
    path: "/api/notifications",
    access: "user",
    summary: "Mes notifications, des plus récentes ; filtre filter (all, unread, match, contact, system) et recherche q ; limit, offset ; total dans l'en-tête X-Total-Count",
    call: (c, req) => c.notifications.list(req.query as never),
    request: { query: [notificationListInputSchema] },
    response: z.array(notificationViewSchema),
    output: (result) => (result as { items: unknown[] }).items,
    headers: (result) => ({ "X-Total-Count": String((result as { total: number }).total) }),
  },
  {
    method: "post",
    path: "/api/notifications/read-all",
    access: "user",
    summary: "Tout marquer comme lu",
    call: (c) => c.notifications.markAllRead(),
    response: z.object({ updated: z.number().int() }),
  },
  { method: "get", path: "/api/notifications/:id", access: "user", summary: "Une notification", call: (c, req) => c.notifications.get({ id: id(req) as never }), response: notificationViewSchema },
  { method: "patch", path: "/api/notifications/:id", access: "user", summary: "Marquer comme lue", call: (c, req) => c.notifications.markRead({ id: id(req) as never }), response: notificationViewSchema },
  { method: "delete", path: "/api/notifications/:id", access: "user", summary: "Supprimer une notification", call: (c, req) => c.notifications.remove({ id: id(req) as never }), response: okSchema },

  { method: "get", path: "/api/alerts", access: "user", summary: "Mes alertes, avec leur dernier envoi et leur précision sur 30 jours", call: (c) => c.alerts.list(), response: z.array(alertViewSchema) },
  { method: "post", path: "/api/alerts", access: "user", summary: "Créer une alerte (recherche enregistrée)", call: (c, req) => c.alerts.create(req.body), request: { body: alertInputSchema }, response: alertViewSchema, status: 201 },
  {
    method: "post",
    path: "/api/alerts/feedback",
    access: "public",
    summary: "👍/👎 sur un résultat d'alerte : avec le lien à usage unique d'un e-mail (sans session), ou deliveryId pour le titulaire connecté",
    call: (c, req) => c.alerts.feedback(req.body),
    request: { body: alertFeedbackSchema },
    response: alertFeedbackResultSchema,
  },
  {
    method: "post",
    path: "/api/alerts/unsubscribe",
    access: "public",
    summary: "Désabonnement en un clic (RFC 8058) : le lien seul suffit, sans session ni Origin ; token dans le corps (JSON ou formulaire) ou dans l'adresse",
    call: (c, req) => c.alerts.unsubscribe({ token: (req.body as { token?: unknown } | undefined)?.token ?? req.query.token } as never),
    request: { body: alertUnsubscribeSchema },
    response: alertUnsubscribeResultSchema,
  },
  { method: "patch", path: "/api/alerts/:id", access: "user", summary: "Modifier une de mes alertes", call: (c, req) => c.alerts.update(withId(req) as never), request: { body: alertUpdateSchema.omit({ id: true }) }, response: alertViewSchema },
  { method: "delete", path: "/api/alerts/:id", access: "user", summary: "Supprimer une de mes alertes", call: (c, req) => c.alerts.remove({ id: id(req) as never }), response: okSchema },
  { method: "post", path: "/api/alerts/:id/run", access: "user", summary: "Aperçu du prochain envoi d'une alerte (rien n'est envoyé ni enregistré)", call: (c, req) => c.alerts.preview({ id: id(req) as never }), response: alertPreviewSchema },

  ...quoteRoutes(),

  { method: "post", path: "/api/rematch", access: "admin", summary: "Recalculer tous les matches", call: (c, req) => c.admin.rematch(req.body), request: { body: rematchInputSchema }, response: rematchResultSchema },
  {
    method: "post",
    path: "/api/trigger-matching",
    access: "admin",
    summary: "Déclencher le matching (page de test)",
    call: (c, req) => c.admin.rematch(req.body),
    request: { body: rematchInputSchema },
    response: rematchResultSchema,
  },

  // ── Admin console, audit log and data protection (issue 7) ──────────────────────────────────
  // The CSV files (GET /api/admin/export/{kind}, GET /api/audit/export, POST
  // /api/gdpr/export-data without ?format=json) are served by csv-routes.ts over the same procedures.
  { method: "get", path: "/api/analytics", access: "admin", summary: "Statistiques de la plateforme", call: (c) => c.admin.analytics(), response: analyticsViewSchema, noStore: true },
  {
    method: "get",
    path: "/api/admin/location-stats",
    access: "admin",
    summary: "Besoins et offres actifs par localisation",
    call: (c) => c.admin.locationStats(),
    response: locationStatsViewSchema,
    noStore: true,
  },
  {
    method: "get",
    path: "/api/admin/users",
    access: "admin",
    summary: "Utilisateurs : recherche (nom, e-mail, entreprise), rôle, suspendus ; total dans l'en-tête X-Total-Count",
    call: (c, req) => c.admin.users(req.query as never),
    request: { query: [adminUsersQuerySchema] },
    response: z.array(adminUserViewSchema),
    output: (result) => (result as AdminUsersPage).users,
    headers: (result) => ({ "X-Total-Count": String((result as AdminUsersPage).total) }),
    noStore: true,
  },
  {
    method: "post",
    path: "/api/admin/users/:id/suspend",
    access: "admin",
    summary: "Suspendre un utilisateur (motif requis ; ses sessions et connexions prennent fin)",
    call: (c, req) => c.admin.suspend(withId(req) as never),
    request: { body: suspendInputSchema },
    response: adminUserViewSchema,
  },
  { method: "post", path: "/api/admin/users/:id/unsuspend", access: "admin", summary: "Réactiver un utilisateur", call: (c, req) => c.admin.unsuspend({ id: id(req) as never }), response: adminUserViewSchema },
  {
    method: "get",
    path: "/api/admin/deletion-requests",
    access: "admin",
    summary: "Demandes de suppression (?status=pending|executed|cancelled)",
    call: (c, req) => c.admin.deletionRequests(req.query as never),
    request: { query: [deletionRequestsQuerySchema] },
    response: z.array(deletionRequestViewSchema),
    noStore: true,
  },
  {
    method: "post",
    path: "/api/admin/deletion-requests/:id/execute",
    access: "admin",
    summary: "Exécuter une demande de suppression : effacement des données, journal anonymisé",
    call: (c, req) => c.admin.executeDeletion({ id: id(req) as never }),
    response: deletionRequestViewSchema,
  },
  {
    method: "get",
    path: "/api/audit/logs",
    access: "admin",
    summary: "Journal d'audit, du plus récent ; filtres severity, action, userId, from, to ; total dans l'en-tête X-Total-Count",
    call: (c, req) => c.audit.logs(req.query as never),
    request: { query: [auditQuerySchema] },
    response: z.array(auditEntryViewSchema),
    output: (result) => (result as AuditPage).entries,
    headers: (result) => ({ "X-Total-Count": String((result as AuditPage).total) }),
    noStore: true,
  },
  { method: "get", path: "/api/gdpr/consents", access: "user", summary: "Mes consentements et leur historique", call: (c) => c.gdpr.consents(), response: consentsViewSchema, noStore: true },
  {
    method: "post",
    path: "/api/gdpr/consent",
    access: "user",
    summary: "Enregistrer un consentement (une ligne d'historique de plus)",
    call: (c, req) => c.gdpr.recordConsent(req.body),
    request: { body: consentInputSchema },
    response: consentsViewSchema,
    status: 201,
  },
  {
    method: "post",
    path: "/api/gdpr/export-data",
    access: "user",
    summary: "Toutes mes données : un fichier CSV par défaut (?format=raw : clés et dates ISO), en JSON avec ?format=json",
    call: (c) => c.gdpr.exportData(),
    response: userDataExportSchema,
    noStore: true,
  },
  {
    method: "post",
    path: "/api/gdpr/request-deletion",
    access: "user",
    summary: "Demander la suppression de mon compte (désactivé immédiatement)",
    call: (c, req) => c.gdpr.requestDeletion(req.body ?? {}),
    request: { body: deletionRequestInputSchema },
    response: deletionRequestViewSchema,
    status: 201,
  },

  // Conversations, e-mail and the test page (issue 8)
  {
    method: "get",
    path: "/api/matches/:id/messages",
    access: "user",
    summary: "Le fil de messages d'un match (état de lecture, coordonnées après un premier contact)",
    call: (c, req) => c.matches.thread({ matchId: id(req) as never }),
    response: threadViewSchema,
    noStore: true,
  },
  {
    method: "post",
    path: "/api/matches/:id/read",
    access: "user",
    summary: "Marquer le fil d'un match comme lu",
    call: (c, req) => c.matches.markRead({ matchId: id(req) as never }),
    response: z.object({ updated: z.number().int() }),
  },
  { method: "get", path: "/api/messages/unread", access: "user", summary: "Messages non lus par match", call: (c) => c.matches.unread(), response: unreadCountsSchema, noStore: true },
  {
    method: "post",
    path: "/api/test-notification",
    access: "admin",
    summary: "Envoyer un e-mail de test (page de test)",
    call: (c, req) => c.testNotifications.sendTestMail(req.body),
    request: { body: testNotificationInputSchema },
    response: testMailResultSchema,
  },
  {
    method: "get",
    path: "/api/admin/mail-outbox",
    access: "admin",
    summary: "Derniers e-mails (boîte d'envoi)",
    call: (c, req) => c.testNotifications.outbox(req.query as never),
    request: { query: [outboxInputSchema.unwrap()] },
    response: z.array(mailViewSchema),
    noStore: true,
  },
];
