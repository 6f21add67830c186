/**
 * The discovery commands over HTTP against the reference server: `api-resources`,
 * `api-versions`, `version` and `explain`, in kubectl's formats.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCluster } from '../e2e/harness.js';
import { runCli } from './run-cli.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A plain HTTP server answering each request with the next scripted response (the last repeats). */
async function scripted(responses: Array<{ status: number; headers?: Record<string, string>; body: string }>) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const r = responses[Math.min(seen.length - 1, responses.length - 1)]!;
    res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
    res.end(r.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('ctl api-resources', () => {
  it('prints the preferred resources like kubectl, sorted by group then name', async () => {
    const { url } = await startCluster();
    expect(await runCli(['api-resources', '-s', url])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'NAME                                SHORTNAMES   APIVERSION                            NAMESPACED   KIND',
        'namespaces                          ns           v1                                    false        Namespace',
        'validatingadmissionpolicies                      admissionregistration.cluster.io/v1   false        ValidatingAdmissionPolicy',
        'validatingadmissionpolicybindings                admissionregistration.cluster.io/v1   false        ValidatingAdmissionPolicyBinding',
        'selfsubjectreviews                               authentication.cluster.io/v1          false        SelfSubjectReview',
        'selfsubjectaccessreviews                         authorization.cluster.io/v1           false        SelfSubjectAccessReview',
        'selfsubjectrulesreviews                          authorization.cluster.io/v1           false        SelfSubjectRulesReview',
        'leasecandidates                                  coordination.cluster.io/v1beta1       true         LeaseCandidate',
        'leases                                           coordination.cluster.io/v1            true         Lease',
        'runtimeclasses                                   node.cluster.io/v1                    false        RuntimeClass',
        '',
      ].join('\n'),
    });
  });

  it('filters and sorts like kubectl', async () => {
    const { url } = await startCluster();
    expect((await runCli(['api-resources', '-s', url, '--namespaced=false', '-o', 'name'])).stdout).toBe(
      'namespaces\nvalidatingadmissionpolicies.admissionregistration.cluster.io\nvalidatingadmissionpolicybindings.admissionregistration.cluster.io\nselfsubjectreviews.authentication.cluster.io\nselfsubjectaccessreviews.authorization.cluster.io\nselfsubjectrulesreviews.authorization.cluster.io\nruntimeclasses.node.cluster.io\n',
    );
    expect((await runCli(['api-resources', '-s', url, '--namespaced', '--no-headers'])).stdout).toBe(
      // The empty SHORTNAMES column keeps tabwriter's minimum width of 6.
      'leasecandidates         coordination.cluster.io/v1beta1   true   LeaseCandidate\nleases                  coordination.cluster.io/v1        true   Lease\n',
    );
    expect((await runCli(['api-resources', '-s', url, '--api-group', '', '-o', 'name'])).stdout).toBe('namespaces\n');
    expect((await runCli(['api-resources', '-s', url, '--api-group', 'node.cluster.io', '-o', 'name'])).stdout).toBe('runtimeclasses.node.cluster.io\n');
    expect((await runCli(['api-resources', '-s', url, '--sort-by', 'kind', '-o', 'name'])).stdout).toBe(
      'leases.coordination.cluster.io\nleasecandidates.coordination.cluster.io\nnamespaces\nruntimeclasses.node.cluster.io\nselfsubjectaccessreviews.authorization.cluster.io\nselfsubjectreviews.authentication.cluster.io\nselfsubjectrulesreviews.authorization.cluster.io\nvalidatingadmissionpolicies.admissionregistration.cluster.io\nvalidatingadmissionpolicybindings.admissionregistration.cluster.io\n',
    );
    expect((await runCli(['api-resources', '-s', url, '--verbs', 'watch,deletecollection', '-o', 'name'])).stdout).toBe(
      'validatingadmissionpolicies.admissionregistration.cluster.io\nvalidatingadmissionpolicybindings.admissionregistration.cluster.io\nleasecandidates.coordination.cluster.io\nleases.coordination.cluster.io\nruntimeclasses.node.cluster.io\n',
    );
    expect((await runCli(['api-resources', '-s', url, '--sort-by', 'age'])).stderr).toBe('error: --sort-by accepts only name or kind\n');
  });

  it('adds VERBS and CATEGORIES with -o wide', async () => {
    const { url } = await startCluster();
    const lines = (await runCli(['api-resources', '-s', url, '-o', 'wide'])).stdout.split('\n');
    expect(lines[0]).toBe('NAME                                SHORTNAMES   APIVERSION                            NAMESPACED   KIND                               VERBS                                                        CATEGORIES');
    expect(lines[2]).toBe('validatingadmissionpolicies                      admissionregistration.cluster.io/v1   false        ValidatingAdmissionPolicy          create,delete,deletecollection,get,list,patch,update,watch   ');
    expect(lines[4]).toBe('selfsubjectreviews                               authentication.cluster.io/v1          false        SelfSubjectReview                  create                                                       ');
    expect(lines[8]).toBe('leases                                           coordination.cluster.io/v1            true         Lease                              create,delete,deletecollection,get,list,patch,update,watch   ');
    expect(lines[9]).toBe('runtimeclasses                                   node.cluster.io/v1                    false        RuntimeClass                       create,delete,deletecollection,get,list,patch,update,watch   ');
  });

  it('prints what it could read, then the group versions that failed', async () => {
    const { url: real } = await startCluster();
    // A proxy to the real server whose coordination group is down.
    const server = createServer(async (req, res) => {
      if (req.url === '/apis/coordination.cluster.io/v1beta1') {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('backend down');
        return;
      }
      const upstream = await fetch(real + req.url);
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(await upstream.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const r = await runCli(['api-resources', '-o', 'name', '-s', `http://127.0.0.1:${(server.address() as AddressInfo).port}`]);
    expect(r).toEqual({
      code: 1,
      stdout:
        'namespaces\nvalidatingadmissionpolicies.admissionregistration.cluster.io\nvalidatingadmissionpolicybindings.admissionregistration.cluster.io\nselfsubjectreviews.authentication.cluster.io\nselfsubjectaccessreviews.authorization.cluster.io\nselfsubjectrulesreviews.authorization.cluster.io\nleases.coordination.cluster.io\nruntimeclasses.node.cluster.io\n',
      stderr: 'error: unable to retrieve the complete list of server APIs: coordination.cluster.io/v1beta1: backend down\n',
    });
  });
});

describe('ctl api-versions', () => {
  it('prints every group/version, sorted', async () => {
    const { url } = await startCluster();
    expect(await runCli(['api-versions', '-s', url])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'admissionregistration.cluster.io/v1\nauthentication.cluster.io/v1\nauthorization.cluster.io/v1\ncoordination.cluster.io/v1\ncoordination.cluster.io/v1beta1\nnode.cluster.io/v1\nv1\n',
    });
  });
});

describe('ctl version', () => {
  it('prints client and server versions', async () => {
    const { url } = await startCluster();
    expect(await runCli(['version', '-s', url])).toEqual({ code: 0, stderr: '', stdout: 'Client Version: v0.1.0\nServer Version: v1.33.0\n' });
  });

  it('--client does not contact any server', async () => {
    expect(await runCli(['version', '--client', '-s', 'http://127.0.0.1:1'])).toEqual({ code: 0, stderr: '', stdout: 'Client Version: v0.1.0\n' });
  });

  it('-o json and -o yaml print the version objects', async () => {
    const { url } = await startCluster();
    const json = await runCli(['version', '-s', url, '-o', 'json']);
    const parsed = JSON.parse(json.stdout);
    expect(Object.keys(parsed)).toEqual(['clientVersion', 'serverVersion']);
    expect(parsed.clientVersion).toMatchObject({ major: '0', minor: '1', gitVersion: 'v0.1.0' });
    expect(parsed.serverVersion).toMatchObject({ major: '1', minor: '33', gitVersion: 'v1.33.0' });
    expect(json.stdout.startsWith('{\n  "clientVersion": {\n    "major": "0",\n')).toBe(true);
    const yaml = await runCli(['version', '--client', '-o', 'yaml']);
    expect(yaml.stdout).toMatch(/^clientVersion:\n {2}gitVersion: v0\.1\.0\n {2}major: "0"\n {2}minor: "1"\n {2}platform: \S+\n\n$/);
    expect((await runCli(['version', '--client', '-o', 'table'])).stderr).toBe("error: --output must be 'yaml' or 'json'\n");
  });

  it('prints the client version before failing on an unreachable server', async () => {
    expect(await runCli(['version', '-s', 'http://127.0.0.1:1'])).toEqual({
      code: 1,
      stdout: 'Client Version: v0.1.0\n',
      stderr: 'The connection to the server 127.0.0.1:1 was refused - did you specify the right host or port?\n',
    });
  });

  it('retries a GET the server asked to retry (Retry-After), as kubectl does', async () => {
    const { url, seen } = await scripted([
      { status: 429, headers: { 'Retry-After': '0' }, body: '{"kind":"Status","status":"Failure","reason":"TooManyRequests","code":429}' },
      { status: 200, body: '{"major":"1","minor":"33","gitVersion":"v1.33.7"}' },
    ]);
    expect(await runCli(['version', '-s', url])).toEqual({ code: 0, stderr: '', stdout: 'Client Version: v0.1.0\nServer Version: v1.33.7\n' });
    expect(seen).toEqual(['GET /version', 'GET /version']);
  });
});

describe('ctl explain', () => {
  it('documents a resource like kubectl explain', async () => {
    const { url } = await startCluster();
    const r = await runCli(['explain', 'runtimeclasses', '-s', url]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'GROUP:      node.cluster.io',
      'KIND:       RuntimeClass',
      'VERSION:    v1',
      '',
      'DESCRIPTION:',
      '    RuntimeClass defines a class of container runtime supported in the cluster.',
      '    The RuntimeClass is used to determine which container runtime is used to run',
    ]);
    expect(lines).toContain('FIELDS:');
    expect(lines).toContain('  handler\t<string> -required-');
    expect(lines).toContain('  metadata\t<ObjectMeta>');
    expect(lines).toContain('  scheduling\t<Scheduling>');
    expect(r.stdout.endsWith('    nil, this RuntimeClass is assumed to be supported by all nodes.\n\n\n')).toBe(true);
  });

  it('documents a field, with FIELD, DESCRIPTION and the nested FIELDS', async () => {
    const { url } = await startCluster();
    const r = await runCli(['explain', 'runtimeclass.handler', '-s', url]);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'GROUP:      node.cluster.io',
        'KIND:       RuntimeClass',
        'VERSION:    v1',
        '',
        'FIELD: handler <string>',
        '',
        '',
        'DESCRIPTION:',
        '    handler specifies the underlying runtime and configuration that the CRI',
        '    implementation will use to handle pods of this class. The possible values',
        '    are specific to the node & CRI configuration.  It is assumed that all',
        '    handlers are available on every node, and handlers of the same name are',
        '    equivalent on every node. For example, a handler called "runc" might specify',
        '    that the runc OCI runtime (using native Linux containers) will be used to',
        '    run the containers in a pod. The Handler must be lowercase, conform to the',
        '    DNS Label (RFC 1123) requirements, and is immutable.',
        '',
        '',
      ].join('\n'),
    });
    const tolerations = await runCli(['explain', 'runtimeclasses.scheduling.tolerations', '-s', url]);
    expect(tolerations.stdout).toContain('FIELD: tolerations <[]Toleration>\n\n\nDESCRIPTION:\n');
    expect(tolerations.stdout).toContain('FIELDS:\n  effect\t<string>\n');
    const phase = await runCli(['explain', 'ns.status.phase', '-s', url]);
    expect(phase.stdout).toContain('KIND:       Namespace\nVERSION:    v1\n\nFIELD: phase <string>\nENUM:\n    Active\n    Terminating\n\nDESCRIPTION:\n');
    expect(phase.stdout).not.toContain('GROUP:');
  });

  it('--recursive lists nested field names only', async () => {
    const { url } = await startCluster();
    const r = await runCli(['explain', 'runtimeclasses.scheduling', '--recursive', '-s', url]);
    expect(r.stdout.endsWith(
      [
        'FIELDS:',
        '  nodeSelector\t<map[string]string>',
        '  tolerations\t<[]Toleration>',
        '    effect\t<string>',
        '    key\t<string>',
        '    operator\t<string>',
        '    tolerationSeconds\t<integer>',
        '    value\t<string>',
        '',
        '',
      ].join('\n'),
    )).toBe(true);
    // Enum values follow the field in the short form, indented like it.
    expect((await runCli(['explain', 'namespaces.status', '--recursive', '-s', url])).stdout.endsWith('FIELDS:\n  phase\t<string>\n  enum: Active, Terminating\n\n')).toBe(true);
  });

  it('fails like kubectl for unknown fields and resources', async () => {
    const { url } = await startCluster();
    expect(await runCli(['explain', 'runtimeclasses.spec.handler', '-s', url])).toEqual({
      code: 1,
      stdout: 'GROUP:      node.cluster.io\nKIND:       RuntimeClass\nVERSION:    v1\n\n',
      stderr: 'error: field "handler" does not exist\n',
    });
    expect(await runCli(['explain', 'widgets', '-s', url])).toEqual({ code: 1, stdout: '', stderr: 'error: the server doesn\'t have a resource type "widgets"\n' });
  });
});
