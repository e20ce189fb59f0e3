/** Files attached to needs and quotes (issue 21): limits, messages and the view both sides read. */
import { z } from "zod";

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_ITEM = 5;
export const ATTACHMENT_ITEM_KINDS = ["need", "quote"] as const;
export type AttachmentItemKind = (typeof ATTACHMENT_ITEM_KINDS)[number];

export const ATTACHMENT_TEXTS = {
  empty: "Le fichier est vide",
  tooLarge: "Un fichier joint fait au plus 10 Mo",
  tooMany: `Au plus ${ATTACHMENTS_PER_ITEM} fichiers par besoin ou par devis`,
  unreadable: "Fichier illisible : il semble incomplet ou endommagé",
  badType: "Type de fichier non accepté : PDF, images (PNG, JPEG, WebP, GIF) ou documents bureautiques (Word, Excel, PowerPoint, OpenDocument)",
  noFile: "Joignez un fichier (champ « file » d'un envoi multipart/form-data)",
  itemNotFound: "Besoin ou devis introuvable",
  notFound: "Fichier introuvable",
  notParty: "Seules les parties de ce besoin ou de ce devis peuvent lire ses fichiers",
  notOwner: "Seul l'auteur du besoin ou du devis peut y joindre ou en retirer des fichiers",
  closed: "Ce besoin ou ce devis n'accepte plus de fichiers",
} as const;

export const attachmentViewSchema = z.object({
  id: z.number().int(),
  itemKind: z.enum(ATTACHMENT_ITEM_KINDS),
  itemId: z.number().int(),
  filename: z.string(),
  /** Read from the bytes when the file was sent. */
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Where to download it (parties only; always as an attachment). */
  url: z.string(),
});
export type AttachmentView = z.infer<typeof attachmentViewSchema>;

/** "1,2 Mo", "320 ko". */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(size / 1024))} ko`;
}
