/**
 * Value-level generators: valid RuntimeClass / LeaseCandidate / Lease / ValidatingAdmissionPolicy(Binding)
 * objects, CEL expression text, arbitrary JSON values,
 * and mutations of a valid object (type confusion at a random path, unknown fields, width,
 * a placeholder where the encoders splice deep nesting or invalid UTF-8). Format-neutral:
 * encodings.ts turns a {@link Doc} into bytes of any media type.
 */
import fc from 'fast-check';

/** A plain ASCII marker the encoders find in any format's bytes and replace (same length). */
export const PLACEHOLDER = 'SPLICEHERE7f3a';

/** What replaces the placeholder: deep nesting, or invalid UTF-8 inside the string. */
export type Splice =
  | { readonly kind: 'deep-array' | 'deep-object' | 'deep-mixed'; readonly depth: number }
  | { readonly kind: 'invalid-utf8'; readonly bytes: readonly number[] };

/** A document to encode: a value tree, possibly with one placeholder to splice. */
export interface Doc {
  readonly value: unknown;
  readonly splice?: Splice;
  /** Which generator made it (the tally's class column). */
  readonly label: string;
}

const dnsLabel = fc.stringMatching(/^[a-z]([a-z0-9-]{0,14}[a-z0-9])?$/);

/** Names: mostly valid DNS subdomains, sometimes hostile. */
export const objectName: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: dnsLabel.map((s) => `fz-${s}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '.', '..', 'a/b', 'a%2Fb', 'x'.repeat(254), 'UPPER', 'fuzz-rc') },
);

/** A valid RuntimeClass (new name). */
export const validRuntimeClass: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    name: dnsLabel.map((s) => `fz-${s}`),
    handler: dnsLabel,
    cpu: fc.constantFrom('1', '250m', '0.5', '2k'),
    withScheduling: fc.boolean(),
  })
  .map(({ name, handler, cpu, withScheduling }) => ({
    apiVersion: 'node.cluster.io/v1',
    kind: 'RuntimeClass',
    metadata: { name, labels: { tier: 'fuzz' }, annotations: { note: 'generated' } },
    handler,
    overhead: { podFixed: { cpu, memory: '64Mi' } },
    ...(withScheduling ? { scheduling: { nodeSelector: { pool: 'a' }, tolerations: [{ key: 'k', operator: 'Exists', effect: 'NoSchedule' }] } } : {}),
  }));

/** A valid LeaseCandidate in namespace default (new name). */
export const validLeaseCandidate: fc.Arbitrary<Record<string, unknown>> = fc
  .record({ name: dnsLabel.map((s) => `fz-${s}`), lease: dnsLabel, renew: fc.boolean() })
  .map(({ name, lease, renew }) => ({
    apiVersion: 'coordination.cluster.io/v1beta1',
    kind: 'LeaseCandidate',
    metadata: { name, namespace: 'default' },
    spec: {
      leaseName: lease,
      binaryVersion: '1.33.0',
      emulationVersion: '1.33.0',
      strategy: 'OldestEmulationVersion',
      ...(renew ? { renewTime: '2026-11-23T10:00:00.000000Z', pingTime: '2026-11-23T10:00:00.000000Z' } : {}),
    },
  }));

/** A valid Lease in namespace default (new name): any subset of the optional (pointer) spec fields. */
export const validLease: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      name: dnsLabel.map((s) => `fz-${s}`),
      holderIdentity: fc.oneof(dnsLabel, fc.constant('')),
      leaseDurationSeconds: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      acquireTime: fc.constantFrom('2026-11-23T10:00:00.000000Z', '2026-11-23T10:00:00.123456Z'),
      renewTime: fc.constantFrom('2026-11-23T10:00:15.000001Z', '1970-01-01T00:00:00.000000Z'),
      leaseTransitions: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    },
    { requiredKeys: ['name'] },
  )
  .map(({ name, ...spec }) => ({
    apiVersion: 'coordination.cluster.io/v1',
    kind: 'Lease',
    metadata: { name, namespace: 'default' },
    spec,
  }));

/**
 * CEL expression text: valid ones of each result type, garbage, unbalanced and deeply nested
 * text, over-long strings, and expressions that are expensive or fail at run time.
 */
export const celExpression: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('true', "object.spec.holderIdentity != 'x'", "has(object.metadata.labels) && 'a' in object.metadata.labels", 'object.spec.leaseDurationSeconds > 3', "request.operation == 'CREATE'") },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('(', ')', '1 +', "'unterminated", 'object.', '[1,2', '{', 'a.b.c(', "'x'", '1', 'null', 'dyn(1)', '1/0 == 1', "'a'.matches('(')") },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => '('.repeat(n) + 'true' + ')'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((n) => Array.from({ length: n }, () => 'true').join(' && ')) },
  { weight: 1, arbitrary: fc.constantFrom('[1,2,3].all(x, [1,2,3].all(y, [1,2,3].all(z, x + y + z > 0)))', "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.matches('(a+)+$')", 'x'.repeat(6000)) },
);

const leaseRule = { apiGroups: ['coordination.cluster.io'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['leases'] };

/**
 * A valid ValidatingAdmissionPolicy (new name) over Lease creates in namespace `fuzz-none` (so a
 * stored one never affects the other fuzz writes): validations, match conditions, variables and
 * audit annotations with generated expressions (many of which do not compile: 422).
 */
export const validValidatingAdmissionPolicy: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    name: dnsLabel.map((s) => `fz-${s}`),
    validation: celExpression,
    condition: fc.option(celExpression, { nil: undefined }),
    variable: fc.option(celExpression, { nil: undefined }),
    audit: fc.option(celExpression, { nil: undefined }),
    failurePolicy: fc.constantFrom('Fail', 'Ignore', undefined),
    withParams: fc.boolean(),
  })
  .map(({ name, validation, condition, variable, audit, failurePolicy, withParams }) => ({
    apiVersion: 'admissionregistration.cluster.io/v1',
    kind: 'ValidatingAdmissionPolicy',
    metadata: { name },
    spec: {
      ...(withParams ? { paramKind: { apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass' } } : {}),
      matchConstraints: { resourceRules: [leaseRule], namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'fuzz-none' } } },
      validations: [{ expression: validation, message: 'fuzz' }],
      ...(failurePolicy ? { failurePolicy } : {}),
      ...(condition !== undefined ? { matchConditions: [{ name: 'c', expression: condition }] } : {}),
      ...(variable !== undefined ? { variables: [{ name: 'v', expression: variable }] } : {}),
      ...(audit !== undefined ? { auditAnnotations: [{ key: 'k', valueExpression: audit }] } : {}),
    },
  }));

/** A valid ValidatingAdmissionPolicyBinding (new name), optionally with params and match resources. */
export const validValidatingAdmissionPolicyBinding: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    name: dnsLabel.map((s) => `fz-${s}`),
    policy: dnsLabel.map((s) => `fz-${s}`),
    actions: fc.constantFrom(['Deny'], ['Warn'], ['Audit'], ['Deny', 'Audit'], ['Warn', 'Audit']),
    paramRef: fc.option(fc.oneof(fc.constant({ name: 'fuzz-rc', parameterNotFoundAction: 'Deny' }), fc.constant({ selector: { matchLabels: { tier: 'fuzz' } }, parameterNotFoundAction: 'Allow' })), { nil: undefined }),
    objectSelector: fc.option(fc.constant({ matchExpressions: [{ key: 'tier', operator: 'In', values: ['fuzz'] }] }), { nil: undefined }),
  })
  .map(({ name, policy, actions, paramRef, objectSelector }) => ({
    apiVersion: 'admissionregistration.cluster.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name },
    spec: {
      policyName: policy,
      validationActions: actions,
      ...(paramRef ? { paramRef } : {}),
      ...(objectSelector ? { matchResources: { objectSelector } } : {}),
    },
  }));

/** Integers at and beyond the edges of int32/int64/double precision. */
export const edgeNumber: fc.Arbitrary<number | bigint> = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, -(2 ** 63), 2 ** 64, 1e308, -1e308, 1.5, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arbitrary JSON values (bounded size). */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: edgeNumber.filter((n): n is number => typeof n === 'number') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'true', '1e400', '\u0000', '\ud800', '\u202e', '💥') },
);

/** Paths (as key lists) of every node of a value tree. */
export function pathsOf(value: unknown, prefix: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** A copy of `value` with the node at `path` replaced (the root when the path is empty). */
export function setAt(value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  copy[head] = setAt((value as Record<string | number, unknown>)[head], rest, replacement);
  return copy;
}

/** A value of a different JSON type than `v` (type confusion). */
function confusedValue(v: unknown): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (typeof v !== 'string') options.push(fc.string({ maxLength: 20 }));
  if (typeof v !== 'number') options.push(edgeNumber.filter((n): n is number => typeof n === 'number'));
  if (typeof v !== 'boolean') options.push(fc.boolean());
  if (v !== null) options.push(fc.constant(null));
  if (!Array.isArray(v)) options.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
  if (typeof v !== 'object' || v === null || Array.isArray(v)) options.push(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
  return fc.oneof(...options);
}

/** Swap the value at a random path of `base` for one of another type. */
export function typeConfused(base: unknown): fc.Arbitrary<Doc> {
  const paths = pathsOf(base);
  return fc.constantFrom(...paths).chain((path) => {
    let node: unknown = base;
    for (const k of path) node = (node as Record<string | number, unknown>)[k];
    return confusedValue(node).map((v) => ({ value: setAt(base, path, v), label: 'type-confusion' }));
  });
}

/** The placeholder at a random path (replacing a node or added as a new key). */
function withPlaceholder(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base).filter((p) => p.length > 0);
  return fc.oneof(
    fc.constantFrom(...paths).map((p) => setAt(base, p, PLACEHOLDER)),
    fc.constantFrom(...pathsOf(base).filter((p) => {
      let node: unknown = base;
      for (const k of p) node = (node as Record<string | number, unknown>)[k];
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    })).map((p) => {
      let node: unknown = base;
      for (const k of p) node = (node as Record<string | number, unknown>)[k];
      return setAt(base, p, { ...(node as object), fuzzExtra: PLACEHOLDER });
    }),
  );
}

/** Deep nesting (up to 120,000 levels, past every decoder's limit) spliced at a random path. */
export function deepNested(base: unknown): fc.Arbitrary<Doc> {
  return fc
    .tuple(withPlaceholder(base), fc.constantFrom<'deep-array' | 'deep-object' | 'deep-mixed'>('deep-array', 'deep-object', 'deep-mixed'), fc.oneof(fc.integer({ min: 1, max: 200 }), fc.constantFrom(63, 64, 65, 999, 1000, 1001, 9_999, 10_000, 10_001, 100_000, 120_000)))
    .map(([value, kind, depth]) => ({ value, splice: { kind, depth }, label: `depth` }));
}

/** Invalid UTF-8 inside a string at a random path (lengths kept for binary formats). */
export function invalidUtf8(base: unknown): fc.Arbitrary<Doc> {
  const sequences = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80], [0xfe, 0xfe]];
  return fc.tuple(withPlaceholder(base), fc.array(fc.constantFrom(...sequences), { minLength: 1, maxLength: 4 })).map(([value, seqs]) => {
    const bytes = seqs.flat();
    // Padded with ASCII to the placeholder's length so length prefixes stay right.
    const padded = [...bytes, ...Array(Math.max(0, PLACEHOLDER.length - bytes.length)).fill(0x61)].slice(0, PLACEHOLDER.length);
    return { value, splice: { kind: 'invalid-utf8', bytes: padded }, label: 'invalid-utf8' };
  });
}

/** Many keys or items (up to 60,000) at a random object path. */
export function wide(base: unknown): fc.Arbitrary<Doc> {
  const objectPaths = pathsOf(base).filter((p) => {
    let node: unknown = base;
    for (const k of p) node = (node as Record<string | number, unknown>)[k];
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  return fc.tuple(fc.constantFrom(...objectPaths), fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constantFrom(1_000, 10_000, 60_000)), fc.boolean()).map(([path, width, asArray]) => {
    let node: unknown = base;
    for (const k of path) node = (node as Record<string | number, unknown>)[k];
    const extra = asArray ? { fuzzWide: Array.from({ length: width }, (_, i) => i) } : Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, 'v']));
    return { value: setAt(base, path, { ...(node as object), ...extra }), label: 'width' };
  });
}

/** Unknown and misspelled fields at random object paths. */
export function unknownFields(base: unknown): fc.Arbitrary<Doc> {
  return fc.tuple(withPlaceholder(base), jsonValue).map(([value]) => ({ value: JSON.parse(JSON.stringify(value).replace(`"${PLACEHOLDER}"`, '{"unknownField":1}')), label: 'unknown-fields' }));
}

/** Every value-level mutation of `base`, plus `base` itself (valid input gets a 2xx). */
export function mutatedDoc(base: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Doc> {
  return base.chain((b) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<Doc>({ value: b, label: 'valid' }) },
      { weight: 4, arbitrary: typeConfused(b) },
      { weight: 2, arbitrary: deepNested(b) },
      { weight: 2, arbitrary: invalidUtf8(b) },
      { weight: 1, arbitrary: wide(b) },
      { weight: 1, arbitrary: unknownFields(b) },
      { weight: 1, arbitrary: jsonValue.map((v) => ({ value: v, label: 'not-an-object' })) },
    ),
  );
}
