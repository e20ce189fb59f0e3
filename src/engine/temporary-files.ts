/** Index files are written to a temporary name and renamed, so a crash mid-write leaves the previous file whole. */
import { renameSync, writeFileSync } from "node:fs";

let count = 0;

/** A temporary name of this process's own beside `path`: two servers sharing DATA_DIR may save at once. */
export function temporaryPath(path: string): string {
  return `${path}.${process.pid}.${Date.now()}.${++count}.tmp`;
}

export function writeFileAtomically(path: string, bytes: Uint8Array | string): void {
  const temporary = temporaryPath(path);
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}
