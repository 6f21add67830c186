/**
 * JSON merge patch (RFC 7386) between two documents, as evanphx/json-patch's CreateMergePatch
 * computes it for kubectl: removed keys become null, changed objects recurse, anything else
 * (arrays included) is replaced whole.
 */
export function createMergePatch(original: unknown, modified: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const a = (original ?? {}) as Record<string, unknown>;
  const b = (modified ?? {}) as Record<string, unknown>;
  for (const k of Object.keys(a)) if (!(k in b)) out[k] = null;
  for (const k of Object.keys(b)) {
    const x = a[k];
    const y = b[k];
    if (!(k in a)) {
      out[k] = y;
    } else if (isObject(x) && isObject(y)) {
      const sub = createMergePatch(x, y);
      if (Object.keys(sub).length > 0) out[k] = sub;
    } else if (JSON.stringify(x) !== JSON.stringify(y)) {
      out[k] = y;
    }
  }
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** JSON with object keys sorted, as Go's encoding/json writes a map. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}
