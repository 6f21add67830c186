/** Request targets read as Go's url.ParseRequestURI reads them. */
import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../../../src/server/http/request-target.js';

describe('parseRequestTarget', () => {
  it.each([
    ['origin-form', '/api/v1?watch=1', '/api/v1', 'watch=1'],
    ['a double slash is a path, not an authority (no scheme)', '//evil/api/v1', '//evil/api/v1', ''],
    ['dot segments are kept', '/api/v1/../v1/./x', '/api/v1/../v1/./x', ''],
    ['percent-escapes are decoded, %2F included', '/a%2Fb/%C3%A9%20', '/a/b/é ', ''],
    ['absolute-form routes on its path', 'http://host:8080/api?x=1', '/api', 'x=1'],
    ['absolute-form with a port Go accepts (digits only)', 'http://a:99999/api', '/api', ''],
    ['absolute-form without a path', 'http://host', '', ''],
    ['IPv6 literal', 'http://[::1]:6443/apis', '/apis', ''],
    ['userinfo', 'http://u:p@h/x', '/x', ''],
    ['scheme with opaque part: empty path', 'urn:x', '', ''],
    ['asterisk-form', '*', '*', ''],
    ['a lone trailing ? is no query', '/a?', '/a', ''],
    ['# is part of the path (no fragment in a request URI)', '/a#b', '/a#b', ''],
    ['bytes above 0x7f (latin1 chars) are UTF-8', Buffer.from('/é', 'utf8').toString('latin1'), '/é', ''],
  ])('%s', (_name, raw, path, rawQuery) => {
    expect(parseRequestTarget(raw)).toEqual({ ok: true, target: { path, rawQuery } });
  });

  it.each([
    ['empty', ''],
    ['relative path', 'api/v1'],
    ['missing scheme', ':80/x'],
    ['bad escape', '/a%zz'],
    ['truncated escape', '/a%4'],
    ['non-digit port', 'http://a:b/x'],
    ['unclosed IPv6 literal', 'http://[::1/x'],
    ['bad host character', 'http://a{b/x'],
    ['escaped ASCII in a host', 'http://a%41/x'],
    ['control byte', '/a\u0001'],
    ['bad userinfo', 'http://a b@h/x'],
  ])('refuses %s', (_name, raw) => {
    expect(parseRequestTarget(raw).ok).toBe(false);
  });
});
