/**
 * Generative: hostile request targets (over a raw socket), query values on list/get/watch,
 * and DeleteOptions bodies. Each answer is a 4xx (a Status where JSON is spoken) or a 2xx for
 * valid input, never a 5xx or a hang; the server stays healthy; state changes only on 2xx,
 * and only for the object named.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { deleteOptionsBodies } from './generators/delete-options.js';
import { MEDIA_TYPE, type BodyFormat } from './generators/encodings.js';
import { queryString } from './generators/queries.js';
import { rawRequest } from './generators/targets.js';
import { fuzzServerForFile, fuzzTimeoutMs, LC_ALL_PATH, LC_PATH, RC_PATH } from './harness.js';
import { checkExchange, fuzzAssert } from './properties.js';

const server = fuzzServerForFile(import.meta.filename);
const RUNS = 40;

describe('fuzz: request targets, query values and DeleteOptions', () => {
  it('a request with a hostile target over a raw socket gets an HTTP answer below 500 and the server stays up', async () => {
    const fs = await server();
    await fuzzAssert(
      rawRequest,
      async (req) => {
        // Any method may reach a handler: a 2xx may change the fixture it names (then reset).
        await checkExchange(fs, { raw: req.bytes }, { key: 'raw request target', label: req.label, mayChange: ['runtimeclasses//fuzz-rc', 'leasecandidates/default/fuzz-lc'] });
      },
      RUNS,
    );
  }, fuzzTimeoutMs(RUNS));

  const targets: ReadonlyArray<readonly [string, string]> = [
    ['list runtimeclasses', RC_PATH],
    ['get runtimeclasses/fuzz-rc', `${RC_PATH}/fuzz-rc`],
    ['list leasecandidates (all namespaces)', LC_ALL_PATH],
    ['list leasecandidates in default', LC_PATH],
  ];
  for (const [name, path] of targets) {
    it(`a ${name} with hostile query values is a 4xx Status or a 2xx, never a 5xx or a hang`, async () => {
      const fs = await server();
      await fuzzAssert(
        queryString,
        async (qs) => {
          await checkExchange(fs, { method: 'GET', path: `${path}?${qs}` }, { key: `GET ${name} ?query`, mayChange: [], statusBody: true, streaming: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));
  }

  it('a delete with hostile query values is a 4xx Status or deletes only the object named', async () => {
    const fs = await server();
    await fuzzAssert(
      queryString,
      async (qs) => {
        await checkExchange(fs, { method: 'DELETE', path: `${RC_PATH}/fuzz-rc?${qs}` }, { key: 'DELETE runtimeclasses/fuzz-rc ?query', mayChange: ['runtimeclasses//fuzz-rc'], statusBody: true });
      },
      RUNS,
    );
  }, fuzzTimeoutMs(RUNS));

  const formats: readonly BodyFormat[] = ['json', 'yaml', 'cbor', 'protobuf'];
  for (const format of formats) {
    it(`a delete with a hostile ${format} DeleteOptions body is a 4xx Status or deletes only the object named`, async () => {
      const fs = await server();
      await fuzzAssert(
        fc.tuple(deleteOptionsBodies(format), fc.boolean()),
        async ([body, collection]) => {
          const path = collection ? `${LC_PATH}?fieldSelector=metadata.name%3Dfuzz-lc` : `${RC_PATH}/fuzz-rc`;
          const key = collection ? 'DELETE leasecandidates (collection)' : 'DELETE runtimeclasses/fuzz-rc';
          await checkExchange(fs, { method: 'DELETE', path, headers: { 'content-type': MEDIA_TYPE[format] }, body: body.bytes }, { key: `${key} ${MEDIA_TYPE[format]}`, label: body.label, mayChange: collection ? ['leasecandidates/default/fuzz-lc'] : ['runtimeclasses//fuzz-rc'], statusBody: true });
        },
        RUNS,
      );
    }, fuzzTimeoutMs(RUNS));
  }
});
