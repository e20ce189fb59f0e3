import { cut, percent } from "./format";
import { LIST_LIMIT_MAX, SEARCH_LIMIT_MAX } from "./constants";
import type { MatchPageStatus } from "./enums";

/** Every French (and, for the profile, English) message the product shows. SPEC §5 and §8. */
export const VALIDATION = {
  usernameMin: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  email: "Veuillez entrer une adresse email valide",
  /** Accents after the @ are taken (jean@café.fr); before it, many mail servers would not deliver. */
  emailAccentedLocalPart: "Les lettres accentuées ne sont acceptées qu'après le @ (jean@café.fr) : avant, beaucoup de messageries ne livreraient pas nos e-mails",
  passwordMin: "Le mot de passe doit contenir au moins 6 caractères",
  totpCode: "Saisissez le code à 6 chiffres de votre application, ou un code de secours",
  passwordRequired: "Le mot de passe est requis",
  passwordCommon: "Ce mot de passe est trop courant ou trop facile à deviner (mot du dictionnaire, prénom, suite de touches, votre nom…) : choisissez-en un autre",
  passwordMax: "Le mot de passe ne doit pas dépasser 128 caractères",
  passwordBlank: "Le mot de passe ne peut pas être composé uniquement d'espaces",
  currentPasswordRequired: "Saisissez votre mot de passe actuel pour changer d'adresse email",
  companyNameMin: "Le nom de l'entreprise doit contenir au moins 2 caractères",
  accountType: "Le type de compte doit être Acheteur ou Fournisseur",
  sectorRequired: "Le secteur est requis",
  sectorUnknown: "Secteur inconnu : choisissez un secteur de la liste",
  companyNumberInvalid: "SIREN (9 chiffres) ou SIRET (14 chiffres) invalide : la clé de contrôle ne correspond pas",
  vatNumberInvalid: "Numéro de TVA intracommunautaire invalide : FR, deux chiffres de clé et le SIREN (clé de contrôle fausse)",
  vatNumberOtherCompany: "Le numéro de TVA ne correspond pas au SIREN de l'entreprise",
  unknownFields: "Champ inconnu ou non modifiable ici",
  offsetUnsupported: "offset n'est pas pris en charge ici : suivez le curseur (paramètre cursor, donné par l'en-tête X-Next-Cursor)",
  locationRequired: "La localisation est requise",
  titleRequired: "Le titre est requis",
  descriptionRequired: "La description est requise",
  categoryRequired: "La catégorie est requise",
  categoryUnknown: "Catégorie inconnue",
  budgetMin: "Le budget doit être supérieur à 0",
  budgetMax: "Le budget ne peut dépasser 1 000 milliards",
  priceMax: "Le prix ne peut dépasser 1 000 milliards",
  minOrderMax: "La quantité minimale ne peut dépasser 1 milliard",
  listLimit: `Le nombre de résultats par page est un entier de 1 à ${LIST_LIMIT_MAX}`,
  searchLimit: `Le nombre de résultats est un entier de 1 à ${SEARCH_LIMIT_MAX}`,
  offset: "Le décalage est un entier positif ou nul",
  /** A list's filter given a value it does not take: which parameter, and the values it takes. */
  queryValues: (name: string, values: readonly string[]) => `Le paramètre ${name} vaut ${values.length > 1 ? `${values.slice(0, -1).join(", ")} ou ${values.at(-1)}` : values[0]}`,
  alpha: "La pondération IA (alpha) est un nombre entre 0 et 1",
  priceMin: "Le prix doit être supérieur à 0",
  /** Worded as a quote line's unit (quotes.ts), with an offer's units as examples. */
  priceUnitMax: "L'unité de prix fait 20 caractères au plus (pièce, kg, m², jour, mois, forfait…)",
  priceUnitText: "L'unité de prix est un texte (pièce, kg, m², jour, mois, forfait…), ou rien",
  priceUnitLine: "L'unité de prix tient sur une ligne, sans tabulation ni caractère de contrôle",
  minOrderMin: "La quantité minimale doit être supérieure à 0",
  needQuantity: "La quantité est un nombre entier d'au moins 1 (ou laissez le champ vide)",
  urgency: "L'urgence doit être faible, moyenne ou élevée",
  matchStatus: "Statut inconnu : new, viewed, contacted, favorited, ignored (ou l'onglet pending, interested, rejected)",
  consentType: "Consentement inconnu : data_processing, marketing, analytics ou cookies",
  consentGranted: "granted vaut true (accordé) ou false (retiré)",
  matchAction: "Action inconnue : contact, favorite, unfavorite, reject ou view",
  deadline: "La date limite doit être une date valide",
  deadlinePast: "La date limite est déjà passée",
  badId: "L'identifiant doit être un nombre entier positif",
  localImages: "Les images doivent être servies localement (chemin commençant par /)",
  specifications: "Les caractéristiques sont un objet JSON (nom : valeur)",
  specificationsDepth: "Les caractéristiques s'imbriquent sur 8 niveaux au plus",
  textList: "Une liste de textes est attendue (ou un texte, ses éléments séparés par des virgules)",
  tooLong: "Ce champ est trop long",
  /** A text field over its limit, the limit said (« Ce champ est trop long » left the user guessing). */
  maxChars: (max: number) => `${max.toLocaleString("fr-FR")} caractères au maximum`,
  /** An amount that is no number (« 12,5,0 »): not « doit être supérieur à 0 ». */
  amountUnreadable: "Montant illisible : écrivez-le en chiffres, par exemple 12 500,50",
  displayNameMin: "Display name must be at least 2 characters",
  profileEmail: "Please enter a valid email address",
  profileEmailAccentedLocalPart: "Accented letters are accepted after the @ only (jean@café.fr): before it, many mail servers would not deliver our emails",
  bioMax: "Bio must be 160 characters or less",
  suspendReason: "Le motif de suspension est requis",
  testEmailRequired: "Veuillez saisir une adresse email",
  searchBlank: "La recherche ne peut pas être vide",
  messageEmpty: "Le message est vide",
  messageTooLong: "Le message ne doit pas dépasser 5 000 caractères",
} as const;

export const ERRORS = {
  invalidInput: "Données invalides",
  unauthenticated: "Vous devez être connecté",
  forbidden: "Accès refusé",
  notFound: "Ressource introuvable",
  apiNotFound: "Route API introuvable",
  methodNotAllowed: "Méthode non autorisée pour ce chemin (voir l'en-tête Allow)",
  badCredentials: "Email ou mot de passe incorrect",
  suspended: "Compte suspendu. Contactez l'administrateur de la plateforme.",
  deactivated: "Ce compte est désactivé : sa suppression a été demandée. Pour l'annuler, écrivez à l'administrateur de la plateforme avant qu'elle soit exécutée.",
  emailTaken: "Un compte existe déjà avec cette adresse email",
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  tooManyAttempts: "Trop de tentatives de connexion. Réessayez plus tard.",
  tooManyRequests: "Trop de requêtes. Réessayez plus tard.",
  payloadTooLarge: "Requête trop volumineuse (1 Mo maximum)",
  malformedJson: "Corps de requête JSON invalide",
  badUrl: "Requête illisible : encodez les caractères spéciaux de l'adresse (« é » s'écrit %C3%A9)",
  requestTimeout: "La requête est arrivée trop lentement",
  headersTooLarge: "Les en-têtes de la requête sont trop longs",
  controlCharacters: "Le texte contient un caractère de contrôle ou de mise en forme invisible (nul, échappement, sens d'écriture forcé…), refusé",
  unsupportedMediaType: "Type de contenu non accepté : envoyez du JSON (en-tête Content-Type: application/json)",
  badOrigin: "Origine de la requête refusée",
  badRequestTarget: "Adresse de requête illisible : corrigez l'encodage du chemin",
  internal: "Erreur interne du serveur",
  diskFull: "Espace disque du serveur saturé : votre modification n'a pas été enregistrée. Réessayez dans quelques minutes.",
  buyersOnly: "Réservé aux comptes acheteurs",
  suppliersOnly: "Réservé aux comptes fournisseurs",
  adminsOnly: "Réservé aux administrateurs",
  needNotFound: "Besoin introuvable",
  offerNotFound: "Offre introuvable",
  duplicateNeed: (title: string) => `Vous avez déjà publié ce besoin à l'identique (« ${title} ») : il est actif. Modifiez-le, ou changez ce qui distingue le nouveau.`,
  duplicateOffer: (title: string) => `Vous avez déjà publié cette offre à l'identique (« ${title} ») : elle est active. Modifiez-la, ou changez ce qui distingue la nouvelle.`,
  editedIntoDuplicateNeed: (title: string) => `Un autre de vos besoins actifs (« ${title} ») est déjà identique à ce que vous enregistrez : changez ce qui les distingue.`,
  editedIntoDuplicateOffer: (title: string) => `Une autre de vos offres actives (« ${title} ») est déjà identique à ce que vous enregistrez : changez ce qui les distingue.`,
  matchNotFound: "Match introuvable",
  productNotFound: "Produit introuvable",
  userNotFound: "Utilisateur introuvable",
  notificationNotFound: "Notification non trouvée",
  badCursor: "Curseur de pagination invalide",
  currentPasswordWrong: "Mot de passe actuel incorrect",
  tooManySecretAttempts: "Trop d'essais. Réessayez dans quelques minutes.",
  resetLinkInvalid: "Ce lien n'est plus valable (déjà utilisé ou expiré) : demandez-en un nouveau.",
  verificationLinkInvalid: "Ce lien de confirmation n'est plus valable : demandez-en un nouveau depuis votre profil.",
  sessionNotFound: "Session introuvable",
  totpNotSetUp: "Commencez par configurer l'application d'authentification",
  totpWrong: "Code incorrect",
  totpAlreadyOn: "La double authentification est déjà activée",
  totpOff: "La double authentification n'est pas activée",
  loginChallengeExpired: "La vérification a expiré : reconnectez-vous.",
  loginChallengeExhausted: "Trop de codes erronés : reconnectez-vous avec votre mot de passe.",
  secondFactorRequired: "Les comptes administrateurs doivent activer la double authentification avant d'accéder à l'administration.",
} as const;

export const TOASTS = {
  registerTitle: "Bienvenue sur Maillon !",
  registerText: "Votre compte a été créé avec succès.",
  registerFailTitle: "Échec de l'inscription",
  registerFailText: "Veuillez réessayer.",
  registerNetwork: "Erreur d'inscription",
  loginTitle: "Bienvenue !",
  loginText: (username: string) => `Vous êtes maintenant connecté, ${username}!`,
  loginFailTitle: "Connexion échouée",
  loginFailText: "Veuillez vérifier vos identifiants et réessayer.",
  loginNetwork: "Erreur de connexion",
  error: "Erreur",
  publishNeedFail: "Une erreur s'est produite lors de la publication du besoin",
  publishNeedTitle: "Besoin publié",
  publishNeedText: "Votre besoin a été publié avec succès",
  publishOfferFail: "Une erreur s'est produite lors de la publication de l'offre",
  publishOfferTitle: "Offre publiée",
  publishOfferText: "Votre offre a été publiée avec succès",
  interactionFail: "Impossible d'enregistrer l'action",
  interactionTitle: "Action enregistrée",
  interactionText: {
    contact: "Match contacté",
    favorite: "Match ajouté aux favoris",
    unfavorite: "Match retiré des favoris",
    reject: "Match ignoré",
    view: "Match marqué comme vu",
  },
  profileFailTitle: "Update Failed",
  profileFailText: "Failed to update profile.",
  profileTitle: "Profile Updated",
  rematchTitle: "Re-matching terminé",
  rematchText: (n: number) => `${n} nouveaux matches créés`,
  rematchFail: "Erreur lors du re-matching",
  searchFail: "Search failed",
  productsFail: "Failed to fetch products",
  matchingFail: "Erreur lors du matching",
  matchingTitle: "Matching terminé",
  notFoundPage: "404 Page Not Found",
  // Conversations and the test page (issue 8)
  contactSentTitle: "Message envoyé",
  contactSentText: "Votre contrepartie est prévenue dans l'application et par e-mail.",
  messageFail: "Impossible d'envoyer le message",
  testTitle: "Test réussi",
  testUnknown: "Erreur inconnue",
  testNetwork: "Erreur réseau",
  testConnection: "Erreur de connexion",
} as const;

/** Conversations and mail (issue 8). */
export const CONVERSATION = {
  composerTitle: "Contacter",
  composerLabel: "Votre message",
  composerPlaceholder: "Présentez-vous et expliquez votre besoin ou votre offre…",
  send: "Envoyer",
  sending: "Envoi…",
  cancel: "Annuler",
  threadTitle: "Conversation",
  threadEmpty: "Aucun message pour l'instant. Écrivez le premier.",
  reply: "Répondre",
  read: "Lu",
  unread: "Non lu",
  unreadBadge: (n: number) => (n === 1 ? "1 message non lu" : `${n} messages non lus`),
  you: "Vous",
  contactTitle: "Contact",
  contactHidden: "Les coordonnées s'affichent après une première prise de contact.",
  /** The counterpart cannot read the thread for now (not signed in, not mailed); messages are still kept. */
  counterpartSuspended: (company: string) => `Le compte de ${company} est suspendu : vos messages sont conservés, mais ne lui seront pas transmis pour l'instant.`,
  counterpartDeactivated: (company: string) => `Le compte de ${company} est désactivé (sa suppression a été demandée) : vos messages ne lui seront pas transmis.`,
} as const;

/** The texts of the notifications the server creates (DESIGN §9), stored and pushed as written here. */
export const NOTIFICATIONS = {
  newMatchTitle: "Nouveau match",
  /** `others`: how many more of the recipient's listings (of `kind`) the same new listing matched, told in this one notice. */
  newMatchMessage: (ownTitle: string, otherTitle: string, score: number, others: { count: number; kind: "need" | "offer" } = { count: 0, kind: "offer" }) =>
    `« ${ownTitle} » correspond à « ${otherTitle} » (${percent(score)})${
      others.count === 0
        ? ""
        : others.count === 1
          ? ` et à ${others.kind === "offer" ? "une autre de vos offres" : "un autre de vos besoins"}`
          : ` et à ${others.count} autres de vos ${others.kind === "offer" ? "offres" : "besoins"}`
    }`,
  matchedTerms: (terms: string[]) => (terms.length > 0 ? `Termes communs : ${terms.join(", ")}` : null),
  contactTitle: "Nouvelle prise de contact",
  contactMessage: (companyName: string, listingTitle: string) => `${companyName} souhaite échanger au sujet de « ${listingTitle} »`,
  messageTitle: "Nouveau message",
  messagePreview: (companyName: string, body: string) => `${companyName} : ${cut(body, 120)}`,
} as const;

/** Admin console, data protection and profile settings (issue 7): toasts of SPEC §8 and errors. */
export const ADMIN_MESSAGES = {
  suspendTitle: "Utilisateur suspendu",
  suspendFail: "Erreur lors de la suspension",
  unsuspendTitle: "Utilisateur réactivé",
  unsuspendFail: "Erreur lors de la réactivation",
  exportTitle: "Export réussi",
  exportFailTitle: "Erreur lors de l'export",
  exportFailText: "Impossible d'exporter les données",
  deletionTitle: "Demande enregistrée",
  deletionFail: "Impossible d'enregistrer la demande",
  deletionPrompt: "Motif de la demande de suppression :",
  erasureTitle: "Données effacées",
  erasureFail: "Erreur lors de l'effacement",
  consentTitle: "Consentement enregistré",
  consentFail: "Impossible d'enregistrer le consentement",
  settingsTitle: "Réglages enregistrés",
  settingsFail: "Impossible d'enregistrer les réglages",
  pauseTitle: "Compte mis en pause",
  resumeTitle: "Compte réactivé",
  restricted: "Connectez-vous pour accéder au panneau de protection des données.",
  adminOnly: "Cette page est réservée aux administrateurs.",
} as const;

export const ADMIN_ERRORS = {
  adminNotSuspendable: "Un compte administrateur ne peut pas être suspendu",
  adminNotErasable: "Un compte administrateur ne peut pas être effacé",
  alreadySuspended: "Cet utilisateur est déjà suspendu",
  notSuspended: "Cet utilisateur n'est pas suspendu",
  deletionRequestNotFound: "Demande de suppression introuvable",
  deletionAlreadyExecuted: "Cette demande a déjà été exécutée",
  deletionPending: "Une demande de suppression est déjà en cours",
  alreadyPaused: "Votre compte est déjà en pause",
  notPaused: "Votre compte n'est pas en pause",
  adminCannotRequestDeletion: "Un compte administrateur ne peut pas demander sa suppression",
} as const;

/**
 * Texts of the listing screens, one entry per listing kind: the publish and edit dialog, the
 * owner's list ("Mes besoins" / "Mes offres") and its toasts. The publish texts are SPEC §2/§8's.
 */
export const LISTING_TEXTS = {
  need: {
    publish: {
      title: "Publier un Besoin",
      description: "Décrivez ce que vous recherchez : les fournisseurs correspondants vous seront proposés.",
      submit: "Publier le besoin",
      pending: "Publication...",
      successTitle: TOASTS.publishNeedTitle,
      successText: TOASTS.publishNeedText,
      fail: TOASTS.publishNeedFail,
    },
    edit: {
      title: "Modifier le besoin",
      description: "Vos matches sont recalculés avec le texte modifié.",
      submit: "Enregistrer le besoin",
      pending: "Enregistrement...",
      successTitle: "Besoin modifié",
      successText: "Vos modifications ont été enregistrées",
      fail: "Une erreur s'est produite lors de la modification du besoin",
    },
    mine: "Mes besoins",
    emptyTitle: "Vous n'avez publié aucun besoin.",
    emptyText: "Publiez un besoin pour recevoir des offres correspondantes.",
    closedTitle: "Besoin clôturé",
    closedText: "Il ne participe plus au matching.",
    /** Asked before closing: one click declined every quote in course and mailed their suppliers, for good. */
    closeWarning: "Clôturer ce besoin ? Il sort du matching, ses devis en cours sont refusés et leurs fournisseurs prévenus. Un besoin clôturé ne peut pas être rouvert.",
    /** Under a need of one's own whose deadline has passed (it gets no new match: inPlay on the server). */
    lapsedNote: "Sa date limite est passée : il ne reçoit plus de nouveaux matches. Reportez-la (Modifier) ou clôturez le besoin.",
    removedTitle: "Besoin supprimé",
    /** "Modifier ce besoin", "Confirmer la suppression de ce besoin". */
    thisOne: "ce besoin",
    /** "42 besoins" under the pages of "Mes besoins". */
    count: (n: number) => `${n.toLocaleString("fr-FR")} besoin${n > 1 ? "s" : ""}`,
  },
  offer: {
    publish: {
      title: "Publier une Offre",
      description: "Présentez ce que vous proposez : les acheteurs intéressés vous seront proposés.",
      submit: "Publier l'offre",
      pending: "Publication...",
      successTitle: TOASTS.publishOfferTitle,
      successText: TOASTS.publishOfferText,
      fail: TOASTS.publishOfferFail,
    },
    edit: {
      title: "Modifier l'offre",
      description: "Vos matches sont recalculés avec le texte modifié.",
      submit: "Enregistrer l'offre",
      pending: "Enregistrement...",
      successTitle: "Offre modifiée",
      successText: "Vos modifications ont été enregistrées",
      fail: "Une erreur s'est produite lors de la modification de l'offre",
    },
    mine: "Mes offres",
    emptyTitle: "Vous n'avez publié aucune offre.",
    emptyText: "Publiez une offre pour être proposé aux acheteurs.",
    closedTitle: "Offre clôturée",
    closedText: "Elle ne participe plus au matching.",
    closeWarning: "Clôturer cette offre ? Elle sort du matching. Une offre clôturée ne peut pas être rouverte.",
    removedTitle: "Offre supprimée",
    thisOne: "cette offre",
    count: (n: number) => `${n.toLocaleString("fr-FR")} offre${n > 1 ? "s" : ""}`,
  },
} as const;

/** Paging of long lists in the web app (matches). */
export const PAGING_TEXTS = {
  more: "Voir plus",
  loadingMore: "Chargement...",
  shown: (shown: number, total: number) => `${shown} sur ${total} affiché${shown > 1 ? "s" : ""}`,
} as const;

/** The matches page's empty-state text of each tab (labels: MATCH_PAGE_STATUS_LABELS). */
export const MATCH_TAB_EMPTY_TEXTS: Record<MatchPageStatus, string> = {
  pending: "Aucun nouveau match pour le moment. Publiez ou précisez vos annonces pour en recevoir.",
  interested: "Aucun match retenu. Contactez un match ou ajoutez-le à vos favoris pour le retrouver ici.",
  viewed: "Aucun match consulté pour l'instant.",
  rejected: "Aucun match ignoré.",
};

/** Why a match sits lower or higher in the caller's own list (issue 20 §3), per side of the caller. */
export const RANKING = {
  ignored: {
    buyer: "Moins mis en avant : vous avez ignoré des offres semblables",
    supplier: "Moins mis en avant : vous avez ignoré des besoins semblables",
  },
  liked: {
    buyer: "Mis en avant : semblable à des offres que vous avez mises en favori ou contactées",
    supplier: "Mis en avant : semblable à des besoins que vous avez mis en favori ou contactés",
  },
} as const;
