import { describe, expect, it } from "vitest";
import { answerJson, carryingTexts, withJsonText } from "./json-text";

describe("answerJson", () => {
  it("writes the values of a carrier from their kept texts", () => {
    // The text says something the value does not: only a text actually used can show up.
    const listing = withJsonText({ title: "Linge de lit" }, '{"title":"écrit une fois"}');
    const answer = carryingTexts({ items: carryingTexts([listing, { title: "Sans texte", gone: undefined }]), total: 2 });
    expect(answerJson(answer, false)).toBe('{"items":[{"title":"écrit une fois"},{"title":"Sans texte"}],"total":2}');
  });

  it("writes a value that is not marked as carrying texts as JSON.stringify does", () => {
    const listing = withJsonText({ title: "Linge de lit" }, '{"title":"écrit une fois"}');
    expect(answerJson({ items: [listing] }, false)).toBe('{"items":[{"title":"Linge de lit"}]}');
    expect(answerJson(carryingTexts([undefined, 1]), false)).toBe("[null,1]");
  });

  it("outside production, refuses a text that does not read back as its value", () => {
    const listing = withJsonText({ title: "Linge de lit", budget: 42000 }, '{"title":"Linge de lit"}');
    expect(() => answerJson(carryingTexts([listing]), true)).toThrow(/differs from its value/);
    const right = withJsonText({ title: "Linge de lit", budget: 42000 }, '{"budget":42000,"title":"Linge de lit"}');
    expect(answerJson(carryingTexts([right]), true)).toBe('[{"budget":42000,"title":"Linge de lit"}]');
  });
});
