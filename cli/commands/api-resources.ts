/**
 * `ctl api-resources` and `ctl api-versions`: kubectl's discovery commands, read from the
 * server's legacy discovery documents (`/api`, `/apis`, `/api/v1`, `/apis/<g>/<v>`).
 */
import { createDiscoveryClient, GroupDiscoveryError, type ApiResource } from '../../src/client/discovery.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';
import { printJson, printYaml } from '../printers/objects.js';
import { formatColumns } from '../printers/tabwriter.js';

export interface ApiResourcesOptions {
  /** '' (table), `wide`, `name`, `json` or `yaml`. */
  readonly output: string;
  readonly noHeaders: boolean;
  /** `--api-group`: only this group ('' is the core group); undefined: all. */
  readonly apiGroup?: string;
  /** `--namespaced`: only namespaced (true) or cluster-scoped (false) resources; undefined: both. */
  readonly namespaced?: boolean;
  /** `--verbs`: only resources supporting all of these. */
  readonly verbs: readonly string[];
  /** `--sort-by`: '' (group, then name), `name` or `kind`. */
  readonly sortBy: string;
}

/** A resource with the group and version kubectl fills in for the APIVERSION column. */
type Row = ApiResource & { readonly group: string; readonly version: string };

/** Go's strings.Compare order (bytes of UTF-8, which code units order matches for BMP text). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const OUTPUTS = new Set(['', 'wide', 'name', 'json', 'yaml']);

/**
 * kubectl api-resources: the server's preferred resources, filtered, sorted by group then
 * name (or by `--sort-by`), as NAME SHORTNAMES APIVERSION NAMESPACED KIND (+ VERBS CATEGORIES
 * with `-o wide`). Group versions that fail are reported after printing the rest.
 */
export async function runApiResources(ctx: CliContext, opts: ApiResourcesOptions, io: CommandIO): Promise<number> {
  if (!OUTPUTS.has(opts.output)) {
    throw new UsageError(`unable to match a printer suitable for the output format "${opts.output}", allowed formats are: json,yaml,name,wide`);
  }
  if (opts.sortBy !== '' && opts.sortBy !== 'name' && opts.sortBy !== 'kind') throw new UsageError('--sort-by accepts only name or kind');
  const client = await ctx.client();
  const { lists, failures } = await createDiscoveryClient(client.rest).serverPreferredResources();

  const rows: Row[] = [];
  for (const list of lists) {
    const slash = list.groupVersion.indexOf('/');
    const group = slash < 0 ? '' : list.groupVersion.slice(0, slash);
    const version = slash < 0 ? list.groupVersion : list.groupVersion.slice(slash + 1);
    for (const r of list.resources) {
      if (r.verbs.length === 0) continue;
      if (opts.apiGroup !== undefined && opts.apiGroup !== group) continue;
      if (opts.namespaced !== undefined && opts.namespaced !== r.namespaced) continue;
      if (opts.verbs.length && !opts.verbs.every((v) => r.verbs.includes(v))) continue;
      rows.push({ ...r, group, version });
    }
  }
  const key = (r: Row) => (opts.sortBy === 'name' ? r.name : opts.sortBy === 'kind' ? r.kind : r.group);
  // Stable sort on the key, ties by name (kubectl's sortableResource).
  rows.sort((a, b) => compare(key(a), key(b)) || compare(a.name, b.name));

  const gv = (r: Row) => (r.group ? `${r.group}/${r.version}` : r.version);
  if (opts.output === 'name') {
    for (const r of rows) io.stdout.write((r.group ? `${r.name}.${r.group}` : r.name) + '\n');
  } else if (opts.output === 'json' || opts.output === 'yaml') {
    const list = { kind: 'APIResourceList', apiVersion: 'v1', groupVersion: '', resources: rows };
    io.stdout.write(opts.output === 'json' ? printJson(list) : printYaml(list));
  } else {
    const wide = opts.output === 'wide';
    const table: string[][] = [];
    if (!opts.noHeaders) table.push(['NAME', 'SHORTNAMES', 'APIVERSION', 'NAMESPACED', 'KIND', ...(wide ? ['VERBS', 'CATEGORIES'] : [])]);
    for (const r of rows) {
      const cells = [r.name, (r.shortNames ?? []).join(','), gv(r), String(r.namespaced), r.kind];
      if (wide) cells.push(r.verbs.join(','), (r.categories ?? []).join(','));
      table.push(cells);
    }
    io.stdout.write(formatColumns(table));
  }
  if (failures.length) throw new GroupDiscoveryError(failures);
  return 0;
}

/** kubectl api-versions: every served group/version, sorted, one per line. */
export async function runApiVersions(ctx: CliContext, io: CommandIO): Promise<number> {
  const client = await ctx.client();
  const groups = await createDiscoveryClient(client.rest).serverGroups();
  const versions = groups.flatMap((g) => g.versions.map((v) => v.groupVersion)).sort(compare);
  for (const v of versions) io.stdout.write(v + '\n');
  return 0;
}
