import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server (src/server/main.ts) listens here during `npm run dev`. */
const API_TARGET = "http://127.0.0.1:3001";

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./public"),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/trpc": { target: API_TARGET, changeOrigin: false },
      "/socket.io": { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
