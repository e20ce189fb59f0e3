import { needInputSchema } from "../../shared/schemas";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRowsFile } from "./listing-import";
import { InvalidError } from "./errors";
import { toCsv } from "./exports";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-rows-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, content);
  return target;
}

describe("reading import files", () => {
  it("gives each element of a JSON array the line it starts on, whatever its strings contain", () => {
    const rows = readRowsFile(
      file("a.json", '[\n  { "title": "a, [b] {c}", "note": "\\"quoted\\", here" },\n\n  {\n    "title": "deux"\n  }, 3\n]\n'),
      "needs",
    );
    expect(rows.map((r) => [r.line, r.position])).toEqual([
      [2, 1],
      [4, 2],
      [6, 3],
    ]);
    expect(rows[0]!.data.title).toBe("a, [b] {c}");
    expect(rows[2]!.data).toEqual({ __notAnObject: 3 });
  });

  it("reads a French Excel CSV: BOM, ; separator, decimal commas, lists and a field over two lines", () => {
    const rows = readRowsFile(
      file("b.csv", '\uFEFFtitle;budget;keywords;description\nUn;1 200,50;a|b, c;"deux\nlignes"\nDeux;;;x\n'),
      "needs",
    );
    expect(rows).toEqual([
      { line: 2, position: 1, data: { title: "Un", budget: "1 200,50", keywords: ["a", "b", "c"], description: "deux\nlignes" } },
      { line: 4, position: 2, data: { title: "Deux", description: "x" } },
    ]);
  });

  it("reads back an export's cells that a spreadsheet would run as formulas without the apostrophe that neutralised them", () => {
    const cells = { title: '=HYPERLINK("http://x.fr";"clic")', description: "+33 6 12 34 56 78", location: "@Lyon", keywords: "-2+3|bio", deliveryTime: "'déjà cité'" };
    const rows = readRowsFile(file("export.csv", toCsv([cells])), "offers");
    expect(rows[0]!.data).toEqual({ ...cells, keywords: ["-2+3", "bio"] });
  });

  it("skips the rows of separators alone that Excel leaves after cleared cells, as it skips blank lines", () => {
    const rows = readRowsFile(file("vides.csv", "Titre;Budget;Localisation\r\nChaises;4 000;Lille\r\n;;\r\n ; ; \r\nBureaux;900;Lens\r\n;;\r\n\r\n"), "needs");
    expect(rows).toEqual([
      { line: 2, position: 1, data: { title: "Chaises", budget: "4 000", location: "Lille" } },
      { line: 5, position: 2, data: { title: "Bureaux", budget: "900", location: "Lens" } },
    ]);
  });

  it("numbers the lines of a file with Windows line ends, a cell's own line break included", () => {
    const rows = readRowsFile(file("crlf.csv", 'title;description\r\nUn;"deux\r\nlignes"\r\nDeux;x\r\nTrois;y\r\n'), "needs");
    // The rows after a two-line cell were said one line further down each (« ligne 6 » for line 5).
    expect(rows.map((r) => [r.line, r.position])).toEqual([
      [2, 1],
      [4, 2],
      [5, 3],
    ]);
    expect(rows[0]!.data.description).toBe("deux\nlignes");
  });

  it("reads a spreadsheet whose columns bear the forms' French names", () => {
    const rows = readRowsFile(file("f.csv", "Titre;Budget (€);Mots-clés;Date limite (optionnelle)\nChaises;4 000,00;chaises, ergonomie;15/03/2027\n"), "needs");
    expect(rows[0]!.data).toEqual({ title: "Chaises", budget: "4 000,00", keywords: ["chaises", "ergonomie"], deadline: "15/03/2027" });
    // Amounts are read by the publish schema, as the forms read them: « 1.250,50 » was « 1.250.50 », refused as « doit être supérieur à 0 ».
    for (const [cell, amount] of [["4 000,00", 4000], ["1.250,50", 1250.5], ["2 450,00 €", 2450]] as const) expect(needInputSchema.shape.budget.parse(cell)).toBe(amount);
  });

  it("reads a comma-separated CSV and refuses a malformed one or a missing file in French", () => {
    expect(readRowsFile(file("c.csv", "title,price\nA,12\n"), "needs")[0]!.data).toEqual({ title: "A", price: "12" });
    expect(() => readRowsFile(file("d.csv", 'title;price\n"A;12\n'), "needs")).toThrow(/CSV mal formé dans .+ : un guillemet ouvert n'est jamais fermé \(le fichier se termine à la ligne 2\)/);
    // Said in French with the line, not csv-parse's « Invalid Record Length: columns length is 2, got 3 on line 3 ».
    expect(() => readRowsFile(file("d2.csv", "title;price\nA;12\nB;13;trop\n"), "needs")).toThrow(/: ligne 3 : 3 colonnes au lieu des 2 de l'en-tête \(un « ; » dans une cellule doit être entre guillemets\)$/);
    expect(() => readRowsFile(file("d3.csv", 'title;price\n"A"x;12\n'), "needs")).toThrow(/: ligne 2 : un guillemet fermant est suivi/);
    expect(() => readRowsFile(file("e.json", "[{]"), "needs")).toThrow(InvalidError);
    expect(() => readRowsFile(path.join(dir, "absent.csv"), "needs")).toThrow(/fichier introuvable/);
  });
});
