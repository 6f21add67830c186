import { afterEach, describe, expect, it } from 'vitest';
import { isForbidden, isNotFound, isUnauthorized, runtimeClasses } from '../../src/index.js';
import { authorizerFrom, startTestServer, TEST_ADMIN_USER, withUsers, type TestServer } from '../../src/testing/index.js';

const open: TestServer[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const ts = await startTestServer(...args);
  open.push(ts);
  return ts;
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('startTestServer', () => {
  it('serves a ready client on a free port with the default namespaces', async () => {
    const ts = await start();
    expect(ts.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const created = await ts.client.runtimeClasses.create({ metadata: { name: 'gvisor' }, handler: 'runsc' });
    expect(created.metadata?.resourceVersion).toBeTruthy();
    expect((await ts.client.namespaces.list()).items.map((n) => n.metadata?.name)).toContain('default');
    expect(isNotFound(await rejection(ts.client.runtimeClasses.get('missing')))).toBe(true);
  });

  it('a custom authorizer answers 403 Forbidden with upstream message, and allows what it allows', async () => {
    const ts = await start({
      users: [{ name: 'alice', token: 'alice-token', groups: ['readers'] }],
      authorizer: authorizerFrom((a) => a.user.groups.includes('readers') && (a.verb === 'get' || a.verb === 'list')),
    });
    const alice = ts.clientAs('alice');
    expect((await alice.runtimeClasses.list()).items).toEqual([]);
    const err = await rejection(alice.runtimeClasses.create({ metadata: { name: 'x' }, handler: 'runc' }));
    expect(isForbidden(err)).toBe(true);
    expect((err as Error).message).toBe(
      'runtimeclasses.node.cluster.io is forbidden: User "alice" cannot create resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
    );
    // The admin client is in system:masters, which authorizerFrom lets through.
    await ts.client.runtimeClasses.create({ metadata: { name: 'x' }, handler: 'runc' });
    expect((await alice.runtimeClasses.get('x')).handler).toBe('runc');
  });

  it('users and tokens: a known token authenticates, a bad token and no token are 401', async () => {
    const ts = await start({ users: [{ name: 'bob', token: 'bob-token' }] });
    expect(ts.users?.tokenOf(TEST_ADMIN_USER)).toMatch(/^test-admin-/);
    expect((await ts.clientAs('bob').runtimeClasses.list()).kind).toBe('RuntimeClassList');
    const bad = await rejection(ts.clientWithToken('not-a-token').runtimeClasses.list());
    expect(isUnauthorized(bad)).toBe(true);
    expect((bad as Error).message).toBe('Unauthorized');
    expect(isUnauthorized(await rejection(ts.clientWithToken(undefined).runtimeClasses.list()))).toBe(true);
  });

  it('the authenticated user reaches the authorizer with its groups, system:authenticated added', async () => {
    const seen: string[][] = [];
    const users = withUsers([{ name: 'carol', token: 'carol-token', groups: ['team-a'], uid: 'u-1' }]);
    const ts = await start({
      authenticator: users.authenticator,
      authorizer: authorizerFrom((a) => {
        seen.push([a.user.username, a.user.uid, ...a.user.groups]);
        return true;
      }),
    });
    await ts.clientWithToken(users.tokenOf('carol')).resource(runtimeClasses).list();
    const carol = users.clientFor('carol', ts.server, { retry: false });
    await carol.runtimeClasses.list();
    await carol.close();
    expect(seen).toEqual([
      ['carol', 'u-1', 'team-a', 'system:authenticated'],
      ['carol', 'u-1', 'team-a', 'system:authenticated'],
    ]);
  });

  it('withUsers refuses a token used twice', () => {
    expect(() => withUsers([{ name: 'a', token: 't' }, { name: 'b', token: 't' }])).toThrow(/used twice/);
  });
});
