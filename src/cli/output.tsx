/**
 * Results go to stdout: an Ink table on a terminal, tab-separated lines otherwise (easy to cut,
 * sort and grep), JSON with --json (checked against its zod schema in src/shared/cli-schemas.ts).
 * Progress and diagnostics go to stderr, so stdout stays clean for results.
 */
import { Box, Text, render } from "ink";
import type { z } from "zod";
import type { CliContext } from "./context";

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

function cellText(value: Cell): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "oui" : "non";
  return String(value);
}

export function Table({ title, rows, empty = "Aucun résultat" }: { title: string; rows: Row[]; empty?: string }) {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cellText(row[column] ?? null).length)));
  return (
    <Box flexDirection="column" marginY={1}>
      <Text bold color="cyan">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text dimColor>{empty}</Text>
      ) : (
        <>
          <Text bold>{columns.map((c, i) => c.padEnd(widths[i]!)).join("  ")}</Text>
          {rows.map((row, index) => (
            <Text key={index}>{columns.map((c, i) => cellText(row[c] ?? null).padEnd(widths[i]!)).join("  ")}</Text>
          ))}
        </>
      )}
    </Box>
  );
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
    await renderOnce(<Table title={spec.title} rows={spec.rows} />);
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

/** A pseudo-terminal of unknown size (script, CI) reports 0 columns: Ink would wrap every character. */
function withWidth<T extends NodeJS.WriteStream>(stream: T): T {
  if (!stream.columns) stream.columns = 100;
  if (!stream.rows) stream.rows = 40;
  return stream;
}

async function renderOnce(element: React.ReactElement): Promise<void> {
  const app = render(element, { stdout: withWidth(process.stdout), patchConsole: false, exitOnCtrlC: false });
  app.unmount();
  await app.waitUntilExit();
}

/** A diagnostic line on stderr (silent with --json, whose stdout a program reads). */
export function note(ctx: Pick<CliContext, "json">, message: string): void {
  if (!ctx.json) process.stderr.write(`${message}\n`);
}

/** "4 min 05 s", "12,3 s" */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1).replace(".", ",")} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;
}

const BAR_WIDTH = 30;

export interface ProgressBarProps {
  label: string;
  done: number;
  total: number;
  unit: string;
  elapsedMs: number;
}

/** One line: label, bar, counts, rate and time left. */
export function ProgressBar({ label, done, total, unit, elapsedMs }: ProgressBarProps) {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const left = rate > 0 && done < total ? ((total - done) / rate) * 1000 : 0;
  return (
    <Box>
      <Text>{label.padEnd(12)} </Text>
      <Text color="green">{"█".repeat(filled)}</Text>
      <Text dimColor>{"░".repeat(BAR_WIDTH - filled)}</Text>
      <Text>
        {" "}
        {done}/{total} {unit} · {Math.round(ratio * 100)} % · {rate >= 10 ? Math.round(rate) : rate.toFixed(1).replace(".", ",")} {unit}/s
        {done >= total ? ` · ${formatDuration(elapsedMs)}` : left > 0 ? ` · reste ${formatDuration(left)}` : " · reste …"}
      </Text>
    </Box>
  );
}

export interface Progress {
  update(done: number, total?: number): void;
  finish(): void;
  readonly done: number;
}

/**
 * A progress bar on stderr when the output is a terminal; otherwise one line when the phase
 * ends (nothing with --json).
 */
export function startProgress(ctx: Pick<CliContext, "json" | "interactive">, label: string, total: number, unit: string): Progress {
  const started = performance.now();
  let done = 0;
  let lastDraw = 0;
  const props = () => ({ label, done, total, unit, elapsedMs: performance.now() - started });
  const app =
    ctx.interactive && process.stderr.isTTY
      ? render(<ProgressBar {...props()} />, { stdout: withWidth(process.stderr), patchConsole: false, exitOnCtrlC: false })
      : null;
  let finished = false;
  return {
    get done() {
      return done;
    },
    update(value, newTotal) {
      done = value;
      if (newTotal !== undefined) total = newTotal;
      const now = performance.now();
      if (app && (now - lastDraw > 80 || done >= total)) {
        lastDraw = now;
        app.rerender(<ProgressBar {...props()} />);
      }
    },
    finish() {
      if (finished) return;
      finished = true;
      if (app) {
        app.rerender(<ProgressBar {...props()} />);
        app.unmount();
      } else if (!ctx.json) {
        process.stderr.write(`${label} : ${done}/${total} ${unit} en ${formatDuration(performance.now() - started)}\n`);
      }
    },
  };
}
