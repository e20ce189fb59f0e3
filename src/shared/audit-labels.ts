/**
 * French names of the audit log's action codes, for the console (the code stays in a tooltip and
 * in the exports' raw form). An unknown code is shown as it is: a new action is never hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "access.denied": "Accès refusé",
  "alert.create": "Alerte créée",
  "alert.update": "Alerte modifiée",
  "alert.delete": "Alerte supprimée",
  "alert.unsubscribe": "Désabonnement par lien d'e-mail",
  "alerts.run": "Envoi des alertes dues (CLI)",
  "attachment.add": "Fichier joint",
  "attachment.delete": "Fichier retiré",
  "audit.purge": "Purge du journal d'audit",
  "auth.login": "Connexion",
  "auth.logout": "Déconnexion",
  "auth.register": "Inscription",
  "auth.session_ended": "Session fermée",
  "cli.audit.purge": "Purge du journal (CLI)",
  "cli.backup": "Sauvegarde de la base (CLI)",
  "cli.import.needs": "Import de besoins (CLI)",
  "cli.import.offers": "Import d'offres (CLI)",
  "cli.import.products": "Import de produits (CLI)",
  "cli.migrate": "Migration de la base (CLI)",
  "cli.seed": "Données générées (CLI)",
  "cli.seed.reset": "Base vidée (CLI)",
  "export.csv": "Export CSV",
  "gdpr.consent": "Consentement modifié",
  "gdpr.deletion_request": "Demande d'effacement",
  "gdpr.erase": "Effacement exécuté",
  "gdpr.export": "Export des données personnelles",
  "matching.rematch": "Re-matching complet",
  "need.publish": "Besoin publié",
  "need.update": "Besoin modifié",
  "need.close": "Besoin clôturé",
  "need.delete": "Besoin supprimé",
  "offer.publish": "Offre publiée",
  "offer.update": "Offre modifiée",
  "offer.close": "Offre clôturée",
  "offer.delete": "Offre supprimée",
  "quote.request": "Devis demandé",
  "quote.request_decline": "Demande de devis déclinée",
  "quote.create": "Devis créé",
  "quote.update": "Devis modifié",
  "quote.send": "Devis envoyé",
  "quote.revise": "Devis révisé",
  "quote.withdraw": "Devis retiré",
  "quote.revision_request": "Révision de devis demandée",
  "quote.decline": "Devis refusé",
  "quote.award": "Devis accepté (besoin attribué)",
  "quote.award_withdraw": "Attribution retirée",
  "user.change_password": "Mot de passe changé",
  "user.create": "Compte créé (CLI)",
  "user.email_changed": "Adresse e-mail changée",
  "user.email_verified": "Adresse e-mail confirmée",
  "user.password_reset": "Mot de passe réinitialisé",
  "user.password_reset_request": "Réinitialisation demandée",
  "user.pause": "Compte mis en pause",
  "user.preferences": "Préférences modifiées",
  "user.profile": "Profil modifié",
  "user.register": "Inscription",
  "user.resume": "Compte réactivé après pause",
  "user.set_password": "Mot de passe défini (CLI)",
  "user.suspend": "Compte suspendu",
  "user.totp_disabled": "Double authentification désactivée",
  "user.totp_recovery_codes_renewed": "Nouveaux codes de secours",
  "user.totp_enabled": "Double authentification activée",
  "user.unsuspend": "Compte réactivé",
};

export function auditActionLabel(code: string): string {
  return AUDIT_ACTION_LABELS[code] ?? code;
}

/** What an entry is about, in French: « need:12 » is « besoin n° 12 », « needs » « besoins ». */
const RESOURCE_KINDS: Record<string, string> = {
  user: "utilisateur",
  need: "besoin",
  offer: "offre",
  quote: "devis",
  match: "match",
  alert: "alerte",
  product: "produit",
  message: "message",
  notification: "notification",
  attachment: "fichier",
  deletion_request: "demande de suppression",
};
const RESOURCE_NAMES: Record<string, string> = {
  users: "utilisateurs",
  needs: "besoins",
  offers: "offres",
  products: "produits",
  matches: "matches",
  quotes: "devis",
  alerts: "alertes",
  audit: "journal d'audit",
  audit_logs: "journal d'audit",
  database: "base de données",
  session: "session",
};

/** An audit entry's resource as the console, the exports and `market audit` show it; anything else (a file name) as it is. */
export function auditResourceLabel(resource: string): string {
  const [kind, id] = resource.split(":");
  if (id !== undefined && /^\d+$/.test(id) && kind !== undefined && RESOURCE_KINDS[kind]) return `${RESOURCE_KINDS[kind]} n° ${id}`;
  return RESOURCE_NAMES[resource] ?? resource;
}
