import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';
import { jsonOf } from './harness.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';
const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function withServer<T>(options: Parameters<typeof startServer>[0], fn: (url: string) => Promise<T>): Promise<T> {
  const s = await startServer({ port: 0, ...options });
  try {
    return await fn(s.url);
  } finally {
    await s.close();
  }
}

describe('feature gates', () => {
  it.each([
    ['Foo=true', 'unrecognized feature gate: Foo'],
    ['RetryGenerateName=false', 'cannot set feature gate RetryGenerateName to false, feature is locked to true'],
    ['WatchList=maybe', 'invalid value of WatchList=maybe, err: strconv.ParseBool: parsing "maybe": invalid syntax'],
  ])('--feature-gates=%s fails: %s', async (flag, message) => {
    await expect(startServer({ port: 0, featureGates: flag })).rejects.toThrow(message);
  });

  it('alpha gates start off and can be enabled; beta gates start on and can be disabled', async () => {
    await withServer({}, async (url) => {
      // CBORServingAndStorage (alpha) off: CBOR is not acceptable.
      expect((await fetch(url + RC, { headers: { accept: 'application/cbor' } })).status).toBe(406);
    });
    await withServer({ featureGates: 'APIResponseCompression=false,WatchList=true' }, async (url) => {
      const res = await fetch(`${url}${RC}?watch=true&sendInitialEvents=true&resourceVersionMatch=NotOlderThan&allowWatchBookmarks=true&timeoutSeconds=1`);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    });
  });

  it('declarative validation runs beside the hand-written rules and counts mismatches', async () => {
    await withServer({}, async (url) => {
      const res = await fetch(url + RC, post({ metadata: { name: 'x' } }));
      // Hand-written stays authoritative: the DNS-label message for the empty handler.
      expect((await jsonOf(res)).message).toMatch(/^RuntimeClass\.node\.cluster\.io "x" is invalid: handler: Invalid value: "": a lowercase RFC 1123 label/);
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^declarative_validation_mismatch_total 1$/m);
    });
  });

  it('with DeclarativeValidationTakeover the declarative result is authoritative', async () => {
    await withServer({ featureGates: { DeclarativeValidationTakeover: true } }, async (url) => {
      const res = await fetch(url + RC, post({ metadata: { name: 'x' } }));
      expect((await jsonOf(res)).message).toBe('RuntimeClass.node.cluster.io "x" is invalid: handler: Required value');
    });
  });

  it('disabling DeclarativeValidation also disables takeover and stops counting', async () => {
    await withServer({ featureGates: 'DeclarativeValidation=false,DeclarativeValidationTakeover=true' }, async (url) => {
      const res = await fetch(url + RC, post({ metadata: { name: 'x' } }));
      expect((await jsonOf(res)).message).toMatch(/handler: Invalid value: ""/);
      expect(await (await fetch(`${url}/metrics`)).text()).toMatch(/^declarative_validation_mismatch_total 0$/m);
    });
  });
});
