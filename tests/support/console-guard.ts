/**
 * Makes a test fail on a console.error it did not announce, or on an unhandled promise rejection
 * (installed for every test by ./vitest-setup.ts). A test that expects an error message says so:
 *
 *   const logged = expectConsoleError(/Erreur inattendue/);
 *   ...
 *   expect(logged.messages).toHaveLength(1);
 *
 * The announced messages are kept out of the output; the test fails if none came.
 */
import { format } from "node:util";

interface Expectation {
  pattern: RegExp;
  messages: string[];
}

let expectations: Expectation[] = [];
let unexpected: string[] = [];
let rejections: string[] = [];
let installed = false;

function describeReason(reason: unknown): string {
  return reason instanceof Error ? (reason.stack ?? String(reason)) : format(reason);
}

export function installConsoleGuard(): void {
  if (installed) return;
  installed = true;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    const expectation = expectations.find((e) => e.pattern.test(text));
    if (expectation) {
      expectation.messages.push(text);
      return;
    }
    unexpected.push(text);
    original(...args);
  };
  process.on("unhandledRejection", (reason) => rejections.push(describeReason(reason)));
}

/** The current test expects console.error messages matching `pattern` (at least one). */
export function expectConsoleError(pattern: RegExp): { readonly messages: readonly string[] } {
  const expectation: Expectation = { pattern, messages: [] };
  expectations.push(expectation);
  return expectation;
}

export function resetConsoleGuard(): void {
  expectations = [];
  unexpected = [];
  rejections = [];
}

/** What went wrong since the last reset, or null; resets. */
export function takeConsoleGuardProblems(): string | null {
  const problems = [
    ...unexpected.map((text) => `unexpected console.error: ${text}`),
    ...rejections.map((text) => `unhandled rejection: ${text}`),
    ...expectations.filter((e) => e.messages.length === 0).map((e) => `expected a console.error matching ${e.pattern}, none came`),
  ];
  resetConsoleGuard();
  return problems.length ? problems.join("\n") : null;
}
