import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  GENERATE_COMMAND,
  defaultRootDir,
  generationSteps,
} from '../../scripts/generate-lib.mjs';

// Two guarantees about the API definition:
// 1. Every file under generated/ is exactly what the generator produces from openapi/ now.
// 2. openapi/cluster-api.yaml states the seed's operation tables faithfully: every operation with
//    exactly the seed's query parameters, responses and body, every $ref resolvable, every
//    top-level kind tagged with x-kubernetes-group-version-kind.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Index of the first differing line, for a readable staleness message. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const b = expected.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      return `first difference at line ${i + 1}:\n  on disk:   ${JSON.stringify(a[i] ?? '<end of file>')}\n  generated: ${JSON.stringify(b[i] ?? '<end of file>')}`;
    }
  }
  return 'no line differs';
}

describe('generated/ is fresh', () => {
  for (const step of generationSteps) {
    it(`${step.output} matches what ${step.name} produces from ${step.inputs.join(', ')}`, async () => {
      const expected = await step.render(defaultRootDir);
      let onDisk: string;
      try {
        onDisk = await readFile(path.join(defaultRootDir, step.output), 'utf8');
      } catch {
        throw new Error(`${step.output} is missing: run ${GENERATE_COMMAND}`);
      }
      if (onDisk !== expected) {
        throw new Error(
          `${step.output} is stale (it differs from what ${step.name} generates now): run ${GENERATE_COMMAND}\n${firstDifference(onDisk, expected)}`,
        );
      }
      expect(onDisk).toBe(expected);
    });
  }

  it('rendering is deterministic', async () => {
    const [first, second] = await Promise.all([
      generationSteps[0]!.render(defaultRootDir),
      generationSteps[0]!.render(defaultRootDir),
    ]);
    expect(first === second).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Structural checks of the OpenAPI document.

const DOC_PATH = path.join(defaultRootDir, 'openapi', 'cluster-api.yaml');

async function loadDocument(): Promise<JsonObject> {
  const doc = parse(await readFile(DOC_PATH, 'utf8')) as Json;
  if (!isObject(doc)) throw new Error('openapi/cluster-api.yaml is not a YAML mapping');
  return doc;
}

/** Resolves a local JSON pointer (`#/a/b~1c`), or returns undefined. */
function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains until a non-reference node. */
function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 16) throw new Error(`$ref cycle at ${current.$ref}`);
    current = resolvePointer(doc, current.$ref);
  }
  return current;
}

function collectRefs(node: Json, at: string, out: Array<{ at: string; ref: string }>): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => collectRefs(child, `${at}/${i}`, out));
  } else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') out.push({ at, ref: child });
      else collectRefs(child, `${at}/${key}`, out);
    }
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface ExpectedOperation {
  operationId: string;
  method: Method;
  path: string;
  action: string;
  /** Exact set of query parameter names. */
  query: readonly string[];
  /** Exact set of response codes. */
  responses: readonly string[];
  /** Schema of the 2xx responses. */
  returns: string;
  /** Request body schema and whether the body is required; undefined for no body. */
  body?: { schema: string; required: boolean };
  gvk: { group: string; version: string; kind: string };
}

// Parameter sets, written from the seed's "LeaseCandidate operations" / "RuntimeClass operations"
// tables (shared/seed/, section "Endpoints").
const Q_GET = ['pretty'];
const Q_LIST = [
  'allowWatchBookmarks', 'continue', 'fieldSelector', 'labelSelector', 'limit', 'pretty',
  'resourceVersion', 'resourceVersionMatch', 'sendInitialEvents', 'timeoutSeconds', 'watch',
];
const Q_CREATE = ['dryRun', 'fieldManager', 'fieldValidation', 'pretty'];
const Q_UPDATE = ['dryRun', 'fieldManager', 'fieldValidation', 'pretty'];
const Q_PATCH = ['dryRun', 'fieldManager', 'fieldValidation', 'force', 'pretty'];
const Q_DELETE = [
  'dryRun', 'gracePeriodSeconds', 'ignoreStoreReadErrorWithClusterBreakingPotential', 'pretty',
  'propagationPolicy',
];
const Q_DELETECOLLECTION = [
  'continue', 'dryRun', 'fieldSelector', 'gracePeriodSeconds',
  'ignoreStoreReadErrorWithClusterBreakingPotential', 'labelSelector', 'limit', 'pretty',
  'propagationPolicy', 'resourceVersion', 'resourceVersionMatch', 'sendInitialEvents',
  'timeoutSeconds',
];

// Upstream's delete and deletecollection also take the deprecated orphanDependents (the server
// reads it); its watch paths (/watch/...) take the list parameters.
const Q_DELETE_UPSTREAM = [...Q_DELETE, 'orphanDependents'];
const Q_DELETECOLLECTION_UPSTREAM = [...Q_DELETECOLLECTION, 'orphanDependents'];
const Q_WATCH = Q_LIST;

const S = {
  watchEvent: 'io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent',
  status: 'io.cluster.apimachinery.pkg.apis.meta.v1.Status',
  deleteOptions: 'io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions',
  patch: 'io.cluster.apimachinery.pkg.apis.meta.v1.Patch',
  lease: 'io.cluster.api.coordination.v1.Lease',
  leaseList: 'io.cluster.api.coordination.v1.LeaseList',
  lc: 'io.cluster.api.coordination.v1beta1.LeaseCandidate',
  lcList: 'io.cluster.api.coordination.v1beta1.LeaseCandidateList',
  rc: 'io.cluster.api.node.v1.RuntimeClass',
  rcList: 'io.cluster.api.node.v1.RuntimeClassList',
  ns: 'io.cluster.api.core.v1.Namespace',
  nsList: 'io.cluster.api.core.v1.NamespaceList',
} as const;

const P = '/apis/coordination.cluster.io/v1beta1';
const Q = '/apis/node.cluster.io/v1';
const LC_GVK = { group: 'coordination.cluster.io', version: 'v1beta1', kind: 'LeaseCandidate' };
const RC_GVK = { group: 'node.cluster.io', version: 'v1', kind: 'RuntimeClass' };
const NS_GVK = { group: '', version: 'v1', kind: 'Namespace' };

const SEED_OPERATIONS: readonly ExpectedOperation[] = [
  // LeaseCandidate
  { operationId: 'readCoordinationV1beta1NamespacedLeaseCandidate', method: 'get', path: `${P}/namespaces/{namespace}/leasecandidates/{name}`, action: 'get', query: Q_GET, responses: ['200', '401'], returns: S.lc, gvk: LC_GVK },
  { operationId: 'listCoordinationV1beta1NamespacedLeaseCandidate', method: 'get', path: `${P}/namespaces/{namespace}/leasecandidates`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.lcList, gvk: LC_GVK },
  { operationId: 'listCoordinationV1beta1LeaseCandidateForAllNamespaces', method: 'get', path: `${P}/leasecandidates`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.lcList, gvk: LC_GVK },
  { operationId: 'createCoordinationV1beta1NamespacedLeaseCandidate', method: 'post', path: `${P}/namespaces/{namespace}/leasecandidates`, action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: S.lc, body: { schema: S.lc, required: true }, gvk: LC_GVK },
  { operationId: 'replaceCoordinationV1beta1NamespacedLeaseCandidate', method: 'put', path: `${P}/namespaces/{namespace}/leasecandidates/{name}`, action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.lc, body: { schema: S.lc, required: true }, gvk: LC_GVK },
  { operationId: 'patchCoordinationV1beta1NamespacedLeaseCandidate', method: 'patch', path: `${P}/namespaces/{namespace}/leasecandidates/{name}`, action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: S.lc, body: { schema: S.patch, required: true }, gvk: LC_GVK },
  { operationId: 'deleteCoordinationV1beta1NamespacedLeaseCandidate', method: 'delete', path: `${P}/namespaces/{namespace}/leasecandidates/{name}`, action: 'delete', query: Q_DELETE_UPSTREAM, responses: ['200', '202', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: LC_GVK },
  { operationId: 'deleteCoordinationV1beta1CollectionNamespacedLeaseCandidate', method: 'delete', path: `${P}/namespaces/{namespace}/leasecandidates`, action: 'deletecollection', query: Q_DELETECOLLECTION_UPSTREAM, responses: ['200', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: LC_GVK },
  // RuntimeClass
  { operationId: 'readNodeV1RuntimeClass', method: 'get', path: `${Q}/runtimeclasses/{name}`, action: 'get', query: Q_GET, responses: ['200', '401'], returns: S.rc, gvk: RC_GVK },
  { operationId: 'listNodeV1RuntimeClass', method: 'get', path: `${Q}/runtimeclasses`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.rcList, gvk: RC_GVK },
  { operationId: 'createNodeV1RuntimeClass', method: 'post', path: `${Q}/runtimeclasses`, action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: S.rc, body: { schema: S.rc, required: true }, gvk: RC_GVK },
  { operationId: 'replaceNodeV1RuntimeClass', method: 'put', path: `${Q}/runtimeclasses/{name}`, action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.rc, body: { schema: S.rc, required: true }, gvk: RC_GVK },
  { operationId: 'patchNodeV1RuntimeClass', method: 'patch', path: `${Q}/runtimeclasses/{name}`, action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: S.rc, body: { schema: S.patch, required: true }, gvk: RC_GVK },
  { operationId: 'deleteNodeV1RuntimeClass', method: 'delete', path: `${Q}/runtimeclasses/{name}`, action: 'delete', query: Q_DELETE_UPSTREAM, responses: ['200', '202', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: RC_GVK },
  { operationId: 'deleteNodeV1CollectionRuntimeClass', method: 'delete', path: `${Q}/runtimeclasses`, action: 'deletecollection', query: Q_DELETECOLLECTION_UPSTREAM, responses: ['200', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: RC_GVK },
  // Upstream's deprecated watch paths
  { operationId: 'watchCoordinationV1beta1LeaseCandidateListForAllNamespaces', method: 'get', path: `${P}/watch/leasecandidates`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LC_GVK },
  { operationId: 'watchCoordinationV1beta1NamespacedLeaseCandidateList', method: 'get', path: `${P}/watch/namespaces/{namespace}/leasecandidates`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LC_GVK },
  { operationId: 'watchCoordinationV1beta1NamespacedLeaseCandidate', method: 'get', path: `${P}/watch/namespaces/{namespace}/leasecandidates/{name}`, action: 'watch', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LC_GVK },
  { operationId: 'watchNodeV1RuntimeClassList', method: 'get', path: `${Q}/watch/runtimeclasses`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: RC_GVK },
  { operationId: 'watchNodeV1RuntimeClass', method: 'get', path: `${Q}/watch/runtimeclasses/{name}`, action: 'watch', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: RC_GVK },
];

// Namespaces are not in the seed's operation tables; the seed only names the URLs
// (`GET /api/v1/namespaces`, `GET /api/v1/namespaces/<name>`). The document has every namespace
// operation of upstream's OpenAPI v3 (no deletecollection; the status and finalize subresources;
// the deprecated watch paths), with the same parameter sets as the seed's resources.
const NAMESPACE_OPERATIONS: readonly ExpectedOperation[] = [
  { operationId: 'replaceCoreV1Namespace', method: 'put', path: '/api/v1/namespaces/{name}', action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.ns, body: { schema: S.ns, required: true }, gvk: NS_GVK },
  { operationId: 'patchCoreV1Namespace', method: 'patch', path: '/api/v1/namespaces/{name}', action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: S.ns, body: { schema: S.patch, required: true }, gvk: NS_GVK },
  { operationId: 'replaceCoreV1NamespaceFinalize', method: 'put', path: '/api/v1/namespaces/{name}/finalize', action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.ns, body: { schema: S.ns, required: true }, gvk: NS_GVK },
  { operationId: 'readCoreV1NamespaceStatus', method: 'get', path: '/api/v1/namespaces/{name}/status', action: 'get', query: Q_GET, responses: ['200', '401'], returns: S.ns, gvk: NS_GVK },
  { operationId: 'replaceCoreV1NamespaceStatus', method: 'put', path: '/api/v1/namespaces/{name}/status', action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.ns, body: { schema: S.ns, required: true }, gvk: NS_GVK },
  { operationId: 'watchCoreV1NamespaceList', method: 'get', path: '/api/v1/watch/namespaces', action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: NS_GVK },
  { operationId: 'watchCoreV1Namespace', method: 'get', path: '/api/v1/watch/namespaces/{name}', action: 'watch', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: NS_GVK },
  { operationId: 'patchCoreV1NamespaceStatus', method: 'patch', path: '/api/v1/namespaces/{name}/status', action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: S.ns, body: { schema: S.patch, required: true }, gvk: NS_GVK },
  { operationId: 'listCoreV1Namespace', method: 'get', path: '/api/v1/namespaces', action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.nsList, gvk: NS_GVK },
  { operationId: 'createCoreV1Namespace', method: 'post', path: '/api/v1/namespaces', action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: S.ns, body: { schema: S.ns, required: true }, gvk: NS_GVK },
  { operationId: 'readCoreV1Namespace', method: 'get', path: '/api/v1/namespaces/{name}', action: 'get', query: Q_GET, responses: ['200', '401'], returns: S.ns, gvk: NS_GVK },
  { operationId: 'deleteCoreV1Namespace', method: 'delete', path: '/api/v1/namespaces/{name}', action: 'delete', query: Q_DELETE, responses: ['200', '202', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: NS_GVK },
];

// The self reviews (issue 11): create-only kinds, every parameter on the path as upstream lists them.
const REVIEW_OPERATIONS: readonly ExpectedOperation[] = [
  ['/apis/authentication.cluster.io/v1/selfsubjectreviews', 'createAuthenticationV1SelfSubjectReview', 'authentication', 'SelfSubjectReview'],
  ['/apis/authorization.cluster.io/v1/selfsubjectaccessreviews', 'createAuthorizationV1SelfSubjectAccessReview', 'authorization', 'SelfSubjectAccessReview'],
  ['/apis/authorization.cluster.io/v1/selfsubjectrulesreviews', 'createAuthorizationV1SelfSubjectRulesReview', 'authorization', 'SelfSubjectRulesReview'],
].map(([path, operationId, group, kind]) => {
  const schema = `io.cluster.api.${group}.v1.${kind}`;
  return { operationId: operationId!, method: 'post', path: path!, action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: schema, body: { schema, required: true }, gvk: { group: `${group}.cluster.io`, version: 'v1', kind: kind! } };
});

// Lease (coordination.cluster.io/v1, issue 13): upstream's operations, with the seed's parameter sets.
const L = '/apis/coordination.cluster.io/v1';
const LEASE_GVK = { group: 'coordination.cluster.io', version: 'v1', kind: 'Lease' };
const LEASE_OPERATIONS: readonly ExpectedOperation[] = [
  { operationId: 'readCoordinationV1NamespacedLease', method: 'get', path: `${L}/namespaces/{namespace}/leases/{name}`, action: 'get', query: Q_GET, responses: ['200', '401'], returns: S.lease, gvk: LEASE_GVK },
  { operationId: 'listCoordinationV1NamespacedLease', method: 'get', path: `${L}/namespaces/{namespace}/leases`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.leaseList, gvk: LEASE_GVK },
  { operationId: 'listCoordinationV1LeaseForAllNamespaces', method: 'get', path: `${L}/leases`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: S.leaseList, gvk: LEASE_GVK },
  { operationId: 'createCoordinationV1NamespacedLease', method: 'post', path: `${L}/namespaces/{namespace}/leases`, action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: S.lease, body: { schema: S.lease, required: true }, gvk: LEASE_GVK },
  { operationId: 'replaceCoordinationV1NamespacedLease', method: 'put', path: `${L}/namespaces/{namespace}/leases/{name}`, action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: S.lease, body: { schema: S.lease, required: true }, gvk: LEASE_GVK },
  { operationId: 'patchCoordinationV1NamespacedLease', method: 'patch', path: `${L}/namespaces/{namespace}/leases/{name}`, action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: S.lease, body: { schema: S.patch, required: true }, gvk: LEASE_GVK },
  { operationId: 'deleteCoordinationV1NamespacedLease', method: 'delete', path: `${L}/namespaces/{namespace}/leases/{name}`, action: 'delete', query: Q_DELETE_UPSTREAM, responses: ['200', '202', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: LEASE_GVK },
  { operationId: 'deleteCoordinationV1CollectionNamespacedLease', method: 'delete', path: `${L}/namespaces/{namespace}/leases`, action: 'deletecollection', query: Q_DELETECOLLECTION_UPSTREAM, responses: ['200', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk: LEASE_GVK },
  { operationId: 'watchCoordinationV1LeaseListForAllNamespaces', method: 'get', path: `${L}/watch/leases`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LEASE_GVK },
  { operationId: 'watchCoordinationV1NamespacedLeaseList', method: 'get', path: `${L}/watch/namespaces/{namespace}/leases`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LEASE_GVK },
  { operationId: 'watchCoordinationV1NamespacedLease', method: 'get', path: `${L}/watch/namespaces/{namespace}/leases/{name}`, action: 'watch', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk: LEASE_GVK },
];

// ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding (admissionregistration.cluster.io/v1,
// issue 15): cluster-scoped, upstream's operations (the policy with its status subresource).
const A = '/apis/admissionregistration.cluster.io/v1';
function clusterScopedOperations(kind: string, plural: string, withStatus: boolean): ExpectedOperation[] {
  const one = `io.cluster.api.admissionregistration.v1.${kind}`;
  const list = `${one}List`;
  const gvk = { group: 'admissionregistration.cluster.io', version: 'v1', kind };
  const id = `AdmissionregistrationV1${kind}`;
  const ops: ExpectedOperation[] = [
    { operationId: `read${id}`, method: 'get', path: `${A}/${plural}/{name}`, action: 'get', query: Q_GET, responses: ['200', '401'], returns: one, gvk },
    { operationId: `list${id}`, method: 'get', path: `${A}/${plural}`, action: 'list', query: Q_LIST, responses: ['200', '401'], returns: list, gvk },
    { operationId: `create${id}`, method: 'post', path: `${A}/${plural}`, action: 'post', query: Q_CREATE, responses: ['200', '201', '202', '401'], returns: one, body: { schema: one, required: true }, gvk },
    { operationId: `replace${id}`, method: 'put', path: `${A}/${plural}/{name}`, action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: one, body: { schema: one, required: true }, gvk },
    { operationId: `patch${id}`, method: 'patch', path: `${A}/${plural}/{name}`, action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: one, body: { schema: S.patch, required: true }, gvk },
    { operationId: `delete${id}`, method: 'delete', path: `${A}/${plural}/{name}`, action: 'delete', query: Q_DELETE_UPSTREAM, responses: ['200', '202', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk },
    { operationId: `deleteAdmissionregistrationV1Collection${kind}`, method: 'delete', path: `${A}/${plural}`, action: 'deletecollection', query: Q_DELETECOLLECTION_UPSTREAM, responses: ['200', '401'], returns: S.status, body: { schema: S.deleteOptions, required: false }, gvk },
    { operationId: `watch${id}List`, method: 'get', path: `${A}/watch/${plural}`, action: 'watchlist', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk },
    { operationId: `watch${id}`, method: 'get', path: `${A}/watch/${plural}/{name}`, action: 'watch', query: Q_WATCH, responses: ['200', '401'], returns: S.watchEvent, gvk },
  ];
  if (withStatus) {
    ops.push(
      { operationId: `read${id}Status`, method: 'get', path: `${A}/${plural}/{name}/status`, action: 'get', query: Q_GET, responses: ['200', '401'], returns: one, gvk },
      { operationId: `replace${id}Status`, method: 'put', path: `${A}/${plural}/{name}/status`, action: 'put', query: Q_UPDATE, responses: ['200', '201', '401'], returns: one, body: { schema: one, required: true }, gvk },
      { operationId: `patch${id}Status`, method: 'patch', path: `${A}/${plural}/{name}/status`, action: 'patch', query: Q_PATCH, responses: ['200', '201', '401'], returns: one, body: { schema: S.patch, required: true }, gvk },
    );
  }
  return ops;
}
const ADMISSION_POLICY_OPERATIONS: readonly ExpectedOperation[] = [
  ...clusterScopedOperations('ValidatingAdmissionPolicy', 'validatingadmissionpolicies', true),
  ...clusterScopedOperations('ValidatingAdmissionPolicyBinding', 'validatingadmissionpolicybindings', false),
];

const ALL_OPERATIONS = [...SEED_OPERATIONS, ...NAMESPACE_OPERATIONS, ...REVIEW_OPERATIONS, ...LEASE_OPERATIONS, ...ADMISSION_POLICY_OPERATIONS];

/** Component schema names other modules import (src/meta/types.ts and friends). */
const REQUIRED_SCHEMAS = [
  ...[
    'ObjectMeta', 'ListMeta', 'Time', 'MicroTime', 'Status', 'StatusDetails', 'StatusCause',
    'DeleteOptions', 'Preconditions', 'WatchEvent', 'Table', 'TableColumnDefinition', 'TableRow',
    'TableRowCondition', 'ManagedFieldsEntry', 'FieldsV1', 'OwnerReference',
    'PartialObjectMetadata', 'Patch',
  ].map((name) => `io.cluster.apimachinery.pkg.apis.meta.v1.${name}`),
  'io.cluster.apimachinery.pkg.api.resource.Quantity',
  'io.cluster.apimachinery.pkg.runtime.RawExtension',
  'io.cluster.api.core.v1.Toleration',
  'io.cluster.api.core.v1.Namespace',
  'io.cluster.api.core.v1.NamespaceSpec',
  'io.cluster.api.core.v1.NamespaceStatus',
  'io.cluster.api.core.v1.NamespaceList',
  'io.cluster.api.coordination.v1.Lease',
  'io.cluster.api.coordination.v1.LeaseSpec',
  'io.cluster.api.coordination.v1.LeaseList',
  'io.cluster.api.coordination.v1beta1.LeaseCandidate',
  'io.cluster.api.coordination.v1beta1.LeaseCandidateSpec',
  'io.cluster.api.coordination.v1beta1.LeaseCandidateList',
  'io.cluster.api.node.v1.RuntimeClass',
  'io.cluster.api.node.v1.Overhead',
  'io.cluster.api.node.v1.Scheduling',
  'io.cluster.api.node.v1.RuntimeClassList',
];

/**
 * Top-level kinds: schemas carrying TypeMeta (apiVersion + kind properties), plus WatchEvent, which
 * is a kind on the wire although its TypeMeta is implicit. OwnerReference also has apiVersion and
 * kind, but they name the referent: it is a part of ObjectMeta, not a kind.
 */
function topLevelKinds(schemas: JsonObject): Array<[string, JsonObject]> {
  // References to other objects carry apiVersion and kind too, without being kinds.
  const references = new Set(['io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference', 'io.cluster.api.admissionregistration.v1.ParamKind']);
  const kinds: Array<[string, JsonObject]> = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || references.has(name)) continue;
    const properties = schema.properties;
    const hasTypeMeta = isObject(properties) && 'apiVersion' in properties && 'kind' in properties;
    if (hasTypeMeta || name.endsWith('.WatchEvent')) kinds.push([name, schema]);
  }
  return kinds;
}

/** Query parameter names of an operation: path-level parameters merged with its own. */
function queryParameterNames(doc: JsonObject, pathItem: JsonObject, operation: JsonObject): string[] {
  const names: string[] = [];
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new Error('parameters must be a list');
    for (const entry of list) {
      const parameter = deref(doc, entry);
      if (!isObject(parameter)) throw new Error(`unresolvable parameter ${JSON.stringify(entry)}`);
      if (parameter.in === 'query') names.push(String(parameter.name));
    }
  }
  return names;
}

function pathParameters(doc: JsonObject, pathItem: JsonObject, operation: JsonObject): JsonObject[] {
  const found: JsonObject[] = [];
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = deref(doc, entry);
      if (isObject(parameter) && parameter.in === 'path') found.push(parameter);
    }
  }
  return found;
}

function schemaRefOf(mediaType: Json | undefined): string | undefined {
  if (!isObject(mediaType) || !isObject(mediaType.schema)) return undefined;
  const ref = mediaType.schema.$ref;
  return typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
}

const OBJECT_MEDIA_TYPES = [
  'application/json', 'application/yaml', 'application/vnd.cluster.protobuf', 'application/cbor',
];
const WATCH_MEDIA_TYPES = [
  'application/json;stream=watch', 'application/vnd.cluster.protobuf;stream=watch',
  'application/cbor-seq',
];
const PATCH_MEDIA_TYPES = [
  'application/json-patch+json', 'application/merge-patch+json',
  'application/strategic-merge-patch+json', 'application/apply-patch+yaml',
  'application/apply-patch+cbor',
];

describe('openapi/cluster-api.yaml', () => {
  it('is an OpenAPI 3.0.x document', async () => {
    const doc = await loadDocument();
    expect(String(doc.openapi)).toMatch(/^3\.0\.\d+$/);
  });

  it('resolves every $ref', async () => {
    const doc = await loadDocument();
    const refs: Array<{ at: string; ref: string }> = [];
    collectRefs(doc, '#', refs);
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('defines every component schema that other modules import', async () => {
    const doc = await loadDocument();
    const schemas = (doc.components as JsonObject).schemas as JsonObject;
    const missing = REQUIRED_SCHEMAS.filter((name) => !(name in schemas));
    expect(missing).toEqual([]);
  });

  it('contains exactly the expected operations, no more', async () => {
    const doc = await loadDocument();
    const actual: string[] = [];
    for (const [route, item] of Object.entries(doc.paths as JsonObject)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (isObject(operation)) actual.push(`${method.toUpperCase()} ${route} ${String(operation.operationId)}`);
      }
    }
    const expected = ALL_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path} ${op.operationId}`);
    expect(actual.sort()).toEqual(expected.sort());
  });

  describe.each(ALL_OPERATIONS)('$operationId ($method $path)', (expected) => {
    async function load(): Promise<{ doc: JsonObject; item: JsonObject; operation: JsonObject }> {
      const doc = await loadDocument();
      const item = (doc.paths as JsonObject)[expected.path];
      if (!isObject(item)) throw new Error(`path ${expected.path} is missing`);
      const operation = item[expected.method];
      if (!isObject(operation)) throw new Error(`${expected.method} ${expected.path} is missing`);
      return { doc, item, operation };
    }

    it('has the operationId, action and group-version-kind', async () => {
      const { operation } = await load();
      expect(operation.operationId).toBe(expected.operationId);
      expect(operation['x-kubernetes-action']).toBe(expected.action);
      expect(operation['x-kubernetes-group-version-kind']).toEqual(expected.gvk);
      expect(Array.isArray(operation.tags) && operation.tags.length === 1).toBe(true);
    });

    it('has exactly the seed query parameters', async () => {
      const { doc, item, operation } = await load();
      const names = queryParameterNames(doc, item, operation);
      expect(new Set(names).size).toBe(names.length);
      expect([...names].sort()).toEqual([...expected.query].sort());
    });

    it('declares every path template variable as a required path parameter', async () => {
      const { doc, item, operation } = await load();
      const variables = [...expected.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const parameters = pathParameters(doc, item, operation);
      expect(parameters.map((p) => p.name).sort()).toEqual([...variables].sort());
      for (const parameter of parameters) expect(parameter.required).toBe(true);
    });

    it('has exactly the seed responses with the right schema and media types', async () => {
      const { doc, operation } = await load();
      const responses = operation.responses as JsonObject;
      expect(Object.keys(responses).sort()).toEqual([...expected.responses].sort());
      const unauthorized = deref(doc, responses['401']);
      expect(isObject(unauthorized) && unauthorized.description).toBe('Unauthorized');
      const isList = expected.action === 'list' || expected.action.startsWith('watch');
      for (const code of expected.responses.filter((c) => c.startsWith('2'))) {
        const response = deref(doc, responses[code]);
        if (!isObject(response) || !isObject(response.content)) throw new Error(`${code} has no content`);
        const mediaTypes = Object.keys(response.content).sort();
        expect(mediaTypes).toEqual([...OBJECT_MEDIA_TYPES, ...(isList ? WATCH_MEDIA_TYPES : [])].sort());
        for (const mediaType of mediaTypes) {
          expect(schemaRefOf(response.content[mediaType])).toBe(expected.returns);
        }
      }
    });

    it('takes the seed request body', async () => {
      const { doc, operation } = await load();
      if (expected.body === undefined) {
        expect(operation.requestBody).toBeUndefined();
        return;
      }
      const body = deref(doc, operation.requestBody);
      if (!isObject(body) || !isObject(body.content)) throw new Error('request body has no content');
      expect(body.required === true).toBe(expected.body.required);
      const mediaTypes = Object.keys(body.content).sort();
      expect(mediaTypes).toEqual(
        [...(expected.body.schema === S.patch ? PATCH_MEDIA_TYPES : OBJECT_MEDIA_TYPES)].sort(),
      );
      for (const mediaType of mediaTypes) {
        expect(schemaRefOf(body.content[mediaType])).toBe(expected.body.schema);
      }
    });
  });

  it('tags every top-level kind with x-kubernetes-group-version-kind naming that kind', async () => {
    const doc = await loadDocument();
    const schemas = (doc.components as JsonObject).schemas as JsonObject;
    const kinds = topLevelKinds(schemas);
    expect(kinds.map(([name]) => name.split('.').pop()).sort()).toEqual(
      [
        'DeleteOptions', 'Lease', 'LeaseList', 'LeaseCandidate', 'LeaseCandidateList', 'Namespace', 'NamespaceList',
        'PartialObjectMetadata', 'RuntimeClass', 'RuntimeClassList', 'Status', 'Table', 'ValidatingAdmissionPolicy',
        'ValidatingAdmissionPolicyBinding', 'ValidatingAdmissionPolicyBindingList', 'ValidatingAdmissionPolicyList', 'WatchEvent',
        'SelfSubjectReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview',
      ].sort(),
    );
    for (const [name, schema] of kinds) {
      const gvks = schema['x-kubernetes-group-version-kind'];
      expect(Array.isArray(gvks) && gvks.length > 0, `${name} lacks x-kubernetes-group-version-kind`).toBe(true);
      for (const gvk of gvks as Json[]) {
        expect(isObject(gvk) && gvk.kind, name).toBe(name.split('.').pop());
        expect(isObject(gvk) && typeof gvk.group === 'string' && typeof gvk.version === 'string', name).toBe(true);
      }
    }
    const gvkOf = (name: string) => (schemas[name] as JsonObject)['x-kubernetes-group-version-kind'];
    expect(gvkOf('io.cluster.apimachinery.pkg.apis.meta.v1.Status')).toEqual([{ group: '', kind: 'Status', version: 'v1' }]);
    expect(gvkOf('io.cluster.apimachinery.pkg.apis.meta.v1.Table')).toEqual([{ group: 'meta.cluster.io', kind: 'Table', version: 'v1' }]);
    for (const name of ['DeleteOptions', 'WatchEvent']) {
      const groupVersions = (gvkOf(`io.cluster.apimachinery.pkg.apis.meta.v1.${name}`) as JsonObject[])
        .map((gvk) => (gvk.group === '' ? gvk.version : `${String(gvk.group)}/${String(gvk.version)}`))
        .sort();
      expect(groupVersions, name).toEqual(['coordination.cluster.io/v1beta1', 'node.cluster.io/v1', 'v1']);
    }
  });

  it('keeps kind, apiVersion and metadata optional and list items required', async () => {
    const doc = await loadDocument();
    const schemas = (doc.components as JsonObject).schemas as JsonObject;
    for (const [name, schema] of topLevelKinds(schemas)) {
      const required = Array.isArray(schema.required) ? schema.required : [];
      expect(required.filter((r) => r === 'kind' || r === 'apiVersion' || r === 'metadata'), name).toEqual([]);
      if (name.endsWith('List')) expect(required, name).toContain('items');
    }
  });

  it('carries the upstream list, map and patch markers the server relies on', async () => {
    const doc = await loadDocument();
    const schemas = (doc.components as JsonObject).schemas as JsonObject;
    const props = (name: string) => (schemas[name] as JsonObject).properties as JsonObject;
    const meta = props('io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta');
    expect(meta.ownerReferences).toMatchObject({
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['uid'],
      'x-kubernetes-patch-strategy': 'merge',
      'x-kubernetes-patch-merge-key': 'uid',
    });
    expect(meta.finalizers).toMatchObject({ 'x-kubernetes-list-type': 'set' });
    expect(meta.managedFields).toMatchObject({ 'x-kubernetes-list-type': 'atomic' });
    const scheduling = props('io.cluster.api.node.v1.Scheduling');
    expect(scheduling.nodeSelector).toMatchObject({ 'x-kubernetes-map-type': 'atomic' });
    expect(scheduling.tolerations).toMatchObject({ 'x-kubernetes-list-type': 'atomic' });
    expect(schemas['io.cluster.api.node.v1.RuntimeClass']).toMatchObject({ required: ['handler'] });
    expect(schemas['io.cluster.api.coordination.v1beta1.LeaseCandidateSpec']).toMatchObject({
      required: ['leaseName', 'binaryVersion', 'strategy'],
    });
    expect(schemas['io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent']).toMatchObject({
      required: ['type', 'object'],
    });
  });
});
