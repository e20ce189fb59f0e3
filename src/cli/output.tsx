/** Results go to stdout: an Ink table on a terminal, plain lines otherwise, JSON with --json. */
import { Box, Text, render } from "ink";
import type { CliContext } from "./context";

export type Row = Record<string, string | number>;

function Table({ title, rows }: { title: string; rows: Row[] }) {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  return (
    <Box flexDirection="column" marginY={1}>
      <Text bold color="cyan">
        {title}
      </Text>
      <Text bold>{columns.map((c, i) => c.padEnd(widths[i]!)).join("  ")}</Text>
      {rows.map((row, index) => (
        <Text key={index}>{columns.map((c, i) => String(row[c]).padEnd(widths[i]!)).join("  ")}</Text>
      ))}
    </Box>
  );
}

export async function printResult(ctx: Pick<CliContext, "json" | "interactive">, title: string, data: unknown, rows: Row[]): Promise<void> {
  if (ctx.json) {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  if (ctx.interactive) {
    const app = render(<Table title={title} rows={rows} />);
    app.unmount();
    await app.waitUntilExit();
    return;
  }
  process.stdout.write(`${title}\n`);
  for (const row of rows) process.stdout.write(`${Object.entries(row).map(([k, v]) => `${k}: ${v}`).join("  ")}\n`);
}

/** Progress on stderr, so stdout stays clean for results. */
export function progress(ctx: Pick<CliContext, "json">, message: string): void {
  if (!ctx.json) process.stderr.write(`${message}\n`);
}
