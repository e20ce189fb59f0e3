/**
 * Files attached to needs (specifications, plans) and quotes (issue 21). A file is stored once
 * under DATA_DIR/files by the SHA-256 of its bytes; its type is read from those bytes, never from
 * its name; it is read only by the parties of its need or quote, and goes with its owner's account.
 */
import { headOf } from "../../shared/format";
import { hasControlCharacters } from "../../shared/control-characters";
import { ERRORS } from "../../shared/messages";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_ITEM, ATTACHMENT_TEXTS, type AttachmentItemKind, type AttachmentView } from "../../shared/attachments";
import type { Database, Reader, Tx } from "../db/client";
import { attachments, matches, needs, offers, quotes, type AttachmentRow, type UserRow } from "../db/schema";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "./errors";
import { insertNotifications } from "./notifications";

/**
 * What the bytes may be: PDF, images, and office documents (OOXML, OpenDocument, legacy Office),
 * with the extensions a file of that type is named with (the first one given when it has none of them).
 */
const TYPE_EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
  "image/gif": [".gif"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": [".pptx"],
  "application/vnd.oasis.opendocument.text": [".odt"],
  "application/vnd.oasis.opendocument.spreadsheet": [".ods"],
  "application/vnd.oasis.opendocument.presentation": [".odp"],
  // Legacy Word, Excel and PowerPoint share one container: the bytes do not say which it is.
  "application/x-cfb": [".doc", ".xls", ".ppt"],
};
const ACCEPTED_TYPES = new Set(Object.keys(TYPE_EXTENSIONS));
const KNOWN_EXTENSIONS = new Set(Object.values(TYPE_EXTENSIONS).flat());

export interface AttachmentDeps {
  database: Database;
  dataDir: string;
}

const filesDir = (dataDir: string) => path.join(dataDir, "files");
const fileOf = (dataDir: string, sha256: string) => path.join(filesDir(dataDir), sha256.slice(0, 2), sha256);

function toView(row: AttachmentRow): AttachmentView {
  return { id: row.id, itemKind: row.itemKind, itemId: row.itemId, filename: row.filename, contentType: row.contentType, size: row.size, createdAt: row.createdAt, url: `/api/attachments/${row.id}` };
}

/** Who may read an item's files: a need's buyer and the suppliers matched with it; a quote's two parties (its buyer once it was sent). */
async function mayRead(reader: Reader, user: UserRow, kind: AttachmentItemKind, itemId: number): Promise<boolean> {
  if (kind === "need") {
    const need = await reader.select({ buyerId: needs.buyerId }).from(needs).where(eq(needs.id, itemId)).get();
    if (!need) throw new NotFoundError(ATTACHMENT_TEXTS.itemNotFound);
    if (need.buyerId === user.id) return true;
    const matched = await reader.select({ id: matches.id }).from(matches).innerJoin(offers, eq(matches.offerId, offers.id)).where(and(eq(matches.needId, itemId), eq(offers.supplierId, user.id))).get();
    return matched !== undefined;
  }
  const quote = await reader.select({ buyerId: quotes.buyerId, supplierId: quotes.supplierId, sentAt: quotes.sentAt }).from(quotes).where(eq(quotes.id, itemId)).get();
  if (!quote) throw new NotFoundError(ATTACHMENT_TEXTS.itemNotFound);
  return quote.supplierId === user.id || (quote.buyerId === user.id && quote.sentAt !== null);
}

/** Who may add files: the need's buyer while it is active; the quote's supplier while it is being written or answered. */
async function mayWrite(reader: Reader, user: UserRow, kind: AttachmentItemKind, itemId: number): Promise<void> {
  if (kind === "need") {
    const need = await reader.select({ buyerId: needs.buyerId, status: needs.status }).from(needs).where(eq(needs.id, itemId)).get();
    if (!need) throw new NotFoundError(ATTACHMENT_TEXTS.itemNotFound);
    if (need.buyerId !== user.id) throw new ForbiddenError(ATTACHMENT_TEXTS.notOwner);
    if (need.status !== "active") throw new ConflictError(ATTACHMENT_TEXTS.closed);
    return;
  }
  const quote = await reader.select({ supplierId: quotes.supplierId, status: quotes.status }).from(quotes).where(eq(quotes.id, itemId)).get();
  if (!quote) throw new NotFoundError(ATTACHMENT_TEXTS.itemNotFound);
  if (quote.supplierId !== user.id) throw new ForbiddenError(ATTACHMENT_TEXTS.notOwner);
  if (!["draft", "sent", "revision_requested", "revised"].includes(quote.status)) throw new ConflictError(ATTACHMENT_TEXTS.closed);
}

export async function listAttachments(database: Database, user: UserRow, kind: AttachmentItemKind, itemId: number): Promise<AttachmentView[]> {
  if (!(await mayRead(database.db, user, kind, itemId))) throw new ForbiddenError(ATTACHMENT_TEXTS.notParty);
  const rows = await database.db.select().from(attachments).where(and(eq(attachments.itemKind, kind), eq(attachments.itemId, itemId))).orderBy(attachments.id);
  return rows.map(toView);
}

/** Writes the bytes under their hash unless they are there already (write then rename: never half a file). */
function storeBytes(dataDir: string, sha256: string, bytes: Buffer): void {
  const file = fileOf(dataDir, sha256);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** A name safe to keep and to send back: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  // Control characters (below U+0020, and DEL) and quotes dropped: the name goes back in a header.
  const base = [...path.basename(name.replace(/\\/g, "/"))].filter((c) => c >= " " && c !== "\u007f" && c !== '"').join("").trim() || "fichier";
  if (base.length <= FILENAME_MAX) return base;
  // A long name is cut before its extension: cut after, « ….pdf » became a file no program opens.
  const extension = path.extname(base).length <= 10 ? path.extname(base) : "";
  return headOf(base.slice(0, base.length - extension.length), FILENAME_MAX - extension.length) + extension;
}

const FILENAME_MAX = 200;

/**
 * The name with the extension of the type read from the bytes, the user's base name kept: a PNG
 * sent as « photo.pdf » is « photo.png », downloaded as such (as .pdf, no PDF reader opened it).
 * An extension of another accepted type is replaced; a name without one gets one.
 */
export function nameForType(filename: string, mime: string): string {
  const name = cleanFilename(filename);
  const extensions = TYPE_EXTENSIONS[mime];
  const extension = path.extname(name).toLowerCase();
  if (!extensions || extensions.includes(extension)) return name;
  // Legacy Office: the bytes do not say Word, Excel or PowerPoint; a name that claims no other type keeps its own.
  if (mime === "application/x-cfb" && !KNOWN_EXTENSIONS.has(extension)) return name;
  const base = KNOWN_EXTENSIONS.has(extension) ? name.slice(0, name.length - extension.length) : name;
  return cleanFilename(`${base || "fichier"}${extensions[0]}`);
}

/**
 * The type read from the bytes. A damaged or cut file that starts like a known one (a .docx whose
 * zip ends early) makes the reader throw: that file is refused as unreadable (it answered 500).
 */
async function typeOf(bytes: Buffer): Promise<{ mime: string } | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    throw new InvalidError(ATTACHMENT_TEXTS.unreadable);
  }
}

export async function addAttachment(deps: AttachmentDeps, user: UserRow, kind: AttachmentItemKind, itemId: number, file: { filename: string; bytes: Buffer }, actor: AuditActor): Promise<AttachmentView> {
  // A multipart file name escapes the JSON bodies' check (http/control-characters.ts).
  if (hasControlCharacters(file.filename)) throw new InvalidError(ERRORS.controlCharacters);
  if (file.bytes.length === 0) throw new InvalidError(ATTACHMENT_TEXTS.empty);
  if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw new InvalidError(ATTACHMENT_TEXTS.tooLarge);
  const type = await typeOf(file.bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new InvalidError(ATTACHMENT_TEXTS.badType);
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  await mayWrite(deps.database.db, user, kind, itemId);
  storeBytes(deps.dataDir, sha256, file.bytes);
  const row = await deps.database.write(async (tx) => {
    await mayWrite(tx, user, kind, itemId);
    const held = await tx.select({ n: count() }).from(attachments).where(and(eq(attachments.itemKind, kind), eq(attachments.itemId, itemId))).get();
    if ((held?.n ?? 0) >= ATTACHMENTS_PER_ITEM) throw new ConflictError(ATTACHMENT_TEXTS.tooMany);
    const row = await tx
      .insert(attachments)
      .values({ itemKind: kind, itemId, ownerId: user.id, filename: nameForType(file.filename, type.mime), contentType: type.mime, size: file.bytes.length, sha256 })
      .returning()
      .get();
    await recordAudit(tx, { action: "attachment.add", resource: `${kind}:${itemId}`, ...auditBy(actor), success: true, severity: "low", details: `${row.contentType}, ${row.size} octets` });
    await tellBuyerOfSentQuote(deps.database, tx, user, row, "added");
    return row;
  });
  return toView(row);
}

/**
 * A file added to or removed from a quote the buyer already has changes what they read with no new
 * version: they are told, in the same transaction (a supplier's files came and went unseen).
 */
async function tellBuyerOfSentQuote(database: Database, tx: Tx, supplier: UserRow, file: AttachmentRow, change: "added" | "removed"): Promise<void> {
  if (file.itemKind !== "quote") return;
  const quote = await tx.select({ id: quotes.id, buyerId: quotes.buyerId, number: quotes.number, needTitle: quotes.needTitle, sentAt: quotes.sentAt }).from(quotes).where(eq(quotes.id, file.itemId)).get();
  if (!quote || quote.sentAt === null || quote.buyerId === null) return;
  await insertNotifications(database, tx, [
    {
      userId: quote.buyerId,
      type: "quote",
      title: change === "added" ? "Fichier ajouté à un devis" : "Fichier retiré d'un devis",
      message: `${supplier.companyName} a ${change === "added" ? "ajouté" : "retiré"} « ${file.filename} » ${change === "added" ? "au" : "du"} devis ${quote.number} (« ${quote.needTitle} »)`,
      link: `/quotes/${quote.id}`,
    },
  ]);
}

/** The file to send, for a party of its item. */
export async function readAttachment(deps: AttachmentDeps, user: UserRow, id: number): Promise<{ row: AttachmentRow; file: string }> {
  const row = await deps.database.db.select().from(attachments).where(eq(attachments.id, id)).get();
  if (!row) throw new NotFoundError(ATTACHMENT_TEXTS.notFound);
  if (!(await mayRead(deps.database.db, user, row.itemKind, row.itemId))) throw new ForbiddenError(ATTACHMENT_TEXTS.notParty);
  return { row, file: fileOf(deps.dataDir, row.sha256) };
}

export async function deleteAttachment(deps: AttachmentDeps, user: UserRow, id: number, actor: AuditActor): Promise<void> {
  const row = await deps.database.write(async (tx) => {
    const row = await tx.select().from(attachments).where(eq(attachments.id, id)).get();
    if (!row) throw new NotFoundError(ATTACHMENT_TEXTS.notFound);
    if (row.ownerId !== user.id) throw new ForbiddenError(ATTACHMENT_TEXTS.notOwner);
    await tx.delete(attachments).where(eq(attachments.id, id));
    await recordAudit(tx, { action: "attachment.delete", resource: `${row.itemKind}:${row.itemId}`, ...auditBy(actor), success: true, severity: "low" });
    await tellBuyerOfSentQuote(deps.database, tx, user, row, "removed");
    return row;
  });
  await removeUnreferencedFiles(deps, [row.sha256]);
}

/** Deletes the stored files of these hashes that no attachment refers to any more (after an erasure or a deletion). */
export async function removeUnreferencedFiles(deps: AttachmentDeps, hashes: string[]): Promise<number> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return 0;
  const kept = new Set((await deps.database.db.select({ sha256: attachments.sha256 }).from(attachments).where(inArray(attachments.sha256, unique))).map((r) => r.sha256));
  let removed = 0;
  for (const hash of unique) {
    if (kept.has(hash)) continue;
    fs.rmSync(fileOf(deps.dataDir, hash), { force: true });
    removed += 1;
  }
  return removed;
}

/** Removes the files of an item that is gone (a deleted need), rows and bytes. */
export async function removeAttachmentsOf(deps: AttachmentDeps, kind: AttachmentItemKind, itemId: number): Promise<void> {
  const gone = await deps.database.write((tx) => tx.delete(attachments).where(and(eq(attachments.itemKind, kind), eq(attachments.itemId, itemId))).returning({ sha256: attachments.sha256 }));
  await removeUnreferencedFiles(deps, gone.map((row) => row.sha256));
}

/** The hashes of a user's files (read before erasing the account, whose rows go with it). */
export async function fileHashesOf(reader: Reader, userId: number): Promise<string[]> {
  return (await reader.select({ sha256: attachments.sha256 }).from(attachments).where(eq(attachments.ownerId, userId))).map((r) => r.sha256);
}
