/**
 * Patch bodies for every patch type: JSON patch operation lists (unknown ops, hostile
 * pointers, huge indices, copy amplification), merge and strategic-merge patches (mutated
 * values, strategic directives with wrong types), and apply configurations (YAML or CBOR
 * documents from the body generators).
 */
import fc from 'fast-check';
import { bodies, type Body, type BodyFormat } from './encodings.js';
import { jsonValue, mutatedDoc, type Doc } from './objects.js';

export type PatchType = 'json-patch' | 'merge-patch' | 'strategic-merge-patch' | 'apply-yaml' | 'apply-json' | 'apply-cbor';

export const PATCH_MEDIA_TYPE: Record<PatchType, string> = {
  'json-patch': 'application/json-patch+json',
  'merge-patch': 'application/merge-patch+json',
  'strategic-merge-patch': 'application/strategic-merge-patch+json',
  'apply-yaml': 'application/apply-patch+yaml',
  // Not a patch type upstream serves: a 415 Status is the expected answer.
  'apply-json': 'application/apply-patch+json',
  'apply-cbor': 'application/apply-patch+cbor',
};

/** JSON pointers: real paths of a RuntimeClass, escapes, appends, absurd indices, non-pointers. */
export const pointer: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', '/', '/handler', '/metadata/labels/tier', '/metadata/labels/a~1b', '/metadata/labels/~2', '/metadata/labels/~',
    '/scheduling/tolerations/0', '/scheduling/tolerations/-', '/scheduling/tolerations/99999999999999999999',
    '/scheduling/tolerations/-1', '/scheduling/tolerations/01', '/scheduling/tolerations/1e3', '/overhead/podFixed/cpu',
    '/metadata/name', '/metadata/resourceVersion', '/kind', '/apiVersion', 'handler', '//', '/a/b/c/d/e', '/handler/0',
    '/metadata/managedFields/0/fieldsV1', '/metadata/finalizers/-',
  ),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }).map((parts) => parts.map((p) => '/' + p).join('')),
);

const jsonPatchOp = fc.record(
  {
    op: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('add', 'remove', 'replace', 'move', 'copy', 'test') }, { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 6 }), jsonValue) }),
    path: fc.oneof({ weight: 6, arbitrary: pointer }, { weight: 1, arbitrary: jsonValue }),
    from: fc.oneof({ weight: 6, arbitrary: pointer }, { weight: 1, arbitrary: jsonValue }),
    value: jsonValue,
  },
  { requiredKeys: [] },
);

/** Copy amplification: a list copied into itself n times (2^n growth without a budget). */
const copyAmplification = fc.integer({ min: 5, max: 40 }).map((n) => [
  { op: 'add', path: '/metadata/annotations', value: { big: 'x'.repeat(1000) } },
  ...Array.from({ length: n }, () => ({ op: 'copy', from: '/scheduling/tolerations', path: '/scheduling/tolerations/-' })),
]);

/** A JSON patch body (text), sometimes not a list at all. */
export const jsonPatchBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: fc.array(jsonPatchOp, { maxLength: 8 }).map((ops) => ({ bytes: Buffer.from(JSON.stringify(ops)), label: 'operations' })) },
  { weight: 2, arbitrary: copyAmplification.map((ops) => ({ bytes: Buffer.from(JSON.stringify(ops)), label: 'copy-amplification' })) },
  { weight: 1, arbitrary: jsonValue.map((v) => ({ bytes: Buffer.from(JSON.stringify(v) ?? 'null'), label: 'not-a-list' })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 120_000 }).map((d) => ({ bytes: Buffer.from(`[{"op":"add","path":"/metadata/labels/x","value":${'['.repeat(d)}${']'.repeat(d)}}]`), label: 'depth' })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((n) => ({ bytes: Buffer.from(JSON.stringify(Array.from({ length: n }, () => ({ op: 'test', path: '/handler', value: 'runc' })))), label: 'width' })) },
);

/** A partial RuntimeClass to merge (the base the mutations start from). */
const partialRuntimeClass = fc.constantFrom<Record<string, unknown>>(
  { metadata: { labels: { tier: 'patched' } } },
  { handler: 'other' },
  { scheduling: { tolerations: [{ key: 'x', operator: 'Equal', value: 'y' }] } },
  { overhead: { podFixed: { cpu: '1' } } },
  { metadata: { annotations: { a: 'b' }, finalizers: ['x/y'] } },
);

/** Strategic directives with right and wrong shapes. */
const strategicDirective = fc.oneof(
  fc.record({ $patch: fc.oneof(fc.constantFrom('replace', 'delete', 'merge'), jsonValue) }),
  fc.record({ scheduling: fc.record({ $retainKeys: fc.oneof(fc.constant(['nodeSelector']), jsonValue) }) }),
  fc.record({ scheduling: fc.record({ '$setElementOrder/tolerations': fc.oneof(fc.constant([{ key: 'k' }]), jsonValue) }) }),
  fc.record({ metadata: fc.record({ '$deleteFromPrimitiveList/finalizers': fc.oneof(fc.constant(['x/y']), jsonValue) }) }),
  fc.record({ scheduling: fc.record({ tolerations: fc.array(fc.record({ $patch: fc.oneof(fc.constant('delete'), jsonValue), key: jsonValue }), { maxLength: 3 }) }) }),
  fc.record({ metadata: fc.record({ labels: fc.record({ $patch: fc.constantFrom('replace', 'delete') }) }) }),
);

function mergeBodies(strategic: boolean): fc.Arbitrary<Body> {
  const docs: fc.Arbitrary<Doc> = strategic ? fc.oneof(mutatedDoc(partialRuntimeClass), strategicDirective.map((v) => ({ value: v, label: 'directive' }))) : mutatedDoc(partialRuntimeClass);
  return bodies('json', docs);
}

/** Apply configurations (full objects with the fixture's name, mutated) in YAML or CBOR. */
function applyBodies(format: BodyFormat): fc.Arbitrary<Body> {
  const config = fc.constant<Record<string, unknown>>({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'fuzz-rc' }, handler: 'runc', overhead: { podFixed: { cpu: '500m' } } });
  return bodies(format, mutatedDoc(config));
}

/** Bodies for one patch type. */
export function patchBodies(type: PatchType): fc.Arbitrary<Body> {
  switch (type) {
    case 'json-patch':
      return jsonPatchBody;
    case 'merge-patch':
      return mergeBodies(false);
    case 'strategic-merge-patch':
      return mergeBodies(true);
    case 'apply-yaml':
      return fc.oneof(applyBodies('yaml'), applyBodies('json'));
    case 'apply-json':
      return applyBodies('json');
    case 'apply-cbor':
      return applyBodies('cbor');
  }
}
