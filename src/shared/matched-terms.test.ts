import { describe, expect, it } from "vitest";
import { shownMatchedTerms } from "./matched-terms";

describe("shownMatchedTerms", () => {
  it("shows the words as written, whole, and leaves out bare numbers and fragments", () => {
    const need = "Nos hôtels ont un réseau sans fil vieillissant ; 30 bureaux livrés un Week-end, 2 000 postes, tracteur de 90 ch.";
    const offer = "Partage d'écran sans fil, montage le week-end. Norme ISO 14001, bornes de 22 kW, 6 PC portables.";
    expect(shownMatchedTerms(["fil", "week", "end", "000", "6", "14001", "ch", "bureaux", "22 kW", "pc"], [need, offer])).toEqual(["sans fil", "Week-end", "bureaux", "22 kW", "PC"]);
  });

  it("writes a word that only opens a title or a sentence as the word it is, and keeps an acronym's capitals", () => {
    expect(shownMatchedTerms(["reprise", "tracteur", "wi-fi", "iso"], ["Tracteur vigneron étroit", "Reprise possible. Wi-Fi et ISO 9001."])).toEqual(["reprise", "tracteur", "Wi-Fi", "ISO"]);
    expect(shownMatchedTerms(["bureaux"], ["Bureaux assis-debout", "30 bureaux réglables"])).toEqual(["bureaux"]);
  });

  it("keeps a term no text writes as such (a concept of the lexicon) when it is a word", () => {
    expect(shownMatchedTerms(["véhicules électriques", "ve"], ["Habilitation pour les batteries des véhicules hybrides."])).toEqual(["véhicules électriques"]);
  });
});
