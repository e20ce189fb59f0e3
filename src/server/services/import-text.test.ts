import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeImportFile } from "./import-text";

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const header = "Titre;Description\r\n";

describe("decodeImportFile", () => {
  it("reads a whole UTF-8 file, with or without BOM, and a whole Windows-1252 one", () => {
    const text = `${header}Crème brûlée;Thé vert\r\n`;
    expect(decodeImportFile(Buffer.concat([BOM, Buffer.from(text)]), "a.csv")).toEqual({ text, encoding: "UTF-8" });
    expect(decodeImportFile(Buffer.from(text), "a.csv")).toEqual({ text, encoding: "UTF-8" });
    expect(decodeImportFile(iconv.encode(text, "windows-1252"), "a.csv")).toEqual({ text, encoding: "windows-1252" });
  });

  it("refuses a file that is UTF-8 but for one line, naming that line, with or without BOM", () => {
    const mixed = Buffer.concat([Buffer.from(`${header}Crème brûlée;Desserts\r\n`), iconv.encode("Thé vert;Boîte de 20\r\n", "windows-1252")]);
    expect(() => decodeImportFile(mixed, "mixte.csv")).toThrow("mixte.csv mélange deux encodages : il est en UTF-8, sauf à la ligne 3");
    const afterBom = Buffer.concat([BOM, Buffer.from(`${header}Café;Grains\r\n`), iconv.encode("Thé vert;Boîte\r\n", "windows-1252")]);
    expect(() => decodeImportFile(afterBom, "bom.csv")).toThrow("sauf à la ligne 3");
  });

  it("says a workbook (.xlsx, .ods, .xls) is not a CSV file and how to save one", () => {
    // The first bytes of an .xlsx or .ods (a zip), then of an .xls (OLE2), followed by binary data.
    const xlsx = Buffer.concat([Buffer.from("PK\x03\x04\x14\x00\x06\x00\x08\x00", "latin1"), Buffer.from([0x00, 0xc3, 0x9f, 0x8d, 0xff, 0x0a, 0x81])]);
    expect(() => decodeImportFile(xlsx, "besoins.xlsx")).toThrow("besoins.xlsx est un classeur (Excel ou LibreOffice), pas un fichier CSV");
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
    expect(() => decodeImportFile(xls, "besoins.xls")).toThrow("enregistrez-le au format « CSV UTF-8 »");
  });
});
