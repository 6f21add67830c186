/**
 * Inputs the generative suite found, kept as named reproductions under the same property
 * (4xx Status or 2xx, never a 5xx other than upstream's own, never a hang or a dropped
 * connection, state unchanged unless 2xx). They run on every `npm test`, whatever the seed.
 */
import { describe, it } from 'vitest';
import { fuzzServerForFile, LC_ALL_PATH, RC_PATH } from './harness.js';
import { checkExchange } from './properties.js';

const server = fuzzServerForFile(import.meta.filename);
const raw = (text: string) => ({ raw: Buffer.from(text, 'latin1') });

describe('fuzz findings, replayed', () => {
  it.each([
    ['CONNECT with an asterisk target', 'CONNECT * HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n'],
    ['CONNECT with a path target', 'CONNECT /apis HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n'],
    ['CONNECT with an authority target', 'CONNECT h:443 HTTP/1.1\r\nHost: h:443\r\nConnection: close\r\n\r\n'],
    ['CONNECT with a target that is neither', 'CONNECT ]/apis///metrics HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'],
  ])('%s gets an HTTP answer below 500', async (_name, text) => {
    const fs = await server();
    await checkExchange(fs, raw(text), { key: 'raw request target', mayChange: [] });
  });

  it.each([
    ['a list with limit past 2^53', `${RC_PATH}?limit=9007199254740993`],
    ['a list with limit at int64 max', `${LC_ALL_PATH}?limit=9223372036854775807`],
    ['a list at a resourceVersion past uint64', `${RC_PATH}?resourceVersion=18446744073709551616`],
    ['a get at a resourceVersion past uint64', `${RC_PATH}/fuzz-rc?resourceVersion=1112513323400346437593`],
  ])('%s is a 4xx Status or a 2xx', async (_name, path) => {
    const fs = await server();
    await checkExchange(fs, { method: 'GET', path }, { key: 'GET found query', mayChange: [], statusBody: true, streaming: true });
  });

  it.each([
    ['an unknown $patch directive value', '{"$patch":"merge"}'],
    ['$setElementOrder of a number', '{"scheduling":{"$setElementOrder/tolerations":-1e+308}}'],
    ['$setElementOrder on a list without a merge key', '{"scheduling":{"$setElementOrder/tolerations":[{"key":"k"}]}}'],
    ['finalizers of mixed element types', '{"metadata":{"finalizers":[null]}}'],
    ['a directive naming no field', '{"scheduling":{"$setElementOrder/toleragtions":[{"key":"k"}]}}'],
  ])('a strategic merge patch with %s answers as upstream does, changing nothing', async (_name, body) => {
    const fs = await server();
    await checkExchange(
      fs,
      { method: 'PATCH', path: `${RC_PATH}/fuzz-rc`, headers: { 'content-type': 'application/strategic-merge-patch+json' }, body },
      { key: 'PATCH found strategic', mayChange: ['runtimeclasses//fuzz-rc'], statusBody: true },
    );
  });

  it('a merge patch whose 422 echoes a large patch still answers with its whole Status', async () => {
    const fs = await server();
    const wide = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 'v']));
    const body = JSON.stringify({ kind: 'Other', scheduling: { tolerations: [{ key: 'x', operator: 'Equal', value: 'y', ...wide }] } });
    await checkExchange(fs, { method: 'PATCH', path: `${RC_PATH}/fuzz-rc`, headers: { 'content-type': 'application/merge-patch+json' }, body }, { key: 'PATCH found merge', mayChange: ['runtimeclasses//fuzz-rc'], statusBody: true });
  });
});
