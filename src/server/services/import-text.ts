/**
 * The text of an import file, whatever a spreadsheet saved it as (issue 23): UTF-8 with or
 * without BOM, UTF-16 (BOM, or detected), or Windows-1252, the default of French Excel's "CSV"
 * export. UTF-8 is tried first (it is never valid by accident); otherwise chardet says which
 * encoding the bytes look like, and iconv-lite decodes the ones we accept. Anything else, and a
 * file that is UTF-8 but for some lines, is refused, naming the first line that is not UTF-8,
 * rather than imported with "�" or « Ã© » for accents.
 */
import chardet from "chardet";
import iconv from "iconv-lite";
import { InvalidError } from "./errors";

export interface DecodedFile {
  text: string;
  /** The encoding the file was read as. */
  encoding: "UTF-8" | "UTF-16LE" | "UTF-16BE" | "windows-1252";
}

/** Single-byte encodings a French file comes in, all read as Windows-1252 (their superset for text). */
const WESTERN = new Set(["ISO-8859-1", "ISO-8859-15", "windows-1252"]);

/** The length of the UTF-8 sequence at `i` when it is a whole, valid one of two to four bytes; 0 otherwise. */
function utf8SequenceAt(bytes: Buffer, i: number): number {
  const byte = bytes[i]!;
  const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xc2 && byte <= 0xdf ? 2 : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(i, i + length));
    return length;
  } catch {
    return 0;
  }
}

/** Where the bytes leave ASCII: the first line that is not UTF-8, and whether any other line is. */
function nonAsciiBytes(bytes: Buffer): { firstBadLine: number | null; someUtf8: boolean } {
  let line = 1;
  let firstBadLine: number | null = null;
  let someUtf8 = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x0a) line++;
    if (byte < 0x80) continue;
    const length = utf8SequenceAt(bytes, i);
    if (length === 0) firstBadLine ??= line;
    else {
      someUtf8 = true;
      i += length - 1;
    }
  }
  return { firstBadLine, someUtf8 };
}

const SAVE_AS = "enregistrez le fichier en UTF-8 (ou en Windows-1252, « CSV » d'Excel)";

/**
 * A workbook saved as such (.xlsx and .ods are zip files, .xls an OLE2 one) is no text at all: it
 * was read as a mix of encodings « sauf à la ligne 1 », or as a file without any data row.
 */
const WORKBOOK_SIGNATURES = [Buffer.from("PK\x03\x04", "latin1"), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];

export function decodeImportFile(bytes: Buffer, file: string): DecodedFile {
  if (WORKBOOK_SIGNATURES.some((signature) => bytes.subarray(0, signature.length).equals(signature))) {
    throw new InvalidError(
      `${file} est un classeur (Excel ou LibreOffice), pas un fichier CSV : ouvrez-le dans le tableur et enregistrez-le au format « CSV UTF-8 » ou « CSV (séparateur : point-virgule) » (Fichier › Enregistrer sous), ou donnez un tableau JSON`,
    );
  }
  const utf8Bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: iconv.decode(bytes.subarray(2), "utf-16le"), encoding: "UTF-16LE" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: iconv.decode(bytes.subarray(2), "utf-16be"), encoding: "UTF-16BE" };
  const body = utf8Bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "UTF-8" };
  } catch {
    // not UTF-8 throughout: see below
  }
  // Lines pasted from another file, saved in another encoding: read as one of the two, the other
  // lines' accents would be imported garbled (« CrÃ¨me » or « Th� »).
  const { firstBadLine, someUtf8 } = nonAsciiBytes(body);
  if (utf8Bom || someUtf8) {
    throw new InvalidError(
      `${file} mélange deux encodages : il est en UTF-8, sauf à la ligne ${firstBadLine ?? 1} (Windows-1252 ou autre) ; ${SAVE_AS}`,
    );
  }
  const detected = chardet.detect(bytes);
  if (detected === "UTF-16LE" || detected === "UTF-16BE") return { text: iconv.decode(bytes, detected.toLowerCase()), encoding: detected };
  // Bytes 0x81, 0x8D, 0x8F, 0x90 and 0x9D mean nothing in Windows-1252: such a file is something else.
  if (detected && WESTERN.has(detected) && !bytes.some((b) => b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d)) {
    return { text: iconv.decode(bytes, "windows-1252"), encoding: "windows-1252" };
  }
  throw new InvalidError(`encodage illisible dans ${file} (ligne ${firstBadLine ?? 1}) : ${SAVE_AS}`);
}
