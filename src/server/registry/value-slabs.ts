/**
 * Arrays for the stored values of ordinary writes, carved from shared slabs instead of one
 * ArrayBuffer per write: an ArrayBuffer of its own cost an update about a tenth of its CPU
 * (allocation, external-memory accounting, the collector's sweep of backing stores; see
 * docs/performance.md, "Updates: round s21"). Each range is handed out once, to one owned
 * storage write (`Storage.createOwned`/`updateOwned`), and never written again; the slabs are
 * registered in `ownedSlabBuffers` so that the memory storage keeps those views without a copy.
 *
 * Trade-off: a stored value keeps its whole slab (SLAB_BYTES) alive; values above
 * MAX_SLAB_VALUE_BYTES get an array of their own, so a slab holds at least four values. At
 * worst (one live value per slab, the others overwritten) a value pins 8 KiB: the bound Node
 * accepts for its own Buffer pool (8 KiB, shared by allocations under 4 KiB).
 */
import { ownedSlabBuffers } from '../storage/storage.js';

export const SLAB_BYTES = 8 * 1024;
export const MAX_SLAB_VALUE_BYTES = 2048;

let slab = new Uint8Array(0);
let used = 0;

/** A zero-filled array of `length` bytes that nobody else is given (see the module comment). */
export function valueArray(length: number): Uint8Array {
  if (length > MAX_SLAB_VALUE_BYTES) return new Uint8Array(length);
  if (used + length > slab.length) {
    slab = new Uint8Array(SLAB_BYTES);
    ownedSlabBuffers.add(slab.buffer);
    used = 0;
  }
  const out = slab.subarray(used, used + length);
  used += length;
  return out;
}
