/**
 * What the matching service and the product service share as hosts of an in-memory index: its
 * files in DATA_DIR (index-files.ts), how the last start loaded it, and the saves the server's
 * jobs and shutdown call (jobs/index-saves.ts, main.ts). Each subclass loads its own documents.
 */
import type { Database } from "../db/client";
import { databaseStamp, eventsMark } from "../db/identity";
import { IndexFiles, type StorableIndex } from "./index-files";

export abstract class IndexHost<Index extends StorableIndex> {
  /** How many documents the last `load` restored from the snapshot, of how many. */
  loaded = { restored: 0, total: 0 };
  /** The index's files; every insertion or removal counts as a change to save. */
  protected readonly files: IndexFiles;
  /**
   * Tells the operator, once, that the index files found were set aside (index-files.ts); the
   * server passes its logger's warn, the CLI writes to stderr.
   */
  warn: (message: string) => void = (message) => process.stderr.write(`${message}\n`);

  protected constructor(
    readonly index: Index,
    dataDir: string,
    private readonly name: "listings" | "products",
    private readonly source: Database,
  ) {
    this.files = new IndexFiles(index, dataDir, name);
  }

  /**
   * Reads the index files after checking that they were written for this database; files of
   * another one (or from later than it) are set aside, said once, and nothing is loaded, so the
   * caller rebuilds the index from the database. True when the graph(s) could be loaded.
   */
  protected async loadFiles(): Promise<boolean> {
    this.files.origin = await databaseStamp(this.source);
    const loaded = this.files.load();
    const { setAside } = this.files;
    if (setAside) {
      this.warn(
        `Index « ${this.name} » : fichiers de ${this.files.directory} mis de côté dans ${setAside.directory}, car ${setAside.reason} ; l'index est reconstruit depuis la base de données.`,
      );
    }
    return loaded;
  }

  /** Where the last load set the files found aside, and why (null when it loaded them). */
  get filesSetAside(): { directory: string; reason: string } | null {
    return this.files.setAside;
  }

  /** Reads the documents of the database into the index (from the snapshot when it is current). */
  abstract load(): Promise<void>;

  /** Writes the vector graph(s) and the snapshot of analysed documents to DATA_DIR for the next start. */
  saveIndex(): void {
    this.files.save();
  }

  /** Saves the index files in the background (IndexFiles.saveInBackground) when the index changed since the last save; true when it did. */
  async saveIndexInBackground(): Promise<boolean> {
    // The files will say how far the database had gone (a later backup restore sets them aside).
    if (this.files.origin) this.files.origin = { ...this.files.origin, events: await eventsMark(this.source) };
    return this.files.saveInBackground();
  }

  /** Resolves once no background save of the index files is under way. */
  indexSaved(): Promise<void> {
    return this.files.settled();
  }
}
