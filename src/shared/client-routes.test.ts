import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute } from "./client-routes";

describe("client routes", () => {
  it("lists exactly the routes src/web/app.tsx declares", () => {
    const app = fs.readFileSync(path.resolve(import.meta.dirname, "../web/app.tsx"), "utf8");
    const declared = [...app.matchAll(/<Route\s+path="([^"*]+)"/g)].map((m) => `/${m[1]}`);
    if (/<Route\s+index\b/.test(app)) declared.push("/");
    expect([...declared].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it("matches parameters as one segment, and nothing else", () => {
    expect(isClientRoute("/category/it-software")).toBe(true);
    expect(isClientRoute("/matches/")).toBe(true);
    expect(isClientRoute("/category/")).toBe(false);
    expect(isClientRoute("/category/a/b")).toBe(false);
    expect(isClientRoute("/page-qui-n-existe-pas")).toBe(false);
    expect(isClientRoute("/robots.txt")).toBe(false);
  });
});
