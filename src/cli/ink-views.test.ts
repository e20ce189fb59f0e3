import { createElement } from "react";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { ProgressBar, Table, fitColumns } from "./ink-views";
import { formatDuration } from "./output";

describe("the CLI's Ink components", () => {
  it("a progress bar shows the counts, the share done, the rate and the time left", () => {
    const { lastFrame } = render(createElement(ProgressBar, { label: "Re-matching", done: 400, total: 1000, unit: "besoins", elapsedMs: 8000 }));
    const frame = lastFrame() ?? "";
    expect(frame).toContain("400/1000 besoins");
    expect(frame).toContain("40 %");
    expect(frame).toContain("50 besoins/s");
    expect(frame).toContain("reste 12,0 s");
    expect(frame.match(/█/g)).toHaveLength(12);
    expect(frame.match(/░/g)).toHaveLength(18);
  });

  it("a finished bar shows the duration instead of the time left, and an unstarted one no estimate", () => {
    expect(render(createElement(ProgressBar, { label: "Import", done: 10, total: 10, unit: "offres", elapsedMs: 125_000 })).lastFrame()).toMatch(
      /10\/10 offres · 100 % · 0,1 offres\/s · 2 min 05 s$/,
    );
    expect(render(createElement(ProgressBar, { label: "Import", done: 0, total: 10, unit: "offres", elapsedMs: 0 })).lastFrame()).toContain("reste …");
  });

  it("a table aligns its columns and says when it is empty", () => {
    const { lastFrame } = render(
      createElement(Table, {
        title: "Comptes",
        rows: [
          { id: 1, "e-mail": "a@exemple.fr", suspendu: false },
          { id: 12, "e-mail": "bertrand@exemple.fr", suspendu: true },
        ],
      }),
    );
    const lines = (lastFrame() ?? "").split("\n").filter(Boolean);
    expect(lines).toEqual(["Comptes", "id  e-mail               suspendu", "1   a@exemple.fr         non", "12  bertrand@exemple.fr  oui"]);
    expect(render(createElement(Table, { title: "Comptes", rows: [] })).lastFrame()).toContain("Aucun résultat");
  });

  it("a table wider than the terminal gives up characters from its widest columns, cut with an ellipsis", () => {
    const rows = [{ id: 1, titre: "Nettoyage des bureaux du siège et des entrepôts de Lyon", entreprise: "Propreté Services Rhône-Alpes", score: "0.91" }];
    const lines = (render(createElement(Table, { title: "Matches", rows, maxWidth: 60 })).lastFrame() ?? "").split("\n").filter(Boolean);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(60);
    expect(lines[2]).toContain("Nettoyage des bureaux");
    expect(lines[2]).toContain("…");
    expect(lines[2]).toMatch(/0\.91$/);
    // Nothing is cut when it fits, and a column never shrinks below its header or 8 characters.
    expect(fitColumns([10, 20], [5, 5], 100)).toEqual([10, 20]);
    expect(fitColumns([10, 40], [5, 12], 20)).toEqual([8, 12]);
  });

  it("durations read in French", () => {
    expect(formatDuration(1234)).toBe("1,2 s");
    expect(formatDuration(61_000)).toBe("1 min 01 s");
  });
});
