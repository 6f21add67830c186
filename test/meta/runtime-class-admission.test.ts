/**
 * RuntimeClass admission as a pure helper: the seed's RuntimeClass rules (nodeSelector merged,
 * conflicts reject, tolerations appended without duplicates, overhead.podFixed) and the cases
 * of upstream's plugin/pkg/admission/runtimeclass/admission_test.go and
 * pkg/util/tolerations/tolerations_test.go.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  applyRuntimeClass,
  isForbidden,
  mergeTolerations,
  type RuntimeClass,
  type RuntimeClassPod,
  type RuntimeClassPodSpec,
  type Toleration,
} from '../../src/index.js';

const OVERHEAD_MISMATCH = "pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead";
const OVERHEAD_WITHOUT_CLASS = 'pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead';

function rc(extra: Partial<RuntimeClass> = {}): RuntimeClass {
  return { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'foo' }, handler: 'bar', ...extra };
}

/** upstream's newOverheadValidPod: one container, overhead cpu 100m / memory 1 when set. */
function overheadPod(
  name: string,
  setOverhead: boolean,
  resources?: Record<string, string>,
): { metadata: { name: string; namespace: string }; spec: RuntimeClassPodSpec & { containers: unknown[] } } {
  const spec: RuntimeClassPodSpec & { containers: unknown[] } = {
    runtimeClassName: 'foo',
    containers: [{ name: 'foo-0', image: 'foo:V0', ...(resources ? { resources: { limits: resources, requests: resources } } : {}) }],
  };
  if (setOverhead) spec.overhead = { cpu: '100m', memory: '1' };
  return { metadata: { name, namespace: 'test' }, spec };
}

/** upstream's newSchedulingValidPod. */
function schedulingPod(name: string, nodeSelector?: Record<string, string>, tolerations?: Toleration[]): RuntimeClassPod {
  const spec: RuntimeClassPod['spec'] = { runtimeClassName: 'foo' };
  if (nodeSelector) spec.nodeSelector = nodeSelector;
  if (tolerations) spec.tolerations = tolerations;
  return { metadata: { name }, spec };
}

function rejection(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the pod to be rejected');
}

const guaranteed = { cpu: '1', memory: '10' };

describe('applyRuntimeClass: overhead (upstream TestSetOverhead)', () => {
  const small = rc({ overhead: { podFixed: { cpu: '100m', memory: '1' } } });
  const large = rc({ overhead: { podFixed: { cpu: '10', memory: '10G' } } });

  it.each([
    { name: 'overhead, no container requirements', pod: overheadPod('no-resource-req-no-overhead', false) },
    { name: 'overhead, guaranteed pod', pod: overheadPod('guaranteed', false, guaranteed) },
    { name: 'overhead, pod with same overhead already set', pod: overheadPod('empty-requiremennts-overhead', true) },
  ])('$name: the pod gets the class overhead', ({ pod }) => {
    const out = applyRuntimeClass(pod, small);
    expect(out.spec?.overhead).toEqual({ cpu: '100m', memory: '1' });
    expect(out.spec.containers).toEqual(pod.spec.containers);
  });

  it('overhead, pod with differing overhead already set: rejected as Forbidden with upstream text', () => {
    const e = rejection(() => applyRuntimeClass(overheadPod('empty-requiremennts-overhead', true), large));
    expect(isForbidden(e)).toBe(true);
    expect(e.statusCode).toBe(403);
    expect(e.message).toBe(`pods "empty-requiremennts-overhead" is forbidden: ${OVERHEAD_MISMATCH}`);
    expect(e.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `pods "empty-requiremennts-overhead" is forbidden: ${OVERHEAD_MISMATCH}`,
      reason: 'Forbidden',
      details: { name: 'empty-requiremennts-overhead', group: '', kind: 'pods' },
      code: 403,
    });
  });

  it('quantities compare by value, not by text (Semantic.DeepEqual)', () => {
    const pod = overheadPod('p', false);
    pod.spec.overhead = { cpu: '0.1', memory: '1000m' };
    const out = applyRuntimeClass(pod, small);
    // The class's podFixed is what the pod carries afterwards.
    expect(out.spec?.overhead).toEqual({ cpu: '100m', memory: '1' });
    pod.spec.overhead = { cpu: 0.1, memory: 1 };
    expect(applyRuntimeClass(pod, small).spec?.overhead).toEqual({ cpu: '100m', memory: '1' });
  });

  it('an extra or missing resource name is a mismatch', () => {
    const pod = overheadPod('p', false);
    pod.spec.overhead = { cpu: '100m', memory: '1', 'ephemeral-storage': '1' };
    expect(rejection(() => applyRuntimeClass(pod, small)).message).toBe(`pods "p" is forbidden: ${OVERHEAD_MISMATCH}`);
    pod.spec.overhead = { cpu: '100m' };
    expect(rejection(() => applyRuntimeClass(pod, small)).message).toBe(`pods "p" is forbidden: ${OVERHEAD_MISMATCH}`);
  });

  it('an empty pod overhead counts as unset and is replaced', () => {
    const pod = overheadPod('p', false);
    pod.spec.overhead = {};
    expect(applyRuntimeClass(pod, large).spec?.overhead).toEqual({ cpu: '10', memory: '10G' });
  });

  it('a class overhead without podFixed clears the pod overhead field', () => {
    const pod = overheadPod('p', false);
    pod.spec.overhead = {};
    const out = applyRuntimeClass(pod, rc({ overhead: {} }));
    expect(out.spec).not.toHaveProperty('overhead');
  });

  it('a class without overhead leaves a pod without overhead alone', () => {
    const out = applyRuntimeClass(overheadPod('p', false), rc());
    expect(out.spec).not.toHaveProperty('overhead');
  });
});

describe('applyRuntimeClass: overhead validation (upstream TestValidate, TestValidateOverhead)', () => {
  const small = rc({ overhead: { podFixed: { cpu: '100m', memory: '1' } } });
  const large = rc({ overhead: { podFixed: { cpu: '10', memory: '10G' } } });

  it.each([
    { name: 'No Overhead in RunntimeClass, Overhead set in pod', pod: overheadPod('no-resource-req-no-overhead', true, guaranteed), cls: rc(), text: OVERHEAD_WITHOUT_CLASS },
    { name: 'Non-matching Overheads', pod: overheadPod('no-resource-req-no-overhead', true), cls: large, text: OVERHEAD_MISMATCH },
  ])('$name: rejected', ({ pod, cls, text }) => {
    const e = rejection(() => applyRuntimeClass(pod, cls));
    expect(isForbidden(e)).toBe(true);
    expect(e.message).toBe(`pods "no-resource-req-no-overhead" is forbidden: ${text}`);
  });

  it('No RuntimeClass, Overhead set in pod: rejected', () => {
    const pod = overheadPod('no-resource-req-no-overhead', true, guaranteed);
    delete pod.spec.runtimeClassName;
    const e = rejection(() => applyRuntimeClass(pod, undefined));
    expect(e.message).toBe(`pods "no-resource-req-no-overhead" is forbidden: ${OVERHEAD_WITHOUT_CLASS}`);
  });

  it.each([
    { name: 'Matching Overheads (set in pod)', pod: overheadPod('no-resource-req-no-overhead', true) },
    { name: 'Overhead part of RuntimeClass, no Overhead defined in pod (admission sets it)', pod: overheadPod('no-requirements', false) },
  ])('$name: admitted', ({ pod }) => {
    expect(applyRuntimeClass(pod, small).spec?.overhead).toEqual({ cpu: '100m', memory: '1' });
  });

  it('a pod without runtimeClassName and without overhead is returned unchanged', () => {
    const pod = { metadata: { name: 'plain' }, spec: { nodeSelector: { a: 'b' }, tolerations: [] } };
    expect(applyRuntimeClass(pod, undefined)).toEqual(pod);
  });
});

describe('applyRuntimeClass: scheduling (upstream TestSetScheduling, seed rules)', () => {
  const tol = (key: string, value: string): Toleration => ({ key, operator: 'Equal', value, effect: 'NoSchedule' });

  it.each([
    {
      name: 'scheduling, nil scheduling',
      cls: rc(),
      pod: schedulingPod('pod-with-conflict-node-selector', { foo: 'bar' }, []),
      expected: schedulingPod('pod-with-conflict-node-selector', { foo: 'bar' }, []),
    },
    {
      name: 'scheduling, nil node selector',
      cls: rc({ scheduling: { nodeSelector: { foo: 'bar' } } }),
      pod: schedulingPod('pod-with-conflict-node-selector'),
      expected: schedulingPod('pod-with-conflict-node-selector', { foo: 'bar' }),
    },
    {
      name: 'scheduling, node selector with the same key value',
      cls: rc({ scheduling: { nodeSelector: { foo: 'bar' } } }),
      pod: schedulingPod('pod-with-same-key-value-node-selector', { foo: 'bar' }),
      expected: schedulingPod('pod-with-same-key-value-node-selector', { foo: 'bar' }),
    },
    {
      name: 'scheduling, node selector with different key value',
      cls: rc({ scheduling: { nodeSelector: { foo: 'bar', fizz: 'buzz' } } }),
      pod: schedulingPod('pod-with-different-key-value-node-selector', { foo: 'bar' }),
      expected: schedulingPod('pod-with-different-key-value-node-selector', { foo: 'bar', fizz: 'buzz' }),
    },
    {
      name: 'scheduling, multiple tolerations',
      cls: rc({ scheduling: { tolerations: [tol('foo', 'bar'), tol('fizz', 'buzz')] } }),
      pod: schedulingPod('pod-with-tolerations', { foo: 'bar' }, [tol('foo', 'bar')]),
      expected: schedulingPod('pod-with-tolerations', { foo: 'bar' }, [tol('foo', 'bar'), tol('fizz', 'buzz')]),
    },
    {
      name: 'empty tolerations on both sides are dropped, as the wire form omits a nil list',
      cls: rc({ scheduling: { nodeSelector: { foo: 'bar' }, tolerations: [] } }),
      pod: schedulingPod('p', undefined, []),
      expected: schedulingPod('p', { foo: 'bar' }),
    },
    {
      name: 'class tolerations are appended to the pod tolerations, pod first',
      cls: rc({ scheduling: { tolerations: [tol('b', '2')] } }),
      pod: schedulingPod('p', undefined, [tol('a', '1')]),
      expected: schedulingPod('p', undefined, [tol('a', '1'), tol('b', '2')]),
    },
  ])('$name', ({ cls, pod, expected }) => {
    const before = structuredClone(pod);
    expect(applyRuntimeClass(pod, cls)).toEqual(expected);
    // Pure: the input pod is never modified.
    expect(pod).toEqual(before);
  });

  it('scheduling, conflict node selector: rejected as Forbidden with upstream text', () => {
    const cls = rc({ scheduling: { nodeSelector: { foo: 'conflict' } } });
    const e = rejection(() => applyRuntimeClass(schedulingPod('pod-with-conflict-node-selector', { foo: 'bar' }, []), cls));
    expect(isForbidden(e)).toBe(true);
    expect(e.message).toBe(
      'pods "pod-with-conflict-node-selector" is forbidden: conflict: runtimeClass.scheduling.nodeSelector[foo] = conflict; pod.spec.nodeSelector[foo] = bar',
    );
    expect(e.details).toEqual({ name: 'pod-with-conflict-node-selector', group: '', kind: 'pods' });
  });

  it('a conflict on an empty pod value still conflicts (the key is present)', () => {
    const cls = rc({ scheduling: { nodeSelector: { zone: 'a' } } });
    const e = rejection(() => applyRuntimeClass(schedulingPod('p', { zone: '' }), cls));
    expect(e.message).toBe('pods "p" is forbidden: conflict: runtimeClass.scheduling.nodeSelector[zone] = a; pod.spec.nodeSelector[zone] = ');
  });

  it('overhead and scheduling apply together', () => {
    const cls = rc({
      overhead: { podFixed: { cpu: '250m' } },
      scheduling: { nodeSelector: { sandbox: 'true' }, tolerations: [{ key: 'sandbox', operator: 'Exists', effect: 'NoSchedule' }] },
    });
    const out = applyRuntimeClass({ metadata: { name: 'p' }, spec: { runtimeClassName: 'foo', nodeSelector: { zone: 'a' } } }, cls);
    expect(out.spec).toEqual({
      runtimeClassName: 'foo',
      overhead: { cpu: '250m' },
      nodeSelector: { zone: 'a', sandbox: 'true' },
      tolerations: [{ key: 'sandbox', operator: 'Exists', effect: 'NoSchedule' }],
    });
  });
});

describe('applyRuntimeClass: lookup and naming (upstream TestAdmit, admission.NewForbidden)', () => {
  it('runtimeClass not found: rejected with the class name quoted', () => {
    const e = rejection(() => applyRuntimeClass({ metadata: { name: 'podname' }, spec: { runtimeClassName: 'runtimeClassName' } }, undefined));
    expect(isForbidden(e)).toBe(true);
    expect(e.message).toBe('pods "podname" is forbidden: pod rejected: RuntimeClass "runtimeClassName" not found');
  });

  it('runtimeClass found: admitted', () => {
    const out = applyRuntimeClass({ metadata: { name: 'podname' }, spec: { runtimeClassName: 'runtimeClassName' } }, rc({ metadata: { name: 'runtimeClassName' } }));
    expect(out).toEqual({ metadata: { name: 'podname' }, spec: { runtimeClassName: 'runtimeClassName' } });
  });

  it.each([
    { metadata: { generateName: 'web-' }, expected: 'web-' },
    { metadata: {}, expected: 'Unknown' },
    { metadata: undefined, expected: 'Unknown' },
  ])('the rejected pod is named by name, then generateName, then "Unknown" ($expected)', ({ metadata, expected }) => {
    const e = rejection(() => applyRuntimeClass({ metadata, spec: { runtimeClassName: 'x' } }, undefined));
    expect(e.message).toBe(`pods ${JSON.stringify(expected)} is forbidden: pod rejected: RuntimeClass "x" not found`);
  });

  it('a class that is not the one the pod names is a programming error, not a rejection', () => {
    expect(() => applyRuntimeClass(schedulingPod('p'), rc({ metadata: { name: 'other' } }))).toThrow(TypeError);
    expect(() => applyRuntimeClass({ spec: {} }, rc())).toThrow(TypeError);
  });

  it('carries every other field of the pod through', () => {
    const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', labels: { a: 'b' } }, spec: { runtimeClassName: 'foo', hostname: 'h' }, status: {} };
    const out = applyRuntimeClass(pod, rc({ scheduling: { nodeSelector: { x: 'y' } } }));
    expect(out).toEqual({ ...pod, spec: { runtimeClassName: 'foo', hostname: 'h', nodeSelector: { x: 'y' } } });
    // The typed result keeps the caller's own type.
    expect(out.spec.hostname).toBe('h');
  });
});

describe('mergeTolerations (upstream TestMergeTolerations, TestIsSuperset)', () => {
  const named: Record<string, Toleration> = {
    all: { operator: 'Exists' },
    'all-nosched': { operator: 'Exists', effect: 'NoSchedule' },
    'all-noexec': { operator: 'Exists', effect: 'NoExecute' },
    foo: { key: 'foo', operator: 'Exists' },
    'foo-bar': { key: 'foo', operator: 'Equal', value: 'bar' },
    'foo-nosched': { key: 'foo', operator: 'Exists', effect: 'NoSchedule' },
    'foo-bar-nosched': { key: 'foo', operator: 'Equal', value: 'bar', effect: 'NoSchedule' },
    'foo-baz-nosched': { key: 'foo', operator: 'Equal', value: 'baz', effect: 'NoSchedule' },
    'faz-nosched': { key: 'faz', operator: 'Exists', effect: 'NoSchedule' },
    'faz-baz-nosched': { key: 'faz', operator: 'Equal', value: 'baz', effect: 'NoSchedule' },
    'foo-prefnosched': { key: 'foo', operator: 'Exists', effect: 'PreferNoSchedule' },
    'foo-noexec': { key: 'foo', operator: 'Exists', effect: 'NoExecute' },
    'foo-bar-noexec': { key: 'foo', operator: 'Equal', value: 'bar', effect: 'NoExecute' },
    'foo-noexec-10': { key: 'foo', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 10 },
    'foo-noexec-0': { key: 'foo', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 0 },
    'foo-bar-noexec-10': { key: 'foo', operator: 'Equal', value: 'bar', effect: 'NoExecute', tolerationSeconds: 10 },
  };
  const get = (names: string[]): Toleration[] => names.map((n) => named[n]!);

  it.each([
    {
      name: 'disjoint',
      a: ['foo-bar-nosched', 'faz-baz-nosched', 'foo-noexec-10'],
      b: ['foo-prefnosched', 'foo-baz-nosched'],
      expected: ['foo-bar-nosched', 'faz-baz-nosched', 'foo-noexec-10', 'foo-prefnosched', 'foo-baz-nosched'],
    },
    {
      name: 'duplicate',
      a: ['foo-bar-nosched', 'faz-baz-nosched', 'foo-noexec-10'],
      b: ['foo-bar-nosched', 'faz-baz-nosched', 'foo-noexec-10'],
      expected: ['foo-bar-nosched', 'faz-baz-nosched', 'foo-noexec-10'],
    },
    { name: 'merge redundant', a: ['foo-bar-nosched', 'foo-baz-nosched'], b: ['foo-nosched', 'faz-baz-nosched'], expected: ['foo-nosched', 'faz-baz-nosched'] },
    { name: 'merge all', a: ['foo-bar-nosched', 'foo-baz-nosched', 'foo-noexec-10'], b: ['all'], expected: ['all'] },
    { name: 'merge into all', a: ['all'], b: ['foo-bar-nosched', 'foo-baz-nosched', 'foo-noexec-10'], expected: ['all'] },
    { name: 'shorter tolerationSeconds is covered by a longer one', a: ['foo-noexec-0'], b: ['foo-noexec-10'], expected: ['foo-noexec-10'] },
    { name: 'Equal with a value is covered by Exists on the key', a: ['foo-bar'], b: ['foo'], expected: ['foo'] },
  ])('$name', ({ a, b, expected }) => {
    expect(mergeTolerations(get(a), get(b))).toEqual(get(expected));
  });

  it('absent fields equal their Go zero values when deduplicating', () => {
    expect(mergeTolerations([{ key: 'k', operator: 'Exists', value: '' }], [{ key: 'k', operator: 'Exists' }])).toEqual([
      { key: 'k', operator: 'Exists', value: '' },
    ]);
  });

  it('an unknown operator covers nothing but itself', () => {
    const odd: Toleration = { key: 'foo', operator: 'Sometimes' };
    expect(mergeTolerations([odd], get(['foo-bar']))).toEqual([odd, named['foo-bar']]);
  });

  it('every input toleration is covered by the merge (fixed-seed property, upstream TestFuzzed)', () => {
    let seed = 1234;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const effects = ['', 'NoExecute', 'NoSchedule', 'PreferNoSchedule'];
    const gen = (): Toleration => {
      if (rand(100) === 0) return { operator: 'Exists' };
      const t: Toleration = { key: 'a'.repeat(rand(6) + 1), effect: effects[rand(4)]! };
      if (rand(10) < 3) t.operator = 'Exists';
      else {
        t.operator = 'Equal';
        t.value = 'b'.repeat(rand(6) + 1);
      }
      if (t.effect === 'NoExecute' && rand(2) === 0) t.tolerationSeconds = rand(10);
      return t;
    };
    const list = (): Toleration[] => Array.from({ length: rand(10) }, gen);
    // Coverage is checked against taints, independently of the implementation: every taint an
    // input toleration tolerates is tolerated by a merged one, for at least as long.
    const tolerates = (t: Toleration, taint: { key: string; value: string; effect: string }): boolean => {
      if (t.effect && t.effect !== taint.effect) return false;
      if (t.key && t.key !== taint.key) return false;
      if (t.operator === 'Exists') return true;
      return (t.operator ?? '') === 'Equal' && (t.value ?? '') === taint.value;
    };
    const lasts = (t: Toleration, effect: string): number => (effect === 'NoExecute' ? (t.tolerationSeconds ?? Infinity) : Infinity);
    const taints: { key: string; value: string; effect: string }[] = [];
    for (let k = 1; k <= 6; k++) for (let v = 0; v <= 6; v++) for (const effect of effects.slice(1)) taints.push({ key: 'a'.repeat(k), value: 'b'.repeat(v), effect });
    for (let i = 0; i < 300; i++) {
      const a = list();
      const b = list();
      const merged = mergeTolerations(a, b);
      expect(merged.length).toBeLessThanOrEqual(a.length + b.length);
      for (const t of [...a, ...b]) {
        for (const taint of taints) {
          if (!tolerates(t, taint)) continue;
          const ok = merged.some((m) => tolerates(m, taint) && lasts(m, taint.effect) >= lasts(t, taint.effect));
          if (!ok) expect.fail(`${JSON.stringify(t)} lost for ${JSON.stringify(taint)} in ${JSON.stringify({ a, b, merged })}`);
        }
      }
    }
  });
});

describe('applyRuntimeClass: types', () => {
  it('returns the caller type with the fields admission sets', () => {
    const pod = { metadata: { name: 'web', namespace: 'n' }, spec: { runtimeClassName: 'foo', containers: [{ name: 'app' }] } };
    const out = applyRuntimeClass(pod, rc());
    expectTypeOf(out.spec.containers).toEqualTypeOf<{ name: string }[]>();
    expectTypeOf(out.spec.nodeSelector).toEqualTypeOf<Record<string, string> | null | undefined>();
    expectTypeOf(out.spec.tolerations).toEqualTypeOf<Toleration[] | null | undefined>();
    expectTypeOf(out.metadata.namespace).toEqualTypeOf<string>();
    // @ts-expect-error a RuntimeClass is required (or undefined), not a name
    const byName = () => applyRuntimeClass(pod, 'foo');
    void byName;
  });
});
