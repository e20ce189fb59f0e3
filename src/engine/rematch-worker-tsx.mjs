// Entry of a re-match worker when the engine runs from its TypeScript sources (tsx, vitest):
// registers tsx's loader inside the worker (a worker does not inherit one registered with
// register(), as vitest and tsx do), then loads the worker. The server bundle starts
// dist/server/rematch-worker.js instead. A file, not `eval` code: usearch finds its native
// build from the caller's file name, which an eval worker does not have (it hangs there).
import { register } from "tsx/esm/api";

register();
await import("./rematch-worker.ts");
