import { describe, expect, it } from 'vitest';
import { TokenFileAuthenticator, TokenFileError, loadTokenFile, parseCsv } from '../../../src/server/auth/token-file.js';

describe('parseCsv (Go encoding/csv)', () => {
  it.each([
    ['simple', 'a,b,c\n', [['a', 'b', 'c']]],
    ['no trailing newline', 'a,b', [['a', 'b']]],
    ['CRLF', 'a,b\r\nc,d\r\n', [['a', 'b'], ['c', 'd']]],
    ['blank lines skipped', '\n\na,b\n\n', [['a', 'b']]],
    ['quoted comma', 'a,"x,y"', [['a', 'x,y']]],
    ['escaped quote', '"say ""hi"""', [['say "hi"']]],
    ['quoted newline', '"l1\nl2",b', [['l1\nl2', 'b']]],
    ['empty fields', ',,', [['', '', '']]],
    ['spaces kept', ' a , b ', [[' a ', ' b ']]],
  ] as const)('%s', (_name, text, records) => {
    expect(parseCsv(text).map((r) => r.fields)).toEqual(records);
  });

  it('reports line numbers of records', () => {
    expect(parseCsv('a\n\n"x\ny"\nb').map((r) => r.line)).toEqual([1, 3, 5]);
  });

  it.each([
    ['bare quote', 'a,b"c', /bare " in non-quoted-field/],
    ['unterminated quote', 'a,"bc', /extraneous or missing " in quoted-field/],
    ['text after closing quote', '"a"b,c', /extraneous or missing " in quoted-field/],
  ])('rejects %s', (_n, text, pattern) => {
    expect(() => parseCsv(text)).toThrow(TokenFileError);
    expect(() => parseCsv(text)).toThrow(pattern);
  });
});

describe('loadTokenFile', () => {
  it('reads token,user,uid and optional quoted groups', () => {
    const file = loadTokenFile(['t-admin,admin,uid-1,"system:masters,devs"', 't-bob,bob,uid-2', 't-carol,carol,uid-3,ops,ignored-extra-column'].join('\n'));
    expect([...file.users.entries()]).toEqual([
      ['t-admin', { username: 'admin', uid: 'uid-1', groups: ['system:masters', 'devs'], extra: {} }],
      ['t-bob', { username: 'bob', uid: 'uid-2', groups: [], extra: {} }],
      ['t-carol', { username: 'carol', uid: 'uid-3', groups: ['ops'], extra: {} }],
    ]);
    expect(file.warnings).toEqual([]);
  });

  it('warns about empty and duplicate tokens like upstream; the later duplicate wins', () => {
    const file = loadTokenFile(',nobody,0\nt1,a,1\nt1,b,2\n', '/etc/tokens.csv');
    expect(file.users.get('t1')?.username).toBe('b');
    expect(file.users.size).toBe(1);
    expect(file.warnings).toEqual([
      "empty token has been found in token file '/etc/tokens.csv', record number '1'",
      "duplicate token has been found in token file '/etc/tokens.csv', record number '3'",
    ]);
  });

  it('rejects records with fewer than three columns', () => {
    expect(() => loadTokenFile('t1,a,1\nt2,b\n', 'tokens.csv')).toThrow(
      "token file 'tokens.csv' must have at least 3 columns (token, user name, user uid), found 2 (line 2)",
    );
  });

  it('an empty file has no users', () => {
    expect(loadTokenFile('').users.size).toBe(0);
  });
});

describe('TokenFileAuthenticator', () => {
  const authn = new TokenFileAuthenticator(loadTokenFile('secret-token,alice,1,devs\n'));
  it.each([
    ['secret-token', 'alice'],
    ['secret-tokeN', undefined],
    ['secret-token ', undefined],
    ['', undefined],
  ])('%j -> %s', (token, user) => {
    expect(authn.authenticateToken(token)?.username).toBe(user);
  });
});
