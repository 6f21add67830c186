/**
 * The argument and revision checks every in-process Storage backend makes the same way
 * (memory, SQLite), with the contract's errors and texts.
 */
import { ownedSlabBuffers, StorageError } from './storage.js';

/**
 * The revision a read runs at: `requested` (0/undefined: the latest), refused with
 * FutureRevision above `current` and Compacted below `compacted`. A revision that is not a
 * non-negative integer is a programming error (RangeError).
 */
export function readRevision(requested: number | undefined, key: string, current: number, compacted: number): number {
  if (requested === undefined || requested === 0) return current;
  if (!Number.isSafeInteger(requested) || requested < 0) {
    throw new RangeError(`revision must be a non-negative integer, got ${String(requested)}`);
  }
  if (requested > current) {
    throw new StorageError('FutureRevision', key, current, `revision ${requested} is newer than the current revision ${current}`);
  }
  if (requested < compacted) {
    throw new StorageError('Compacted', key, compacted, `revision ${requested} is compacted (compacted revision ${compacted})`);
  }
  return requested;
}

/** A watch's start: a non-negative integer not older than the compacted revision. */
export function checkWatchStart(prefix: string, afterRevision: number, compacted: number): void {
  if (!(Number.isSafeInteger(afterRevision) && afterRevision >= 0)) {
    throw new RangeError(`afterRevision must be a non-negative integer, got ${String(afterRevision)}`);
  }
  if (afterRevision < compacted) {
    throw new StorageError(
      'Compacted',
      prefix,
      compacted,
      `watch of ${JSON.stringify(prefix)} from revision ${afterRevision}: history before revision ${compacted} is compacted`,
    );
  }
}

/** A compaction target: a non-negative integer not above `current`. */
export function checkCompactRevision(revision: number, current: number): void {
  if (!Number.isSafeInteger(revision) || revision < 0) {
    throw new RangeError(`compact revision must be a non-negative integer, got ${String(revision)}`);
  }
  if (revision > current) {
    throw new StorageError('FutureRevision', '', current, `cannot compact to revision ${revision}: current revision is ${current}`);
  }
}

/** A list limit: a non-negative integer (0: no limit). */
export function checkLimit(limit: number): void {
  if (!(Number.isSafeInteger(limit) && limit >= 0)) {
    throw new RangeError(`limit must be a non-negative integer, got ${String(limit)}`);
  }
}

/** Stored values are bytes: a fresh copy, so later writes to the caller's array cannot reach the store. */
export function copyValue(value: Uint8Array): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new TypeError('value must be a Uint8Array');
  return new Uint8Array(value);
}

/**
 * A value handed over by its writer (Storage.createOwned/updateOwned), kept as it is. A view
 * into a larger buffer (Node's pooled `Buffer`s) is copied all the same: keeping it would keep
 * the whole shared buffer alive for as long as the value is stored.
 */
export function ownedValue(value: Uint8Array): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new TypeError('value must be a Uint8Array');
  const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
  // A range of a writer's slab (storage.ts, ownedSlabBuffers) is the writer's alone: kept.
  return whole || ownedSlabBuffers.has(value.buffer) ? value : new Uint8Array(value);
}
