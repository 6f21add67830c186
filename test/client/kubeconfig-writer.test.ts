/**
 * Which file `kubectl config` edits, on an in-memory file system: the default file, where
 * a new current-context and changed or new contexts go, and that the rest of each file
 * (relative paths included) survives the rewrite.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  kubeconfigDefaultFilename,
  loadStartingConfig,
  writeContext,
  writeCurrentContext,
  type KubeconfigAccess,
} from '../../src/client/config/kubeconfig-writer.js';

/** In-memory files and an access object over them (HOME=/home/u, cwd=/work). */
function fs(files: Record<string, string>, env: Record<string, string> = {}) {
  const store = new Map(Object.entries(files));
  const writes: string[] = [];
  const access = (extra: Partial<KubeconfigAccess> = {}): KubeconfigAccess => ({
    env: { HOME: '/home/u', ...env },
    cwd: '/work',
    readFile: (p) => store.get(p),
    writeFile: (p, text) => {
      writes.push(p);
      store.set(p, text);
    },
    ...extra,
  });
  const doc = (p: string) => parse(store.get(p) ?? '') as Record<string, any>;
  return { store, writes, access, doc };
}

const A = `
clusters: [{name: a, cluster: {server: "https://a", certificate-authority: certs/ca.pem}}]
contexts: [{name: a, context: {cluster: a, user: ua}}]
users: [{name: ua, user: {client-certificate: certs/a.crt, client-key: certs/a.key}}]
`;
const B = `
contexts: [{name: b, context: {cluster: a, namespace: team-b}}]
current-context: b
`;

describe('kubeconfigDefaultFilename (client-go GetDefaultFilename)', () => {
  it('is the explicit file, whether or not it exists', () => {
    expect(kubeconfigDefaultFilename(fs({}).access({ explicitPath: 'my.yaml' }))).toBe('my.yaml');
  });

  it('is the first $KUBECONFIG entry that exists, else the first entry', () => {
    expect(kubeconfigDefaultFilename(fs({ '/k/two': B }, { KUBECONFIG: '/k/one:/k/two' }).access())).toBe('/k/two');
    expect(kubeconfigDefaultFilename(fs({}, { KUBECONFIG: '/k/one:/k/two' }).access())).toBe('/k/one');
  });

  it('is ~/.kube/config without $KUBECONFIG', () => {
    expect(kubeconfigDefaultFilename(fs({}).access())).toBe('/home/u/.kube/config');
  });
});

describe('writeCurrentContext', () => {
  it('writes to the first file that already sets a current-context', () => {
    const f = fs({ '/k/one': A, '/k/two': B }, { KUBECONFIG: '/k/one:/k/two' });
    writeCurrentContext(f.access(), 'a');
    expect(f.writes).toEqual(['/k/two']);
    expect(f.doc('/k/two')['current-context']).toBe('a');
    // The rest of the file is kept (`user` is always written, as clientcmd.Write does).
    expect(f.doc('/k/two').contexts).toEqual([{ name: 'b', context: { cluster: 'a', namespace: 'team-b', user: '' } }]);
    expect(loadStartingConfig(f.access()).currentContext).toBe('a');
  });

  it('writes to the default file when no file sets one, and not at all when nothing changes', () => {
    const f = fs({ '/k/one': A }, { KUBECONFIG: '/k/none:/k/one' });
    writeCurrentContext(f.access(), 'a');
    expect(f.writes).toEqual(['/k/one']);
    writeCurrentContext(f.access(), 'a');
    expect(f.writes).toEqual(['/k/one']);
  });

  it('writes to the explicit file, creating it', () => {
    const f = fs({});
    writeCurrentContext(f.access({ explicitPath: 'new.yaml' }), 'x');
    expect(f.writes).toEqual(['/work/new.yaml']);
    expect(f.store.get('/work/new.yaml')).toBe(
      'apiVersion: v1\nclusters: null\ncontexts: null\ncurrent-context: x\nkind: Config\npreferences: {}\nusers: null\n',
    );
  });
});

describe('writeContext', () => {
  it('writes a changed context back to the file that defines it, keeping relative paths', () => {
    const f = fs({ '/k/one': A, '/k/two': B }, { KUBECONFIG: '/k/two:/k/one' });
    expect(writeContext(f.access(), 'a', { cluster: 'a', user: 'ua', namespace: 'x' })).toEqual({ existed: true });
    expect(f.writes).toEqual(['/k/one']);
    const one = f.doc('/k/one');
    expect(one.contexts).toEqual([{ name: 'a', context: { cluster: 'a', namespace: 'x', user: 'ua' } }]);
    expect(one.clusters[0].cluster['certificate-authority']).toBe('certs/ca.pem');
    expect(one.users[0].user).toEqual({ 'client-certificate': 'certs/a.crt', 'client-key': 'certs/a.key' });
  });

  it('writes a new context to the default file', () => {
    const f = fs({ '/k/one': A, '/k/two': B }, { KUBECONFIG: '/k/missing:/k/two:/k/one' });
    expect(writeContext(f.access(), 'c', { cluster: 'a' })).toEqual({ existed: false });
    expect(f.writes).toEqual(['/k/two']);
    expect(f.doc('/k/two').contexts.map((c: { name: string }) => c.name)).toEqual(['b', 'c']);
  });

  it('does not write when the context is unchanged', () => {
    const f = fs({ '/home/u/.kube/config': A });
    expect(writeContext(f.access(), 'a', { cluster: 'a', user: 'ua' })).toEqual({ existed: true });
    expect(f.writes).toEqual([]);
  });

  it('treats a missing explicit file as empty and creates it', () => {
    const f = fs({});
    expect(loadStartingConfig(f.access({ explicitPath: '/tmp/k' })).contexts.size).toBe(0);
    writeContext(f.access({ explicitPath: '/tmp/k' }), 'n', { cluster: 'c' });
    expect(f.doc('/tmp/k').contexts).toEqual([{ name: 'n', context: { cluster: 'c', user: '' } }]);
  });
});
