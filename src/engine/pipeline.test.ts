import { describe, expect, it } from "vitest";
import { analyze, analyzeTerms, foldStem, gluedWords, splitElision } from "./pipeline";

const shareTerm = (a: string, b: string) => analyzeTerms(a).some((t) => analyzeTerms(b).includes(t));

describe("French pipeline", () => {
  it("splits elisions with straight and curly apostrophes", () => {
    expect(splitElision("l'entreprise")).toBe("entreprise");
    expect(splitElision("jusqu'au")).toBe("au");
    expect(analyzeTerms("l’entrepôt")).toEqual(analyzeTerms("entrepôt"));
    expect(analyzeTerms("d'emballages")).toEqual(analyzeTerms("emballage"));
    expect(analyzeTerms("qu'il livre lorsqu'il peut")).not.toContain("qu");
  });

  it("folds accents after stemming, so a missing accent still matches", () => {
    expect(analyzeTerms("débroussailleuse")).toEqual(analyzeTerms("debroussailleuse"));
    expect(analyzeTerms("thermomètre")).toEqual(analyzeTerms("thermometre"));
    expect(analyzeTerms("Réfrigérateur électrique")).toEqual(analyzeTerms("refrigerateur electrique"));
  });

  it("stems a word written without any accent as French usually writes it (capitals, hurried typing)", () => {
    // Snowball reads the suffix « -ité » but not « -ite », « -ée » but not « -ee ».
    expect(analyzeTerms("electricite securite")).toEqual(analyzeTerms("électricité sécurité"));
    expect(analyzeTerms("pieces detachees")).toEqual(analyzeTerms("pièces détachées"));
    expect(analyzeTerms("MISE EN SECURITE ELECTRIQUE DU BATIMENT")).toEqual(analyzeTerms("mise en sécurité électrique du bâtiment"));
    // People read the word as they typed it.
    expect(analyze("securite").map((t) => t.surface)).toEqual(["securite"]);
  });

  it("stems words in capitals that are French words, and keeps acronyms whole", () => {
    expect(analyzeTerms("ECOLE PORTS HALLES")).toEqual(analyzeTerms("école ports halles"));
    expect(analyzeTerms("ECOLE PORTS")).not.toEqual(["ecole", "ports"]);
    expect(analyzeTerms("Travaux VRD et BTP")).toEqual(expect.arrayContaining(["vrd", "btp"]));
  });

  it("reads œ and æ as the two letters people also type", () => {
    expect(analyzeTerms("maîtrise d'œuvre")).toEqual(analyzeTerms("maitrise d'oeuvre"));
    expect(analyzeTerms("CŒUR DE MÉTIER")).toEqual(analyzeTerms("coeur de métier"));
  });

  it("does not let chat match châtiment, nor pêche match péché", () => {
    expect(shareTerm("chat", "châtiment")).toBe(false);
    expect(shareTerm("pêche", "péché")).toBe(false);
    expect(foldStem("chât")).toBe("chât");
    expect(foldStem("réfriger")).toBe("refriger");
  });

  it("drops French stop words but keeps content words of the list", () => {
    expect(analyzeTerms("nous sommes pour les et de la")).toEqual([]);
    expect(analyzeTerms("tente de réception")).toHaveLength(2);
    expect(analyzeTerms("pièce détachée")).toHaveLength(2);
  });

  it("matches singular and plural, including Snowball's -os/-us plurals", () => {
    expect(analyzeTerms("ordinateurs portables")).toEqual(analyzeTerms("ordinateur portable"));
    expect(analyzeTerms("photos")).toEqual(analyzeTerms("photo"));
    expect(analyzeTerms("tissus")).toEqual(analyzeTerms("tissu"));
  });

  it("keeps numbers with their units as one token", () => {
    expect(analyzeTerms("15 kW")).toEqual(["15kw"]);
    expect(analyzeTerms("camion de 2 t")).toContain("2t");
    expect(analyzeTerms("livré sous 48h")).toContain("48h");
    expect(analyzeTerms("livré sous 48 h")).toContain("48h");
    expect(analyzeTerms("3,5 m²")).toEqual(["3.5m2"]);
    expect(analyzeTerms("ballon 200l")).toContain("200l");
    expect(analyzeTerms("lot de 500")).toContain("500");
  });

  it("leaves English loanwords and acronyms unstemmed", () => {
    expect(analyzeTerms("laptop")).toEqual(["laptop"]);
    expect(analyzeTerms("Community manager")).toEqual(["community", "manager"]);
    expect(analyzeTerms("packshots")).toEqual(["packshot"]);
    expect(analyzeTerms("HACCP")).toEqual(["haccp"]);
    expect(analyzeTerms("marketing")).toEqual(["marketing"]);
  });

  it("matches the singular and plural of English loanwords, which the stemmer does not see", () => {
    const pairs: Array<[string, string]> = [["laptops", "laptop"], ["drones", "drone"], ["switches", "switch"], ["facilities", "facility"], ["community managers", "community manager"], ["sources", "source"]];
    for (const [plural, singular] of pairs) expect(analyzeTerms(plural), plural).toEqual(analyzeTerms(singular));
    expect(analyzeTerms("business")).toEqual(["business"]);
  });

  it("gives readable surface words next to the terms", () => {
    const tokens = analyze("Les réseaux sociaux");
    expect(tokens.map((t) => t.surface)).toEqual(["réseaux", "sociaux"]);
  });

  it("glues short hyphen parts and splits compounds of long parts", () => {
    expect(analyzeTerms("e-mail")).toEqual(["email"]);
    expect(analyzeTerms("porte-palette")).toHaveLength(2);
    // However the tokenizer cuts them, a compound with a short prefix and the same word typed glued are one term.
    const spellings: Array<[string, string]> = [["Wi-Fi", "wifi"], ["T-shirt", "tshirt"], ["Hi-Fi", "hifi"], ["bi-processeur", "biprocesseur"]];
    for (const [compound, glued] of spellings) {
      expect(analyzeTerms(compound), compound).toEqual(analyzeTerms(glued));
    }
    // A dash between spaces joins nothing.
    expect(analyzeTerms("Lot B - Peinture")).toEqual(analyzeTerms("Lot B Peinture"));
  });

  it("names the words hidden in a glued compound, of four letters or more (product search indexes them)", () => {
    expect(gluedWords("Serveur bi-processeur, T-shirt et e-mail")).toBe("processeur shirt mail");
    expect(gluedWords("câble USB-C, borne Wi-Fi, porte-palette, Lot B - Peinture")).toBe("");
  });
});
