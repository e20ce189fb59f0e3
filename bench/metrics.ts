/** Ranking metrics as /work/shared/eval/README.md defines them. */

export type Qrels = Record<string, number>;

/** nDCG@k with gain 2^grade − 1 and log2(rank + 1) discount; ideal from all graded items. */
export function ndcgAt(ranked: readonly string[], qrels: Qrels, k = 10): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    const grade = qrels[id] ?? 0;
    dcg += (2 ** grade - 1) / Math.log2(i + 2);
  });
  const ideal = Object.values(qrels)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Reciprocal rank of the first item graded ≥ 2 (0 when none is ranked). */
export function reciprocalRank(ranked: readonly string[], qrels: Qrels): number {
  const index = ranked.findIndex((id) => (qrels[id] ?? 0) >= 2);
  return index < 0 ? 0 : 1 / (index + 1);
}

/** Share of the items graded ≥ 2 found in the first k. */
export function recallAt(ranked: readonly string[], qrels: Qrels, k = 10): number {
  const relevant = Object.entries(qrels).filter(([, grade]) => grade >= 2).map(([id]) => id);
  if (relevant.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

export interface Metrics {
  ndcg10: number;
  mrr: number;
  recall10: number;
  queries: number;
}

export interface QueryRun {
  ranked: string[];
  qrels: Qrels;
  tags: readonly string[];
}

function average(runs: readonly QueryRun[]): Metrics {
  const n = runs.length || 1;
  return {
    ndcg10: runs.reduce((s, r) => s + ndcgAt(r.ranked, r.qrels), 0) / n,
    mrr: runs.reduce((s, r) => s + reciprocalRank(r.ranked, r.qrels), 0) / n,
    recall10: runs.reduce((s, r) => s + recallAt(r.ranked, r.qrels), 0) / n,
    queries: runs.length,
  };
}

/** Overall metrics and per-tag metrics (a query counts in every tag it has). */
export function summarise(runs: readonly QueryRun[]): { overall: Metrics; byTag: Record<string, Metrics> } {
  const tags = [...new Set(runs.flatMap((r) => r.tags))].sort();
  const byTag: Record<string, Metrics> = {};
  for (const tag of tags) byTag[tag] = average(runs.filter((r) => r.tags.includes(tag)));
  return { overall: average(runs), byTag };
}
