import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram } from "./main";

function everyCommand(command: Command): Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

describe("market --help", () => {
  it("is in French for every command and group, commander's own words included", () => {
    const commands = everyCommand(buildProgram());
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      const help = command.helpInformation();
      expect(help, command.name()).toMatch(/^Utilisation : market/);
      expect(help, command.name()).not.toMatch(/\[command\]|Usage:|Options:|Commands:|Arguments:|display help|default:/);
    }
  });

  it("lists the French words each option accepts, and shows decimals with a comma", () => {
    const help = (path: string[]) => path.reduce((command, name) => command.commands.find((c) => c.name() === name)!, buildProgram()).helpInformation().replace(/\s+/g, " ");
    expect(help(["users", "list"])).toContain("acheteur (buyer), fournisseur (supplier) ou administrateur (admin)");
    expect(help(["users", "create"])).toContain("acheteur (buyer)");
    expect(help(["audit"])).toContain("faible (low), moyenne (medium), élevée (high) ou critique (critical)");
    expect(help(["audit"])).toContain("28/11/2026");
    expect(help(["gdpr", "requests"])).toContain("en attente (pending), exécutée (executed) ou annulée (cancelled)");
    expect(help(["search"])).toContain("pertinence (relevance), prix croissant (price_asc), prix décroissant (price_desc) ou plus récents (newest)");
    expect(help(["search"])).toContain("(par défaut : 0,6)");
    expect(help(["search"])).toContain("(par défaut : pertinence)");
    expect(help(["seed"])).toContain("petite (small), moyenne (medium) ou grande (large)");
    expect(help(["seed"])).toContain("(par défaut : petite)");
    expect(help(["match", "explain"])).toMatch(/--min-score <score> .*0,5 ou 0\.5/);
    expect(help(["rematch"])).toContain("0,6 ou 0.6");
  });
});
