import { describe, expect, it } from "vitest";
import { requestSentToast } from "./request-sent";

describe("requestSentToast", () => {
  it("says who was told, and never « envoyée » for a request the suppliers already had", () => {
    expect(requestSentToast({ requested: [4], alreadyAsked: [] }, "Atelier Durand est prévenu.")).toEqual({ title: "Demande de devis envoyée", description: "Atelier Durand est prévenu." });
    // The same supplier asked a second time from a page left open: nothing was sent.
    expect(requestSentToast({ requested: [], alreadyAsked: [4] }, "Atelier Durand est prévenu.")).toEqual({ title: "Demande déjà envoyée", description: "Ce fournisseur l'a déjà reçue." });
    expect(requestSentToast({ requested: [], alreadyAsked: [4, 5] }, "2 fournisseurs sont prévenus.").description).toBe("Ces fournisseurs l'ont déjà reçue.");
    expect(requestSentToast({ requested: [4, 6], alreadyAsked: [5] }, "3 fournisseurs sont prévenus.").description).toBe("2 fournisseurs prévenus ; 1 l'avait déjà reçue.");
  });
});
