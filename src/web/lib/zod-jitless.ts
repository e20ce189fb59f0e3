/**
 * zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. Our
 * CSP forbids eval (script-src 'self'), so the probe alone logged a CSP violation on every page
 * with a form (Lighthouse best practices 96: "Issues were logged"). Jitless parsing is what the
 * browser ran anyway; saying so up front skips the probe (zod's own allowsEval checks `jitless`
 * first). zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object found
 * there: set through it, main.tsx's first import costs no zod code in the entry chunk (importing
 * `config` from zod/v4/core moved 11 kB of zod into it). The server keeps the compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
