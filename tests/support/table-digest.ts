/** What some tables hold, as one string: compare it before and after a refused write to show that nothing changed. */
import type { TestServer } from "./test-server";

export async function tableDigest(server: TestServer, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await server.services.database.client.execute(`select * from "${table}" order by rowid`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join("\n");
}
