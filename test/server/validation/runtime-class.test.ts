import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/meta/field-errors.js';
import { statusErrors } from '../../../src/meta/status.js';
import type { RuntimeClass } from '../../../src/meta/types.js';
import { validateRuntimeClass, validateRuntimeClassUpdate } from '../../../src/server/validation/runtime-class.js';

const GK = { group: 'node.cluster.io', kind: 'RuntimeClass' };
const message = (errs: readonly FieldError[], name = 'runc'): string => statusErrors.invalid(GK, name, errs).message;
const prefix = 'RuntimeClass.node.cluster.io "runc" is invalid: ';

const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const QNAME_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const QNAME_TOO_MANY_PARTS =
  "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const valid = {
  apiVersion: 'node.cluster.io/v1',
  kind: 'RuntimeClass',
  metadata: { name: 'runc' },
  handler: 'runc',
  overhead: { podFixed: { cpu: '250m', memory: '120Mi' } },
  scheduling: {
    nodeSelector: { runtime: 'runc' },
    tolerations: [{ key: 'runtime', operator: 'Equal', value: 'runc', effect: 'NoSchedule' }],
  },
};

function rc(changes: Record<string, unknown>): RuntimeClass {
  return { ...valid, ...changes } as unknown as RuntimeClass;
}
const withOverhead = (podFixed: Record<string, string | number>) => rc({ overhead: { podFixed } });
const withTolerations = (tolerations: Record<string, unknown>[]) => rc({ scheduling: { tolerations } });

type Case = readonly [scenario: string, obj: RuntimeClass, expected: string | null];

function table(cases: readonly Case[]): void {
  it.each(cases)('%s', (_scenario, obj, expected) => {
    const errs = validateRuntimeClass(obj);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });
}

describe('validateRuntimeClass: metadata and handler', () => {
  table([
    ['a valid runtime class', rc({}), null],
    ['a minimal runtime class', { metadata: { name: 'runc' }, handler: 'runc' } as unknown as RuntimeClass, null],
    ['a dotted name', rc({ metadata: { name: 'runc.example.com' } }), null],
    ['an invalid name', rc({ metadata: { name: 'Bad_Name' } }), `metadata.name: Invalid value: "Bad_Name": ${SUBDOMAIN_MSG}`],
    ['a namespace', rc({ metadata: { name: 'runc', namespace: 'default' } }), 'metadata.namespace: Forbidden: not allowed on this type'],
    ['an uppercase handler', rc({ handler: 'Bad' }), `handler: Invalid value: "Bad": ${LABEL_MSG}`],
    ['a missing handler', rc({ handler: undefined }), `handler: Invalid value: "": ${LABEL_MSG}`],
    ['a dotted handler', rc({ handler: 'run.c' }), 'handler: Invalid value: "run.c": must not contain dots'],
    [
      'a too long handler',
      rc({ handler: 'h'.repeat(64) }),
      `handler: Invalid value: "${'h'.repeat(64)}": must be no more than 63 characters`,
    ],
  ]);
});

describe('validateRuntimeClass: overhead', () => {
  const INT_ERR = (goQuantity: string) => `Invalid value: ${goQuantity}: must be an integer`;
  table([
    ['no overhead', rc({ overhead: undefined }), null],
    ['an empty overhead', rc({ overhead: {} }), null],
    ['ephemeral-storage and numeric quantities', withOverhead({ 'ephemeral-storage': '1Gi', cpu: 1 }), null],
    ['a zero quantity', withOverhead({ cpu: '0' }), null],
    [
      'a negative quantity',
      withOverhead({ cpu: '-1' }),
      'overhead.limits[cpu]: Invalid value: "-1": must be greater than or equal to 0',
    ],
    [
      'a negative quantity printed canonically',
      withOverhead({ memory: '-0.5Gi' }),
      'overhead.limits[memory]: Invalid value: "-512Mi": must be greater than or equal to 0',
    ],
    [
      'an unknown unqualified resource (printed without quotes)',
      withOverhead({ gpu: '1' }),
      '[overhead.limits[gpu]: Invalid value: gpu: must be a standard resource type or fully qualified, ' +
        'overhead.limits[gpu]: Invalid value: gpu: must be a standard resource for containers]',
    ],
    [
      'a known resource that containers cannot request',
      withOverhead({ pods: '1' }),
      'overhead.limits[pods]: Invalid value: pods: must be a standard resource for containers',
    ],
    [
      'a fractional object count',
      withOverhead({ pods: '0.5' }),
      '[overhead.limits[pods]: Invalid value: pods: must be a standard resource for containers, ' +
        'overhead.limits[pods]: ' +
        INT_ERR(
          'resource.Quantity{i:resource.int64Amount{value:5, scale:-1}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:"DecimalSI"}',
        ) +
        ']',
    ],
    ['a whole extended resource', withOverhead({ 'example.com/gpu': '2' }), null],
    ['a whole extended resource written in milli units', withOverhead({ 'example.com/gpu': '3000m' }), null],
    [
      'a fractional extended resource',
      withOverhead({ 'example.com/gpu': '500m' }),
      'overhead.limits[example.com/gpu]: ' +
        INT_ERR(
          'resource.Quantity{i:resource.int64Amount{value:500, scale:-3}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"500m", Format:"DecimalSI"}',
        ),
    ],
    // MilliValue rounds away from zero, so a value within a milli of a whole number passes.
    ['an extended resource within a milli of a whole number', withOverhead({ 'example.com/gpu': '0.9999' }), null],
    [
      'a negative fractional extended resource',
      withOverhead({ 'example.com/gpu': '-1.5' }),
      '[overhead.limits[example.com/gpu]: Invalid value: "-1500m": must be greater than or equal to 0, ' +
        'overhead.limits[example.com/gpu]: ' +
        INT_ERR(
          'resource.Quantity{i:resource.int64Amount{value:-15, scale:-1}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:"DecimalSI"}',
        ) +
        ']',
    ],
    ['a fractional native prefixed resource', withOverhead({ 'kubernetes.io/foo': '0.5' }), null],
    [
      'an extended resource with the quota prefix',
      withOverhead({ 'requests.example.com/gpu': '1' }),
      "overhead.limits[requests.example.com/gpu]: Invalid value: requests.example.com/gpu: doesn't follow extended resource name standard",
    ],
    [
      'a resource name that is not a qualified name',
      withOverhead({ 'a/b/c': '1' }),
      `[overhead.limits[a/b/c]: Invalid value: a/b/c: ${QNAME_TOO_MANY_PARTS}, ` +
        "overhead.limits[a/b/c]: Invalid value: a/b/c: doesn't follow extended resource name standard]",
    ],
    ['hugepages with memory', withOverhead({ memory: '1Gi', 'hugepages-2Mi': '4Mi' }), null],
    [
      'hugepages without cpu or memory',
      withOverhead({ 'hugepages-2Mi': '4Mi' }),
      'overhead: Forbidden: HugePages require cpu or memory',
    ],
    [
      'hugepages that are not a whole number of pages',
      withOverhead({ cpu: '1', 'hugepages-2Mi': '3Mi' }),
      'overhead.limits[hugepages-2Mi]: Invalid value: "3Mi": 3Mi is not positive integer multiple of hugepages-2Mi',
    ],
    [
      'hugepages with an unparseable page size',
      withOverhead({ cpu: '1', 'hugepages-x': '1Mi' }),
      'overhead.limits[hugepages-x]: Invalid value: "1Mi": 1Mi is not positive integer multiple of hugepages-x',
    ],
    ['an unparseable quantity is left to the decoder', withOverhead({ cpu: '1KB' }), null],
  ]);
});

describe('validateRuntimeClass: scheduling', () => {
  table([
    ['an empty scheduling', rc({ scheduling: {} }), null],
    [
      'an invalid nodeSelector key',
      rc({ scheduling: { nodeSelector: { 'bad key': 'v' } } }),
      `scheduling.nodeSelector: Invalid value: "bad key": ${QNAME_NAME_MSG}`,
    ],
    [
      'an invalid nodeSelector value',
      rc({ scheduling: { nodeSelector: { runtime: 'bad value' } } }),
      `scheduling.nodeSelector: Invalid value: "bad value": ${LABEL_VALUE_MSG}`,
    ],
    ['a match-all toleration', withTolerations([{ operator: 'Exists' }]), null],
    ['an Exists toleration with an effect', withTolerations([{ key: 'k', operator: 'Exists', effect: 'NoExecute' }]), null],
    ['an empty operator means Equal', withTolerations([{ key: 'k', value: 'v' }]), null],
    [
      'tolerationSeconds with NoExecute',
      withTolerations([{ key: 'k', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: -5 }]),
      null,
    ],
    [
      'an invalid toleration key',
      withTolerations([{ key: 'bad key', operator: 'Exists' }]),
      `scheduling.tolerations[0].key: Invalid value: "bad key": ${QNAME_NAME_MSG}`,
    ],
    [
      'an empty key with the Equal operator',
      withTolerations([{ operator: 'Equal' }]),
      'scheduling.tolerations[0].operator: Invalid value: "Equal": operator must be Exists when `key` is empty, which means "match all values and all keys"',
    ],
    [
      'an empty key with no operator',
      withTolerations([{}]),
      'scheduling.tolerations[0].operator: Invalid value: "": operator must be Exists when `key` is empty, which means "match all values and all keys"',
    ],
    [
      'tolerationSeconds without NoExecute',
      withTolerations([{ key: 'k', operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 30 }]),
      "scheduling.tolerations[0].effect: Invalid value: \"NoSchedule\": effect must be 'NoExecute' when `tolerationSeconds` is set",
    ],
    [
      'an invalid value with the Equal operator',
      withTolerations([{ key: 'k', operator: 'Equal', value: 'bad value' }]),
      `scheduling.tolerations[0].operator: Invalid value: "bad value": ${LABEL_VALUE_MSG}`,
    ],
    [
      'several value problems are joined with a semicolon',
      withTolerations([{ key: 'k', value: '_'.repeat(64) }]),
      `scheduling.tolerations[0].operator: Invalid value: "${'_'.repeat(64)}": must be no more than 63 characters;${LABEL_VALUE_MSG}`,
    ],
    [
      'a value with the Exists operator',
      withTolerations([{ key: 'k', operator: 'Exists', value: 'v' }]),
      'scheduling.tolerations[0].operator: Invalid value: core.Toleration{Key:"k", Operator:"Exists", Value:"v", Effect:"", TolerationSeconds:(*int64)(nil)}: ' +
        "value must be empty when `operator` is 'Exists'",
    ],
    [
      'an unsupported operator',
      withTolerations([{ key: 'k', operator: 'In', value: 'v' }]),
      'scheduling.tolerations[0].operator: Unsupported value: "In": supported values: "Equal", "Exists"',
    ],
    [
      'an unsupported effect',
      withTolerations([{ key: 'k', operator: 'Exists', effect: 'Bogus' }]),
      'scheduling.tolerations[0].effect: Unsupported value: "Bogus": supported values: "NoSchedule", "PreferNoSchedule", "NoExecute"',
    ],
    [
      'a duplicate toleration',
      withTolerations([
        { key: 'k', operator: 'Equal', value: 'v', effect: 'NoSchedule' },
        { key: 'k', operator: 'Equal', value: 'v', effect: 'NoSchedule' },
      ]),
      'scheduling.tolerations[1]: Duplicate value: core.Toleration{Key:"k", Operator:"Equal", Value:"v", Effect:"NoSchedule", TolerationSeconds:(*int64)(nil)}',
    ],
    [
      'tolerations differing only in tolerationSeconds are duplicates',
      withTolerations([
        { key: 'k', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 10 },
        { key: 'k', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 20 },
      ]),
      'scheduling.tolerations[1]: Duplicate value: core.Toleration{Key:"k", Operator:"Exists", Value:"", Effect:"NoExecute", TolerationSeconds:(*int64)(0xc000010000)}',
    ],
    [
      'an empty operator and Equal are different list keys',
      withTolerations([
        { key: 'k', value: 'v' },
        { key: 'k', operator: 'Equal', value: 'v' },
      ]),
      null,
    ],
  ]);

  it('reports per-toleration errors before duplicates, with matching causes', () => {
    const errs = validateRuntimeClass(
      withTolerations([
        { key: 'k', operator: 'Equal', value: 'v' },
        { key: 'k', operator: 'Equal', value: 'v' },
        { key: 'k', operator: 'In' },
      ]),
    );
    expect(message(errs)).toBe(
      prefix +
        '[scheduling.tolerations[2].operator: Unsupported value: "In": supported values: "Equal", "Exists", ' +
        'scheduling.tolerations[1]: Duplicate value: core.Toleration{Key:"k", Operator:"Equal", Value:"v", Effect:"", TolerationSeconds:(*int64)(nil)}]',
    );
    expect(statusErrors.invalid(GK, 'runc', errs).causes).toEqual([
      {
        reason: 'FieldValueNotSupported',
        message: 'Unsupported value: "In": supported values: "Equal", "Exists"',
        field: 'scheduling.tolerations[2].operator',
      },
      {
        reason: 'FieldValueDuplicate',
        message:
          'Duplicate value: core.Toleration{Key:"k", Operator:"Equal", Value:"v", Effect:"", TolerationSeconds:(*int64)(nil)}',
        field: 'scheduling.tolerations[1]',
      },
    ]);
  });
});

describe('validateRuntimeClassUpdate', () => {
  const stored = rc({ metadata: { name: 'runc', resourceVersion: '3', uid: 'u1' } });
  const next = (changes: Record<string, unknown>) =>
    rc({ metadata: { name: 'runc', resourceVersion: '3', uid: 'u1' }, ...changes });

  it.each<Case>([
    ['an unchanged runtime class', next({}), null],
    ['changed overhead and scheduling', next({ overhead: { podFixed: { cpu: '1' } }, scheduling: undefined }), null],
    ['a changed handler', next({ handler: 'crun' }), 'handler: Invalid value: "crun": field is immutable'],
    [
      'create rules still apply',
      next({ overhead: { podFixed: { cpu: '-1' } } }),
      'overhead.limits[cpu]: Invalid value: "-1": must be greater than or equal to 0',
    ],
    [
      'a missing resourceVersion',
      next({ metadata: { name: 'runc', uid: 'u1' } }),
      'metadata.resourceVersion: Invalid value: "": must be specified for an update',
    ],
  ])('%s', (_scenario, obj, expected) => {
    const errs = validateRuntimeClassUpdate(obj, stored);
    if (expected === null) expect(errs).toEqual([]);
    else expect(message(errs)).toBe(prefix + expected);
  });

  it('reports an error found by both create and update rules once in the message, twice in causes', () => {
    const errs = validateRuntimeClassUpdate(
      next({ metadata: { name: 'runc', resourceVersion: '3', uid: 'u1', labels: { 'bad key': 'v' } } }),
      stored,
    );
    const text = `metadata.labels: Invalid value: "bad key": ${QNAME_NAME_MSG}`;
    expect(message(errs)).toBe(prefix + text);
    expect(statusErrors.invalid(GK, 'runc', errs).causes).toHaveLength(2);
  });
});
