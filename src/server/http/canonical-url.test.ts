import { describe, expect, it } from "vitest";
import { canonicalTarget } from "./canonical-url";

describe("canonicalTarget", () => {
  it("decodes escaped unreserved characters, in either case of hex", () => {
    expect(canonicalTarget("/%61pi/needs")).toBe("/api/needs");
    expect(canonicalTarget("/%74%52%50%43/a.b")).toBe("/tRPC/a.b");
    expect(canonicalTarget("/api/%7e%2d%2E%5F")).toBe("/api/~-._");
  });

  it("keeps reserved and non-ASCII escapes escaped, upper-cased", () => {
    expect(canonicalTarget("/api%2fneeds")).toBe("/api%2Fneeds");
    expect(canonicalTarget("/categorie/%c3%a9t%c3%a9")).toBe("/categorie/%C3%A9t%C3%A9");
  });

  it("leaves the query as it is and drops the scheme and host of an absolute target", () => {
    expect(canonicalTarget("/%61pi/search?q=%61")).toBe("/api/search?q=%61");
    expect(canonicalTarget("http://evil.example/%61pi/x?y=1")).toBe("/api/x?y=1");
  });

  it("refuses what cannot be decoded", () => {
    for (const target of ["/%", "/api/%zz", "/api/%C3%28", "/%E0%A4%A", "*"]) expect(canonicalTarget(target), target).toBeNull();
  });
});
