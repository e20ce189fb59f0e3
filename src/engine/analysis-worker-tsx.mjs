// Entry of an analysis worker when the engine runs from its TypeScript sources (tsx, vitest):
// registers tsx's loader inside the worker, then loads the worker (see rematch-worker-tsx.mjs).
// The server bundle starts dist/server/analysis-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./analysis-worker.ts");
