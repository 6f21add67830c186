import { describe, expect, it } from 'vitest';
import {
  anonymousUser,
  parseServiceAccountUsername,
  serviceAccountGroups,
  serviceAccountUsername,
  withAuthenticatedGroup,
  type UserInfo,
} from '../../../src/server/auth/user-info.js';

describe('user info helpers', () => {
  it.each([
    ['system:serviceaccount:kube-system:elector', { namespace: 'kube-system', name: 'elector' }],
    ['system:serviceaccount:ns:', undefined],
    ['system:serviceaccount:a:b:c', undefined],
    ['alice', undefined],
  ])('parseServiceAccountUsername(%j)', (username, parsed) => {
    expect(parseServiceAccountUsername(username)).toEqual(parsed);
  });

  it('round-trips service account names and groups', () => {
    expect(serviceAccountUsername('ns', 'sa')).toBe('system:serviceaccount:ns:sa');
    expect(serviceAccountGroups('ns')).toEqual(['system:serviceaccounts', 'system:serviceaccounts:ns']);
  });

  const u = (username: string, groups: string[]): UserInfo => ({ username, uid: '', groups, extra: {} });
  it.each([
    ['adds system:authenticated', u('alice', ['devs']), ['devs', 'system:authenticated']],
    ['keeps an existing system:authenticated', u('alice', ['system:authenticated', 'devs']), ['system:authenticated', 'devs']],
    ['leaves users marked unauthenticated alone', u('x', ['system:unauthenticated']), ['system:unauthenticated']],
    ['never adds it to system:anonymous', u('system:anonymous', []), []],
  ])('withAuthenticatedGroup %s', (_n, user, groups) => {
    expect(withAuthenticatedGroup(user).groups).toEqual(groups);
  });

  it('anonymous user is frozen and unauthenticated', () => {
    expect(anonymousUser).toEqual({ username: 'system:anonymous', uid: '', groups: ['system:unauthenticated'], extra: {} });
    expect(Object.isFrozen(anonymousUser)).toBe(true);
  });
});
