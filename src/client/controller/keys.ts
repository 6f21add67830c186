/**
 * Work-queue keys of objects: `namespace/name`, or `name` for cluster-scoped objects
 * (client-go's MetaNamespaceKeyFunc and SplitMetaNamespaceKey). Controllers queue keys, not
 * objects, so a worker always reads the newest cached state, and an object that changed many
 * times while queued is reconciled once.
 */
import { objectKey } from '../cache/store.js';
import type { KubeObject } from '../../meta/types.js';

/** The key of `obj`: `namespace/name`, or `name` when it has no namespace. Throws without a name. */
export function keyOf(obj: KubeObject): string {
  return objectKey(obj);
}

/** A key that is not `name` or `namespace/name`. `code` is stable. */
export class KeyFormatError extends Error {
  readonly code = 'ERR_KEY_FORMAT' as const;
  readonly key: string;

  constructor(key: string) {
    super(`unexpected key format: ${JSON.stringify(key)}`);
    this.name = 'KeyFormatError';
    this.key = key;
  }
}

/**
 * Splits a key made by {@link keyOf}: `{ namespace: '', name }` for a cluster-scoped key.
 * Throws a {@link KeyFormatError} for more than one `/` or an empty name, as
 * SplitMetaNamespaceKey does for the former.
 */
export function splitKey(key: string): { namespace: string; name: string } {
  const parts = key.split('/');
  if (parts.length === 1 && parts[0] !== '') return { namespace: '', name: parts[0]! };
  if (parts.length === 2 && parts[1] !== '') return { namespace: parts[0]!, name: parts[1]! };
  throw new KeyFormatError(key);
}
