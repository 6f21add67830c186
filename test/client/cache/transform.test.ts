import { describe, expect, it } from 'vitest';
import { applyTransform, composeTransforms, stripManagedFields, TransformError } from '../../../src/client/cache/transform.js';
import { obj, type TestObject } from './fake-lister-watcher.js';

describe('transform', () => {
  it('stripManagedFields removes metadata.managedFields in place', () => {
    const o = obj('a', 'ns', { metadata: { managedFields: [{ manager: 'kubectl', operation: 'Apply' }] } });
    const out = stripManagedFields(o);
    expect(out).toBe(o);
    expect('managedFields' in o.metadata).toBe(false);
    expect(o.metadata.name).toBe('a');
    expect(stripManagedFields({ kind: 'X' })).toEqual({ kind: 'X' });
  });

  it('stripManagedFields keeps the other metadata fields in their order, whether managedFields is last (deleted) or not (rebuilt)', () => {
    const last = { kind: 'X', metadata: { name: 'a', namespace: 'n', labels: { k: 'v' }, managedFields: [{ manager: 'm' }] } };
    const meta = last.metadata;
    stripManagedFields(last);
    expect(last.metadata).toBe(meta);
    expect(Object.keys(last.metadata)).toEqual(['name', 'namespace', 'labels']);
    const middle = { kind: 'X', metadata: { name: 'a', managedFields: [{ manager: 'm' }], labels: { k: 'v' } } };
    stripManagedFields(middle);
    expect(Object.keys(middle.metadata)).toEqual(['name', 'labels']);
    expect(middle.metadata.labels).toEqual({ k: 'v' });
    // Inherited, not own: nothing to delete on the object itself.
    const inherited = { kind: 'X', metadata: Object.assign(Object.create({ managedFields: [] }) as Record<string, unknown>, { name: 'a' }) };
    stripManagedFields(inherited);
    expect('managedFields' in inherited.metadata).toBe(false);
  });

  it('composeTransforms applies left to right', () => {
    const t = composeTransforms<TestObject>(stripManagedFields, (o) => ({ ...o, spec: { value: 'x' } }));
    const out = t(obj('a', undefined, { metadata: { managedFields: [] } }));
    expect(out.spec?.value).toBe('x');
    expect(out.metadata.managedFields).toBeUndefined();
  });

  it('a throwing transform keeps the untransformed object and reports a TransformError', () => {
    const errors: unknown[] = [];
    const o = obj('a');
    const out = applyTransform<TestObject>(() => {
      throw new Error('boom');
    }, o, (e) => errors.push(e));
    expect(out).toBe(o);
    expect(errors[0]).toBeInstanceOf(TransformError);
    expect((errors[0] as TransformError).code).toBe('ERR_INFORMER_TRANSFORM');
  });
});
