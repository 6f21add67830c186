/**
 * Property-name escaping (k8s.io/apiserver/pkg/cel/escaping.go): object properties are
 * reachable from CEL only when their names match `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*`; CEL
 * reserved words become `__<word>__`, and inside a name `__` -> `__underscores__`,
 * `.` -> `__dot__`, `-` -> `__dash__`, `/` -> `__slash__`.
 */

/** CEL's reserved symbols (language keywords plus reserved identifiers). */
export const CEL_RESERVED_SYMBOLS: ReadonlySet<string> = new Set([
  'true', 'false', 'null', 'in', 'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while',
]);

const ESCAPES: Readonly<Record<string, string>> = { __: '__underscores__', '.': '__dot__', '-': '__dash__', '/': '__slash__' };
const UNESCAPES: Readonly<Record<string, string>> = { __underscores__: '__', __dot__: '.', __dash__: '-', __slash__: '/' };

/** The CEL-accessible name of a property, or undefined when the property is not accessible. */
export function escapePropertyName(name: string): string | undefined {
  if (name.length === 0 || (name[0] as string) >= '0' && (name[0] as string) <= '9') return undefined;
  if (CEL_RESERVED_SYMBOLS.has(name)) return `__${name}__`;
  let ok = true;
  const out = name.replace(/__|[^a-zA-Z0-9_]/g, (s) => {
    const r = ESCAPES[s];
    if (r === undefined) ok = false;
    return r ?? '';
  });
  return ok ? out : undefined;
}

/** The property name an escaped CEL field name stands for (the inverse of escapePropertyName). */
export function unescapePropertyName(escaped: string): string {
  if (escaped.length > 4 && escaped.startsWith('__') && escaped.endsWith('__')) {
    const inner = escaped.slice(2, -2);
    if (CEL_RESERVED_SYMBOLS.has(inner)) return inner;
  }
  let out = '';
  let i = 0;
  while (i < escaped.length) {
    if (escaped.startsWith('__', i)) {
      let matched = false;
      for (const [k, v] of Object.entries(UNESCAPES)) {
        if (escaped.startsWith(k, i)) {
          out += v;
          i += k.length;
          matched = true;
          break;
        }
      }
      if (matched) continue;
    }
    out += escaped[i];
    i++;
  }
  return out;
}
