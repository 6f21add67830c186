const runtimeClassDemo = [
    {
        apiVersion: 'node.cluster.io/v1',
        kind: 'RuntimeClass',
        metadata: { name: 'runc', labels: { 'runtime.cluster.io/sandboxed': 'false' } },
        handler: 'runc',
    },
    {
        apiVersion: 'node.cluster.io/v1',
        kind: 'RuntimeClass',
        metadata: { name: 'gvisor', labels: { 'runtime.cluster.io/sandboxed': 'true' } },
        handler: 'runsc',
        overhead: { podFixed: { cpu: '250m', memory: '64Mi' } },
        scheduling: {
            nodeSelector: { 'runtime.cluster.io/gvisor': 'true' },
            tolerations: [{ key: 'runtime.cluster.io/gvisor', operator: 'Exists', effect: 'NoSchedule' }],
        },
    },
    {
        apiVersion: 'node.cluster.io/v1',
        kind: 'RuntimeClass',
        metadata: { name: 'kata-containers', labels: { 'runtime.cluster.io/sandboxed': 'true' } },
        handler: 'kata',
        overhead: { podFixed: { cpu: '500m', memory: '160Mi' } },
    },
];
const leaseCandidateDemo = ['a', 'b'].map((suffix, i) => ({
    apiVersion: 'coordination.cluster.io/v1beta1',
    kind: 'LeaseCandidate',
    metadata: { name: `kube-controller-manager-${suffix}`, namespace: 'kube-system' },
    spec: {
        leaseName: 'kube-controller-manager',
        binaryVersion: i === 0 ? '1.33.0' : '1.33.1',
        emulationVersion: '1.33.0',
        strategy: 'OldestEmulationVersion',
    },
}));
export const DEMO_OBJECTS = [...runtimeClassDemo, ...leaseCandidateDemo];
//# sourceMappingURL=demo-data.js.map