// npm run docs:api: writes docs/api.md from the REST table and its schemas.
import fs from "node:fs";
import path from "node:path";
import { renderApiDocs } from "../src/server/rest/api-docs";

const target = path.resolve(import.meta.dirname, "../docs/api.md");
fs.writeFileSync(target, renderApiDocs());
console.log(`docs/api.md écrit (${renderApiDocs().split("\n").length} lignes)`);
