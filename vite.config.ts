import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server (src/server/main.ts) listens here during `npm run dev` (API_PORT, 3001 by default). */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * Writes `.br` and `.gz` beside each text file of the build, at the highest levels: the server
 * (src/server/http/static.ts) sends them as they are, so compression costs nothing per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json)$/;
  return {
    name: "maillon-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? fromRoot("./dist/web");
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./public"),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
  },
  server: {
    // WEB_PORT moves it on a machine where 5173 is taken (npm run dev).
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/trpc": { target: API_TARGET, changeOrigin: false },
      "/socket.io": { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
