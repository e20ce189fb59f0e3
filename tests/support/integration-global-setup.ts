/**
 * vitest globalSetup of the integration project: migrates one template database file once, with
 * the server's own migrateDatabase. startTestServer (./test-server.ts) copies it for every server
 * it starts instead of migrating a new file each time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, checkpointed database file to copy; never opened by the tests themselves. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.TZ = "UTC";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-template-"));
  const file = path.join(dir, "template.db");
  const database = await openDatabase(`file:${file}`);
  await migrateDatabase(database);
  // Everything into the main file, so that copying that one file copies the whole database.
  await database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  database.close();
  project.provide("templateDatabase", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
