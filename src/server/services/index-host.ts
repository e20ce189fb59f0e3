/**
 * What the matching service and the product service share as hosts of an in-memory index: its
 * files in DATA_DIR (index-files.ts), how the last start loaded it, and the saves the server's
 * jobs and shutdown call (jobs/index-saves.ts, main.ts). Each subclass loads its own documents.
 */
import { IndexFiles, type StorableIndex } from "./index-files";

export abstract class IndexHost<Index extends StorableIndex> {
  /** How many documents the last `load` restored from the snapshot, of how many. */
  loaded = { restored: 0, total: 0 };
  /** The index's files; every insertion or removal counts as a change to save. */
  protected readonly files: IndexFiles;

  protected constructor(
    readonly index: Index,
    dataDir: string,
    name: "listings" | "products",
  ) {
    this.files = new IndexFiles(index, dataDir, name);
  }

  /** Reads the documents of the database into the index (from the snapshot when it is current). */
  abstract load(): Promise<void>;

  /** Writes the vector graph(s) and the snapshot of analysed documents to DATA_DIR for the next start. */
  saveIndex(): void {
    this.files.save();
  }

  /** Saves the index files in the background (IndexFiles.saveInBackground) when the index changed since the last save; true when it did. */
  saveIndexInBackground(): Promise<boolean> {
    return this.files.saveInBackground();
  }

  /** Resolves once no background save of the index files is under way. */
  indexSaved(): Promise<void> {
    return this.files.settled();
  }
}
