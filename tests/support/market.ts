/** Runs the `market` command line as an operator would, for the tests that check what it says and does. */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface MarketRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `bin/market args`, with `env` over this process's environment and `input` on its standard input. */
export function runMarket(args: string[], env: Record<string, string>, input = ""): Promise<MarketRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "bin/market"), args, { cwd: root, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}
