import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided; none is handed to a
    // callback that ignores it (an event handler, a middleware).
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // JSX handlers may return promises (react-hook-form's handleSubmit does): React ignores them.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // The web app takes only types from the server (STYLE.md): `import type` passes, a value import fails.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server", "**/server/**"], allowTypeImports: true, message: "src/web n'importe que des types du serveur (import type)." }] },
      ],
    },
  },
  {
    files: ["src/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/web/**", "**/cli/**", "**/shared/**", "drizzle-orm", "@libsql/*"], message: "src/engine est autonome." }] }],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "bin/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
