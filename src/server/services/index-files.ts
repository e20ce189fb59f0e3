/**
 * The files of one index in DATA_DIR/vectors: its vector graph(s) and the snapshot of its
 * analysed documents, read at start and written back when the index changed since (at start
 * after an analysis, every INDEX_SAVE_SECONDS from jobs/index-saves.ts, and at shutdown).
 * The matching service and the product service each keep one.
 *
 * Each save also writes `NAME.origin.json`: the identity of the database the index was read from
 * and its event mark (db/identity.ts). At load, files of another database, without that file, or
 * from later than the database (a backup of the database alone restored) are set aside, renamed
 * into `vectors/set-aside-DATE/`, and the index is rebuilt from the database: usearch crashed
 * natively ("corrupted size vs. prev_size") on the graphs of another database.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { temporaryPath } from "../../engine";
import type { DatabaseStamp } from "../db/identity";

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

/** Why the files found could not serve this database (null: they can). */
export function foreignReason(found: DatabaseStamp | null, current: DatabaseStamp): string | null {
  if (!found) return "ils ne disent pas pour quelle base de données ils ont été écrits";
  if (found.database !== current.database) return "ils ont été écrits pour une autre base de données";
  if (found.events > current.events) return "ils sont plus récents que la base de données (sauvegarde de la base restaurée ?)";
  return null;
}

function readOrigin(file: string): DatabaseStamp | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<DatabaseStamp>;
    return typeof parsed.database === "string" && typeof parsed.events === "number" ? { database: parsed.database, events: parsed.events } : null;
  } catch {
    return null;
  }
}

export class IndexFiles {
  readonly directory: string;
  readonly vectorsPath: string;
  readonly snapshotPath: string;
  readonly originPath: string;
  /**
   * The database the index is read from; when set, `load` checks the files against it and every
   * save stamps them with it. Left unset (tests of the files alone), neither happens.
   */
  origin: DatabaseStamp | undefined;
  /** Where the last `load` put files of another database, and why (null when it loaded them). */
  setAside: { directory: string; reason: string } | null = null;
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
    this.originPath = path.join(this.directory, `${name}.origin.json`);
    this.#name = name;
  }

  readonly #name: string;

  /** This index's files in the directory (not the scratch files of a save or an analysis). */
  #ownFiles(): string[] {
    if (!fs.existsSync(this.directory)) return [];
    return fs.readdirSync(this.directory).filter((file) => file.startsWith(`${this.#name}.`) && !file.endsWith(".tmp"));
  }

  /**
   * Reads the snapshot and the graph(s); true when the graph(s) could be loaded. Files that
   * cannot serve `origin` (see foreignReason) are first set aside, and nothing is loaded.
   */
  load(): boolean {
    this.setAside = null;
    if (this.origin) {
      const files = this.#ownFiles();
      const reason = files.length > 0 ? foreignReason(readOrigin(this.originPath), this.origin) : null;
      if (reason) {
        const directory = path.join(this.directory, `set-aside-${new Date().toISOString().replace(/[:.]/g, "-")}`);
        fs.mkdirSync(directory, { recursive: true });
        for (const file of files) fs.renameSync(path.join(this.directory, file), path.join(directory, file));
        this.setAside = { directory, reason };
        return false;
      }
    }
    this.index.loadSnapshot(this.snapshotPath);
    return this.index.loadVectors(this.vectorsPath);
  }

  /** Stamps the files just written with the database they were read from. */
  #writeOrigin(): void {
    if (!this.origin) return;
    const temporary = temporaryPath(this.originPath);
    fs.writeFileSync(temporary, JSON.stringify({ ...this.origin, savedAt: new Date().toISOString() }, null, 2));
    fs.renameSync(temporary, this.originPath);
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
    this.#writeOrigin();
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
    this.#writeOrigin();
    this.#savedChanges = Math.max(this.#savedChanges, changes);
    return true;
  }
}
