import { mkdtempSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ProductSearchIndex, SEARCH_VECTOR_FIRST, type ProductDoc } from "./product-search";

const products: ProductDoc[] = [
  { id: 1, title: "Réfrigérateur armoire inox 600 L", description: "Froid ventilé, pour cuisine professionnelle.", brand: "Frigelux", category: "food" },
  { id: 2, title: "Four mixte 10 niveaux", description: "Four professionnel pour restaurant, vapeur et convection.", brand: "Cuisto", category: "food" },
  { id: 3, title: "Débroussailleuse thermique 43 cm³", description: "Pour l'entretien des espaces verts.", brand: "Vertis", category: "agriculture" },
  { id: 4, title: "Plan de travail inox", description: "Table de préparation en acier inoxydable.", brand: "Cuisto", category: "food" },
  { id: 5, title: "Tensiomètre électronique au bras", description: "Mesure de la tension artérielle.", brand: "Medis", category: "healthcare" },
];

/** An index of `catalogue`, and the ids of the first ten products a query finds. */
function finder(catalogue: ProductDoc[]) {
  const search = new ProductSearchIndex();
  for (const p of catalogue) search.upsert(p);
  return { search, ids: (q: string) => search.search(q, { limit: 10 }).hits.map((h) => h.id) };
}

function index(): ProductSearchIndex {
  return finder(products).search;
}

describe("product search", () => {
  it("does not take a brand for the common word it stems to, wherever the product's text names it", () => {
    const { ids } = finder([
      { id: 1, title: "Sachet isotherme", description: "Sachet isotherme de la marque Cartonia, par 1 000.", brand: "Cartonia", category: "packaging" },
      { id: 2, title: "Carton d'expédition double cannelure", description: "Carton ondulé recyclé, livré à plat.", brand: "Embaléo", category: "packaging" },
    ]);
    // « Cartonia » stemmed is « carton »: the bag came first for « cartons ».
    expect(ids("cartons")).toEqual([2]);
    // The brand typed in full still finds its products, first.
    expect(ids("cartonia")[0]).toBe(1);
  });

  it("puts the products of a category the whole query names first, and follows a product's change of category", () => {
    const search = new ProductSearchIndex({ categoryNamedBy: (q) => (q === "cuisine pro" ? "food" : undefined) });
    for (const p of products) search.upsert(p);
    const ids = (q: string) => search.search(q, { limit: 10 }).hits.map((h) => h.id);
    expect(new Set(ids("cuisine pro").slice(0, 3))).toEqual(new Set([1, 2, 4]));
    search.upsert({ ...products[3]!, category: "construction" });
    search.remove(2);
    expect(ids("cuisine pro")[0]).toBe(1);
    expect(search.search("cuisine pro").hits.filter((h) => h.named).map((h) => h.id)).toEqual([1]);
  });

  it("says which words of the query no product found carries", () => {
    const search = new ProductSearchIndex();
    search.upsert({ id: 1, title: "Casque audio sans fil", description: "Casque DECT pour centre d'appels.", brand: "Sonora", category: "technology" });
    search.upsert({ id: 2, title: "Microphone cravate sans fil", description: "Émetteur de poche, portée 100 m.", brand: "Sonora", category: "media" });
    search.upsert({ ...products[0]!, id: 3 });
    // No product is a mouse: the answer is the wireless products, and it says so.
    const mouse = search.search("souris sans fil");
    expect(mouse.total).toBeGreaterThan(0);
    expect(mouse.unmatchedWords).toEqual(["souris"]);
    expect(search.search("casques sans fil").unmatchedWords).toEqual([]);
    // A synonym the lexicon knows stands for its word (« frigo » for the refrigerator), and nothing found flags nothing.
    expect(search.search("frigo").unmatchedWords).toEqual([]);
    expect(search.search("zzqxw").unmatchedWords).toEqual([]);
    // A hyphenated word is reported as typed, not by its part.
    expect(search.search("casque porte-voix sans fil").unmatchedWords).toEqual(["porte-voix"]);
  });

  it("does not say a number is missing when a product found writes it with its unit", () => {
    const search = new ProductSearchIndex();
    search.upsert({ id: 1, title: "Écran professionnel 27 pouces QHD", description: "Dalle IPS, garantie 3 ans.", brand: "Ohmix", category: "electronics" });
    search.upsert({ id: 2, title: "Écran professionnel 24 pouces", description: "Station USB-C intégrée.", brand: "Electra", category: "electronics" });
    // « 27" »: the inch mark is punctuation, « 27 » is left; the 27-inch screen carries it.
    const inches = search.search('écran 27"');
    expect(inches.hits[0]?.id).toBe(1);
    expect(inches.unmatchedWords).toEqual([]);
    // A number no product holds, alone or with a unit (« 270 pouces » is not « 27 »), is still flagged.
    expect(search.search("écran 32").unmatchedWords).toEqual(["32"]);
    search.upsert({ id: 3, title: "Écran géant 270 pouces", description: "Mur LED.", brand: "Ohmix", category: "electronics" });
    expect(search.search("écran 2").unmatchedWords).toEqual(["2"]);
  });

  it("finds a product from a synonym and from a word typed without accents", () => {
    const search = index();
    expect(search.search("frigo inox").hits[0]?.id).toBe(1);
    expect(search.search("debroussailleuse").hits[0]?.id).toBe(3);
    expect(search.search("tensiometre").hits[0]?.id).toBe(5);
  });

  it("finds nothing when no product has a word of the query, however close its trigrams or the lexicon's other names", () => {
    const catalogue: ProductDoc[] = [
      { id: 1, title: "Gants d'examen nitrile", description: "Tailles S à XL, boîtes de 100, sans entretien.", brand: "Hospitalis", category: "healthcare" },
      { id: 2, title: "Gants de manutention cuir", description: "Tailles 6 à 11, sachets de 12 paires.", brand: "Filéo", category: "textile" },
    ];
    const { search, ids } = finder(catalogue);
    // « espaces verts » names a concept whose other names hold « taille de haies » and « entretien ».
    expect(search.search("espaces verts").total).toBe(0);
    expect(ids("gants nitrile")[0]).toBe(1);
  });

  it("finds in a query typed in capitals what it finds in lower case", () => {
    const { ids } = finder(products);
    // Short words in capitals were taken for acronyms and kept unstemmed: « FOURS MIXTES » found nothing.
    for (const q of ["fours mixtes", "tables", "tables inox", "débroussailleuse thermique"]) {
      expect(ids(q).length, q).toBeGreaterThan(0);
      expect(ids(q.toUpperCase()), q).toEqual(ids(q));
    }
  });

  it("asks the graph for more neighbours when the farthest of the first ones could still be relevant", () => {
    // No floor: every product is relevant on its vector alone, so each must be found, also
    // beyond the first SEARCH_VECTOR_FIRST neighbours (issue 25: the graph is asked for fewer first).
    const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima", "mike"];
    const catalogue = Array.from({ length: SEARCH_VECTOR_FIRST + 80 }, (_, i): ProductDoc => ({
      id: i + 1,
      title: `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]} modèle ${i}`,
      description: "",
      brand: "",
      category: "other",
    }));
    const search = new ProductSearchIndex({ relevanceFloor: 0, relativeFloor: 0 });
    for (const p of catalogue) search.upsert(p);
    expect(search.search("zoulou", { limit: 5 }).total).toBe(catalogue.length);
  });

  it("weighs the words of a product added after a search as it would have before (word evidence kept across searches)", () => {
    const catalogue: ProductDoc[] = [
      { id: 1, title: "Néon publicitaire lumineux", description: "Enseigne pour vitrine.", brand: "", category: "marketing" },
      { id: 2, title: "Nettoyeur haute pression 150 bar", description: "Eau froide, pour les sols.", brand: "", category: "automotive" },
    ];
    const { search, ids } = finder(catalogue);
    const before = ids("nettoyage");
    expect(before[0]).toBe(2);
    // A word new to the catalogue, derived from the query's: it stands for it at once.
    search.upsert({ id: 3, title: "Nettoyante vapeur sans produit", description: "Pour les cuisines.", brand: "", category: "services" });
    expect(ids("nettoyage")).toContain(3);
    expect(ids("nettoyage")).not.toContain(1);
  });

  it("finds the compounds a query word ends (« projecteur » in « vidéoprojecteur »), after the word itself", () => {
    const catalogue: ProductDoc[] = [
      { id: 1, title: "Éclairage LED projecteur extérieur 100 W", description: "Projecteur pour façade, détecteur de mouvement, IP65.", brand: "Lumio", category: "energy" },
      { id: 2, title: "Vidéoprojecteur laser 5 000 lumens", description: "Pour salle de réunion, résolution WUXGA, 20 000 heures sans lampe à changer.", brand: "Visio", category: "education" },
      { id: 3, title: "Tableau blanc émaillé 120 × 90 cm", description: "Surface magnétique, auget pour feutres.", brand: "Visio", category: "education" },
    ];
    const { ids } = finder(catalogue);
    expect(ids("projecteur")).toEqual([1, 2]);
  });

  it("counts only relevant products in total and respects the limit", () => {
    const search = index();
    const result = search.search("four professionnel restaurant", { limit: 1 });
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]?.id).toBe(2);
    expect(result.total).toBeLessThan(products.length);
    expect(search.search("zzzz qqqq").total).toBe(0);
  });

  it("keeps scores in [0, 1] and best first", () => {
    const { hits } = index().search("cuisine inox", { alpha: 0.3, limit: 10 });
    for (let i = 0; i < hits.length; i++) {
      expect(hits[i]!.score).toBeGreaterThanOrEqual(0);
      expect(hits[i]!.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    }
  });

  it("forgets removed products", () => {
    const search = index();
    search.remove(5);
    expect(search.search("tensiomètre").hits.some((h) => h.id === 5)).toBe(false);
  });
});

describe("product search paging and relevance floor", () => {
  const catalogue: ProductDoc[] = [
    ...products,
    { id: 6, title: "Ordinateur portable 14 pouces", description: "PC portable léger, 16 Go de mémoire, SSD 512 Go.", brand: "Lenovo", category: "technology" },
    { id: 7, title: "Laptop 15 pouces reconditionné", description: "Ordinateur reconditionné grade A, garantie un an.", brand: "Dell", category: "technology" },
    { id: 8, title: "Chariot élévateur électrique 2,5 t", description: "Mât triplex, batterie lithium, pour entrepôt.", brand: "Linde", category: "logistics" },
    { id: 9, title: "Lit médicalisé électrique", description: "Mobilier médical pour EHPAD, relève-buste.", brand: "Medis", category: "healthcare" },
  ];

  it("returns and counts only the relevant products: a forklift is no answer to a laptop query", () => {
    const search = new ProductSearchIndex();
    for (const p of catalogue) search.upsert(p);
    const result = search.search("ordinateur portable", { limit: 50 });
    const ids = result.hits.map((h) => h.id);
    expect(ids.slice(0, 2).sort()).toEqual([6, 7]);
    expect(ids).not.toContain(8);
    expect(ids).not.toContain(9);
    expect(result.total).toBe(result.hits.length);
  });

  it("pages with offset through exactly `total` results", () => {
    const search = new ProductSearchIndex();
    for (const p of catalogue) search.upsert(p);
    const all = search.search("inox cuisine professionnelle", { limit: 100 });
    const paged: number[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = search.search("inox cuisine professionnelle", { limit: 2, offset });
      expect(page.total).toBe(all.total);
      paged.push(...page.hits.map((h) => h.id));
    }
    expect(paged).toEqual(all.hits.map((h) => h.id));
    expect(search.search("inox cuisine professionnelle", { limit: 2, offset: all.total }).hits).toEqual([]);
  });

  // Brand names that stem like common words ("Carbonis" and "carbone" are one term) and accented
  // words the stemmer cuts otherwise without their accents ("camera" → "cam", "caméra" → "camer").
  const wordCatalogue: ProductDoc[] = [
    { id: 21, title: "Huile moteur 5W-40 en fût de 208 L", description: "Huile de synthèse pour moteurs diesel et essence.", brand: "Carbonis", category: "automotive" },
    { id: 22, title: "Chargeur de batterie pour atelier", description: "Chargeur 12/24 V avec maintien de charge.", brand: "Carbonis", category: "automotive" },
    { id: 23, title: "Pièce composite en carbone préimprégné", description: "Plaque en fibre de carbone pour l'aéronautique.", brand: "Aérolys", category: "manufacturing" },
    { id: 24, title: "Cadre de vélo en carbone", description: "Cadre carbone léger pour vélo de route.", brand: "Cyclo", category: "other" },
    { id: 31, title: "Caméra de surveillance extérieure 4 Mpx", description: "Caméra IP vision nocturne 30 m, boîtier étanche IP67, alimentation PoE.", brand: "Vigilo", category: "security" },
    { id: 32, title: "Bâche de protection 4 × 6 m", description: "Bâche en polyéthylène armé 250 g/m², œillets tous les 50 cm.", brand: "Couvrex", category: "construction" },
    { id: 33, title: "Vêtement de travail veste multipoches", description: "Veste en polycoton 245 g/m², renforts aux coudes.", brand: "Ouvréo", category: "textile" },
    { id: 34, title: "Perceuse visseuse sans fil 18 V", description: "Deux batteries lithium, chargeur rapide, coffret.", brand: "Outilex", category: "manufacturing" },
    { id: 35, title: "Borne Wi-Fi 6 double bande", description: "Pour plafond, alimentation PoE, quatre antennes.", brand: "Netoria", category: "technology" },
    { id: 36, title: "Borne de recharge 22 kW", description: "Pour véhicules électriques, badge RFID.", brand: "Voltia", category: "energy" },
    {
      id: 38,
      title: "Serveur rack 1U bi-processeur",
      description: "Châssis acier 19 pouces, garantie 5 ans avec intervention J+1 et alimentation redondante 2 × 800 W. Pièces détachées disponibles pendant 10 ans.",
      brand: "Calcul",
      category: "technology",
    },
  ];

  it("puts first the products of a brand the query names, though its name stems like a common word", () => {
    const { search, ids } = finder(wordCatalogue);
    expect(ids("Carbonis").slice(0, 2).sort()).toEqual([21, 22]);
    expect(ids("CARBONIS").slice(0, 2).sort()).toEqual([21, 22]);
    expect(ids("carbone").slice(0, 2).sort()).toEqual([23, 24]);
    search.upsert({ ...(wordCatalogue[1] as ProductDoc), brand: "Autalis" });
    search.remove(21);
    expect(ids("carbonis")[0]).not.toBe(22);
  });

  it("answers a word typed without its accents as the catalogue's accented word, which the stemmer cuts otherwise", () => {
    const { search, ids } = finder(wordCatalogue);
    expect(ids("camera")).toEqual([31]);
    expect(ids("bache")).toEqual([32]);
    expect(ids("vetement de travail")).toEqual([33]);
    expect(search.search("CAMERA exterieure")).toEqual(search.search("caméra extérieure"));
  });

  it("finds a hyphenated word typed glued, as people type it (wink-nlp splits « Wi-Fi », not « e-mail »)", () => {
    const { ids } = finder(wordCatalogue);
    expect(ids("wifi")).toEqual([35]);
    expect(ids("borne wifi")[0]).toBe(35);
    expect(ids("Wi-Fi")).toEqual(ids("wifi"));
  });

  it("finds a product by the word a short prefix is glued to (« processeur » in « bi-processeur »)", () => {
    const { ids } = finder(wordCatalogue);
    expect(ids("processeur")).toEqual([38]);
    expect(ids("serveur bi-processeur")[0]).toBe(38);
  });

  it("searches a word one typo away from a catalogue word as that word, and says so; never a word the lexicon knows", () => {
    const { search, ids } = finder(wordCatalogue);
    const typed = search.search("perceuze sans fil");
    expect(typed.searchedFor).toBe("perceuse sans fil");
    expect(typed.hits.map((hit) => hit.id)).toEqual(ids("perceuse sans fil"));
    expect(ids("visseuse")[0]).toBe(34);
    // Known words, accents alone and short words are not typos.
    expect(search.search("perceuse").searchedFor).toBeNull();
    expect(search.search("camera").searchedFor).toBeNull();
    expect(search.search("bach").searchedFor).toBeNull();
    expect(search.search("vezte").searchedFor).toBe("veste");
    // A word whose first letter differs is another word, not a typo (« sopalin » is not « opalin »).
    expect(search.search("erceuse").searchedFor).toBeNull();
    expect(search.search("gerceuse").searchedFor).toBeNull();
    // "marche" (of the lexicon's "aide à la marche") is one letter from the catalogue's "manche": left alone.
    const withHandle = finder([...wordCatalogue, { id: 37, title: "Balai à manche télescopique", description: "Manche aluminium 1,6 m.", brand: "Nettis", category: "services" }]);
    expect(withHandle.search.search("aide à la marche").searchedFor).toBeNull();
  });

  it("finds a thing by its other name before its neighbours of the same trade (« switch » is a commutateur, not a Wi-Fi access point)", () => {
    const { ids } = finder([
      { id: 1, title: "Borne Wi-Fi 6 double bande", description: "Point d'accès pour plafond, alimentation PoE.", brand: "Numéria", category: "technology" },
      { id: 2, title: "Borne Wi-Fi extérieure IP67", description: "Point d'accès pour cours et entrepôts.", brand: "Datalis", category: "technology" },
      { id: 3, title: "Commutateur réseau 24 ports Gigabit", description: "Format rack 19 pouces, VLAN et QoS.", brand: "Datalis", category: "technology" },
      { id: 4, title: "Routeur 4G de secours", description: "Bascule automatique pour les agences.", brand: "Numéria", category: "technology" },
    ]);
    expect(ids("switch")).toEqual([3]);
    expect(ids("point d'accès wifi").slice(0, 2).sort()).toEqual([1, 2]);
  });

  it("takes a common French word that the catalogue lacks for what it is, not for a typo", () => {
    const { search } = finder([...wordCatalogue, { id: 39, title: "Lame de scie circulaire 190 mm", description: "Carbure, 40 dents, pour bois.", brand: "Outilex", category: "manufacturing" }]);
    expect(search.search("lampe").searchedFor).toBeNull();
    expect(search.search("lamme de scie").searchedFor).toBe("lame de scie");
  });

  it("names brands and respells words the same from products analysed in a worker thread (restored from its snapshot)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "product-words-"));
    try {
      const restored = new ProductSearchIndex();
      await restored.upsertInChild(wordCatalogue, path.join(dir, "words.analysis.tmp"));
      const { search: direct } = finder(wordCatalogue);
      for (const q of ["carbonis", "camera", "bache"]) expect(restored.search(q), q).toEqual(direct.search(q));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("builds the same index from products analysed in a worker thread, and hands back the embeddings asked for", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "product-worker-"));
    try {
      const scratch = path.join(dir, "products.analysis.tmp");
      const search = new ProductSearchIndex();
      const computed = await search.upsertInChild(products, scratch, { send: (i) => i === 2 });
      expect(existsSync(scratch)).toBe(false);
      expect(search.size).toBe(products.length);
      expect(computed.map((embedding) => embedding !== undefined)).toEqual([false, false, true, false, false]);
      expect(Array.from(computed[2] as Float32Array)).toEqual(Array.from(search.embed(products[2] as ProductDoc)));
      const direct = index();
      for (const q of ["frigo inox", "debroussailleuse", "cuisine inox", "tension", "four professionnel restaurant", "cuisto", "Vertis", "refrigerateur", "debroussailleuse"]) {
        expect(search.search(q, { limit: 10 }), q).toEqual(direct.search(q, { limit: 10 }));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
