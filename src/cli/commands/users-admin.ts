import type { Command } from "commander";

export function registerUserAdministration(_group: Command): void {}
