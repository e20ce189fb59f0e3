/**
 * Snapshots of analysed documents, so that a restart does not run the pipeline again: for each
 * document its two text hashes, term bag, concepts and stored vector, with the vocabulary of
 * their corpus. One binary file: a magic line, a JSON header, then 8-byte-aligned typed arrays.
 *
 * A snapshot is used only when its header names the same format, analysis version (pipeline,
 * stop words, loanwords, units, lexicon and the owner's field weights), embedder version,
 * dimensions and vector storage; and a document is restored from it only when both hashes of
 * its current text match the saved ones. Anything else is analysed again as usual.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Collection, DocumentRecord, RestoreSource } from "./collection";
import { CONCEPT_RULES_VERSION } from "./concepts";
import type { TermStats } from "./keyword-index";
import { LEXICON_VERSION } from "./lexicon";
import { LOANWORDS } from "./loanwords";
import { analyze, PIPELINE_VERSION, UNITS } from "./pipeline";
import { writeFileAtomically } from "./temporary-files";
import { FRENCH_STOP_WORDS } from "./stopwords";
import type { VectorStorage } from "./vector-index";

/** Version of the file layout; files of another version are ignored. */
export const INDEX_SNAPSHOT_FORMAT = 1;

const MAGIC = "MAILLON-INDEX\n";

/**
 * A text run through the pipeline to fingerprint its behaviour: elisions, numbers with units,
 * acronyms, loanwords, hyphens, accents, capitals, ligatures and plurals. A change of a dependency
 * (wink-nlp, the Snowball stemmer, the French word lists) that alters any of these changes the
 * analysis version by itself.
 */
const PROBE =
  "L'entreprise recherche jusqu'à 48 h, 3,5 m² et 15 kW : PC portables, laptops, e-mail, HACCP, CEE, " +
  "châtiment, pêche, péché, côte, contrôle, hôpital, fenêtres, électricité, photos, tissus, écrous, " +
  "community manager, packshot, marketing, débroussailleuses, qu'il, d'entretien, 200l, x4, 2 t, J+1, " +
  "MISE EN SECURITE DE L'ECOLE, VRD, maîtrise d'œuvre, drones, switches.";

let cachedAnalysisVersion: string | undefined;

/**
 * What the pipeline and lexicon do, as a short hash: PIPELINE_VERSION, LEXICON_VERSION, the stop
 * words, loanwords and units, and the pipeline's output on a probe text. Computed at first use.
 */
export function analysisVersion(): string {
  cachedAnalysisVersion ??= createHash("sha256")
    .update(
      JSON.stringify([
        PIPELINE_VERSION,
        LEXICON_VERSION,
        CONCEPT_RULES_VERSION,
        [...FRENCH_STOP_WORDS].sort(),
        [...LOANWORDS].sort(),
        [...UNITS].sort(),
        analyze(PROBE),
      ]),
    )
    .digest("hex")
    .slice(0, 12);
  return cachedAnalysisVersion;
}

/**
 * Two independent 32-bit hashes of a text in one pass: FNV-1a (never 0: 0 means "no hash"),
 * which the engines keep per document, and a second one, so that a snapshot entry is taken for
 * a changed text with a probability near 2^-64.
 */
export function textHashes(text: string): [number, number] {
  let h = 0x811c9dc5;
  let g = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h = Math.imul(h ^ c, 0x01000193);
    g = Math.imul(g ^ c, 0x5bd1e995);
    g ^= g >>> 13;
  }
  g = Math.imul(g ^ (g >>> 15), 0x27d4eb2d);
  return [h >>> 0 || 1, (g ^ (g >>> 16)) >>> 0 || 1];
}

/** What a snapshot must have been written with to be used. */
export interface SnapshotIdentity {
  /** The analysis version plus whatever the owner's analysis depends on (field weights…). */
  analysis: string;
  embedderVersion: string;
  dimensions: number;
  storage: VectorStorage;
}

export interface SnapshotHeader extends SnapshotIdentity {
  format: number;
  terms: number;
  collections: Array<{ name: string; count: number; pairs: number; concepts: number }>;
  savedAt: string;
}

type Section = "ids" | "textHash" | "contentHash" | "length" | "pairCount" | "conceptCount" | "scale" | "hashA" | "hashB" | "pairs" | "concepts" | "vectors";

/** Sections of one collection, in file order, with their element size and element count. */
function sections(count: number, pairs: number, concepts: number, dimensions: number, storage: VectorStorage): Array<[Section, number, number]> {
  return [
    ["ids", 8, count],
    ["textHash", 4, count],
    ["contentHash", 4, count],
    ["length", 8, count],
    ["pairCount", 4, count],
    ["conceptCount", 4, count],
    ["scale", 4, count],
    ["hashA", 4, count],
    ["hashB", 4, count],
    ["pairs", 4, pairs],
    ["concepts", 2, concepts],
    ["vectors", storage === "f32" ? 4 : 1, count * dimensions],
  ];
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

/**
 * Writes the documents of `collections` (all sharing `stats`) to `path`, through a temporary
 * file and a rename. Only terms some document still uses are written, renumbered in their
 * order, so a restored corpus does not carry the terms of deleted documents.
 */
export function writeIndexSnapshot(path: string, identity: SnapshotIdentity, stats: TermStats, collections: ReadonlyArray<[string, Collection]>): void {
  const slices = encodeIndexSnapshotInSlices(identity, stats, collections);
  let step = slices.next();
  while (!step.done) step = slices.next();
  writeFileAtomically(path, step.value);
}

/** Documents encoded between two pauses of encodeIndexSnapshotInSlices. Default 10 000. */
export const SNAPSHOT_SLICE_DOCUMENTS = 10_000;

/**
 * The bytes of the snapshot file, a copy of the collections that the caller may write to disk
 * later (asynchronously) while the index changes. The generator pauses (yields) every
 * `sliceDocuments` documents, so that a server can answer requests in between; the bytes are only
 * right if no collection changed during the pauses: the caller compares `Collection.mutations`
 * before and after, and drops the result otherwise (it reads views into the collections' arenas).
 */
export function* encodeIndexSnapshotInSlices(
  identity: SnapshotIdentity,
  stats: TermStats,
  collections: ReadonlyArray<[string, Collection]>,
  sliceDocuments = SNAPSHOT_SLICE_DOCUMENTS,
): Generator<void, Buffer, void> {
  let sinceSlice = 0;
  const records: Array<{ name: string; list: DocumentRecord[] }> = [];
  for (const [name, collection] of collections) {
    const list: DocumentRecord[] = [];
    for (const id of collection.ids()) {
      const record = collection.record(id);
      if (record) list.push(record);
      if (++sinceSlice % sliceDocuments === 0) yield;
    }
    records.push({ name, list });
  }
  // Live terms, renumbered densely in id order (monotone: bags stay sorted).
  const used = new Uint8Array(stats.vocabularySize);
  for (const { list } of records) {
    for (const r of list) {
      for (let i = 0; i < r.pairs.length; i += 2) used[r.pairs[i] as number] = 1;
      if (++sinceSlice % sliceDocuments === 0) yield;
    }
  }
  const newId = new Uint32Array(stats.vocabularySize);
  const terms: string[] = [];
  const surfaces: string[] = [];
  for (let id = 0; id < used.length; id++) {
    if (!used[id]) continue;
    newId[id] = terms.length;
    terms.push(stats.termOf(id));
    surfaces.push(stats.recordedSurface(id));
  }
  const header: SnapshotHeader = {
    format: INDEX_SNAPSHOT_FORMAT,
    ...identity,
    terms: terms.length,
    collections: records.map(({ name, list }) => ({
      name,
      count: list.length,
      pairs: list.reduce((n, r) => n + r.pairs.length, 0),
      concepts: list.reduce((n, r) => n + r.concepts.length, 0),
    })),
    savedAt: new Date().toISOString(),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const vocabulary = Buffer.from(JSON.stringify([terms, surfaces]));
  let size = align8(MAGIC.length + 4 + headerBytes.length) + align8(4 + vocabulary.length);
  for (const c of header.collections) for (const [, bytes, n] of sections(c.count, c.pairs, c.concepts, identity.dimensions, identity.storage)) size += align8(bytes * n);
  const out = Buffer.alloc(size);
  let at = out.write(MAGIC, 0, "latin1");
  out.writeUInt32LE(headerBytes.length, at);
  headerBytes.copy(out, at + 4);
  at = align8(at + 4 + headerBytes.length);
  out.writeUInt32LE(vocabulary.length, at);
  vocabulary.copy(out, at + 4);
  at = align8(at + 4 + vocabulary.length);
  for (const [c, { list }] of records.entries()) {
    const meta = header.collections[c] as SnapshotHeader["collections"][number];
    const views = viewsAt(out, at, meta.count, meta.pairs, meta.concepts, identity.dimensions, identity.storage);
    let pairAt = 0;
    let conceptAt = 0;
    for (const [i, r] of list.entries()) {
      views.ids[i] = r.id;
      views.textHash[i] = r.textHash;
      views.contentHash[i] = r.contentHash;
      views.length[i] = r.length;
      views.pairCount[i] = r.pairs.length;
      views.conceptCount[i] = r.concepts.length;
      views.scale[i] = r.vector.scale;
      views.hashA[i] = r.vector.hash[0];
      views.hashB[i] = r.vector.hash[1];
      for (let p = 0; p < r.pairs.length; p += 2) {
        views.pairs[pairAt + p] = newId[r.pairs[p] as number] as number;
        views.pairs[pairAt + p + 1] = r.pairs[p + 1] as number;
      }
      pairAt += r.pairs.length;
      views.concepts.set(r.concepts, conceptAt);
      conceptAt += r.concepts.length;
      views.vectors.set(r.vector.values, i * identity.dimensions);
      if (++sinceSlice % sliceDocuments === 0) yield;
    }
    at = views.end;
  }
  return out;
}

type Views = {
  ids: Float64Array;
  textHash: Uint32Array;
  contentHash: Uint32Array;
  length: Float64Array;
  pairCount: Uint32Array;
  conceptCount: Uint32Array;
  scale: Float32Array;
  hashA: Uint32Array;
  hashB: Uint32Array;
  pairs: Uint32Array;
  concepts: Uint16Array;
  vectors: Float32Array | Int8Array;
  end: number;
};

const ARRAY_TYPES: Record<Exclude<Section, "vectors">, new (buffer: ArrayBuffer, offset: number, length: number) => Views[Exclude<Section, "vectors">]> = {
  ids: Float64Array,
  textHash: Uint32Array,
  contentHash: Uint32Array,
  length: Float64Array,
  pairCount: Uint32Array,
  conceptCount: Uint32Array,
  scale: Float32Array,
  hashA: Uint32Array,
  hashB: Uint32Array,
  pairs: Uint32Array,
  concepts: Uint16Array,
};

/** Typed-array views of one collection's sections starting at `at` (8-aligned in an 8-aligned buffer). */
function viewsAt(buffer: Buffer, at: number, count: number, pairs: number, concepts: number, dimensions: number, storage: VectorStorage): Views {
  const views: Partial<Views> = {};
  let offset = at;
  for (const [name, bytes, n] of sections(count, pairs, concepts, dimensions, storage)) {
    if (offset + bytes * n > buffer.length) throw new RangeError("snapshot truncated");
    const start = buffer.byteOffset + offset;
    if (name === "vectors") views.vectors = storage === "f32" ? new Float32Array(buffer.buffer, start, n) : new Int8Array(buffer.buffer, start, n);
    else (views as Record<string, unknown>)[name] = new ARRAY_TYPES[name](buffer.buffer as ArrayBuffer, start, n);
    offset += align8(bytes * n);
  }
  return { ...(views as Views), end: offset };
}

/**
 * Reads a snapshot written by writeIndexSnapshot and hands each collection its part (see
 * Collection.beginRestore); the snapshot's terms are interned into `stats`. False, and nothing
 * changed, when the file is missing, unreadable, truncated, of another format or identity, or
 * lacks one of the collections.
 */
export function readIndexSnapshot(path: string, identity: SnapshotIdentity, stats: TermStats, collections: ReadonlyArray<[string, Collection]>): boolean {
  if (!existsSync(path)) return false;
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return false;
  }
  // Typed-array views need aligned offsets; a Buffer from a small pool may not start aligned.
  if (file.byteOffset % 8 !== 0) file = Buffer.from(new Uint8Array(file).buffer);
  let header: SnapshotHeader;
  let terms: string[];
  let surfaces: string[];
  let parts: Views[];
  try {
    if (file.toString("latin1", 0, MAGIC.length) !== MAGIC) return false;
    let at = MAGIC.length;
    const headerLength = file.readUInt32LE(at);
    header = JSON.parse(file.toString("utf8", at + 4, at + 4 + headerLength)) as SnapshotHeader;
    if (
      header.format !== INDEX_SNAPSHOT_FORMAT ||
      header.analysis !== identity.analysis ||
      header.embedderVersion !== identity.embedderVersion ||
      header.dimensions !== identity.dimensions ||
      header.storage !== identity.storage
    ) {
      return false;
    }
    at = align8(at + 4 + headerLength);
    const vocabularyLength = file.readUInt32LE(at);
    [terms, surfaces] = JSON.parse(file.toString("utf8", at + 4, at + 4 + vocabularyLength)) as [string[], string[]];
    if (terms.length !== header.terms || surfaces.length !== header.terms) return false;
    at = align8(at + 4 + vocabularyLength);
    parts = header.collections.map((c) => {
      const views = viewsAt(file, at, c.count, c.pairs, c.concepts, header.dimensions, header.storage);
      at = views.end;
      return views;
    });
    if (at !== file.length) return false;
  } catch {
    return false;
  }
  const byName = new Map(header.collections.map((c, i) => [c.name, parts[i] as Views]));
  if (collections.some(([name]) => !byName.has(name))) return false;
  const termMap = new Uint32Array(terms.length);
  let identical = true;
  terms.forEach((term, i) => {
    termMap[i] = stats.intern(term, surfaces[i] ?? "");
    if (termMap[i] !== i) identical = false;
  });
  for (const [name, collection] of collections) collection.beginRestore(restoreSource(byName.get(name) as Views, terms.length, identical ? null : termMap, header.dimensions));
  return true;
}

function restoreSource(views: Views, termCount: number, termMap: Uint32Array | null, dimensions: number): RestoreSource {
  const count = views.ids.length;
  const pairStart = new Float64Array(count + 1);
  const conceptStart = new Float64Array(count + 1);
  const index = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    pairStart[i + 1] = (pairStart[i] as number) + (views.pairCount[i] as number);
    conceptStart[i + 1] = (conceptStart[i] as number) + (views.conceptCount[i] as number);
    index.set(views.ids[i] as number, i);
  }
  return {
    termMap,
    totals: { documents: count, pairs: views.pairs.length, concepts: views.concepts.length },
    record(id) {
      const i = index.get(id);
      if (i === undefined) return undefined;
      const pairs = views.pairs.subarray(pairStart[i], pairStart[i + 1]);
      for (let p = 0; p < pairs.length; p += 2) if ((pairs[p] as number) >= termCount) return undefined;
      return {
        id,
        textHash: views.textHash[i] as number,
        contentHash: views.contentHash[i] as number,
        length: views.length[i] as number,
        pairs,
        concepts: views.concepts.subarray(conceptStart[i], conceptStart[i + 1]),
        vector: {
          values: views.vectors.subarray(i * dimensions, (i + 1) * dimensions),
          scale: views.scale[i] as number,
          hash: [views.hashA[i] as number, views.hashB[i] as number],
        },
      };
    },
  };
}
