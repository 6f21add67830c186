/**
 * Decoding large YAML request bodies on a worker thread. The `yaml` package composes a
 * document in one synchronous call (about 0.7 s for 3 MB), which no slicing on the main thread
 * can split; on a worker it costs the server's event loop nothing, and the JSON text that comes
 * back is parsed in slices. Results and errors are the hardened decoder's own.
 *
 * The worker runs the compiled entry (`yaml-worker-entry.js` beside this module). When this
 * module runs from its TypeScript source (the test runner), that file is the build's copy in
 * dist/ (`npm test` builds first); without either, decoding falls back to the main thread in
 * slices.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CodecError } from '../../codec/codec.js';
import { parseJsonWithDuplicatesSliced } from '../../codec/json-strict.js';
import { decodeYamlWithDuplicatesSliced, YAML_MEDIA_TYPE, type YamlDecodeResult } from '../../codec/yaml.js';

/** Bodies smaller than this are decoded on the main thread (in slices): cheaper than a round trip. */
const OFF_THREAD_MIN_CHARS = 64 * 1024;

interface Pending {
  resolve(result: { json: string; duplicates: string[] }): void;
  reject(err: Error): void;
}

let worker: Worker | undefined;
let workerUnavailable = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function entryUrl(): URL | undefined {
  const built = new URL('./yaml-worker-entry.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  const fromSource = new URL('../../../dist/src/server/decode/yaml-worker-entry.js', import.meta.url);
  if (existsSync(fileURLToPath(fromSource))) return fromSource;
  return undefined;
}

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function getWorker(): Worker | undefined {
  if (worker || workerUnavailable) return worker;
  const url = entryUrl();
  if (!url) {
    workerUnavailable = true;
    return undefined;
  }
  const w = new Worker(url);
  w.unref(); // never keeps a process alive
  w.on('message', (msg: { id: number; json?: string; duplicates?: string[]; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error !== undefined) p.reject(new CodecError(YAML_MEDIA_TYPE, msg.error));
    else p.resolve({ json: msg.json!, duplicates: msg.duplicates ?? [] });
  });
  w.on('error', (err) => {
    worker = undefined;
    failAll(err);
  });
  w.on('exit', () => {
    worker = undefined;
    failAll(new Error('YAML worker exited'));
  });
  worker = w;
  return w;
}

/** `decodeYamlWithDuplicates` without holding the event loop: on the worker, else in slices. */
export async function decodeYamlOffThread(text: string): Promise<YamlDecodeResult> {
  const w = text.length < OFF_THREAD_MIN_CHARS ? undefined : getWorker();
  if (!w) return decodeYamlWithDuplicatesSliced(text);
  const id = nextId++;
  const answer = await new Promise<{ json: string; duplicates: string[] }>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, text });
  });
  // Duplicates were found by the YAML decoder; the JSON text has none left to report.
  const parsed = await parseJsonWithDuplicatesSliced(answer.json);
  return { value: parsed.value, duplicates: answer.duplicates };
}
