/**
 * What a failed statement tells, read through drizzle's wrapping error (DrizzleQueryError, whose
 * message holds the statement and its parameters) down to SQLite's own.
 */

/** The errors of a failure, from the outermost to the driver's. */
function* errorChain(error: unknown): Generator<Error> {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** The column a UNIQUE index refused ("users.email"), or null for any other failure. */
export function uniqueViolation(error: unknown): string | null {
  for (const link of errorChain(error)) {
    const found = /UNIQUE constraint failed: ([\w.]+)/.exec(link.message);
    if (found) return found[1]!;
  }
  return null;
}

/**
 * The parameters a failed statement's message spells out, as drizzle writes them ("params: a,b"):
 * a password hash, an e-mail, a message's text, which must not reach a log.
 */
export function queryParameterTexts(error: unknown): string[] {
  return [...errorChain(error)].flatMap((link) => ("params" in link && "query" in link ? [`params: ${String(link.params)}`] : []));
}

/**
 * What the driver said of a failed statement ("SQLITE_CONSTRAINT: …"), without drizzle's wrapping
 * message (the statement and its parameters: an e-mail, a hash); null for any other failure.
 */
export function driverMessage(error: unknown): string | null {
  const chain = [...errorChain(error)];
  const wrapper = chain.findIndex((link) => "query" in link && "params" in link);
  return wrapper >= 0 && wrapper + 1 < chain.length ? chain[wrapper + 1]!.message : null;
}
