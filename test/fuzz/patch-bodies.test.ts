/**
 * Generative: hostile PATCH bodies for every patch type (JSON patch, merge patch, strategic
 * merge patch, server-side apply in YAML and CBOR, and the unserved apply-patch+json) against
 * one RuntimeClass. Each answer is a 4xx Status or a 2xx that changed only that object.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PATCH_MEDIA_TYPE, patchBodies, type PatchType } from './generators/patches.js';
import { fuzzServerForFile, fuzzTimeoutMs, RC_PATH } from './harness.js';
import { checkExchange, fuzzAssert } from './properties.js';

const server = fuzzServerForFile(import.meta.filename);
const TYPES: readonly PatchType[] = ['json-patch', 'merge-patch', 'strategic-merge-patch', 'apply-yaml', 'apply-json', 'apply-cbor'];
const RUNS = 30;

describe('fuzz: patch bodies of every patch type', () => {
  for (const type of TYPES) {
    it(`a ${PATCH_MEDIA_TYPE[type]} patch with a hostile body is a 4xx Status or changes only the patched object`, async () => {
      const fs = await server();
      await fuzzAssert(
        fc.tuple(patchBodies(type), fc.boolean()),
        async ([body, force]) => {
          const apply = type.startsWith('apply');
          const query = apply ? `?fieldManager=fuzz${force ? '&force=true' : ''}` : '';
          await checkExchange(
            fs,
            { method: 'PATCH', path: `${RC_PATH}/fuzz-rc${query}`, headers: { 'content-type': PATCH_MEDIA_TYPE[type] }, body: body.bytes },
            { key: `PATCH runtimeclasses/fuzz-rc ${PATCH_MEDIA_TYPE[type]}`, label: body.label, mayChange: ['runtimeclasses//fuzz-rc'], statusBody: true },
          );
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));
  }
});
