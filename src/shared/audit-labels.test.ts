import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frenchCell } from "../server/services/export-format";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditResourceLabel } from "./audit-labels";

/** Every `action: "…"` code written to the audit log by the server and the CLI. */
function recordedCodes(): string[] {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const text = fs.readFileSync(file, "utf8");
        if (!/recordAudit|recordCliAudit/.test(text)) continue;
        for (const match of text.matchAll(/action: "([a-z_]+(?:\.[a-z_]+)+)"/g)) codes.add(match[1]!);
      }
    }
  };
  for (const dir of ["../server", "../cli"]) walk(path.join(import.meta.dirname, dir));
  return [...codes];
}

describe("audit action labels", () => {
  it("names every action code the server and the CLI record, in French", () => {
    const codes = recordedCodes();
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !(code in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it("keeps an unknown code as it is, and labels the French exports", () => {
    expect(auditActionLabel("nouvelle.action")).toBe("nouvelle.action");
    expect(frenchCell("action", "user.suspend")).toBe("Compte suspendu");
  });
});

describe("audit resource labels", () => {
  it("names what an entry is about in French, and leaves a file name as it is", () => {
    expect(auditResourceLabel("need:12")).toBe("besoin n° 12");
    expect(auditResourceLabel("needs")).toBe("besoins");
    expect(auditResourceLabel("deletion_request:3")).toBe("demande de suppression n° 3");
    expect(auditResourceLabel("/tmp/besoins.csv")).toBe("/tmp/besoins.csv");
  });
});
