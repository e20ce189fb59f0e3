/**
 * Results go to stdout: an Ink table on a terminal, tab-separated lines otherwise (easy to cut,
 * sort and grep), JSON with --json (checked against its zod schema in src/shared/cli-schemas.ts).
 * Progress and diagnostics go to stderr, so stdout stays clean for results.
 * Ink and React load only when a terminal shows them (./ink-views): a piped command never pays for them.
 */
import type { z } from "zod";
import { decimal } from "../shared/format";
import type { CliContext } from "./context";

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

export function cellText(value: Cell): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "oui" : "non";
  return String(value);
}

export interface ResultSpec<S extends z.ZodType> {
  title: string;
  schema: S;
  data: z.input<S>;
  rows: Row[];
}

/** Prints a command's result in the mode of the context. */
export async function printResult<S extends z.ZodType>(ctx: Pick<CliContext, "json" | "interactive">, spec: ResultSpec<S>): Promise<void> {
  if (ctx.json) {
    process.stdout.write(`${JSON.stringify(spec.schema.parse(spec.data), null, 2)}\n`);
    return;
  }
  if (ctx.interactive) {
    const { printTable } = await import("./ink-views");
    await printTable(spec.title, spec.rows);
    return;
  }
  process.stderr.write(`${spec.title}\n`);
  const columns = Object.keys(spec.rows[0] ?? {});
  if (columns.length === 0) {
    process.stdout.write(`${spec.title} : aucun résultat\n`);
    return;
  }
  process.stdout.write(`${columns.join("\t")}\n`);
  for (const row of spec.rows) process.stdout.write(`${columns.map((c) => cellText(row[c] ?? null).replace(/[\t\n]/g, " ")).join("\t")}\n`);
}

/** A diagnostic line on stderr (silent with --json, whose stdout a program reads). */
export function note(ctx: Pick<CliContext, "json">, message: string): void {
  if (!ctx.json) process.stderr.write(`${message}\n`);
}

/** "4 min 05 s", "12,3 s" */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${decimal(seconds, 1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;
}

export interface Progress {
  update(done: number, total?: number): void;
  finish(): void;
  readonly done: number;
}

/** Where a phase stands, for whoever shows it. */
export interface ProgressState {
  label: string;
  done: number;
  total: number;
  unit: string;
  elapsedMs: number;
}

/**
 * The counting every progress display shares: `show` hears each update, `end` the finish (once).
 */
export function trackProgress(label: string, total: number, unit: string, show: { update?: (state: ProgressState) => void; end: (state: ProgressState) => void }): Progress {
  const started = performance.now();
  let done = 0;
  let finished = false;
  const state = () => ({ label, done, total, unit, elapsedMs: performance.now() - started });
  return {
    get done() {
      return done;
    },
    update(value, newTotal) {
      done = value;
      if (newTotal !== undefined) total = newTotal;
      show.update?.(state());
    },
    finish() {
      if (finished) return;
      finished = true;
      show.end(state());
    },
  };
}

/**
 * A progress bar on stderr when the output is a terminal; otherwise one line when the phase
 * ends (nothing with --json).
 */
export async function startProgress(ctx: Pick<CliContext, "json" | "interactive">, label: string, total: number, unit: string): Promise<Progress> {
  if (ctx.interactive && process.stderr.isTTY) {
    const { startProgressBar } = await import("./ink-views");
    return startProgressBar(label, total, unit);
  }
  return trackProgress(label, total, unit, {
    end: (state) => {
      if (!ctx.json) process.stderr.write(`${label} : ${state.done}/${state.total} ${unit} en ${formatDuration(state.elapsedMs)}\n`);
    },
  });
}
