/**
 * The protobuf codec's registry (envelope.ts) refuses to load when a served kind, or the list
 * kind of a listable one, has no message: a resource cannot be served without its protobuf
 * form, and lists are read only by generated readers (no item-by-item fallback).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDescriptor } from '../../src/meta/resources.js';

async function loadWith(extra: Partial<ResourceDescriptor>): Promise<unknown> {
  vi.resetModules();
  vi.doMock('../../src/meta/resources.js', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/meta/resources.js')>();
    const base = real.allResources.find((d) => d.kind === 'Namespace')!;
    return { ...real, allResources: [...real.allResources, { ...base, ...extra }] };
  });
  return import('../../src/codec/protobuf/envelope.js');
}

describe('protobuf message registry', () => {
  afterEach(() => {
    vi.doUnmock('../../src/meta/resources.js');
    vi.resetModules();
  });

  it('loads with every served kind and list kind covered', async () => {
    vi.resetModules();
    const envelope = await import('../../src/codec/protobuf/envelope.js');
    expect(envelope.PROTOBUF_KINDS).toEqual(expect.arrayContaining(['ValidatingAdmissionPolicyList', 'ValidatingAdmissionPolicyBindingList']));
  });

  it('fails at load for a served list kind without a generated list reader', async () => {
    await expect(loadWith({ listKind: 'WidgetList' })).rejects.toThrow('protobuf: no generated list reader for the served list kind WidgetList');
  });

  it('fails at load for a served kind without a message', async () => {
    await expect(loadWith({ kind: 'Widget', listKind: 'WidgetList' })).rejects.toThrow('protobuf: no message for the served kind Widget');
  });
});
