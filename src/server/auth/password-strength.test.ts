import { describe, expect, it } from "vitest";
import { isGuessablePassword } from "./password-strength";

describe("password strength", () => {
  it("refuses common, French and patterned passwords", () => {
    for (const password of ["azerty123", "motdepasse", "soleil2024", "Marseille13", "Bonjour!", "P@ssw0rd", "Nicolas1985", "chaton", "qsdfghjk", "123456", "jetaime1"]) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it("accepts long passphrases and short random passwords (the 6-character minimum stays)", () => {
    for (const password of ["Tournesol-42", "Girouette-77", "Tournesol-Bleu-42", "x7#kQ2", "kT9$mq", "Tr0ub4dor&3"]) {
      expect(isGuessablePassword(password), password).toBe(false);
    }
  });

  it("refuses a password made of the account's own name", () => {
    expect(isGuessablePassword("zorbex2026", ["zorbex@exemple.fr", "zorbex"])).toBe(true);
    expect(isGuessablePassword("zorbex2026")).toBe(false);
  });

  it("refuses a password made of the site's name (« maillon2026 »), not one that only contains it among other words", () => {
    expect(isGuessablePassword("maillon2026")).toBe(true);
    expect(isGuessablePassword("Maillon-E2E-2026")).toBe(false);
  });
});
