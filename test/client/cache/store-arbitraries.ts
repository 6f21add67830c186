/**
 * Random cache objects for the store property tests (store.property.test.ts for the default
 * cache, record-store.property.test.ts for the compact one): names and namespaces from small
 * pools so keys collide, uids that change (an object re-created), resourceVersions that
 * repeat, and labels the custom indexes read.
 */
import fc from 'fast-check';
import type { TestObject } from './fake-lister-watcher.js';

export const NAMESPACES = [undefined, '', 'ns1', 'ns2'] as const;
export const NAMES = ['a', 'b', 'c', 'd/é'] as const;

export const byApp = (o: TestObject): string[] => (o.metadata.labels?.app ? [o.metadata.labels.app] : []);
/** Multi-valued, with a duplicate when both labels are equal. */
export const byLabels = (o: TestObject): string[] => Object.values(o.metadata.labels ?? {});
export const INDEXERS = { app: byApp, labels: byLabels };

export interface StoreObjectOptions {
  /** Names to pick from (default {@link NAMES}). */
  readonly names?: readonly string[];
  /** Values of the `app` label (undefined: no label). */
  readonly apps?: readonly (string | undefined)[];
  /** When given, every object gets `spec: { value }` with a value from it (JSON-normalised). */
  readonly payload?: fc.Arbitrary<unknown>;
}

export function storeObjectArb(options: StoreObjectOptions = {}): fc.Arbitrary<TestObject> {
  const { names = NAMES, apps = ['web', 'db', undefined], payload } = options;
  return fc
    .record({
      ns: fc.constantFrom(...NAMESPACES),
      name: fc.constantFrom(...names),
      uid: fc.constantFrom('u1', 'u2', undefined),
      rv: fc.constantFrom('1', '2', '3', '', undefined),
      app: fc.constantFrom(...apps),
      tier: fc.constantFrom('web', 'x', undefined),
      payload: payload ?? fc.constant(undefined),
    })
    .map(({ ns, name, uid, rv, app, tier, payload: value }) => ({
      apiVersion: 'test.cluster.io/v1',
      kind: 'Thing',
      metadata: {
        // A cluster-scoped name with '/' would share its `a/b` key with object b of namespace a.
        name: ns ? name : name.replace('/', ''),
        ...(ns !== undefined ? { namespace: ns } : {}),
        ...(uid !== undefined ? { uid } : {}),
        ...(rv !== undefined ? { resourceVersion: rv } : {}),
        labels: { ...(app ? { app } : {}), ...(tier ? { tier } : {}) },
      },
      // JSON-normalised (as a decoded object is: no -0, no undefined members).
      ...(payload !== undefined ? { spec: JSON.parse(JSON.stringify({ value })) as { value?: string } } : {}),
    }));
}
