/** Questions to the operator on the terminal: a confirmation, a password typed without echo. */
import readline from "node:readline";
import { UsageError } from "./errors";

/** Asks for a "oui"; without a terminal to ask on, the caller must have passed --yes. */
export async function confirm(question: string, yes: boolean | undefined, flag = "--yes"): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY || !process.stderr.isTTY) throw new UsageError(`confirmation requise : relancez avec ${flag}`);
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await new Promise<string>((resolve) => rl.question(`${question} Tapez « oui » pour confirmer : `, resolve));
    return /^(oui|o|yes|y)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without echoing it. */
export function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError("pas de terminal pour saisir le mot de passe : utilisez --password-stdin");
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new UsageError("saisie annulée"));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
    };
    input.on("data", onData);
  });
}

/** The whole of stdin, without its final line break (`echo secret | market … --password-stdin`). */
export async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new UsageError("--password-stdin attend le mot de passe sur l'entrée standard (echo … | market …)");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}
