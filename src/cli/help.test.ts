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
});
