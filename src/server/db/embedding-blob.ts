/** Embeddings are stored as the raw bytes of their Float32Array. */
export function toBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/** Copies the bytes (a Buffer may share a pool and be unaligned for a Float32Array view). */
export function fromBlob(blob: Buffer | null): Float32Array | undefined {
  if (!blob || blob.byteLength % 4 !== 0) return undefined;
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}
