/**
 * Command-line checks that kubectl gets from cobra and pflag, applied to the arguments
 * before yargs acts on them, with cobra's exact messages:
 *
 *   error: unknown command "gt" for "ctl"\n\nDid you mean this?\n\tget
 *   error: unknown flag: --foo\nSee 'ctl get --help' for usage.
 *   error: unknown shorthand flag: 'x' in -x\nSee 'ctl get --help' for usage.
 *   error: flag needs an argument: --chunk-size\nSee 'ctl get --help' for usage.
 *   Error: flag needs an argument: 'n' in -n   (global flags: kubectl parses them first)
 *   error: invalid argument "abc" for "--chunk-size" flag: strconv.ParseInt: parsing "abc": invalid syntax
 *
 * The flag set of a command is read from yargs (`getOptions()` in the command's context), so
 * commands added later are covered without a table here.
 */

/** An error printed exactly as given (already carries kubectl's `error: ` prefix), exit 1. */
export class CobraError extends Error {
  readonly printed: string;
  constructor(printed: string) {
    super(printed);
    this.name = 'CobraError';
    this.printed = printed;
  }
}

/** Levenshtein distance, case-insensitive as cobra's `ld(s, t, true)`. */
export function levenshtein(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[t.length]!;
}

/** cobra's SuggestionsFor: distance <= 2 or a prefix, in command order. */
export function suggestionsFor(typed: string, commands: readonly string[]): string[] {
  return commands.filter((c) => levenshtein(typed, c) <= 2 || c.toLowerCase().startsWith(typed.toLowerCase()));
}

/** cobra's unknown-command error for `ctl <typed>` (or a subcommand path). */
export function unknownCommandMessage(typed: string, path: string, commands: readonly string[]): string {
  const suggestions = suggestionsFor(typed, commands);
  let text = `error: unknown command ${JSON.stringify(typed)} for ${JSON.stringify(path)}`;
  if (suggestions.length > 0) text += '\n\nDid you mean this?\n' + suggestions.map((s) => `\t${s}\n`).join('');
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** What yargs knows of the options in a command's context (a subset of `getOptions()`). */
export interface FlagSet {
  readonly key: Record<string, unknown>;
  readonly alias: Record<string, readonly string[]>;
  readonly boolean: readonly string[];
  readonly number: readonly string[];
}

interface Flag {
  readonly long: string;
  readonly short?: string;
  readonly kind: 'bool' | 'int' | 'string';
}

function flagsOf(set: FlagSet): Map<string, Flag> {
  const byName = new Map<string, Flag>();
  // yargs lists an option and its aliases under every name; join them into one group each.
  const groups = new Map<string, string[]>();
  const all = new Set([...Object.keys(set.key), ...Object.keys(set.alias)]);
  const seen = new Set<string>();
  for (const key of all) {
    if (seen.has(key)) continue;
    const names: string[] = [];
    const queue = [key];
    while (queue.length > 0) {
      const n = queue.pop()!;
      if (seen.has(n)) continue;
      seen.add(n);
      names.push(n);
      queue.push(...(set.alias[n] ?? []));
      for (const [k, v] of Object.entries(set.alias)) if (v.includes(n)) queue.push(k);
    }
    groups.set(key, names);
  }
  for (const [key, names] of groups) {
    const long = names.find((n) => n.length > 1 && !/[A-Z]/.test(n)) ?? key;
    const short = names.find((n) => n.length === 1);
    const kind = names.some((n) => set.boolean.includes(n)) ? 'bool' : names.some((n) => set.number.includes(n)) ? 'int' : 'string';
    const flag: Flag = { long, ...(short ? { short } : {}), kind };
    for (const n of names) byName.set(n, flag);
  }
  return byName;
}

const GO_BOOLS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Go's strconv.ParseInt(s, 0, 64) syntax (ranges are not checked). */
function isGoInt(s: string): boolean {
  return /^[+-]?(0[xX](_?[0-9a-fA-F])+|0[bB](_?[01])+|0[oO]?(_?[0-7])+|[1-9](_?\d)*|0)$/.test(s);
}

function flagDisplay(f: Flag): string {
  return f.short ? `-${f.short}, --${f.long}` : `--${f.long}`;
}

function checkValue(f: Flag, value: string): string | undefined {
  if (f.kind === 'int' && !isGoInt(value)) {
    return `invalid argument ${JSON.stringify(value)} for ${JSON.stringify(flagDisplay(f))} flag: strconv.ParseInt: parsing ${JSON.stringify(value)}: invalid syntax`;
  }
  if (f.kind === 'bool' && !GO_BOOLS.has(value)) {
    return `invalid argument ${JSON.stringify(value)} for ${JSON.stringify(flagDisplay(f))} flag: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`;
  }
  return undefined;
}

/**
 * Check `tokens` (the whole command line) against the flags of the command `commandPath`
 * (e.g. ['get']), pflag's way; throws CobraError with kubectl's text on the first problem.
 * `globals` are the root command's flags ("Error:" for a missing value, as kubectl prints).
 */
export function checkFlags(tokens: readonly string[], set: FlagSet, commandPath: readonly string[], globals: ReadonlySet<string>): void {
  const flags = flagsOf(set);
  const fail = (message: string, before: boolean, capital = false) => {
    const path = ['ctl', ...(before ? [] : commandPath)].join(' ');
    throw new CobraError(`${capital ? 'Error' : 'error'}: ${message}\nSee '${path} --help' for usage.`);
  };
  let seenCommands = 0;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const before = seenCommands < commandPath.length;
    if (tok === '--') return;
    if (tok.startsWith('--')) {
      const eq = tok.indexOf('=');
      const name = tok.slice(2, eq < 0 ? undefined : eq);
      let f = flags.get(name);
      if (!f && name.startsWith('no-')) {
        const negated = flags.get(name.slice(3));
        if (negated?.kind === 'bool') f = negated;
      }
      if (!f) fail(`unknown flag: --${name}`, before);
      const flag = f!;
      if (eq >= 0) {
        const problem = checkValue(flag, tok.slice(eq + 1));
        if (problem) fail(problem, before);
      } else if (flag.kind !== 'bool') {
        if (i + 1 >= tokens.length) fail(`flag needs an argument: --${name}`, before, globals.has(flag.long));
        const problem = checkValue(flag, tokens[++i]!);
        if (problem) fail(problem, before);
      }
      continue;
    }
    if (tok.startsWith('-') && tok.length > 1) {
      // A chain of shorthands: -Aw, -oyaml, -o=yaml, -n kube-system.
      const shorthands = tok.slice(1);
      for (let j = 0; j < shorthands.length; j++) {
        const c = shorthands[j]!;
        const rest = shorthands.slice(j);
        const f = flags.get(c);
        if (!f || f.short !== c) fail(`unknown shorthand flag: '${c}' in -${rest}`, before);
        const flag = f!;
        if (flag.kind === 'bool') {
          if (shorthands[j + 1] === '=') {
            const problem = checkValue(flag, shorthands.slice(j + 2));
            if (problem) fail(problem, before);
            break;
          }
          continue;
        }
        let value = shorthands.slice(j + 1);
        if (value.startsWith('=')) value = value.slice(1);
        else if (value === '') {
          if (i + 1 >= tokens.length) fail(`flag needs an argument: '${c}' in -${rest}`, before, globals.has(flag.long));
          value = tokens[++i]!;
        }
        const problem = checkValue(flag, value);
        if (problem) fail(problem, before);
        break;
      }
      continue;
    }
    if (seenCommands < commandPath.length && tok === commandPath[seenCommands]) seenCommands++;
  }
}
