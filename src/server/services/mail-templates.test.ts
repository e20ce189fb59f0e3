import { describe, expect, it } from "vitest";
import { contactMail, emailChangedMail, messageMail, newMatchMail, passwordChangedMail, passwordResetMail, testMail, verifyEmailMail } from "./mail-templates";

const links = { baseUrl: "https://maillon.example" };

describe("e-mail templates", () => {
  it("name the product and link to the match's thread and to the notification settings, in both parts", () => {
    const mails = [
      newMatchMail(links, { recipientName: "Léa", matchId: 42, ownTitle: "Nettoyage", counterpartTitle: "Entretien", counterpartCompany: "Propreté SA", score: 0.834 }),
      contactMail(links, { recipientName: "Léa", matchId: 42, senderCompany: "Cabinet Loire", listingTitle: "Nettoyage", body: "Bonjour" }),
      messageMail(links, { recipientName: "Léa", matchId: 42, senderCompany: "Cabinet Loire", listingTitle: "Nettoyage", body: "Bonjour" }),
    ];
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Maillon : /);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("https://maillon.example/matches?match=42");
        expect(part).toContain("https://maillon.example/profile?tab=settings");
        expect(part).toContain("Bonjour Léa,");
      }
    }
    expect(mails[0]!.subject).toBe("Maillon : nouveau match à 83\u00a0% pour « Nettoyage »");
  });

  it("escapes what users wrote in the HTML part and keeps it verbatim in the text part", () => {
    const mail = messageMail(links, { recipientName: "<Léa>", matchId: 1, senderCompany: "A&B", listingTitle: "x", body: "<script>alert(1)</script>\nligne 2" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("A&amp;B");
    expect(mail.text).toContain("> <script>alert(1)</script>\n> ligne 2");
  });

  it("has a French test mail for each type", () => {
    expect(testMail(links, "match").subject).toBe("Maillon : e-mail de test (nouveau match)");
    expect(testMail(links, "contact").subject).toBe("Maillon : e-mail de test (prise de contact)");
    expect(testMail(links, "system").text).toContain("S'il vous parvient, l'envoi des e-mails fonctionne.");
  });

  it("words the test mail for any address, and every account mail has an HTML part", () => {
    const test = testMail(links, "system");
    for (const part of [test.text, test.html]) {
      expect(part).not.toMatch(/vous avez un compte/);
      expect(part).toMatch(/un administrateur de Maillon a envoyé un e-mail de test à cette adresse/);
    }
    for (const mail of [emailChangedMail(links, "Léa", "lea@exemple.fr"), passwordResetMail(links, "Léa", "abc"), verifyEmailMail(links, "Léa", "abc", true), passwordChangedMail(links, "Léa", "change")]) {
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).toContain("vous avez un compte Maillon");
    }
  });
});
