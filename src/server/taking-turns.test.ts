import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { takingTurns } from "./taking-turns";

const request = (id: number) => [{ id } as unknown as IncomingMessage, {} as ServerResponse] as const;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("takingTurns", () => {
  it("starts every request, in arrival order, a few per turn of the event loop", async () => {
    const started: number[] = [];
    const listener = takingTurns((req) => started.push((req as unknown as { id: number }).id), 3);
    for (let id = 0; id < 8; id++) listener(...request(id));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    listener(...request(8));
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("keeps up with a queue that never empties", async () => {
    const started: number[] = [];
    const listener = takingTurns((req) => started.push((req as unknown as { id: number }).id), 2);
    let id = 0;
    for (let turn = 0; turn < 2000; turn++) {
      listener(...request(id++));
      listener(...request(id++));
      listener(...request(id++));
      await nextTurn();
    }
    while (started.length < id) await nextTurn();
    expect(started).toEqual(Array.from({ length: id }, (_, i) => i));
  });
});
