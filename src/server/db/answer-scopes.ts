/**
 * What a write changed, for the kept answers (issue 25, docs/decisions/022-answer-scopes.md).
 *
 * A kept answer belongs to a scope: an account's own answers (their matches, notifications,
 * counters) or the answers that are the same for everyone (public counters, catalogue). Every
 * write transaction moves, in the same transaction, the version of each scope it changes
 * (`answer_versions`). A write that declares nothing moves the version of "anything", which every
 * kept answer reads: it drops them all, as any commit did before. The frequent writes declare what
 * they change (a message: its two parties), so an answer of an account they do not concern
 * survives them.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "./client";

/** The scope every kept answer reads: moved by any write that declares nothing. */
export const ANYTHING = -1;
/** The answers that are the same for everyone (and for visitors). */
export const EVERYONE = 0;

/** What a write changes: these accounts' own answers, and those of everyone when `everyone`. */
export interface AnswerScope {
  accounts: readonly number[];
  everyone?: boolean;
}

/** A write that no kept answer reads (the mail outbox, the events' cursors). */
export const noAnswers = (): AnswerScope => ({ accounts: [] });

/** A write that changes only this account's own answers. */
export const onlyOf = (account: number) => (): AnswerScope => ({ accounts: [account] });

/** The scopes whose versions a write moves: ANYTHING when it declared nothing. */
export function scopesChanged(scope: AnswerScope | undefined): number[] {
  if (!scope) return [ANYTHING];
  const accounts = [...new Set(scope.accounts)].filter((id) => id > 0);
  return scope.everyone ? [EVERYONE, ...accounts] : accounts;
}

/** The scopes a kept answer reads: "anything", its account's (null: none) and, with `everyone`, everyone's. */
export function scopesRead(account: number | null, everyone: boolean): number[] {
  return [ANYTHING, ...(everyone || account === null ? [EVERYONE] : []), ...(account === null ? [] : [account])];
}

/** Moves the versions of `scopes`, in the caller's transaction; one statement for any number. */
export async function moveVersions(tx: Tx, scopes: readonly number[]): Promise<void> {
  if (scopes.length === 0) return;
  await tx.run(sql`insert into answer_versions (scope, version) select value, 1 from json_each(${JSON.stringify(scopes)}) where true
    on conflict (scope) do update set version = version + 1`);
}

/** The statement that reads the versions of the scopes of a JSON array (absent: 0), in its order, as one string. */
export const READ_VERSIONS_SQL = `select group_concat(version, ':') from (select coalesce(v.version, 0) as version from json_each(?) j left join answer_versions v on v.scope = j.value order by j.key)`;

/** The statement that moves "anything", for writes made outside a write transaction (raw statements, migrations). */
export const MOVE_ANYTHING_SQL = `insert into answer_versions (scope, version) values (${ANYTHING}, 1) on conflict (scope) do update set version = version + 1`;
