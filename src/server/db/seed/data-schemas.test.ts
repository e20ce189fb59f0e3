import { describe, expect, it } from "vitest";
import companiesFile from "./data/demo-companies.json" with { type: "json" };
import needsFile from "./data/demo-needs.json" with { type: "json" };
import offersFile from "./data/demo-offers.json" with { type: "json" };
import vocabularyFile from "./data/vocabulary.json" with { type: "json" };
import {
  demoCompaniesFileSchema,
  demoNeedsFileSchema,
  demoOffersFileSchema,
  parseSeedFile,
  SeedDataError,
  vocabularyFileSchema,
} from "./data-schemas";
import { DEMO_COMPANY_KEYS } from "./demo-companies";

/** A deep copy of a shipped data file, to break one entry of it. */
const copy = <T>(data: T): any => structuredClone(data);

function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return (error as Error).message;
  }
  throw new Error("the data was accepted");
}

describe("seed data files", () => {
  it("refuse a need with an unknown sector, naming the file, the entry and the field", () => {
    const needs = copy(needsFile);
    const title: string = needs[0].needs[1].title;
    needs[0].needs[1].category = "aviation";
    const message = refusal(() => parseSeedFile("demo-needs.json", demoNeedsFileSchema(DEMO_COMPANY_KEYS), needs));
    expect(message).toContain("demo-needs.json");
    expect(message).toContain(`[0].needs[1].category (${needs[0].company} › ${title.slice(0, 20)}`);
  });

  it("refuse a misspelt field instead of dropping it", () => {
    const vocabulary = copy(vocabularyFile);
    const item = vocabulary.logistics.items[0];
    item.keyword = item.keywords;
    delete item.keywords;
    const message = refusal(() => parseSeedFile("vocabulary.json", vocabularyFileSchema, vocabulary));
    expect(message).toContain("vocabulary.json");
    expect(message).toContain(`logistics.items[0] (${item.noun})`);
    expect(message).toMatch(/keyword/);
  });

  it("refuse an offer of a company that demo-companies.json does not list", () => {
    const offers = copy(offersFile);
    offers[2].company = "inconnue";
    const message = refusal(() => parseSeedFile("demo-offers.json", demoOffersFileSchema(DEMO_COMPANY_KEYS), offers));
    expect(message).toContain("[2].company");
    expect(message).toContain("entreprise « inconnue » absente de demo-companies.json");
  });

  it("refuse a company key used twice and a vocabulary without one of the sectors", () => {
    const companies = copy(companiesFile);
    companies[3].key = companies[1].key;
    expect(refusal(() => parseSeedFile("demo-companies.json", demoCompaniesFileSchema, companies))).toContain(
      `[3].key (${companies[1].key}) : « ${companies[1].key} » déjà utilisé`,
    );
    const vocabulary = copy(vocabularyFile);
    delete vocabulary.textile;
    expect(refusal(() => parseSeedFile("vocabulary.json", vocabularyFileSchema, vocabulary))).toContain("textile");
  });

  it("accept the shipped files as they are", () => {
    expect(parseSeedFile("demo-companies.json", demoCompaniesFileSchema, companiesFile)).toHaveLength(companiesFile.length);
    expect(Object.keys(parseSeedFile("vocabulary.json", vocabularyFileSchema, vocabularyFile))).toEqual(Object.keys(vocabularyFile));
  });
});
