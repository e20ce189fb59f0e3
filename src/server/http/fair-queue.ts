/**
 * Requests start in arrival order, one per turn of the event loop (issue 11, "Under load").
 *
 * Under saturation a plain Node server serves the keep-alive connections it already has, turn
 * after turn, while new connections wait in the kernel's accept queue: with 200 busy users some
 * first requests waited 20 s and more although each request cost milliseconds (reproduced with a
 * bare node:http server; docs/decisions/004-fair-request-queue.md). Starting one request per
 * turn (setImmediate) lets the loop poll between requests, so new connections are accepted and
 * queued behind the requests already waiting: first come, first served.
 *
 * A request's synchronous part and its microtasks (the embedded database answers in microtasks)
 * run within its turn; the queue only orders the starts and costs one loop turn per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export function fairRequestQueue() {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function runNext(): void {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0 && !scheduled) {
      scheduled = true;
      setImmediate(runNext);
    }
  }

  return (_req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    waiting.push(next);
    if (!scheduled) {
      scheduled = true;
      setImmediate(runNext);
    }
  };
}
