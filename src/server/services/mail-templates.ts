/**
 * The French e-mails (DESIGN §9): one pure function per kind, each giving a subject, a text part
 * and an HTML part. Every mail names the product, links to the match (its thread) and to the
 * notification settings. Values from users are escaped in the HTML part.
 */
import { PRODUCT_NAME } from "../../shared/constants";
import { ofCompany, percent } from "../../shared/format";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  /** First origin of PUBLIC_URL, without a trailing slash. */
  baseUrl: string;
}

export const matchUrl = (links: MailLinks, matchId: number) => `${links.baseUrl}/matches?match=${matchId}`;
export const settingsUrl = (links: MailLinks) => `${links.baseUrl}/profile?tab=settings`;
export const alertsUrl = (links: MailLinks) => `${links.baseUrl}/profile?tab=alerts`;

/** The way out of a kind of mail, named in its footer (the same link as its List-Unsubscribe). */
export interface UnsubscribeFooter {
  /** "Ne plus recevoir cette alerte" */
  label: string;
  url: string;
}

/** One item of an alert mail: what it is, why it matched, and its 👍/👎 links. */
export interface DigestItem {
  title: string;
  url: string;
  explanation: string;
  up: string;
  down: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface Layout {
  subject: string;
  greeting: string;
  /** Paragraphs, plain text. */
  lines: string[];
  /** A quoted message, plain text. */
  quote?: string;
  action?: { label: string; url: string };
  links: MailLinks;
  /** Who gets it: an account holder (the default), or any address (a test mail, issue 23). */
  audience?: "account" | "anyone";
  /** An alert's items, after the lines. */
  items?: DigestItem[];
  /** Why the user gets it, when it is more than having an account (an alert they saved). */
  reason?: string;
  unsubscribe?: UnsubscribeFooter;
}

function layout({ subject, greeting, lines, quote, action, links, audience = "account", items = [], reason: ownReason, unsubscribe }: Layout): RenderedMail {
  const reason =
    ownReason ??
    (audience === "account"
      ? `Vous recevez cet e-mail parce que vous avez un compte ${PRODUCT_NAME}.`
      : `Vous recevez cet e-mail parce qu'un administrateur de ${PRODUCT_NAME} a envoyé un e-mail de test à cette adresse.`);
  const footer = [
    audience === "account" ? `${reason} Choisir les e-mails reçus : ${settingsUrl(links)}` : reason,
    ...(unsubscribe ? [`${unsubscribe.label} : ${unsubscribe.url}`] : []),
  ].join("\n");
  const text = [
    greeting,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...items.flatMap((item, i) => [`${i + 1}. ${item.title}`, `   ${item.explanation}`, `   Voir : ${item.url}`, `   👍 Pertinent : ${item.up}`, `   👎 Pas pertinent : ${item.down}`, ""]),
    ...(quote ? [...quote.split("\n").map((l) => `> ${l}`), ""] : []),
    ...(action ? [`${action.label} : ${action.url}`, ""] : []),
    "—",
    `${PRODUCT_NAME}, la place de marché B2B`,
    footer,
  ].join("\n");
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#2563eb;margin:0 0 16px">${PRODUCT_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${items.length > 0 ? `<ol style="padding-left:20px">\n${items.map(digestItemHtml).join("\n")}\n</ol>` : ""}
${quote ? `<blockquote style="border-left:4px solid #d1d5db;margin:16px 0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` : ""}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ""}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeHtml(reason)}${audience === "account" ? `
<a href="${escapeHtml(settingsUrl(links))}">Choisir les e-mails reçus</a>` : ""}${unsubscribe ? `
<br><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a>` : ""}</p>
</body></html>`;
  return { subject, text, html };
}

function digestItemHtml(item: DigestItem): string {
  const button = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;border:1px solid #d1d5db;border-radius:6px;padding:2px 10px;margin-right:6px;text-decoration:none;color:#1f2937">${label}</a>`;
  return `<li style="margin-bottom:16px"><a href="${escapeHtml(item.url)}" style="font-weight:bold;color:#2563eb">${escapeHtml(item.title)}</a>
<br><span style="font-size:13px;color:#4b5563">${escapeHtml(item.explanation)}</span>
<br>${button(item.up, "👍 Pertinent")}${button(item.down, "👎 Pas pertinent")}</li>`;
}


export function newMatchMail(
  links: MailLinks,
  data: { recipientName: string; matchId: number; ownTitle: string; counterpartTitle: string; counterpartCompany: string; score: number; unsubscribe?: UnsubscribeFooter },
): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : nouveau match à ${percent(data.score)} pour « ${data.ownTitle} »`,
    greeting: `Bonjour ${data.recipientName},`,
    lines: [
      `« ${data.counterpartTitle} » (${data.counterpartCompany}) correspond à « ${data.ownTitle} » avec un score de ${percent(data.score)}.`,
      "Consultez le détail du score et prenez contact depuis votre espace.",
    ],
    action: { label: "Voir le match", url: matchUrl(links, data.matchId) },
    links,
    unsubscribe: data.unsubscribe,
  });
}

export function contactMail(
  links: MailLinks,
  data: { recipientName: string; matchId: number; senderCompany: string; listingTitle: string; body: string; unsubscribe?: UnsubscribeFooter },
): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : ${data.senderCompany} souhaite vous contacter`,
    greeting: `Bonjour ${data.recipientName},`,
    lines: [`${data.senderCompany} vous a contacté au sujet de « ${data.listingTitle} » :`],
    quote: data.body,
    action: { label: "Répondre", url: matchUrl(links, data.matchId) },
    links,
    unsubscribe: data.unsubscribe,
  });
}

export function messageMail(
  links: MailLinks,
  data: { recipientName: string; matchId: number; senderCompany: string; listingTitle: string; body: string; unsubscribe?: UnsubscribeFooter },
): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : nouveau message ${ofCompany(data.senderCompany)}`,
    greeting: `Bonjour ${data.recipientName},`,
    lines: [`${data.senderCompany} vous a écrit au sujet de « ${data.listingTitle} » :`],
    quote: data.body,
    action: { label: "Voir la conversation", url: matchUrl(links, data.matchId) },
    links,
    unsubscribe: data.unsubscribe,
  });
}

/** A step of a quote (issue 21): its notice in a mail, with the way to the quote. */
export function quoteMail(
  links: MailLinks,
  data: { recipientName: string; path: string; subject: string; lines: string[]; comment?: string | null; asksForQuote?: boolean; unsubscribe?: UnsubscribeFooter },
): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : ${data.subject}`,
    greeting: `Bonjour ${data.recipientName},`,
    lines: data.lines,
    quote: data.comment ?? undefined,
    action: { label: data.path.startsWith("/quotes/") ? "Voir le devis" : data.asksForQuote ? "Répondre par un devis" : "Voir le match", url: `${links.baseUrl}${data.path}` },
    links,
    unsubscribe: data.unsubscribe,
  });
}

export type TestMailType = "match" | "contact" | "system";

const TEST_LABELS: Record<TestMailType, string> = { match: "nouveau match", contact: "prise de contact", system: "message système" };

export function testMail(links: MailLinks, type: TestMailType): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : e-mail de test (${TEST_LABELS[type]})`,
    greeting: "Bonjour,",
    lines: [
      `Ceci est un e-mail de test de type « ${TEST_LABELS[type]} » envoyé depuis la page de test des notifications de ${PRODUCT_NAME}.`,
      "S'il vous parvient, l'envoi des e-mails fonctionne.",
    ],
    action: { label: `Ouvrir ${PRODUCT_NAME}`, url: `${links.baseUrl}/test-notifications` },
    links,
    audience: "anyone",
  });
}

/** Links of the account screens the mails point to. */
export const resetPasswordUrl = (links: MailLinks, token: string) => `${links.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
export const verifyEmailUrl = (links: MailLinks, token: string) => `${links.baseUrl}/verify-email?token=${encodeURIComponent(token)}`;

export function passwordResetMail(links: MailLinks, username: string, token: string): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : réinitialiser votre mot de passe`,
    greeting: `Bonjour ${username},`,
    lines: [
      "Une réinitialisation du mot de passe de votre compte a été demandée.",
      "Le lien ci-dessous est valable 30 minutes et une seule fois. Si vous n'êtes pas à l'origine de la demande, ignorez cet e-mail : votre mot de passe ne change pas.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: resetPasswordUrl(links, token) },
    links,
  });
}

export function passwordChangedMail(links: MailLinks, username: string, how: "reset" | "change"): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : votre mot de passe a été changé`,
    greeting: `Bonjour ${username},`,
    lines: [
      how === "reset"
        ? "Le mot de passe de votre compte vient d'être réinitialisé, et toutes vos sessions ont été fermées."
        : "Le mot de passe de votre compte vient d'être changé ; vos autres sessions ont été fermées.",
      "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe sans attendre et prévenez l'administrateur de la plateforme.",
    ],
    action: { label: "Mot de passe oublié", url: `${links.baseUrl}/forgot-password` },
    links,
  });
}

/**
 * The confirmation link of an address. `afterResetRequest`: sent instead of a reset link to an
 * account whose address is not confirmed yet, so the mail says what became of that request (it read
 * « Bienvenue ! » and nothing of the reset the page had just announced).
 */
export function verifyEmailMail(links: MailLinks, username: string, token: string, change: boolean, afterResetRequest = false): RenderedMail {
  return layout({
    subject: afterResetRequest ? `${PRODUCT_NAME} : confirmez votre adresse pour réinitialiser votre mot de passe` : `${PRODUCT_NAME} : confirmez votre adresse e-mail`,
    greeting: `Bonjour ${username},`,
    lines: afterResetRequest
      ? [
          "Une réinitialisation du mot de passe de votre compte a été demandée, mais votre adresse n'est pas encore confirmée : le lien de réinitialisation n'est envoyé qu'à une adresse confirmée.",
          `Confirmez-la avec le lien ci-dessous (valable 7 jours), puis demandez un nouveau lien sur la page « Mot de passe oublié » : ${links.baseUrl}/forgot-password`,
          "Si vous n'êtes pas à l'origine de la demande, ignorez cet e-mail : votre mot de passe ne change pas.",
        ]
      : [
          change
            ? "Vous avez demandé à utiliser cette adresse pour vous connecter. Elle remplacera l'ancienne dès que vous l'aurez confirmée."
            : "Bienvenue ! Confirmez votre adresse pour recevoir les e-mails de la plateforme (nouveaux matches, messages).",
          "Le lien est valable 7 jours.",
        ],
    action: { label: "Confirmer mon adresse", url: verifyEmailUrl(links, token) },
    links,
  });
}

/**
 * The second factor of an account changed: turned on, turned off, or a recovery code spent (with
 * how many are left). Sent like the password's notices: the owner learns of it if it was not them.
 */
export function secondFactorMail(
  links: MailLinks,
  username: string,
  change: { kind: "enabled" | "disabled" | "recoveryCodesRenewed" } | { kind: "recoveryCodeUsed"; left: number },
): RenderedMail {
  const notMe = "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe sans attendre et prévenez l'administrateur de la plateforme.";
  const security = `Sécurité du compte : ${links.baseUrl}/security`;
  if (change.kind === "recoveryCodeUsed") {
    return layout({
      subject: `${PRODUCT_NAME} : un code de secours a été utilisé`,
      greeting: `Bonjour ${username},`,
      lines: [
        `Un code de secours vient d'ouvrir une session sur votre compte, à la place du code de votre application. Chaque code ne sert qu'une fois : il vous en reste ${change.left}.`,
        change.left <= 2
          ? `Pour en obtenir de nouveaux : page Sécurité, « Nouveaux codes de secours » (${security}).`
          : `Vos sessions ouvertes sont listées sur la page Sécurité (${security}).`,
        notMe,
      ],
      links,
    });
  }
  if (change.kind === "recoveryCodesRenewed") {
    return layout({
      subject: `${PRODUCT_NAME} : nouveaux codes de secours`,
      greeting: `Bonjour ${username},`,
      lines: [
        "De nouveaux codes de secours ont été créés pour votre compte : les précédents ne fonctionnent plus. Gardez les nouveaux en lieu sûr, hors de votre téléphone.",
        notMe,
      ],
      links,
    });
  }
  return layout({
    subject: `${PRODUCT_NAME} : double authentification ${change.kind === "enabled" ? "activée" : "désactivée"}`,
    greeting: `Bonjour ${username},`,
    lines: [
      change.kind === "enabled"
        ? "La double authentification est activée : chaque connexion à votre compte demande désormais un code de votre application. Gardez vos codes de secours en lieu sûr, hors de votre téléphone."
        : "La double authentification est désactivée : votre compte ne demande plus de code à la connexion, le mot de passe seul l'ouvre.",
      notMe,
    ],
    links,
  });
}

export function emailChangedMail(links: MailLinks, username: string, newEmail: string): RenderedMail {
  return layout({
    subject: `${PRODUCT_NAME} : votre adresse e-mail de connexion a changé`,
    greeting: `Bonjour ${username},`,
    lines: [
      `L'adresse e-mail de connexion de votre compte est désormais ${newEmail}.`,
      "Si vous n'êtes pas à l'origine de ce changement, contactez l'administrateur de la plateforme sans attendre.",
    ],
    links,
  });
}

/**
 * An alert's mail (issue 22): one new item at once, or a digest of the new items, best first, each
 * with why it matched and its 👍/👎 links; the footer names the alert's way out.
 */
export function alertMail(
  links: MailLinks,
  data: { recipientName: string; alertName: string; frequency: "immediate" | "daily" | "weekly"; items: DigestItem[]; unsubscribe: UnsubscribeFooter },
): RenderedMail {
  const n = data.items.length;
  const subject =
    data.frequency === "immediate"
      ? `${PRODUCT_NAME} : ${n > 1 ? `${n} nouveaux résultats` : "nouveau résultat"} pour votre alerte « ${data.alertName} »`
      : `${PRODUCT_NAME} : ${n > 1 ? `${n} nouveaux résultats` : "1 nouveau résultat"} pour « ${data.alertName} » (${data.frequency === "daily" ? "résumé du jour" : "résumé de la semaine"})`;
  return layout({
    subject,
    greeting: `Bonjour ${data.recipientName},`,
    lines: [
      `Votre alerte « ${data.alertName} » a trouvé ${n > 1 ? `${n} nouveaux résultats, du plus pertinent au moins pertinent` : "un nouveau résultat"}. Dites-nous d'un clic ${n > 1 ? "s'ils sont pertinents" : "s'il est pertinent"} : les prochains envois en tiendront compte.`,
    ],
    items: data.items,
    action: { label: "Gérer mes alertes", url: alertsUrl(links) },
    links,
    reason: `Vous recevez cet e-mail parce que vous avez créé l'alerte « ${data.alertName} » sur ${PRODUCT_NAME}.`,
    unsubscribe: data.unsubscribe,
  });
}
