// Entry of the analysis child process when the engine runs from its TypeScript sources (tsx,
// vitest): registers tsx's loader, then loads the TypeScript entry (see analysis-process.ts).
// The server bundle starts dist/server/analysis-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./analysis-worker.ts");
