/**
 * The files of one index in DATA_DIR/vectors: its vector graph(s) and the snapshot of its
 * analysed documents, read at start and written back when the index changed since (at start
 * after an analysis, every INDEX_SAVE_SECONDS from jobs/index-saves.ts, and at shutdown).
 * The matching service and the product service each keep one.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { temporaryPath } from "../../engine";

/** What an index offers to be stored (MatchingEngine, ProductSearchIndex). */
export interface StorableIndex {
  loadSnapshot(path: string): boolean;
  loadVectors(path: string): boolean;
  saveSnapshot(path: string): void;
  encodeSnapshotInSlices(): Generator<void, Buffer, void>;
  /** Grows at every insertion and removal of a document. */
  readonly mutations: number;
  saveVectors(path: string): void;
}

/** Pause between the graph save and the snapshot's encoding. */
const BETWEEN_STEPS_MS = 25;
/** Encodings in slices dropped in a row (the index changed meanwhile) before one in a single piece. */
const DROPPED_ENCODINGS_MAX = 3;

export class IndexFiles {
  readonly directory: string;
  readonly vectorsPath: string;
  readonly snapshotPath: string;
  /** Changes of the index since start, and at the last save. */
  #changes = 0;
  #savedChanges = 0;
  /** The background save under way, if any. */
  #saving: Promise<boolean> | undefined;

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

  /** The index changed: the files are written again at the next `saveInBackground`. */
  changed(): void {
    this.#changes++;
  }

  save(): void {
    const changes = this.#changes;
    fs.mkdirSync(this.directory, { recursive: true });
    this.index.saveVectors(this.vectorsPath);
    this.index.saveSnapshot(this.snapshotPath);
    this.#savedChanges = Math.max(this.#savedChanges, changes);
  }

  /**
   * Saves when the index changed since the last save, without holding the event loop for the
   * whole save: the graphs (native, synchronous), then a short pause, then the snapshot's bytes
   * taken in slices (see #encodeSnapshot) and written asynchronously. True when it saved. Await
   * `settled()` before a synchronous `save()`, or the late rename of this one could replace
   * newer files.
   */
  saveInBackground(): Promise<boolean> {
    this.#saving ??= this.#saveInBackground().finally(() => (this.#saving = undefined));
    return this.#saving;
  }

  /** Resolves once no background save is under way. */
  async settled(): Promise<void> {
    await this.#saving?.catch(() => undefined);
  }

  /**
   * The snapshot's bytes, taken in slices with a pause after each (requests get in between).
   * If a document was inserted or removed meanwhile, the slices are dropped and taken again;
   * after DROPPED_ENCODINGS_MAX such drops, in one piece (no pause: nothing can change it).
   */
  async #encodeSnapshot(): Promise<Buffer> {
    for (let drops = 0; ; drops++) {
      const pause = drops < DROPPED_ENCODINGS_MAX;
      const before = this.index.mutations;
      const slices = this.index.encodeSnapshotInSlices();
      let step = slices.next();
      while (!step.done) {
        if (pause) await delay(0);
        if (this.index.mutations !== before) break;
        step = slices.next();
      }
      if (step.done) return step.value;
    }
  }

  async #saveInBackground(): Promise<boolean> {
    if (this.#changes === this.#savedChanges) return false;
    const changes = this.#changes;
    fs.mkdirSync(this.directory, { recursive: true });
    this.index.saveVectors(this.vectorsPath);
    // Requests held up by the graphs finish their database round trips before the next step.
    await delay(BETWEEN_STEPS_MS);
    // A graph older than the snapshot is fine: the next start patches it from the snapshot.
    const bytes = await this.#encodeSnapshot();
    const temporary = temporaryPath(this.snapshotPath);
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, this.snapshotPath);
    this.#savedChanges = Math.max(this.#savedChanges, changes);
    return true;
  }
}
