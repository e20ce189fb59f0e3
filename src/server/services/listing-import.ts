/**
 * Imports of rows from a file (`market import products|needs|offers FILE`): a JSON array or a CSV
 * with a header row (`;` or `,`, BOM tolerated). Every row is validated with the schema the web
 * forms use; bad rows are reported with the line where they start and the reason, in French; the
 * good ones are written one batch per transaction and indexed for search and matching at once.
 * Prints nothing: the caller reports progress and results.
 */
import fs from "node:fs";
import { parse as parseCsv } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { ACCOUNT_TYPE_LABELS, type AccountType } from "../../shared/enums";
import { ERRORS, VALIDATION } from "../../shared/messages";
import { needInputSchema, offerInputSchema, productImportSchema, type NeedData, type OfferData } from "../../shared/schemas";
import type { Database, Tx } from "../db/client";
import { carriesControlCharacters } from "../http/control-characters";
import { appendEvents } from "../events/log";
import { products, users, type UserRow } from "../db/schema";
import { insertProductBatch, newProductEmbedder } from "./catalogue-import";
import { ConflictError, InvalidError } from "./errors";
import { decodeImportFile, type DecodedFile } from "./import-text";
import { ACCEPTED_SECTORS, columnLabel, fieldOfColumn, folded, priceColumnHint, readDate, sectorKey, urgencyKey, type ImportKind } from "./import-values";
import { refuseDuplicate } from "./listing-duplicates";
import { listingKind } from "./listing-kinds";
import type { MatchingService } from "./matching";

export type { ImportKind };

/** One data row of the file and where it starts. */
export interface FileRow {
  /** 1-based line of the file where the row starts (a CSV's header is line 1). */
  line: number;
  /** 1-based position among the data rows. */
  position: number;
  data: Record<string, unknown>;
}

export interface RowProblem {
  line: number;
  position: number;
  reason: string;
}

/** Lines on which each element of a top-level JSON array starts. */
function jsonElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectElement = false;
  for (const char of text) {
    if (char === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (depth === 1 && expectElement && char !== "]") {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === "]" || char === "}") depth--;
    else if (char === "," && depth === 1) expectElement = true;
  }
  return lines;
}

/**
 * Reads a JSON array or a CSV file into rows that remember their line, their fields named by the
 * keys of this kind of import (a column « Date limite » is the deadline). Throws InvalidError in French.
 */
export function readRowsFile(file: string, kind: ImportKind): FileRow[] {
  return readImportFile(file, kind).rows;
}

/** The rows of a file and the encoding it was read in (import-text.ts). */
export function readImportFile(file: string, kind: ImportKind): { rows: FileRow[]; encoding: DecodedFile["encoding"] } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InvalidError(code === "ENOENT" ? `fichier introuvable : ${file}` : `lecture impossible de ${file} (${code ?? "erreur"})`);
  }
  const { text, encoding } = decodeImportFile(bytes, file);
  return { rows: parseRows(text.replace(/^\uFEFF/, ""), file, kind), encoding };
}

/** The row's fields under the names this kind of import reads (import-values.ts). */
function named(kind: ImportKind, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(data)) out[fieldOfColumn(kind, column)] = value;
  return out;
}

function parseRows(text: string, file: string, kind: ImportKind): FileRow[] {
  if (file.toLowerCase().endsWith(".json") || /^\s*\[/.test(text)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new InvalidError(`JSON mal formé dans ${file} : ${(error as Error).message}`);
    }
    if (!Array.isArray(data)) throw new InvalidError(`${file} doit contenir un tableau JSON d'objets`);
    const lines = jsonElementLines(text);
    return data.map((item, index) => ({
      line: lines[index] ?? 1,
      position: index + 1,
      data: item !== null && typeof item === "object" && !Array.isArray(item) ? named(kind, item as Record<string, unknown>) : { __notAnObject: item },
    }));
  }
  // Windows line ends as one: csv-parse counted a CRLF inside a quoted cell as two lines, and every
  // row after it was reported a line further down than it is.
  text = text.replace(/\r\n/g, "\n");
  const header = text.split("\n", 1)[0] ?? "";
  // The separator the header uses most: « ; » (French Excel), « , » or a tab (« Texte (séparateur : tabulation) »).
  const delimiter = [";", ",", "\t"].reduce((best, sep) => (header.split(sep).length > header.split(best).length ? sep : best), ",");
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    // A row of separators alone (« ;;;;; ») is what Excel leaves after cleared cells: as empty as a blank line.
    records = parseCsv(text, { columns: true, skip_empty_lines: true, skip_records_with_empty_values: true, delimiter, trim: true, info: true, relax_column_count: false }) as typeof records;
  } catch (error) {
    throw new InvalidError(`CSV mal formé dans ${file} : ${csvProblem(error as CsvParseError, delimiter)}`);
  }
  // info.lines is the line where the record ends; a quoted field may span several lines.
  return records.map(({ record, info }, index) => {
    const extraLines = Object.values(record).reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (value !== "") data[key.trim()] = value;
    }
    return { line: info.lines - extraLines, position: index + 1, data: csvValues(named(kind, data), delimiter) };
  });
}

/** What csv-parse's errors carry besides their English message. */
type CsvParseError = Error & { code?: string; lines?: number };

/** csv-parse's error said in French, with the line (its messages are English). */
function csvProblem(error: CsvParseError, delimiter: string): string {
  const line = error.lines ? `ligne ${error.lines} : ` : "";
  switch (error.code) {
    case "CSV_RECORD_INCONSISTENT_COLUMNS":
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH": {
      const [, expected, got] = /(\d+),\s*got (\d+)/.exec(error.message) ?? [];
      const counts = expected && got ? `${got} colonnes au lieu des ${expected} de l'en-tête` : "pas autant de colonnes que l'en-tête";
      return `${line}${counts} (un « ${delimiter} » dans une cellule doit être entre guillemets)`;
    }
    case "CSV_QUOTE_NOT_CLOSED":
      return `un guillemet ouvert n'est jamais fermé (le fichier se termine à la ligne ${error.lines ?? "?"})`;
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return `${line}un guillemet fermant est suivi d'autre chose qu'un séparateur (dans une cellule entre guillemets, un guillemet s'écrit "")`;
    default:
      return `${line}ligne illisible (${error.code ?? error.message})`;
  }
}

const LIST_COLUMNS = new Set(["keywords", "certifications", "images"]);

/**
 * The apostrophe the exports put before a cell that a spreadsheet would run as a formula (exports.ts,
 * csv-stringify's escape_formulas): an export read back gave « '=HYPERLINK(…) » a stray quote,
 * and the listing was no longer seen as already published, so it was imported twice.
 */
const NEUTRALISED_FORMULA = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * CSV cells are text: lists are split on `|` (or `,` in a `;` file), JSON objects parsed, the
 * formula guard's apostrophe dropped. Amounts are left to the schemas, which read them as people
 * write them (« 1 250,50 € », « 1.250,50 »).
 */
function csvValues(data: Record<string, unknown>, delimiter: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [key, cell] of Object.entries(data)) {
    if (typeof cell !== "string") continue;
    const value = cell.replace(NEUTRALISED_FORMULA, "");
    out[key] = value;
    if (LIST_COLUMNS.has(key)) {
      out[key] = value
        .split(delimiter !== "," && key !== "images" ? /[|,]/ : /\|/)
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (key === "specifications" && value.startsWith("{")) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        // Left as text: the schema reports it.
      }
    }
  }
  return out;
}

function describeIssues(kind: ImportKind, error: z.ZodError, cells: Record<string, unknown>): string {
  return error.issues
    .map((issue) => {
      const [field, ...rest] = issue.path.map(String);
      const where = field === undefined ? "ligne" : [columnLabel(kind, field), ...rest].join(".");
      // The words a file may use instead, which an office worker cannot guess.
      const accepted = field === "category" && issue.message === VALIDATION.categoryUnknown ? ` « ${String(cells.category)} » (secteurs acceptés : ${ACCEPTED_SECTORS})` : "";
      return `${where} : ${issue.message}${accepted}`;
    })
    .join(" ; ");
}

const OWNER_ROLE: Record<"needs" | "offers", AccountType> = { needs: "buyer", offers: "supplier" };

/**
 * A required field that no row has is a column missing from the file (an export of another
 * shape, say): said once for the file, not once per line.
 */
function missingColumns(kind: ImportKind, shape: Record<string, z.ZodType>, rows: FileRow[]): void {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row.data)));
  const required = [...(kind === "products" ? [] : ["ownerEmail"]), ...Object.keys(shape).filter((field) => !shape[field]!.safeParse(undefined).success)];
  const missing = required.filter((field) => !present.has(field));
  if (missing.length === 0) return;
  // The file's columns that were not recognised are likely the missing ones misnamed (« Descriptif »,
  // « Prix » in euros): said here, since the file stops before the warnings of a run.
  const strange = [...present].filter((column) => column !== "ownerEmail" && column !== "__notAnObject" && !(column in shape));
  const hints = strange.flatMap((column) => priceColumnHint(kind, column) ?? []);
  const unknown = strange.filter((column) => !priceColumnHint(kind, column));
  const unread = unknown.length > 0 ? ` ; colonne${unknown.length > 1 ? "s" : ""} inconnue${unknown.length > 1 ? "s" : ""} : ${unknown.join(", ")}` : "";
  throw new InvalidError(
    `colonne${missing.length > 1 ? "s" : ""} requise${missing.length > 1 ? "s" : ""} absente${missing.length > 1 ? "s" : ""} du fichier : ${missing.map((field) => columnLabel(kind, field)).join(", ")} (aucune ligne n'en a)${unread}${hints.map((hint) => ` ; ${hint}`).join("")}`,
  );
}

interface ValidRow<T> {
  row: FileRow;
  data: T;
  owner: UserRow | null;
}

export interface ValidatedImport {
  kind: ImportKind;
  valid: ValidRow<unknown>[];
  rejected: RowProblem[];
  /** What was read but not used or not as written (unknown columns), in French. */
  warnings: string[];
}

/**
 * French cells as the schema reads them: a date as YYYY-MM-DD (dd/mm/yyyy or ISO, nothing
 * ambiguous), an urgency or a sector by its label. A date that cannot be read is a problem of the row.
 */
function frenchValues(kind: ImportKind, fields: Record<string, unknown>, problems: string[]): Record<string, unknown> {
  const out = { ...fields };
  if (typeof out.deadline === "string" && out.deadline.trim() !== "") {
    const date = readDate(out.deadline);
    if (date.ok) out.deadline = date.iso;
    else {
      problems.push(`${columnLabel(kind, "deadline")} : ${date.reason}`);
      delete out.deadline;
    }
  }
  if (typeof out.urgency === "string") out.urgency = urgencyKey(out.urgency);
  if (typeof out.category === "string") out.category = sectorKey(out.category);
  return out;
}

/** Validates every row; for needs and offers, `ownerEmail` must name an active account of the right role. */
export async function validateImport(database: Database, kind: ImportKind, rows: FileRow[]): Promise<ValidatedImport> {
  const schema = kind === "products" ? productImportSchema : kind === "needs" ? needInputSchema : offerInputSchema;
  const emails = kind === "products" ? [] : [...new Set(rows.map((r) => ownerEmailOf(r.data)).filter((e): e is string => Boolean(e)))];
  const owners = new Map<string, UserRow>();
  for (let i = 0; i < emails.length; i += 500) {
    for (const user of await database.db.select().from(users).where(inArray(users.email, emails.slice(i, i + 500)))) owners.set(user.email, user);
  }
  const valid: ValidRow<unknown>[] = [];
  missingColumns(kind, schema.shape, rows);
  const rejected: RowProblem[] = [];
  const known = new Set(Object.keys(schema.shape));
  const unknown = new Set<string>();
  for (const row of rows) {
    if ("__notAnObject" in row.data) {
      rejected.push({ line: row.line, position: row.position, reason: "ligne : un objet JSON est attendu" });
      continue;
    }
    const problems: string[] = [];
    const { ownerEmail: _ignored, ...fields } = row.data;
    for (const column of Object.keys(fields)) if (!known.has(column)) unknown.add(column);
    // A file does not pass through the HTTP bodies' guard (http/control-characters.ts): the same rule here.
    for (const [column, value] of Object.entries(fields)) {
      if (carriesControlCharacters(value)) problems.push(`${columnLabel(kind, column)} : ${ERRORS.controlCharacters}`);
    }
    const parsed = schema.safeParse(frenchValues(kind, fields, problems));
    if (!parsed.success) problems.push(describeIssues(kind, parsed.error, fields));
    let owner: UserRow | null = null;
    if (kind !== "products") {
      const wanted = OWNER_ROLE[kind];
      const email = ownerEmailOf(row.data);
      const user = email ? owners.get(email) : undefined;
      const ownerColumn = columnLabel(kind, "ownerEmail");
      if (!email) problems.push(`${ownerColumn} : requis (e-mail du compte ${ACCOUNT_TYPE_LABELS[wanted].toLowerCase()} propriétaire)`);
      else if (!user) problems.push(`${ownerColumn} : aucun compte avec l'e-mail ${email}`);
      // Awaiting its erasure, the account still exists: « aucun compte » sent the operator after a typo.
      else if (user.deletedAt) problems.push(`${ownerColumn} : le compte ${email} est désactivé (sa suppression a été demandée)`);
      else if (user.accountType !== wanted)
        problems.push(`${ownerColumn} : ${email} est un compte ${ACCOUNT_TYPE_LABELS[user.accountType].toLowerCase()}, un compte ${ACCOUNT_TYPE_LABELS[wanted].toLowerCase()} est attendu`);
      else if (user.isSuspended) problems.push(`${ownerColumn} : le compte ${email} est suspendu`);
      else owner = user;
    }
    if (problems.length > 0 || !parsed.success) rejected.push({ line: row.line, position: row.position, reason: problems.join(" ; ") });
    else valid.push({ row, data: parsed.data, owner });
  }
  const duplicates = await findDuplicates(database, kind, valid);
  const kept = valid.filter((item) => {
    const reason = duplicates.get(item);
    if (reason) rejected.push({ line: item.row.line, position: item.row.position, reason });
    return !reason;
  });
  rejected.sort((a, b) => a.position - b.position);
  const hints = [...unknown].flatMap((column) => priceColumnHint(kind, column) ?? []);
  const warnings = [...(unknown.size > 0 ? [`colonnes inconnues, ignorées : ${[...unknown].join(", ")}`] : []), ...hints];
  return { kind, valid: kept, rejected, warnings };
}

/** Same text, whatever the case, accents and spacing. */
const sameText = (value: unknown) => folded(String(value ?? "")).replace(/\s+/g, " ");

/**
 * Rows that would publish again what is already there: the same title and description (and
 * brand, for a product) as an earlier row of the file, or, for needs and offers, as an active
 * listing of the same account; for a product, as a product of the catalogue. The same file
 * imported twice adds nothing the second time. Returns the reason of each duplicate row.
 */
async function findDuplicates(database: Database, kind: ImportKind, valid: ValidRow<unknown>[]): Promise<Map<ValidRow<unknown>, string>> {
  const keyOf = (owner: number | null, data: Record<string, unknown>) => duplicateKey(kind, owner, data);
  const existing = new Map<string, number>();
  if (kind === "products") {
    for (const [key, id] of await catalogueProducts(database.db, valid)) existing.set(key, id);
  } else {
    const owners = [...new Set(valid.map((item) => item.owner!.id))];
    const d = listingKind(kind === "needs" ? "need" : "offer");
    for (let i = 0; i < owners.length; i += 500) {
      const rows = await database.db
        .select({ id: d.columns.id, owner: d.columns.ownerId, title: d.table.title, description: d.table.description })
        .from(d.table)
        .where(and(inArray(d.columns.ownerId, owners.slice(i, i + 500)), eq(d.columns.status, "active")));
      for (const row of rows) existing.set(keyOf(row.owner, row), row.id);
    }
  }
  const what = IMPORTED_THING[kind];
  const firstLine = new Map<string, number>();
  const reasons = new Map<ValidRow<unknown>, string>();
  for (const item of valid) {
    const key = keyOf(item.owner?.id ?? null, item.data as Record<string, unknown>);
    const id = existing.get(key);
    const line = firstLine.get(key);
    if (id !== undefined) reasons.set(item, `déjà publié : même titre et même description que ${what} n° ${id}${kind === "products" ? "" : " de ce compte"}`);
    else if (line !== undefined) reasons.set(item, `en double : même titre et même description que la ligne ${line}`);
    else firstLine.set(key, item.row.line);
  }
  return reasons;
}

/** What makes two rows the same listing or product: title and description (and brand), folded, and the owner. */
function duplicateKey(kind: ImportKind, owner: number | null, data: Record<string, unknown>): string {
  return [owner ?? "", sameText(data.title), sameText(data.description), kind === "products" ? sameText(data.brand) : ""].join("\u0000");
}

/** The catalogue's products with a title of `valid`, by their duplicate key; read with `db` or inside a write. */
async function catalogueProducts(db: Database["db"] | Tx, valid: ValidRow<unknown>[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const titles = [...new Set(valid.map((item) => String((item.data as { title: string }).title)))];
  for (let i = 0; i < titles.length; i += 500) {
    const rows = await db
      .select({ id: products.id, title: products.title, description: products.description, brand: products.brand })
      .from(products)
      .where(inArray(products.title, titles.slice(i, i + 500)));
    for (const row of rows) found.set(duplicateKey("products", null, row), row.id);
  }
  return found;
}

const IMPORTED_THING: Record<ImportKind, string> = { needs: "le besoin", offers: "l'offre", products: "le produit" };

function ownerEmailOf(data: Record<string, unknown>): string | null {
  const value = data.ownerEmail;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

/**
 * The one place an import publishes needs and offers: the same publishing path as the web
 * (`MatchingService.publish`), which stores each listing with its embedding and its matches and
 * indexes it.
 */
export async function publishListings(
  database: Database,
  matching: MatchingService,
  kind: "needs" | "offers",
  items: { owner: UserRow; data: NeedData | OfferData; row?: FileRow }[],
): Promise<{ published: number; matchesCreated: number; rejected: RowProblem[] }> {
  const listing = kind === "needs" ? "need" : "offer";
  let matchesCreated = 0;
  let published = 0;
  const rejected: RowProblem[] = [];
  for (const { owner, data, row } of items) {
    try {
      const result = await matching.publish(listing, owner, data, async (tx, inserted) => {
        // Checked again in the write: another import of the same file running at the same time
        // passed the same validation, and would publish every row a second time.
        await refuseDuplicate(tx, listing, inserted);
        // The owner did not publish it: their open pages are told, in the publication's transaction.
        await appendEvents(database, tx, [{ type: "listings.imported", userId: owner.id }]);
      });
      matchesCreated += result.matchesCreated;
      published += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      rejected.push({ line: row?.line ?? 0, position: row?.position ?? 0, reason: `déjà publié pendant cet import (un autre import du même fichier ?) : ${error.message}` });
    }
  }
  return { published, matchesCreated, rejected };
}

export interface ImportProgress {
  /** Rows written so far, after each committed batch; awaited. */
  onBatch?(done: number, total: number): void | Promise<void>;
}

export interface ImportOutcome {
  imported: number;
  matchesCreated: number;
  /** Rows refused at the write: published meanwhile by another import. */
  rejected: RowProblem[];
}

const BATCH = { products: 500, needs: 100, offers: 100 } as const;

/** Writes the valid rows, one batch at a time. Throwing from onBatch stops between two batches. */
export async function writeImport(
  deps: { database: Database; matching?: MatchingService },
  validated: ValidatedImport,
  progress: ImportProgress = {},
): Promise<ImportOutcome> {
  const { kind, valid } = validated;
  const size = BATCH[kind];
  let imported = 0;
  let matchesCreated = 0;
  const rejected: RowProblem[] = [];
  const embedder = kind === "products" ? newProductEmbedder() : null;
  for (let i = 0; i < valid.length; i += size) {
    const batch = valid.slice(i, i + size);
    if (kind === "products") {
      let copies: RowProblem[] = [];
      const rows = await insertProductBatch(deps.database, embedder!, batch.map((item) => item.data as z.output<typeof productImportSchema>), async (tx) => {
        // Checked again in the write: another import of the same file running at the same time
        // passed the same validation, and would add every product a second time.
        const existing = await catalogueProducts(tx, batch);
        const skipped = new Set<number>();
        copies = [];
        batch.forEach((item, i) => {
          const id = existing.get(duplicateKey("products", null, item.data as Record<string, unknown>));
          if (id === undefined) return;
          skipped.add(i);
          copies.push({ line: item.row.line, position: item.row.position, reason: `déjà publié pendant cet import (un autre import du même fichier ?) : même titre et même description que le produit n° ${id}` });
        });
        return skipped;
      });
      imported += rows.length;
      rejected.push(...copies);
    } else {
      if (!deps.matching) throw new Error("writeImport: the matching service is required for needs and offers");
      const result = await publishListings(
        deps.database,
        deps.matching,
        kind,
        batch.map((item) => ({ owner: item.owner!, data: item.data as NeedData | OfferData, row: item.row })),
      );
      imported += result.published;
      matchesCreated += result.matchesCreated;
      rejected.push(...result.rejected);
    }
    await progress.onBatch?.(imported, valid.length - rejected.length);
  }
  return { imported, matchesCreated, rejected };
}
