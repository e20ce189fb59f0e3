/**
 * A ranked count map (sectors, places) as a horizontal bar chart with the figures in a table
 * beside it: the table is what screen readers and copy-paste get, the chart is for the eye.
 * Loaded on demand (recharts stays out of the pages that do not draw charts).
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface CountChartProps {
  /** Caption of the table, e.g. "Besoins par localisation". */
  caption: string;
  data: Record<string, number>;
  labelOf?: (key: string) => string;
  /** How many of the largest entries to draw; the rest are summed in the table as "Autres (N)", not drawn (a bar of everything else would dwarf the top ones). */
  top?: number;
  /** Header of the first column ("Secteur", "Localisation"). */
  keyLabel: string;
  unit: string;
}

/** The `top` largest entries (drawn), and the table's rows: those plus "Autres (N secteurs)" with the rest's sum. */
export function rankCounts(data: Record<string, number>, { top, labelOf, keyLabel }: { top: number; labelOf: (key: string) => string; keyLabel: string }) {
  const sorted = Object.entries(data).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, top).map(([key, count]) => ({ name: labelOf(key), count }));
  const others = sorted.slice(top);
  const rest = others.reduce((sum, [, count]) => sum + count, 0);
  const rows = rest > 0 ? [...shown, { name: `Autres (${others.length} ${keyLabel.toLowerCase()}${others.length > 1 ? "s" : ""})`, count: rest }] : shown;
  return { shown, rows };
}

export default function CountChart({ caption, data, labelOf = (key) => key, top = 8, keyLabel, unit }: CountChartProps) {
  const { shown, rows } = rankCounts(data, { top, labelOf, keyLabel });
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">Aucune donnée pour l'instant.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div aria-hidden="true" className="h-64 min-w-0 text-xs">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={shown} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [String(value), unit]} />
            <Bar dataKey="count" name={unit} fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {keyLabel}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {unit}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-border/60">
              <th scope="row" className="py-1 text-left font-normal">
                {row.name}
              </th>
              <td className="py-1 text-right tabular-nums">{row.count.toLocaleString("fr-FR")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
