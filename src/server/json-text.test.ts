import { describe, expect, it } from "vitest";
import { answerJson, carryingTexts, withJsonText } from "./json-text";

const written = (value: unknown, check = false) => answerJson(value, check).toString("utf8");

describe("answerJson", () => {
  it("writes the values of a carrier from their kept texts, strings and bytes alike", () => {
    // The text says something the value does not: only a text actually used can show up.
    const listing = withJsonText({ title: "Linge de lit" }, ['{"title":', Buffer.from('"écrit une fois"'), "}"]);
    const answer = carryingTexts({ items: carryingTexts([listing, { title: "Sans texte", gone: undefined }]), gone: undefined, total: 2 });
    expect(written(answer)).toBe('{"items":[{"title":"écrit une fois"},{"title":"Sans texte"}],"total":2}');
  });

  it("writes a value that is not marked as carrying texts as JSON.stringify does", () => {
    const listing = withJsonText({ title: "Linge de lit" }, ['{"title":"écrit une fois"}']);
    expect(written({ items: [listing] })).toBe('{"items":[{"title":"Linge de lit"}]}');
    expect(written(carryingTexts([undefined, 1]))).toBe("[null,1]");
    expect(written(carryingTexts({ first: undefined, second: "é" }))).toBe('{"second":"é"}');
  });

  it("outside production, refuses a text that does not read back as its value", () => {
    const listing = withJsonText({ title: "Linge de lit", budget: 42000 }, ['{"title":"Linge de lit"}']);
    expect(() => written(carryingTexts([listing]), true)).toThrow(/differs from its value/);
    const right = withJsonText({ title: "Linge de lit", budget: 42000 }, ['{"budget":42000,', Buffer.from('"title":"Linge de lit"'), "}"]);
    expect(written(carryingTexts([right]), true)).toBe('[{"budget":42000,"title":"Linge de lit"}]');
  });
});
