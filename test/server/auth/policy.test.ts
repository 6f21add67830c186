import { describe, expect, it } from 'vitest';
import { fieldErrorBody as fieldBody } from '../../../src/meta/field-errors.js';
import { PolicyError, loadPolicy, validatePolicy } from '../../../src/server/auth/policy.js';

function errorOf(fn: () => unknown): PolicyError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PolicyError) return e;
    throw e;
  }
  throw new Error('expected a PolicyError');
}

describe('loadPolicy', () => {
  it('reads YAML with a roles list', () => {
    const policy = loadPolicy(`
roles:
- name: lease-readers
  subjects:
  - { kind: User, name: alice }
  - { kind: ServiceAccount, name: elector, namespace: kube-system }
  rules:
  - apiGroups: [coordination.cluster.io]
    resources: [leasecandidates]
    verbs: [get, list, watch]
    namespaces: [kube-system]
- subjects: [{ kind: Group, name: system:authenticated }]
  rules:
  - nonResourceURLs: [/healthz, /apis/*]
    verbs: [get]
`);
    expect(policy).toEqual({
      roles: [
        {
          name: 'lease-readers',
          subjects: [
            { kind: 'User', name: 'alice' },
            { kind: 'ServiceAccount', name: 'elector', namespace: 'kube-system' },
          ],
          rules: [{ apiGroups: ['coordination.cluster.io'], resources: ['leasecandidates'], verbs: ['get', 'list', 'watch'], namespaces: ['kube-system'] }],
        },
        {
          subjects: [{ kind: 'Group', name: 'system:authenticated' }],
          rules: [{ nonResourceURLs: ['/healthz', '/apis/*'], verbs: ['get'] }],
        },
      ],
    });
  });

  it('reads JSON and a top-level list', () => {
    const json = JSON.stringify([{ subjects: [{ kind: 'User', name: 'a' }], rules: [{ apiGroups: [''], resources: ['namespaces'], verbs: ['*'] }] }]);
    expect(loadPolicy(json).roles).toHaveLength(1);
  });

  it('an empty document has no roles', () => {
    expect(loadPolicy('')).toEqual({ roles: [] });
  });

  it('reports YAML syntax errors with the cause', () => {
    const err = errorOf(() => loadPolicy('roles: [unclosed'));
    expect(err.message).toMatch(/^invalid policy: /);
    expect(err.cause).toBeInstanceOf(Error);
    expect(err.code).toBe('ERR_POLICY');
  });

  const invalid: Array<{ name: string; doc: unknown; errors: string[] }> = [
    { name: 'not a list', doc: { roles: 'x' }, errors: [] },
    {
      name: 'unknown fields',
      doc: { roles: [{ subjects: [{ kind: 'User', name: 'a', nmespace: 'x' }], rules: [{ apiGroups: [''], resources: ['x'], verb: ['get'], verbs: ['get'] }], extra: 1 }] },
      errors: ['roles[0].extra: Forbidden: unknown field', 'roles[0].subjects[0].nmespace: Forbidden: unknown field', 'roles[0].rules[0].verb: Forbidden: unknown field'],
    },
    {
      name: 'missing subjects and rules',
      doc: { roles: [{ name: 'r' }] },
      errors: ['roles[0].subjects: Required value', 'roles[0].rules: Required value'],
    },
    {
      name: 'bad subject kind, missing name, SA without namespace, namespace on a user',
      doc: {
        roles: [
          {
            subjects: [{ kind: 'Robot', name: 'r' }, { kind: 'User' }, { kind: 'ServiceAccount', name: 'sa' }, { kind: 'User', name: 'u', namespace: 'n' }],
            rules: [{ apiGroups: [''], resources: ['x'], verbs: ['get'] }],
          },
        ],
      },
      errors: [
        'roles[0].subjects[0].kind: Unsupported value: "Robot": supported values: "Group", "ServiceAccount", "User"',
        'roles[0].subjects[1].name: Required value',
        'roles[0].subjects[2].namespace: Required value',
        'roles[0].subjects[3].namespace: Forbidden: only ServiceAccount subjects have a namespace',
      ],
    },
    {
      name: 'rule without verbs, groups or resources',
      doc: { roles: [{ subjects: [{ kind: 'User', name: 'a' }], rules: [{}] }] },
      errors: [
        'roles[0].rules[0].verbs: Required value: verbs must contain at least one value',
        'roles[0].rules[0].apiGroups: Required value: resource rules must supply at least one api group',
        'roles[0].rules[0].resources: Required value: resource rules must supply at least one resource',
      ],
    },
    {
      name: 'mixed resource and non-resource rule, bad URLs, non-string list items',
      doc: {
        roles: [
          {
            subjects: [{ kind: 'User', name: 'a' }],
            rules: [{ apiGroups: [''], resources: ['x'], nonResourceURLs: ['healthz', '/a*b'], verbs: ['get', 3] }],
          },
        ],
      },
      errors: [
        'roles[0].rules[0].verbs[1]: Invalid value: "3": must be a string',
        'roles[0].rules[0].nonResourceURLs: Invalid value: "healthz,/a*b": rules cannot apply to both regular resources and non-resource URLs',
        'roles[0].rules[0].nonResourceURLs[0]: Invalid value: "healthz": must start with "/" or be "*"',
        'roles[0].rules[0].nonResourceURLs[1]: Invalid value: "/a*b": "*" is only allowed at the end',
      ],
    },
    {
      name: 'scalar where a list is expected',
      doc: { roles: [{ subjects: [{ kind: 'User', name: 'a' }], rules: [{ apiGroups: '', resources: ['x'], verbs: ['get'] }] }] },
      errors: [
        'roles[0].rules[0].apiGroups: Invalid value: "": must be a list of strings',
        'roles[0].rules[0].apiGroups: Required value: resource rules must supply at least one api group',
      ],
    },
  ];
  it.each(invalid)('rejects $name', (c) => {
    const err = errorOf(() => validatePolicy(c.doc));
    expect(err.errors.map((e) => `${e.field}: ${fieldBody(e)}`)).toEqual(c.errors);
    if (c.errors.length === 1) expect(err.message).toBe(`invalid policy: ${c.errors[0]}`);
    if (c.errors.length > 1) expect(err.message).toBe(`invalid policy: [${c.errors.join(', ')}]`);
  });
});
