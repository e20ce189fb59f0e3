import { describe, expect, it } from "vitest";
import { lruMemo } from "./lru-memo";

describe("lruMemo", () => {
  it("keeps the most recently used keys, whether read with get or peek, or set", () => {
    const memo = lruMemo<string, number>(2);
    memo.set(1, "a");
    memo.set(2, "b");
    expect(memo.peek(1)).toBe("a"); // 1 is now the most recent
    memo.set(3, "c"); // 2 goes
    expect(memo.peek(2)).toBeUndefined();
    expect(memo.get(1, () => "computed")).toBe("a");
    expect(memo.get(4, () => "d")).toBe("d"); // 3 goes
    expect([memo.peek(3), memo.peek(1), memo.peek(4), memo.size]).toEqual([undefined, "a", "d", 2]);
    memo.set(4, "e");
    expect([memo.peek(4), memo.size]).toEqual(["e", 2]);
  });
});
