import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderApiDocs } from "./api-docs";

describe("docs/api.md", () => {
  it("is the document generated from the procedures' REST meta (run npm run docs:api after changing the API)", () => {
    const onDisk = fs.readFileSync(path.resolve(import.meta.dirname, "../../../docs/api.md"), "utf8");
    expect(onDisk).toBe(renderApiDocs());
  });
});
