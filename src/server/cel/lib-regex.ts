/**
 * Regular expressions: the standard `matches` and k8s's regex library (`find`, `findAll`),
 * all on re2js, a linear-time RE2 port: no backtracking, so `(a+)+$` on a long input stays
 * linear and a policy cannot hang the server. RE2 syntax (as cel-go's Go regexp), so
 * lookarounds and backreferences are compile errors. Compiled patterns are cached (LRU).
 *
 * Costs (cel-go / k8s library cost.go): matches, find, findAll:
 * ceil((1 + size(input)) * 0.1) * ceil(size(regex) * 0.25).
 */
import { RE2JS } from 're2js';
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, REGEX_STRING_LENGTH_COST_FACTOR, STRING_TRAVERSAL_COST_FACTOR, type FunctionTable } from './functions.js';
import { actualSize, CelList, type CelValue } from './values.js';

const CACHE_LIMIT = 256;
const cache = new Map<string, RE2JS>();

/** Compiles (cached) or throws CelRuntimeError with Go's "error parsing regexp" text. */
export function compileRegex(pattern: string): RE2JS {
  const hit = cache.get(pattern);
  if (hit) {
    cache.delete(pattern);
    cache.set(pattern, hit);
    return hit;
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    throw new CelRuntimeError(e instanceof Error ? e.message : String(e));
  }
  // Long patterns are not cached (bounded memory); they recompile per call.
  if (pattern.length <= 1024) cache.set(pattern, re);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return re;
}

/** Checks a pattern at compile time (cel.ValidateRegexLiterals); the error text or undefined. */
export function regexError(pattern: string): string | undefined {
  try {
    compileRegex(pattern);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The k8s regex library reports a bad pattern as "Illegal regex: <Go's error>". */
function libraryRegex(pattern: string): RE2JS {
  try {
    return compileRegex(pattern);
  } catch (e) {
    throw new CelRuntimeError(`Illegal regex: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function regexCost(args: readonly CelValue[]): number {
  const [s = null, re = null] = args;
  const strCost = Math.ceil((1 + actualSize(s)) * STRING_TRAVERSAL_COST_FACTOR);
  const reCost = Math.ceil(actualSize(re) * REGEX_STRING_LENGTH_COST_FACTOR);
  return strCost * reCost;
}

export function registerRegex(t: FunctionTable): void {
  t.set('matches', {
    impl: (args) => {
      const [s, re] = args;
      if (typeof s !== 'string' || typeof re !== 'string' || args.length !== 2) throw noSuchOverload('matches', args);
      return compileRegex(re).matcher(s).find();
    },
    cost: regexCost,
  });
  t.set('find', {
    impl: (args, info) => {
      const [s, re] = args;
      if (!info.member || typeof s !== 'string' || typeof re !== 'string' || args.length !== 2) throw noSuchOverload('find', args);
      const m = libraryRegex(re).matcher(s);
      return m.find() ? (m.group() ?? '') : '';
    },
    cost: regexCost,
  });
  t.set('findAll', {
    impl: (args, info) => {
      const [s, re, n] = args;
      if (!info.member || typeof s !== 'string' || typeof re !== 'string' || (args.length === 3 ? typeof n !== 'bigint' : args.length !== 2)) {
        throw noSuchOverload('findAll', args);
      }
      const limit = typeof n === 'bigint' ? n : -1n;
      const out: string[] = [];
      if (limit === 0n) return new CelList(out);
      const m = libraryRegex(re).matcher(s);
      let from = 0;
      let prevEnd = -1;
      while (from <= s.length && m.find(from)) {
        const start = m.start();
        const end = m.end();
        // Go's FindAllString: an empty match right after the previous match is skipped.
        if (!(start === end && start === prevEnd)) {
          out.push(m.group() ?? '');
          if (limit > 0n && BigInt(out.length) >= limit) break;
        }
        prevEnd = end;
        // An empty match advances one code point.
        from = end === start ? end + ((s.codePointAt(end) ?? 0) > 0xffff ? 2 : 1) : end;
      }
      return new CelList(out);
    },
    cost: regexCost,
  });
}
