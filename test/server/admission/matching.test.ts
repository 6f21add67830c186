/**
 * Policy matching (upstream policy/matching and webhook predicates): rules, exclusion,
 * namespace and object selectors; and a property: a rule of wildcards matches every request,
 * and excluding what is included matches nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchResources } from '../../../src/meta/types.js';
import { INTERNAL_USER, type AdmissionAttributes } from '../../../src/server/admission/attributes.js';
import { matches, NamespaceNotFoundError, type MatchContext } from '../../../src/server/admission/matching.js';

function attrs(over: Partial<AdmissionAttributes> = {}): AdmissionAttributes {
  return {
    operation: 'CREATE',
    resource: { group: 'coordination.cluster.io', version: 'v1', resource: 'leases' },
    kind: { group: 'coordination.cluster.io', version: 'v1', kind: 'Lease' },
    subresource: '',
    name: 'l',
    namespace: 'default',
    object: { metadata: { name: 'l', labels: { app: 'web' } } },
    dryRun: false,
    user: INTERNAL_USER,
    ...over,
  };
}

const ctx: MatchContext = { namespaceLabels: (name) => ({ default: { env: 'dev' }, prod: { env: 'prod' } } as Record<string, Record<string, string>>)[name] };
const leases = { apiGroups: ['coordination.cluster.io'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['leases'] };

describe('matches', () => {
  it('rules: operation, group, version, resource, subresource, scope and resourceNames', () => {
    const mr = (rule: object): MatchResources => ({ resourceRules: [{ ...leases, ...rule }] });
    expect(matches(mr({}), attrs(), ctx)).toBe(true);
    expect(matches(mr({ operations: ['UPDATE'] }), attrs(), ctx)).toBe(false);
    expect(matches(mr({ apiVersions: ['v1beta1'] }), attrs(), ctx)).toBe(false);
    expect(matches(mr({ resources: ['leases/status'] }), attrs(), ctx)).toBe(false);
    expect(matches(mr({ resources: ['leases/*'] }), attrs({ subresource: 'status' }), ctx)).toBe(true);
    expect(matches(mr({ resources: ['*'] }), attrs({ subresource: 'status' }), ctx)).toBe(false);
    expect(matches(mr({ resources: ['*/*'] }), attrs({ subresource: 'status' }), ctx)).toBe(true);
    expect(matches(mr({ scope: 'Cluster' }), attrs(), ctx)).toBe(false);
    expect(matches(mr({ scope: 'Namespaced' }), attrs(), ctx)).toBe(true);
    expect(matches(mr({ resourceNames: ['other'] }), attrs(), ctx)).toBe(false);
    expect(matches(mr({ resourceNames: ['other', 'l'] }), attrs(), ctx)).toBe(true);
  });

  it('exclude rules win; no resource rules match everything (bindings)', () => {
    expect(matches({ resourceRules: [leases], excludeResourceRules: [{ ...leases, resourceNames: ['l'] }] }, attrs(), ctx)).toBe(false);
    expect(matches({}, attrs(), ctx)).toBe(true);
  });

  it('namespace selector: the namespace labels; the object for namespaces; cluster-scoped always match', () => {
    const mr: MatchResources = { namespaceSelector: { matchLabels: { env: 'prod' } } };
    expect(matches(mr, attrs(), ctx)).toBe(false);
    expect(matches(mr, attrs({ namespace: 'prod' }), ctx)).toBe(true);
    expect(matches(mr, attrs({ namespace: '', resource: { group: 'node.cluster.io', version: 'v1', resource: 'runtimeclasses' } }), ctx)).toBe(true);
    const nsAttrs = attrs({ namespace: '', resource: { group: '', version: 'v1', resource: 'namespaces' }, kind: { group: '', version: 'v1', kind: 'Namespace' }, object: { metadata: { labels: { env: 'prod' } } } });
    expect(matches(mr, nsAttrs, ctx)).toBe(true);
    expect(() => matches({ ...mr, resourceRules: [leases] }, attrs({ namespace: 'gone' }), ctx)).toThrow(NamespaceNotFoundError);
    // A request the rules exclude never reports the namespace problem.
    expect(matches({ ...mr, resourceRules: [{ ...leases, operations: ['DELETE'] }] }, attrs({ namespace: 'gone' }), ctx)).toBe(false);
  });

  it('object selector: the new or the old object; none matches a missing object', () => {
    const mr: MatchResources = { objectSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['web'] }] } };
    expect(matches(mr, attrs(), ctx)).toBe(true);
    expect(matches(mr, attrs({ operation: 'DELETE', object: undefined, oldObject: { metadata: { labels: { app: 'web' } } } }), ctx)).toBe(true);
    expect(matches(mr, attrs({ object: { metadata: {} } }), ctx)).toBe(false);
  });

  it('property: wildcard rules match every request; excluding the same rule matches none', () => {
    const token = fc.stringMatching(/^[a-z]{0,6}$/);
    fc.assert(
      fc.property(
        fc.record({ op: fc.constantFrom<AdmissionAttributes['operation']>('CREATE', 'UPDATE', 'DELETE'), group: token, version: token, resource: token, sub: token, ns: token }),
        ({ op, group, version, resource, sub, ns }) => {
          const a = attrs({ operation: op, resource: { group, version, resource }, subresource: sub, namespace: ns });
          const all = { apiGroups: ['*'], apiVersions: ['*'], operations: ['*'], resources: ['*/*', '*'] };
          expect(matches({ resourceRules: [all] }, a, ctx)).toBe(true);
          expect(matches({ resourceRules: [all], excludeResourceRules: [all] }, a, ctx)).toBe(false);
        },
      ),
      { seed: 20261127, numRuns: 300 },
    );
  });
});
