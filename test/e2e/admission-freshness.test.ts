/**
 * Admission reads policies from the server's watch caches and brings each cache up to the
 * latest write this server acknowledged for that resource before it admits a request. Writes
 * to other resources must not make it ask storage for progress: with etcd every progress
 * request is a marker key's put and delete, so asking on every write tripled the write load.
 * The storage here answers progress only when asked (as etcd does), and counts the requests.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../src/server/storage/memory.js';
import type { KeyValue, ListOptions, ListResult, Storage, StorageEvent, StorageWatch, WatchOptions } from '../../src/server/storage/storage.js';
import { jsonOf, startCluster } from './harness.js';

/** Memory storage whose watches hear of other prefixes' commits only through requestProgress. */
class ProgressOnRequestStorage implements Storage {
  progressRequests = 0;
  private readonly inner = new MemoryStorage();

  currentRevision(): number {
    return this.inner.currentRevision();
  }
  compactedRevision(): number {
    return this.inner.compactedRevision();
  }
  get(key: string, opts?: { revision?: number }): Promise<KeyValue | undefined> {
    return this.inner.get(key, opts);
  }
  list(prefix: string, opts?: ListOptions): Promise<ListResult> {
    return this.inner.list(prefix, opts);
  }
  create(key: string, value: Uint8Array): Promise<KeyValue> {
    return this.inner.create(key, value);
  }
  update(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.inner.update(key, value, opts);
  }
  delete(key: string, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.inner.delete(key, opts);
  }
  watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch {
    let asked = false;
    const onProgress = opts.onProgress;
    const inner = this.inner.watch(
      prefix,
      {
        ...opts,
        onProgress: onProgress
          ? (revision) => {
              if (!asked) return;
              asked = false;
              onProgress(revision);
            }
          : undefined,
      },
      listener,
    );
    return {
      stop: () => inner.stop(),
      requestProgress: () => {
        this.progressRequests++;
        asked = true;
        inner.requestProgress();
      },
    };
  }
  compact(revision: number): void {
    this.inner.compact(revision);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

const VAP = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies';
const VAPB = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings';
const RC = '/apis/node.cluster.io/v1/runtimeclasses';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rc = (name: string, handler: string) => ({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler });

describe('admission cache freshness', () => {
  it('writes to resources no policy was written for ask storage for no progress', async () => {
    const storage = new ProgressOnRequestStorage();
    const c = await startCluster({ storage });
    const before = storage.progressRequests;
    for (let i = 0; i < 20; i++) expect((await c.fetch(RC, json(rc(`plain-${i}`, 'runc')))).status).toBe(201);
    expect(storage.progressRequests - before).toBe(0);
  });

  it('a policy and binding written on this server apply to the very next write, and later writes ask for no progress', async () => {
    const storage = new ProgressOnRequestStorage();
    const c = await startCluster({ storage });
    const policy = {
      apiVersion: 'admissionregistration.cluster.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata: { name: 'handlers' },
      spec: {
        matchConstraints: { resourceRules: [{ apiGroups: ['node.cluster.io'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['runtimeclasses'] }] },
        validations: [{ expression: "object.handler == 'runc'", message: 'handler must be runc' }],
      },
    };
    const binding = {
      apiVersion: 'admissionregistration.cluster.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata: { name: 'handlers-binding' },
      spec: { policyName: 'handlers', validationActions: ['Deny'] },
    };
    expect((await c.fetch(VAP, json(policy))).status).toBe(201);
    expect((await c.fetch(VAPB, json(binding))).status).toBe(201);
    const denied = await c.fetch(RC, json(rc('kata-1', 'kata')));
    expect(denied.status).toBe(422);
    expect((await jsonOf(denied)).message).toContain('handler must be runc');
    const before = storage.progressRequests;
    for (let i = 0; i < 20; i++) expect((await c.fetch(RC, json(rc(`runc-${i}`, 'runc')))).status).toBe(201);
    expect(storage.progressRequests - before).toBe(0);
  });
});
