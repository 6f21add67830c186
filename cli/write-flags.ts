/**
 * kubectl's flags shared by the write commands: `--dry-run[=none|client|server]` and
 * `--validate[=strict|warn|ignore|true|false]`, with kubectl's messages.
 *
 * `--dry-run=client` sends no write to the server (the object that would be sent is printed,
 * `... created (dry run)`); `--dry-run=server` sends `dryRun=All` (`... (server dry run)`).
 * A bare `--dry-run` is kubectl's deprecated form of `client`.
 */
import { UsageError, type CommandIO } from './io.js';

export type DryRun = 'none' | 'client' | 'server';
export type FieldValidation = 'Strict' | 'Warn' | 'Ignore';

/** The value a bare `--dry-run` stands for (pflag's NoOptDefVal, as kubectl declares it). */
export const DRY_RUN_UNCHANGED = 'unchanged';

/**
 * pflag gives `--dry-run` and `--validate` a default for the bare form and never takes the
 * next argument as their value (`ctl delete rc --dry-run runc` deletes runc); yargs would.
 * Rewrite the bare forms to their explicit `=` forms before yargs sees them.
 */
export function foldOptionalValueFlags(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of argv) {
    if (a === '--') {
      out.push(...argv.slice(out.length));
      return out;
    }
    if (a === '--dry-run') out.push(`--dry-run=${DRY_RUN_UNCHANGED}`);
    else if (a === '--validate') out.push('--validate=strict');
    else out.push(a);
  }
  return out;
}

/** klog's header (`W1124 00:48:27.802016   28726 file:line] `) for kubectl's warnings on stderr. */
function klogWarning(file: string, message: string, now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const micros = p(now.getUTCMilliseconds(), 3) + '000';
  const stamp = `${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())} ${p(now.getUTCHours())}:${p(now.getUTCMinutes())}:${p(now.getUTCSeconds())}.${micros}`;
  return `W${stamp} ${String(process.pid).padStart(7)} ${file}] ${message}\n`;
}

/** kubectl's GetDryRunStrategy. */
export function dryRunStrategy(value: unknown, io?: CommandIO): DryRun {
  if (value === undefined || value === false || value === 'none') return 'none';
  if (value === DRY_RUN_UNCHANGED || value === true || value === '') {
    io?.stderr.write(klogWarning('helpers.go:703', '--dry-run is deprecated and can be replaced with --dry-run=client.'));
    return 'client';
  }
  if (value === 'client') return 'client';
  if (value === 'server') return 'server';
  throw new UsageError(`Invalid dry-run value (${String(value)}). Must be "none", "server", or "client".`);
}

/** kubectl's GetValidationDirective: strict (the default) or true, warn, ignore or false. */
export function fieldValidation(value: unknown): FieldValidation {
  if (value === undefined || value === true) return 'Strict';
  if (value === false) return 'Ignore';
  switch (String(value).toLowerCase()) {
    case 'strict':
    case 'true':
      return 'Strict';
    case 'warn':
      return 'Warn';
    case 'ignore':
    case 'false':
      return 'Ignore';
  }
  throw new UsageError(`invalid - validate option "${String(value)}"; must be one of: strict (or true), warn, ignore (or false)`);
}

/** The suffix kubectl's name printer adds to an operation under a dry run. */
export function dryRunSuffix(dryRun: DryRun): string {
  return dryRun === 'client' ? ' (dry run)' : dryRun === 'server' ? ' (server dry run)' : '';
}

/** `-o` of the write commands: kubectl's name printer with the operation, or the object. */
export type WriteOutput = '' | 'name' | 'json' | 'yaml';

export function writeOutput(value: unknown): WriteOutput {
  const v = value === undefined ? '' : String(value);
  if (v === '' || v === 'name' || v === 'json' || v === 'yaml') return v;
  throw new UsageError(
    `unable to match a printer suitable for the output format "${v}", allowed formats are: json,name,yaml`,
  );
}
