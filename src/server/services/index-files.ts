/**
 * The files of one index in DATA_DIR/vectors: its vector graph(s) and the snapshot of its
 * analysed documents, read at start and written back when the index changed since (at start
 * after an analysis, every INDEX_SAVE_SECONDS from jobs/index-saves.ts, and at shutdown).
 * The matching service and the product service each keep one.
 */
import fs from "node:fs";
import path from "node:path";

/** What an index offers to be stored (MatchingEngine, ProductSearchIndex). */
export interface StorableIndex {
  loadSnapshot(path: string): boolean;
  loadVectors(path: string): boolean;
  saveSnapshot(path: string): void;
  saveVectors(path: string): void;
}

export class IndexFiles {
  readonly directory: string;
  readonly vectorsPath: string;
  readonly snapshotPath: string;
  /** Changes of the index since start, and at the last save. */
  #changes = 0;
  #savedChanges = 0;

  constructor(
    private readonly index: StorableIndex,
    dataDir: string,
    name: string,
  ) {
    this.directory = path.join(dataDir, "vectors");
    this.vectorsPath = path.join(this.directory, `${name}.usearch`);
    this.snapshotPath = path.join(this.directory, `${name}.snapshot`);
  }

  /** Reads the snapshot and the graph(s); true when the graph(s) could be loaded. */
  load(): boolean {
    this.index.loadSnapshot(this.snapshotPath);
    return this.index.loadVectors(this.vectorsPath);
  }

  /** A scratch path beside the snapshot, for an analysis child process to write to. */
  scratchPath(): string {
    fs.mkdirSync(this.directory, { recursive: true });
    return `${this.snapshotPath}.${process.pid}.analysis.tmp`;
  }

  /** The index changed: the files are written again at the next `saveIfChanged`. */
  changed(): void {
    this.#changes++;
  }

  save(): void {
    const changes = this.#changes;
    fs.mkdirSync(this.directory, { recursive: true });
    this.index.saveVectors(this.vectorsPath);
    this.index.saveSnapshot(this.snapshotPath);
    this.#savedChanges = changes;
  }

  /** Saves when the index changed since the last save; true when it did. */
  saveIfChanged(): boolean {
    if (this.#changes === this.#savedChanges) return false;
    this.save();
    return true;
  }
}
