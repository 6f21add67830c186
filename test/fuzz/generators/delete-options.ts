/**
 * DeleteOptions bodies with mistyped and out-of-range fields, in JSON, YAML and CBOR (and
 * corrupted protobuf), for DELETE requests.
 */
import fc from 'fast-check';
import { bodies, type Body, type BodyFormat } from './encodings.js';
import { edgeNumber, jsonValue, mutatedDoc } from './objects.js';

/** A plausible DeleteOptions (dry run mostly, so most valid ones leave the object in place). */
const deleteOptions: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      kind: fc.constantFrom('DeleteOptions', 'Other', ''),
      apiVersion: fc.constantFrom('meta.k8s.io/v1', 'v1', 'meta.cluster.io/v1', 'x/y/z'),
      gracePeriodSeconds: fc.oneof(fc.constantFrom(0, 30), edgeNumber.filter((n): n is number => typeof n === 'number')),
      propagationPolicy: fc.oneof(fc.constantFrom('Orphan', 'Background', 'Foreground'), fc.string({ maxLength: 10 })),
      orphanDependents: fc.oneof(fc.boolean(), jsonValue),
      preconditions: fc.oneof(fc.record({ uid: fc.oneof(fc.string({ maxLength: 36 }), jsonValue), resourceVersion: fc.oneof(fc.constantFrom('1', '0', '99999999999999999999'), jsonValue) }, { requiredKeys: [] }), jsonValue),
      dryRun: fc.oneof({ weight: 4, arbitrary: fc.constant(['All']) }, { weight: 1, arbitrary: jsonValue }),
      ignoreStoreReadErrorWithClusterBreakingPotential: fc.oneof(fc.boolean(), jsonValue),
    },
    { requiredKeys: ['dryRun'] },
  );

/** DeleteOptions bodies of one format: mutations of plausible options plus the format's corruptions. */
export function deleteOptionsBodies(format: BodyFormat): fc.Arbitrary<Body> {
  return bodies(format, mutatedDoc(deleteOptions));
}
