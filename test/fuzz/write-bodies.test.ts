/**
 * Generative: hostile create and update bodies in every accepted media type (JSON, YAML,
 * protobuf, CBOR) for every stored resource (RuntimeClass, LeaseCandidate, Lease, the admission
 * policies and bindings, whose CEL expressions are generated too). Each answer
 * is a 4xx Status or a 2xx for valid input, never a 5xx or a hang; the server stays healthy;
 * state changes only on 2xx, and only for the object named.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { bodies, MEDIA_TYPE, type BodyFormat } from './generators/encodings.js';
import { mutatedDoc, validLease, validLeaseCandidate, validRuntimeClass, validValidatingAdmissionPolicy, validValidatingAdmissionPolicyBinding } from './generators/objects.js';
import { FIXTURE_RC, fuzzServerForFile, fuzzTimeoutMs, LC_PATH, LEASE_PATH, RC_PATH, VAP_PATH, VAPB_PATH } from './harness.js';
import { checkExchange, fuzzAssert } from './properties.js';

const server = fuzzServerForFile(import.meta.filename);
const FORMATS: readonly BodyFormat[] = ['json', 'yaml', 'protobuf', 'cbor'];
const RUNS = 25;

describe('fuzz: write bodies in every media type', () => {
  for (const format of FORMATS) {
    it(`a create of RuntimeClasses with a hostile ${format} body is a 4xx Status or creates exactly one object`, async () => {
      const fs = await server();
      await fuzzAssert(
        bodies(format, mutatedDoc(validRuntimeClass)),
        async (body) => {
          await checkExchange(fs, { method: 'POST', path: RC_PATH, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `POST runtimeclasses ${MEDIA_TYPE[format]}`, label: body.label, mayChange: { oneNewOf: 'runtimeclasses' }, statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));

    it(`a create of LeaseCandidates with a hostile ${format} body is a 4xx Status or creates exactly one object`, async () => {
      const fs = await server();
      await fuzzAssert(
        bodies(format, mutatedDoc(validLeaseCandidate)),
        async (body) => {
          await checkExchange(fs, { method: 'POST', path: LC_PATH, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `POST leasecandidates ${MEDIA_TYPE[format]}`, label: body.label, mayChange: { oneNewOf: 'leasecandidates' }, statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));

    it(`a create of Leases with a hostile ${format} body is a 4xx Status or creates exactly one object`, async () => {
      const fs = await server();
      await fuzzAssert(
        bodies(format, mutatedDoc(validLease)),
        async (body) => {
          await checkExchange(fs, { method: 'POST', path: LEASE_PATH, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `POST leases ${MEDIA_TYPE[format]}`, label: body.label, mayChange: { oneNewOf: 'leases' }, statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));

    it(`a create of ValidatingAdmissionPolicies with a hostile ${format} body is a 4xx Status (422 for bad fields or expressions) or creates exactly one object`, async () => {
      const fs = await server();
      await fuzzAssert(
        bodies(format, mutatedDoc(validValidatingAdmissionPolicy)),
        async (body) => {
          await checkExchange(fs, { method: 'POST', path: VAP_PATH, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `POST validatingadmissionpolicies ${MEDIA_TYPE[format]}`, label: body.label, mayChange: { oneNewOf: 'validatingadmissionpolicies' }, statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));

    it(`a create of ValidatingAdmissionPolicyBindings with a hostile ${format} body is a 4xx Status or creates exactly one object`, async () => {
      const fs = await server();
      await fuzzAssert(
        bodies(format, mutatedDoc(validValidatingAdmissionPolicyBinding)),
        async (body) => {
          await checkExchange(fs, { method: 'POST', path: VAPB_PATH, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `POST validatingadmissionpolicybindings ${MEDIA_TYPE[format]}`, label: body.label, mayChange: { oneNewOf: 'validatingadmissionpolicybindings' }, statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));

    it(`an update of a RuntimeClass with a hostile ${format} body is a 4xx Status or changes only that object`, async () => {
      const fs = await server();
      // The stored version, so valid updates get their 2xx (until a reset re-creates the
      // object; later valid updates then get 409 Conflict, also a 4xx Status).
      const stored = JSON.parse((await fs.snapshot()).get('runtimeclasses//fuzz-rc')!) as { metadata: { resourceVersion: string } };
      const base = fc.constant({ ...FIXTURE_RC, metadata: { ...FIXTURE_RC.metadata, resourceVersion: stored.metadata.resourceVersion } });
      await fuzzAssert(
        bodies(format, mutatedDoc(base)),
        async (body) => {
          await checkExchange(fs, { method: 'PUT', path: `${RC_PATH}/fuzz-rc`, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `PUT runtimeclasses/fuzz-rc ${MEDIA_TYPE[format]}`, label: body.label, mayChange: ['runtimeclasses//fuzz-rc'], statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));
  }
});
