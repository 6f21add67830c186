/**
 * `goOrdered` (Go's encoding/json key order for API objects): the result does not depend on
 * the order the input's keys come in, the input is never changed, an object already in order
 * is returned as it is (no copy), and ordering what it returned changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goOrdered } from '../../src/codec/go-order.js';
import { prng } from '../support/prng.js';
import { FUZZ_SEED, fuzzRuns } from '../fuzz/harness.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A deep copy of `v` with the keys of every object in an order drawn from `random`. */
function shuffled(v: Json, random: () => number): Json {
  if (Array.isArray(v)) return v.map((x) => shuffled(x, random));
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const out: { [k: string]: Json } = {};
  for (const k of keys) out[k] = shuffled(v[k]!, random);
  return out;
}

const POD: Json = {
  kind: 'Pod',
  apiVersion: 'v1',
  metadata: {
    name: 'p',
    namespace: 'default',
    labels: { z: '1', a: '2', m: '3' },
    annotations: { 'b.io/x': 'y', 'a.io/x': 'y' },
    managedFields: [{ manager: 'm', operation: 'Update', apiVersion: 'v1', time: '2025-01-01T00:00:00Z', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': {} } }],
    ownerReferences: [{ apiVersion: 'v1', kind: 'Node', name: 'n', uid: 'u', controller: true }],
    finalizers: [],
  },
  spec: {
    containers: [
      { name: 'c', image: 'i', ports: [{ containerPort: 80, protocol: 'TCP', name: 'http' }], env: [{ name: 'A', value: 'b' }], resources: {} },
      { name: 'd', image: 'j', args: ['x'], command: [] },
    ],
    nodeSelector: { zz: 'a', aa: 'b' },
    restartPolicy: 'Always',
    hostname: '',
  },
  status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True', reason: '', message: 'ok' }] },
};

const LEASE_CANDIDATE: Json = {
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: {
    name: 'kube-scheduler-ip-10-0-0-1',
    namespace: 'kube-system',
    labels: { 'topology.kubernetes.io/zone': 'eu-west-1a', 'app.kubernetes.io/name': 'kube-scheduler' },
    managedFields: [{ manager: 'kube-scheduler', operation: 'Update', apiVersion: 'coordination.cluster.io/v1beta1', time: '2025-06-01T10:00:00Z', fieldsType: 'FieldsV1', fieldsV1: { 'f:spec': { 'f:renewTime': {} } } }],
    resourceVersion: '12',
  },
  spec: {
    leaseName: 'kube-scheduler',
    binaryVersion: '1.34.0',
    emulationVersion: '1.34.0',
    strategy: 'OldestEmulationVersion',
    renewTime: '2025-06-01T10:00:00.000000Z',
    pingTime: '2025-06-01T10:00:00.000000Z',
  },
};

const GENERIC: Json = { kind: 'Widget', apiVersion: 'example.io/v1', metadata: { name: 'w', labels: { b: '1', a: '2' } }, spec: { z: 1, a: [{ y: 1, b: 2 }] } };

describe('goOrdered', () => {
  it('property: the input is not changed and its result is already ordered; a described kind orders the same whatever order its keys come in', () => {
    fc.assert(
      fc.property(fc.constantFrom(POD, LEASE_CANDIDATE, GENERIC), fc.integer(), (object, seed) => {
        const input = shuffled(object, prng(seed));
        const before = JSON.stringify(input);
        const ordered = goOrdered(input);
        expect(JSON.stringify(input)).toBe(before);
        expect(goOrdered(ordered)).toBe(ordered);
        // Fields the Go order does not describe (a Pod's spec here) keep the order they came in.
        if (object === LEASE_CANDIDATE) expect(JSON.stringify(ordered)).toBe(JSON.stringify(goOrdered(object)));
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });

  it('returns an object already in order as it is, and copies only what it reorders', () => {
    const ordered = goOrdered(shuffled(POD, prng(3))) as { metadata: Json; spec: { containers: Json[] } };
    expect(goOrdered(ordered)).toBe(ordered);
    // Only a nested map out of order: the copy shares every other member.
    const metadata = ordered.metadata as { [k: string]: Json };
    const copy = { ...ordered, metadata: { ...metadata, labels: { zz: 'a', aa: 'b' } } };
    const again = goOrdered(copy) as typeof ordered & { metadata: { labels: Json; annotations: Json } };
    expect(again).not.toBe(copy);
    expect(again.spec).toBe(ordered.spec);
    expect(again.metadata.annotations).toBe(metadata.annotations);
    expect(Object.keys(again.metadata.labels as object)).toEqual(['aa', 'zz']);
  });

  it('writes Go order: struct fields by declaration, map keys sorted, empty omitempty fields left out', () => {
    expect(JSON.stringify(goOrdered(shuffled(POD, prng(11))))).toMatchInlineSnapshot(`"{"kind":"Pod","apiVersion":"v1","metadata":{"name":"p","namespace":"default","labels":{"a":"2","m":"3","z":"1"},"annotations":{"a.io/x":"y","b.io/x":"y"},"ownerReferences":[{"apiVersion":"v1","kind":"Node","name":"n","uid":"u","controller":true}],"managedFields":[{"manager":"m","operation":"Update","apiVersion":"v1","time":"2025-01-01T00:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:spec":{}}}]},"spec":{"restartPolicy":"Always","containers":[{"env":[{"name":"A","value":"b"}],"name":"c","image":"i","resources":{},"ports":[{"containerPort":80,"name":"http","protocol":"TCP"}]},{"image":"j","command":[],"name":"d","args":["x"]}],"nodeSelector":{"aa":"b","zz":"a"},"hostname":""},"status":{"conditions":[{"reason":"","type":"Ready","message":"ok","status":"True"}],"phase":"Running"}}"`);
    expect(JSON.stringify(goOrdered(shuffled(LEASE_CANDIDATE, prng(12))))).toMatchInlineSnapshot(`"{"kind":"LeaseCandidate","apiVersion":"coordination.cluster.io/v1beta1","metadata":{"name":"kube-scheduler-ip-10-0-0-1","namespace":"kube-system","resourceVersion":"12","labels":{"app.kubernetes.io/name":"kube-scheduler","topology.kubernetes.io/zone":"eu-west-1a"},"managedFields":[{"manager":"kube-scheduler","operation":"Update","apiVersion":"coordination.cluster.io/v1beta1","time":"2025-06-01T10:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:spec":{"f:renewTime":{}}}}]},"spec":{"leaseName":"kube-scheduler","pingTime":"2025-06-01T10:00:00.000000Z","renewTime":"2025-06-01T10:00:00.000000Z","binaryVersion":"1.34.0","emulationVersion":"1.34.0","strategy":"OldestEmulationVersion"}}"`);
  });
});
