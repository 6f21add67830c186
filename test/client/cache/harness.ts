/**
 * Shared set-up for informer tests: a fake server, a manual clock, an informer with a
 * recording handler, and the errors it reported.
 */
import { createInformer, type Informer, type InformerCacheMode, type InformerOptions } from '../../../src/client/cache/informer.js';
import { ReflectorError } from '../../../src/client/cache/reflector.js';
import { FakeListerWatcher, type TestObject } from './fake-lister-watcher.js';
import { flush, ManualClock } from '../../support/manual-clock.js';

export interface Harness {
  readonly clock: ManualClock;
  readonly lw: FakeListerWatcher;
  readonly informer: Informer<TestObject>;
  /** Every error reported, in order. */
  readonly errors: Error[];
  /** What the recording handler saw: `add ns/a@101`, `update ns/a 101->105`, `delete ns/a@101 (unknown)`. */
  readonly log: string[];
  readonly abort: AbortController;
  start(): void;
  /** Reflector errors only. */
  reflectorErrors(): ReflectorError[];
}

/**
 * The cache mode of informers made by {@link setup} when the test does not choose one. The
 * `*.compact.test.ts` files set it to 'compact' and import the informer test files, so that
 * the same tests run against both caches.
 */
let defaultCacheMode: InformerCacheMode = 'objects';

export function useCacheMode(mode: InformerCacheMode): void {
  defaultCacheMode = mode;
}

export function cacheMode(): InformerCacheMode {
  return defaultCacheMode;
}

export function key(o: TestObject): string {
  return o.metadata.namespace ? `${o.metadata.namespace}/${o.metadata.name}` : `${o.metadata.name}`;
}

export function rvOf(o: TestObject): string {
  return o.metadata.resourceVersion ?? '';
}

export function setup(
  options: Partial<InformerOptions<TestObject>> & { lw?: FakeListerWatcher; clock?: ManualClock } = {},
): Harness {
  const clock = options.clock ?? new ManualClock();
  const lw = options.lw ?? new FakeListerWatcher();
  const errors: Error[] = [];
  const log: string[] = [];
  const { lw: _lw, clock: _clock, ...rest } = options;
  const informer = createInformer<TestObject>({
    listerWatcher: lw,
    clock,
    random: () => 0,
    onError: (e) => errors.push(e),
    cache: defaultCacheMode,
    ...rest,
  });
  informer.addEventHandler({
    onAdd: (o) => void log.push(`add ${key(o)}@${rvOf(o)}`),
    onUpdate: (o, n) => void log.push(`update ${key(n)} ${rvOf(o)}->${rvOf(n)}`),
    onDelete: (o, info) => void log.push(`delete ${key(o)}@${rvOf(o)}${info.finalStateUnknown ? ' (unknown)' : ''}`),
  });
  const abort = new AbortController();
  return {
    clock,
    lw,
    informer,
    errors,
    log,
    abort,
    start: () => informer.start(abort.signal),
    reflectorErrors: () => errors.filter((e): e is ReflectorError => e instanceof ReflectorError),
  };
}

/** Starts and waits until synced (the fake answers without time passing). */
export async function startSynced(h: Harness): Promise<void> {
  h.start();
  await flush();
  await h.informer.synced();
}
