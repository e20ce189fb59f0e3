import type { Command } from "commander";

/** Examples at the end of a command's --help, in French like the rest of it. */
export function examples(command: Command, lines: string[]): Command {
  return command.addHelpText("after", `\nExemples :\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`);
}
