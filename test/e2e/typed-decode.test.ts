import { describe, expect, it } from 'vitest';
import { jsonOf, startCluster } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const LC = '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates';
const post = (body: unknown, qs = ''): [string, RequestInit] => [
  qs,
  { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
];

describe('typed decoding of request bodies', () => {
  it.each([
    [{ metadata: { name: 'a' }, handler: 5 }, 'json: cannot unmarshal number into Go struct field RuntimeClass.handler of type string'],
    [{ metadata: { name: 7 }, handler: 'a' }, 'json: cannot unmarshal number into Go struct field ObjectMeta.metadata.name of type string'],
    [{ metadata: { name: 'a', labels: ['x'] }, handler: 'a' }, 'json: cannot unmarshal array into Go struct field ObjectMeta.metadata.labels of type map[string]string'],
    [{ metadata: { name: 'a' }, handler: 'a', scheduling: { tolerations: {} } }, 'json: cannot unmarshal object into Go struct field Scheduling.scheduling.tolerations of type []v1.Toleration'],
    [{ metadata: { name: 'a' }, handler: 'a', scheduling: { tolerations: [{ tolerationSeconds: 1.5 }] } }, 'json: cannot unmarshal number 1.5 into Go struct field Toleration.scheduling.tolerations[0].tolerationSeconds of type int64'],
    [{ metadata: { name: 'a' }, handler: 'a', overhead: { podFixed: { cpu: 'lots' } } }, "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"],
  ])('rejects %j with a Go-worded 400', async (body, detail) => {
    const { fetch } = await startCluster();
    const [, init] = post(body);
    const res = await fetch(RC, init);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toBe(`RuntimeClass in version "v1" cannot be handled as a RuntimeClass: ${detail}`);
  });

  it('normalises quantities and micro times like upstream', async () => {
    const { fetch } = await startCluster();
    const rc = await jsonOf(await fetch(RC, post({ metadata: { name: 'a' }, handler: 'a', overhead: { podFixed: { cpu: '1000m', memory: 1024 } } })[1]));
    expect(rc.overhead.podFixed).toEqual({ cpu: '1', memory: '1024' });
    const lc = await jsonOf(
      await fetch(
        LC,
        post({ metadata: { name: 'c' }, spec: { leaseName: 'l', binaryVersion: '1.0.0', strategy: 'x.io/s', renewTime: '2024-01-01T00:00:00.5Z' } })[1],
      ),
    );
    expect(lc.spec.renewTime).toBe('2024-01-01T00:00:00.500000Z');
  });

  it('drops unknown fields and warns by default, once per field', async () => {
    const { fetch } = await startCluster();
    const res = await fetch(RC, post({ metadata: { name: 'a', bogus: 1 }, handler: 'a', extra: { x: 1 } })[1]);
    expect(res.status).toBe(201);
    // One header per field, in document order.
    expect(res.headers.get('warning')).toBe('299 - "unknown field \\"metadata.bogus\\"", 299 - "unknown field \\"extra\\""');
    const body = await jsonOf(res);
    expect(body).not.toHaveProperty('extra');
    expect(body.metadata).not.toHaveProperty('bogus');
  });

  it('fieldValidation=Strict rejects unknown fields, Ignore stays silent', async () => {
    const { fetch } = await startCluster();
    const strict = await fetch(`${RC}?fieldValidation=Strict`, post({ metadata: { name: 'a' }, handler: 'a', spec: {} })[1]);
    expect(strict.status).toBe(400);
    expect((await jsonOf(strict)).message).toBe('RuntimeClass in version "v1" cannot be handled as a RuntimeClass: strict decoding error: unknown field "spec"');
    const ignore = await fetch(`${RC}?fieldValidation=Ignore`, post({ metadata: { name: 'a' }, handler: 'a', spec: {} })[1]);
    expect(ignore.status).toBe(201);
    expect(ignore.headers.get('warning')).toBeNull();
    const bad = await fetch(`${RC}?fieldValidation=Loud`, post({ metadata: { name: 'b' }, handler: 'b' })[1]);
    expect(bad.status).toBe(422);
    expect((await jsonOf(bad)).message).toBe(
      'CreateOptions.meta.cluster.io "" is invalid: fieldValidation: Unsupported value: "Loud": supported values: "", "Ignore", "Strict", "Warn"',
    );
  });
});
