import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("encodes in filename* every character RFC 5987 does not allow, apostrophes and brackets included", () => {
    expect(contentDisposition("l'offre d'Émile (v2)*.pdf")).toBe(
      `attachment; filename="l'offre d'Emile (v2)*.pdf"; filename*=UTF-8''l%27offre%20d%27%C3%89mile%20%28v2%29%2A.pdf`,
    );
    expect(contentDisposition("DEV-2026-0001-rhone.pdf")).toBe(`attachment; filename="DEV-2026-0001-rhone.pdf"; filename*=UTF-8''DEV-2026-0001-rhone.pdf`);
  });
});
