/**
 * The one key order of every Storage backend: the order of the keys' UTF-8 bytes, which is
 * what SQLite's BLOB comparison (memcmp) and etcd's byte-wise key order give. For strings
 * that is Unicode code point order; JavaScript's `<` compares UTF-16 code units instead,
 * which differs exactly when one string has a surrogate (a code point above U+FFFF) where
 * the other has a code unit in U+E000..U+FFFF.
 */

/** Code units re-ranked so that code unit comparison gives code point order. */
function rank(unit: number): number {
  if (unit < 0xd800) return unit;
  // Surrogates (U+D800..U+DFFF) start code points above U+FFFF: they sort after U+FFFF.
  if (unit <= 0xdfff) return unit + 0x2000;
  return unit - 0x800;
}

/** Negative, zero or positive as `a` sorts before, equal to or after `b` in UTF-8 byte order. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x < 0xd800 && y < 0xd800 ? x - y : rank(x) - rank(y);
  }
  return a.length - b.length;
}

/** A key must be well-formed Unicode so its UTF-8 bytes exist (no lone surrogates). */
export function isWellFormedKey(key: string): boolean {
  // String.prototype.isWellFormed is Node 20+; keep a fallback for other runtimes.
  const s = key as string & { isWellFormed?: () => boolean };
  if (typeof s.isWellFormed === 'function') return s.isWellFormed();
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(key);
}
