/**
 * The SDK's fetch path runs outside Node: `ctl/browser` (src/browser.ts) bundled by esbuild
 * for the browser reaches no Node built-in and no `Buffer` or `process` (free references are
 * replaced by markers through `define`, so the check sees only what survives tree shaking,
 * i.e. what can run). The bundle then runs in a fresh V8 realm that has only web globals
 * (fetch, streams, TextDecoder, timers) and does create, get, list and watch against the
 * reference server through an in-process fetch.
 */
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport } from '../../src/client/transport.js';
import { startInProcessServer, type InProcessServer } from '../../src/testing/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** What a browser app using the SDK's fetch path looks like. */
const ENTRY = `
import * as sdk from './src/browser.ts';
import { createClient, fetchTransport } from './src/browser.ts';
export function connect(server) {
  return createClient({ server, transport: fetchTransport(), retry: false });
}
export { sdk };
`;

async function bundle(): Promise<{ code: string; nodeImports: string[] }> {
  const nodeImports: string[] = [];
  const recordBuiltins: Plugin = {
    name: 'record-node-builtins',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!BUILTINS.has(args.path)) return undefined;
        nodeImports.push(`${args.path} (from ${args.importer.replace(ROOT + '/', '')})`);
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'browser-app.ts' },
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'app',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [recordBuiltins],
    // Only free (global) references are replaced; locals and properties named so are not.
    define: { Buffer: '__NODE_GLOBAL_Buffer__', process: '__NODE_GLOBAL_process__', global: '__NODE_GLOBAL_global__' },
  });
  return { code: result.outputFiles[0]!.text, nodeImports };
}

describe('ctl/browser bundles for the browser and runs without Node globals', () => {
  let code = '';
  let nodeImports: string[] = [];
  let server: InProcessServer;
  beforeAll(async () => {
    ({ code, nodeImports } = await bundle());
    server = await startInProcessServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('reaches no node: module or Node built-in', () => {
    expect(nodeImports).toEqual([]);
  });

  it('references no Buffer, process or global', () => {
    const lines = code.split('\n').filter((l) => l.includes('__NODE_GLOBAL_'));
    expect(lines).toEqual([]);
  });

  it('creates, gets, lists and watches from a realm with web globals only', async () => {
    const sandbox: Record<string, unknown> = {
      fetch: server.fetch,
      Headers,
      Request,
      Response,
      ReadableStream,
      AbortController,
      AbortSignal,
      DOMException,
      URL,
      URLSearchParams,
      TextDecoder,
      TextEncoder,
      setTimeout,
      clearTimeout,
      queueMicrotask,
      structuredClone,
      console,
    };
    const context = createContext(sandbox);
    expect(runInContext('typeof Buffer + typeof process + typeof require', context)).toBe('undefinedundefinedundefined');
    runInContext(code, context);
    const app = (context as { app: { connect(server: string): any; sdk: { isNotFound(e: unknown): boolean } } }).app;
    const client = app.connect('http://cluster.test');
    const created = await client.runtimeClasses.create({ metadata: { name: 'wasm' }, handler: 'wasmtime' });
    expect(created.metadata.uid).toBeTruthy();
    expect((await client.runtimeClasses.get('wasm')).handler).toBe('wasmtime');
    expect((await client.runtimeClasses.list()).items.map((i: any) => i.metadata.name)).toEqual(['wasm']);
    const notFound = await client.runtimeClasses.get('missing').catch((e: unknown) => e);
    expect(app.sdk.isNotFound(notFound)).toBe(true);

    const controller = new AbortController();
    const events = client.runtimeClasses.watch({ resourceVersion: created.metadata.resourceVersion, signal: controller.signal })[Symbol.asyncIterator]();
    const next = events.next();
    while (server.api.registeredWatchers() === 0) await new Promise<void>((r) => setImmediate(r));
    await client.runtimeClasses.delete('wasm');
    const event = (await next).value;
    expect([event.type, event.object.metadata.name]).toEqual(['DELETED', 'wasm']);
    controller.abort();
    expect((await events.next()).done).toBe(true);
  });
});

describe('fetchTransport', () => {
  it('reads a body without ReadableStream async iteration (Chrome, Safari) and cancels it when the reader stops early', async () => {
    let cancelled = false;
    const chunks = [new Uint8Array([1]), new Uint8Array([2]), new Uint8Array([3])];
    const body = {
      getReader() {
        return {
          read: async () => (chunks.length ? { done: false, value: chunks.shift()! } : { done: true, value: undefined }),
          cancel: async () => {
            cancelled = true;
          },
          releaseLock: () => {},
        };
      },
    };
    const fakeFetch = (async () => ({ status: 200, headers: new Headers(), body })) as unknown as typeof fetch;
    const res = await fetchTransport(fakeFetch).request({ method: 'GET', url: 'http://x/', headers: {} });
    const seen: number[] = [];
    for await (const c of res.body) {
      seen.push(c[0]!);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([1, 2]);
    expect(cancelled).toBe(true);
  });
});
