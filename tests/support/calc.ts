/**
 * Opens a CSV export the way a French user's LibreOffice Calc does (`;`, UTF-8, French locale,
 * special numbers detected) and reads back the type Calc gave each cell: issue 23 asks that
 * numbers be numbers and dates be dates. Needs Debian's `libreoffice-calc-nogui` (scripts/test.mjs
 * installs it when it can); `calcPath()` is null without it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function calcPath(): string | null {
  for (const candidate of ["/usr/bin/soffice", "/usr/bin/libreoffice"]) if (fs.existsSync(candidate)) return candidate;
  return spawnSync("soffice", ["--version"], { stdio: "ignore" }).status === 0 ? "soffice" : null;
}

export interface CalcCell {
  type: "string" | "float" | "date" | "percentage" | "currency" | "boolean" | "time" | "empty";
  text: string;
}

const decode = (text: string) => text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/** The sheet's rows, each cell with the type Calc read. */
export function openInCalc(csv: string | Buffer): CalcCell[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "calc-"));
  const file = path.join(dir, "export.csv");
  fs.writeFileSync(file, csv);
  execFileSync(calcPath()!, [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless", "--infilter=CSV:59,34,76,1,,1036,false,true", "--convert-to", "fods", "--outdir", dir, file], { stdio: "ignore", timeout: 60_000 });
  const xml = fs.readFileSync(path.join(dir, "export.fods"), "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  const rows: CalcCell[][] = [];
  for (const rowMatch of xml.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: CalcCell[] = [];
    for (const cell of rowMatch[1]!.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attributes = cell[1] ?? "";
      const repeat = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1);
      const type = (/office:value-type="([a-z]+)"/.exec(attributes)?.[1] ?? "empty") as CalcCell["type"];
      const text = decode(cell[2] ?? "");
      for (let i = 0; i < Math.min(repeat, 64); i += 1) cells.push({ type, text });
    }
    rows.push(cells);
  }
  return rows.filter((row) => row.some((cell) => cell.type !== "empty"));
}
