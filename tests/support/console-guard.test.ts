import { describe, expect, it } from "vitest";
import { expectConsoleError, takeConsoleGuardProblems } from "./console-guard";

// The setup file checks the guard after each test; these tests read it first, then leave it clean.
describe("console guard", () => {
  it("reports a console.error that the test did not announce", () => {
    console.error("Erreur %s", "imprévue");
    expect(takeConsoleGuardProblems()).toBe("unexpected console.error: Erreur imprévue");
  });

  it("reports an unhandled rejection", async () => {
    void Promise.reject(new Error("perdue"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeConsoleGuardProblems()).toMatch(/^unhandled rejection: Error: perdue/);
  });

  it("keeps an announced error, and reports one announced that never came", () => {
    const logged = expectConsoleError(/attendue/);
    console.error("Erreur attendue");
    expect(logged.messages).toEqual(["Erreur attendue"]);
    expect(takeConsoleGuardProblems()).toBeNull();
    expectConsoleError(/jamais/);
    expect(takeConsoleGuardProblems()).toBe("expected a console.error matching /jamais/, none came");
  });
});
