import { describe, expect, it } from "vitest";
import { asciiEmail, displayEmail, hasUnicodeLocalPart } from "./email-domain";

describe("internationalised e-mail domains", () => {
  it("writes the domain in ASCII as the mail sender does, and shows it back in Unicode", () => {
    for (const [unicode, ascii] of [
      ["jean@café.fr", "jean@xn--caf-dma.fr"],
      ["anna@münchen.de", "anna@xn--mnchen-3ya.de"],
      ["ivan@президент.рф", "ivan@xn--d1abbgf6aiiy.xn--p1ai"],
      ["kei@日本語.jp", "kei@xn--wgv71a119e.jp"],
    ]) {
      expect(asciiEmail(unicode!)).toBe(ascii);
      expect(displayEmail(ascii!)).toBe(unicode);
    }
    expect(displayEmail("jean@exemple.fr")).toBe("jean@exemple.fr");
  });

  it("leaves what is no domain for the e-mail check to refuse, and a bad A-label as stored", () => {
    expect(asciiEmail("jean@café.fr/x")).toBe("jean@café.fr/x");
    expect(asciiEmail("café.fr")).toBe("café.fr");
    expect(displayEmail("jean@xn--9.fr")).toBe("jean@xn--9.fr");
  });

  it("tells accents before the @ from accents after it", () => {
    expect(hasUnicodeLocalPart("jérôme@exemple.fr")).toBe(true);
    expect(hasUnicodeLocalPart("jerome@café.fr")).toBe(false);
  });
});
