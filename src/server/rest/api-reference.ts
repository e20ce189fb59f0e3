/**
 * /api/docs: a reference to browse /api/openapi.json, drawn by Swagger UI from the swagger-ui-dist
 * package. Every file is served by us, nothing comes from another origin, and the site's CSP holds
 * as it is (no exception for this route): the page has no inline script (its start-up is
 * /api/docs/init.js), the validator badge that would call swagger.io is off, and Swagger UI's
 * inline styles and data: icons are what the CSP already allows the web app (style-src
 * 'unsafe-inline', img-src data:).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ERRORS } from "../../shared/messages";
import { sendError } from "./adapter";

export const API_REFERENCE_PATH = "/api/docs";

const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API Maillon : référence</title>
    <link rel="icon" type="image/png" href="${API_REFERENCE_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_REFERENCE_PATH}/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/** The package's files we serve, with their types. */
const PACKAGE_FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

export function registerApiReference(api: FastifyInstance): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const files = new Map<string, { type: string; body: Buffer | string }>([["init.js", { type: "text/javascript; charset=utf-8", body: INIT }]]);
  for (const [name, type] of Object.entries(PACKAGE_FILES)) files.set(name, { type, body: fs.readFileSync(path.join(dist, name)) });

  api.get(API_REFERENCE_PATH, async (_request, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
  api.get(`${API_REFERENCE_PATH}/:file`, async (request, reply) => {
    const file = files.get((request.params as { file: string }).file);
    if (!file) return sendError(reply, 404, ERRORS.apiNotFound);
    // The same package version serves the same bytes: a day in any cache is safe.
    return reply.type(file.type).header("Cache-Control", "public, max-age=86400").send(file.body);
  });
}
