/**
 * The suite's one property, checked per exchange: a hostile input gets a 4xx Status (or a
 * 2xx when it happens to be valid), never a 5xx, never a hang; the process stays alive (the
 * health probe answers); nothing was reported through onError; and the stored state is
 * unchanged unless the answer is 2xx, in which case only the object the request names changed.
 */
import fc from 'fast-check';
import { changedKeys, fuzzParams, record, type Answer, type FuzzRequest, type FuzzServer } from './harness.js';

export interface ExchangeExpectations {
  /** Tally key: target and media type. */
  readonly key: string;
  /** Generator class (appended to failure messages). */
  readonly label?: string;
  /**
   * Stored keys (`resource/namespace/name`) a 2xx answer may change. `'one-new'` (creates):
   * at most one key, not present before, of the given resource.
   */
  readonly mayChange: readonly string[] | { readonly oneNewOf: string };
  /** The 4xx body is a Status (requests accepting JSON); off for raw exchanges. */
  readonly statusBody?: boolean;
  /** Only read the head of a 2xx answer (watches). */
  readonly streaming?: boolean;
}

/**
 * 5xx answers kube-apiserver itself gives for these inputs (the reference server mirrors them
 * on purpose). They are tallied as `5xx(upstream)` and otherwise held to the same property.
 */
export const UPSTREAM_FAITHFUL_5XX: ReadonlyArray<{ readonly message: RegExp; readonly why: string; readonly check?: (m: RegExpExecArray) => boolean }> = [
  {
    // A list or get at a resourceVersion newer than the store's waits, then answers 504
    // "Too large resource version" (storage.NewTooLargeResourceVersionError; the cacher's
    // waitUntilFreshAndBlock). Only uint64 versions: a version past 2^64-1 is invalid upstream.
    message: /^Timeout: Too large resource version: (\d+), current: \d+$/,
    check: (m) => BigInt(m[1]!) <= 2n ** 64n - 1n,
    why: 'read at a resourceVersion newer than the store (upstream answers 504 after its wait)',
  },
  {
    // mergepatch.ErrBadArgType from strategicpatch (a directive such as $setElementOrder/<list>
    // or $retainKeys of the wrong type) and ErrNoMergeKey ($setElementOrder on a list whose
    // schema declares no merge key), sliceElementType's "list element types are not identical"
    // (a merged primitive list such as finalizers with mixed element types) and
    // LookupPatchMetadataForStruct's unknown-field error (a directive naming no field) are
    // likewise passed through unmapped: 500.
    message: /^expected a .*, but received a |^map: .* does not contain declared merge key: |^list element types are not identical: |^unable to find api field in struct \w+ for the json field /,
    why: 'strategic merge patch directive of the wrong JSON type (upstream answers 500)',
  },
  {
    // strategicpatch's ErrBadPatchType is not among the errors interpretStrategicMergePatchError
    // maps to 400/422 (staging/src/k8s.io/apiserver/pkg/endpoints/handlers/patch.go), so it
    // reaches ErrorToAPIStatus as a plain error: 500 with an empty reason.
    message: /^unknown patch type: .* in map: /,
    why: 'strategic merge patch with an unknown $patch directive value (upstream answers 500)',
  },
  {
    // Server-side apply hands the raw body to the field manager, whose typed conversion
    // (structured-merge-diff) rejects undeclared fields with a plain error: 500, empty reason,
    // in every fieldValidation mode (fieldmanager/internal/structuredmerge.go Apply).
    message: /^failed to create typed patch object \([^)]*\): [\s\S]*field not declared in schema/,
    why: 'server-side apply body with a field the schema does not declare (upstream answers 500)',
  },
];

function upstreamFaithful(answer: Answer): boolean {
  try {
    const status = JSON.parse(answer.body.toString('utf8')) as { message?: unknown };
    const message = status.message;
    if (typeof message !== 'string') return false;
    return UPSTREAM_FAITHFUL_5XX.some((k) => {
      const m = k.message.exec(message);
      return m !== null && (k.check?.(m) ?? true);
    });
  } catch {
    return false;
  }
}

function preview(body: FuzzRequest['body'] | Buffer): string {
  if (body === undefined) return '(no body)';
  const b = Buffer.from(body);
  const text = b.subarray(0, 160).toString('latin1').replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `${b.length} bytes: ${text}${b.length > 160 ? '…' : ''}`;
}

/** Failure text naming the input, what was expected and what was seen. */
function failure(why: string, req: FuzzRequest | { raw: Buffer }, exp: ExchangeExpectations, answer?: Answer): Error {
  const input = 'raw' in req ? `raw ${preview(req.raw)}` : `${req.method} ${req.path.slice(0, 200)} [${req.headers?.['content-type'] ?? ''}] ${preview(req.body)}`;
  const seen = answer ? `seen ${answer.status}: ${answer.body.subarray(0, 300).toString('utf8')}` : '';
  return new Error(`${why} (${exp.key}${exp.label ? ` / ${exp.label}` : ''})\n  input: ${input}\n  ${seen}`);
}

/**
 * Send one request (or raw bytes) and check every part of the property; throws an Error
 * describing the input on any violation. Resets the store when the exchange changed it.
 */
export async function checkExchange(fs: FuzzServer, req: FuzzRequest | { raw: Buffer }, exp: ExchangeExpectations): Promise<Answer | undefined> {
  try {
    return await exchange(fs, req, exp);
  } catch (err) {
    if (!COLLECT) throw err;
    // A long run keeps going: the failure is kept, tallied and reported at the end.
    collected.push(err as Error);
    record(exp.key, 'FAIL');
    await fs.reset();
    return undefined;
  }
}

/** Long runs (`npm run fuzz`) collect failures instead of stopping at the first one. */
const COLLECT = process.env.CTL_FUZZ_RUNS !== undefined;
const collected: Error[] = [];

/**
 * Run a property over `arbitrary` with the suite's seed and run count. In a long run every
 * failure is collected and the distinct ones (by first line, shortest input) are thrown at
 * the end; otherwise fast-check stops at the first and shrinks it.
 */
export async function fuzzAssert<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<unknown>, defaultRuns: number): Promise<void> {
  collected.length = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (v) => {
      await predicate(v);
    }),
    fuzzParams(defaultRuns),
  );
  if (collected.length === 0) return;
  const distinct = new Map<string, Error>();
  for (const err of collected) {
    const head = err.message.split('\n')[0]!;
    const had = distinct.get(head);
    if (!had || err.message.length < had.message.length) distinct.set(head, err);
  }
  throw new Error(`${collected.length} failing input(s), ${distinct.size} distinct:\n\n${[...distinct.values()].map((e) => e.message).join('\n\n')}`);
}

async function exchange(fs: FuzzServer, req: FuzzRequest | { raw: Buffer }, exp: ExchangeExpectations): Promise<Answer> {
  const reportedBefore = fs.reported.length;
  const before = await fs.snapshot();
  const answer = 'raw' in req ? await fs.raw(req.raw) : await fs.send(req, exp.streaming ? { streaming: true } : {});
  const faithful = typeof answer.status === 'number' && answer.status >= 500 && upstreamFaithful(answer);
  const tallied = faithful ? `${answer.status}(upstream)` : answer.status;
  record(exp.key, tallied);
  if (exp.label) record(`${exp.key} :: ${exp.label}`, tallied);
  if (answer.status === 'hang') throw failure(`no answer within the timeout`, req, exp, answer);
  if (answer.status === 'reset') throw failure('the connection dropped without an answer', req, exp, answer);
  if (!(await fs.healthy())) throw failure('the health probe failed after the exchange', req, exp, answer);
  if (answer.status >= 500 && !faithful) throw failure(`a ${answer.status} answer (expected 4xx or 2xx)`, req, exp, answer);
  if (fs.reported.length > reportedBefore && !faithful) throw failure(`the server reported an error: ${String(fs.reported[fs.reported.length - 1])}`, req, exp, answer);
  if (exp.statusBody && answer.status >= 400 && answer.contentType.startsWith('application/json')) {
    let status: { kind?: unknown; code?: unknown } | undefined;
    try {
      status = JSON.parse(answer.body.toString('utf8'));
    } catch {
      status = undefined;
    }
    if (status?.kind !== 'Status' || status.code !== answer.status) throw failure('a 4xx answer whose body is not its Status', req, exp, answer);
  }
  const after = await fs.snapshot();
  const changed = changedKeys(before, after);
  const ok = answer.status >= 200 && answer.status < 300;
  if (!ok && changed.length > 0) throw failure(`a ${answer.status} answer changed stored state: ${changed.join(', ')}`, req, exp, answer);
  if (ok && changed.length > 0) {
    const may = exp.mayChange;
    const allowed = Array.isArray(may)
      ? changed.every((k) => may.includes(k))
      : changed.length === 1 && !before.has(changed[0]!) && changed[0]!.startsWith(`${(may as { oneNewOf: string }).oneNewOf}/`);
    if (!allowed) throw failure(`a 2xx answer changed more than the object it names: ${changed.join(', ')}`, req, exp, answer);
  }
  if (changed.length > 0) await fs.reset();
  return answer;
}
