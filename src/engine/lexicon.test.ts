import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBEDDER_VERSION } from "./embedder";
import { conceptExpansion } from "./concepts";
import { LEXICON, LEXICON_VERSION, lexiconVersion, parseLexicon } from "./lexicon";
import { analyze } from "./pipeline";

const file: unknown = JSON.parse(readFileSync(new URL("./lexicon.json", import.meta.url), "utf8"));

describe("lexicon data file", () => {
  it("is loaded from lexicon.json and versioned by a hash of its content", () => {
    const data = parseLexicon(file);
    expect(LEXICON).toEqual(data.domains);
    expect(LEXICON_VERSION).toBe(lexiconVersion(data));
    expect(LEXICON_VERSION).toMatch(/^[0-9a-f]{12}$/);
    expect(EMBEDDER_VERSION).toContain(`lexicon${LEXICON_VERSION}`);
  });

  it("changes version when a concept changes", () => {
    const data = parseLexicon(file);
    const edited = { ...data, domains: { ...data.domains, it_hardware: [...(data.domains.it_hardware ?? []), "clé usb|usb"] } };
    expect(lexiconVersion(edited)).not.toBe(LEXICON_VERSION);
  });

  it("refuses malformed data", () => {
    expect(() => parseLexicon({ format: 1, domains: { it: ["pc||laptop"] } })).toThrow(/empty variant/);
    expect(() => parseLexicon({ format: 1, domains: { "Bad Name": ["a"] } })).toThrow(/invalid lexicon: domains/);
    expect(() => parseLexicon({ format: 2, domains: {} })).toThrow(/invalid lexicon/);
  });

  it("adds the other names of a concept a word names, and none for a word that names several", () => {
    const names = (text: string) => conceptExpansion(analyze(text)).map((token) => token.term);
    expect(names("PC portable")).toEqual(expect.arrayContaining(analyze("laptop").map((t) => t.term)));
    // "bureaux" is office furniture, office rental and business premises: none of their names is its synonym.
    expect(names("bureaux")).toEqual([]);
  });
});
