/** What a terminal shows: tables fitted to its width and a live progress bar (Ink). */
import { Box, Text, render } from "ink";
import { decimal } from "../shared/format";
import { cellText, formatDuration, trackProgress, type Progress, type ProgressState, type Row } from "./output";

const GAP = 2;
/** A column is never cut below this many characters ("Entrepr…"). */
const MIN_COLUMN = 8;

/**
 * Column widths that fit `maxWidth`: the widest column gives up characters first, none below
 * MIN_COLUMN or its header. Without a limit (or when nothing can give), each column is as wide as its widest cell.
 */
export function fitColumns(natural: number[], headers: number[], maxWidth: number | undefined): number[] {
  const widths = [...natural];
  if (!maxWidth) return widths;
  const floor = (i: number) => Math.min(natural[i]!, Math.max(MIN_COLUMN, headers[i]!));
  let excess = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1) - maxWidth;
  while (excess > 0) {
    let widest = -1;
    for (let i = 0; i < widths.length; i += 1) if (widths[i]! > floor(i) && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
    if (widest < 0) break;
    widths[widest] = widths[widest]! - 1;
    excess -= 1;
  }
  return widths;
}

/** The text cut to `width` characters, ending in "…" when something was cut. */
function fit(text: string, width: number): string {
  return text.length <= width ? text.padEnd(width) : `${text.slice(0, Math.max(0, width - 1))}…`;
}

export function Table({ title, rows, empty = "Aucun résultat", maxWidth }: { title: string; rows: Row[]; empty?: string; maxWidth?: number }) {
  const columns = Object.keys(rows[0] ?? {});
  const natural = columns.map((column) => Math.max(column.length, ...rows.map((row) => cellText(row[column] ?? null).length)));
  const widths = fitColumns(
    natural,
    columns.map((c) => c.length),
    maxWidth,
  );
  const line = (cells: string[]) => cells.map((cell, i) => fit(cell, widths[i]!)).join(" ".repeat(GAP)).trimEnd();
  return (
    <Box flexDirection="column" marginY={1}>
      <Text bold color="cyan">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text dimColor>{empty}</Text>
      ) : (
        <>
          <Text bold wrap="truncate">
            {line(columns)}
          </Text>
          {rows.map((row, index) => (
            <Text key={index} wrap="truncate">
              {line(columns.map((c) => cellText(row[c] ?? null)))}
            </Text>
          ))}
        </>
      )}
    </Box>
  );
}

/** A pseudo-terminal of unknown size (script, CI) reports 0 columns: Ink would wrap every character. */
function withWidth<T extends NodeJS.WriteStream>(stream: T): T {
  if (!stream.columns) stream.columns = 100;
  if (!stream.rows) stream.rows = 40;
  return stream;
}

export async function printTable(title: string, rows: Row[]): Promise<void> {
  const stdout = withWidth(process.stdout);
  const app = render(<Table title={title} rows={rows} maxWidth={stdout.columns} />, { stdout, patchConsole: false, exitOnCtrlC: false });
  app.unmount();
  await app.waitUntilExit();
}

const BAR_WIDTH = 30;

export type ProgressBarProps = ProgressState;

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
        {done}/{total} {unit} · {Math.round(ratio * 100)} % · {rate >= 10 ? Math.round(rate) : decimal(rate, 1)} {unit}/s
        {done >= total ? ` · ${formatDuration(elapsedMs)}` : left > 0 ? ` · reste ${formatDuration(left)}` : " · reste …"}
      </Text>
    </Box>
  );
}

/** The live bar on stderr, redrawn at most every 80 ms. */
export function startProgressBar(label: string, total: number, unit: string): Progress {
  let lastDraw = 0;
  const app = render(<ProgressBar label={label} done={0} total={total} unit={unit} elapsedMs={0} />, { stdout: withWidth(process.stderr), patchConsole: false, exitOnCtrlC: false });
  return trackProgress(label, total, unit, {
    update: (state) => {
      const now = performance.now();
      if (now - lastDraw > 80 || state.done >= state.total) {
        lastDraw = now;
        app.rerender(<ProgressBar {...state} />);
      }
    },
    end: (state) => {
      app.rerender(<ProgressBar {...state} />);
      app.unmount();
    },
  });
}
