/**
 * Realistic LeaseCandidates for the benchmarks: ~1 KB as served (with uid, resourceVersion
 * and creationTimestamp added by the server), spread over 10 namespaces, each with labels,
 * a full spec (MicroTime renewTime/pingTime) and one managedFields entry of the kind a
 * controller's Update writes (FieldsV1 tree covering the labels and the spec fields).
 */

export const API_VERSION = 'coordination.cluster.io/v1beta1';

/** The namespaces the objects are spread over (the first three exist in every server). */
export const NAMESPACES = [
  'kube-system',
  'kube-node-lease',
  'default',
  'team-payments',
  'team-search',
  'team-ml-platform',
  'team-web',
  'team-data',
  'team-infra',
  'team-edge',
];

/** Namespaces the server must create before seeding. */
export const EXTRA_NAMESPACES = NAMESPACES.slice(3);

const COMPONENTS = ['kube-controller-manager', 'kube-scheduler', 'cloud-controller-manager'];
const ZONES = ['eu-west-1a', 'eu-west-1b', 'eu-west-1c'];
const BINARY_VERSIONS = ['1.33.0', '1.33.1', '1.33.2'];
const BASE_MS = Date.UTC(2025, 5, 1, 10, 0, 0);

/** metav1.MicroTime: RFC 3339 with exactly six fractional digits, UTC. */
export function microTime(ms, micros = 0) {
  return new Date(ms).toISOString().slice(0, 23) + String(micros % 1000).padStart(3, '0') + 'Z';
}

/** metav1.Time: RFC 3339, seconds. */
function time(ms) {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The i-th of `count` objects (namespace-major: objects 0..count/10 in the first namespace). */
export function leaseCandidate(i, count) {
  const perNs = Math.ceil(count / NAMESPACES.length);
  const namespace = NAMESPACES[Math.floor(i / perNs)];
  const component = COMPONENTS[i % COMPONENTS.length];
  const host = `ip-10-${(i >> 16) & 255}-${(i >> 8) & 255}-${i & 255}`;
  const renewMs = BASE_MS + i * 137;
  const labels = {
    'app.kubernetes.io/name': component,
    'app.kubernetes.io/part-of': 'control-plane',
    'cluster.io/node': `${host}.eu-west-1.compute.internal`,
    'topology.kubernetes.io/zone': ZONES[i % ZONES.length],
  };
  const labelFields = { '.': {} };
  for (const k of Object.keys(labels).sort()) labelFields[`f:${k}`] = {};
  return {
    apiVersion: API_VERSION,
    kind: 'LeaseCandidate',
    metadata: {
      // Upstream names candidates <component>-<host>.
      name: `${component}-${host}`,
      namespace,
      labels,
      managedFields: [
        {
          manager: component,
          operation: 'Update',
          apiVersion: API_VERSION,
          time: time(renewMs),
          fieldsType: 'FieldsV1',
          fieldsV1: {
            'f:metadata': { 'f:labels': labelFields },
            'f:spec': {
              '.': {},
              'f:binaryVersion': {},
              'f:emulationVersion': {},
              'f:leaseName': {},
              'f:pingTime': {},
              'f:renewTime': {},
              'f:strategy': {},
            },
          },
        },
      ],
    },
    spec: {
      leaseName: component,
      binaryVersion: BINARY_VERSIONS[i % BINARY_VERSIONS.length],
      emulationVersion: '1.33.0',
      strategy: 'OldestEmulationVersion',
      renewTime: microTime(renewMs, i % 1000),
      pingTime: microTime(renewMs - 5_000, (i * 7) % 1000),
    },
  };
}

/**
 * Order of the objects by storage key (`<namespace>/<name>`): seeding in this order keeps
 * the server's sorted key array append-only.
 */
export function seedOrder(count) {
  const objs = [];
  for (let i = 0; i < count; i++) objs.push(leaseCandidate(i, count));
  const key = (o) => `${o.metadata.namespace}/${o.metadata.name}`;
  return objs.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
