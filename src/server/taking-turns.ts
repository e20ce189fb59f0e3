/**
 * Requests take turns with new connections.
 *
 * Since libuv 1.45 (Node 20), a listening socket accepts one connection per turn of the event loop
 * (libuv pull request 3696), and a turn's poll phase handles every request that arrived on the
 * open keep-alive connections. Under load a turn therefore lasts as long as all those requests
 * together, and a burst of new connections waits in the kernel's accept queue, one per turn:
 * with 100 connections opened at once, the last ones waited more than 10 s while the p99 of the
 * others was 0.5 s (issue 12). Here requests queue in arrival order and each turn starts at most
 * REQUESTS_PER_TURN of them, so the loop comes back to accept() after a few requests whatever the
 * load. Idle, a request waits one setImmediate.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/** Requests started per turn of the event loop; the others wait for the next turn, in order. */
export const REQUESTS_PER_TURN = 4;

export function takingTurns(handler: RequestListener, perTurn = REQUESTS_PER_TURN): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let head = 0;
  let scheduled = false;

  function turn(): void {
    scheduled = false;
    for (let started = 0; started < perTurn && head < waiting.length; started++) {
      const [req, res] = waiting[head] as [IncomingMessage, ServerResponse];
      waiting[head++] = undefined as never;
      handler(req, res);
    }
    if (head === waiting.length || head >= 1024) {
      waiting.splice(0, head);
      head = 0;
    }
    if (waiting.length > 0) schedule();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  }

  return (req, res) => {
    waiting.push([req, res]);
    schedule();
  };
}
