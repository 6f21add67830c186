/**
 * `ctl completion bash|zsh|fish` and the hidden `ctl __complete WORDS...` they call, as
 * cobra's completion works for kubectl: the shell passes the words typed so far (the last
 * one possibly empty) and `__complete` prints one candidate per line: commands, resource
 * types, object names (listed from the server with the -n/--server/--kubeconfig/--context
 * given on the line), context names, shells.
 */
import { loadStartingConfig } from '../../src/client/config/kubeconfig-writer.js';
import { allResources } from '../../src/meta/resources.js';
import { makeCliContext, type GlobalFlags } from '../client-factory.js';
import { UsageError, type CommandIO } from '../io.js';

/** Top-level commands offered for completion (the hidden ones excluded). */
export const COMPLETION_COMMANDS = [
  'annotate',
  'api-resources',
  'api-versions',
  'apply',
  'completion',
  'config',
  'create',
  'delete',
  'describe',
  'diff',
  'edit',
  'explain',
  'get',
  'label',
  'patch',
  'replace',
  'server',
  'version',
  'wait',
];

const CONFIG_SUBCOMMANDS = ['current-context', 'delete-cluster', 'delete-context', 'delete-user', 'get-contexts', 'rename-context', 'set', 'set-cluster', 'set-context', 'set-credentials', 'unset', 'use-context', 'view'];
/** Commands whose first argument is a resource type and later ones names of that type. */
const RESOURCE_COMMANDS = new Set(['get', 'describe', 'delete', 'edit', 'label', 'annotate', 'wait', 'patch', 'explain']);
const GLOBAL_VALUE_FLAGS = new Set(['--kubeconfig', '--context', '--cluster', '--user', '--server', '-s', '--namespace', '-n', '--token']);
const VALUE_FLAGS = new Set([...GLOBAL_VALUE_FLAGS, '-o', '--output', '-l', '--selector', '-f', '--filename', '--for', '--timeout', '--field-selector', '--dry-run', '-p', '--patch', '--type']);

function servedTypes(): string[] {
  return allResources.filter((r) => r.verbs.includes('get')).map((r) => r.resource).sort();
}

export async function runComplete(words: readonly string[], io: CommandIO): Promise<number> {
  const current = words.length > 0 ? words[words.length - 1]! : '';
  const before = words.slice(0, -1);
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < before.length; i++) {
    const w = before[i]!;
    const eq = w.indexOf('=');
    if (w.startsWith('-') && eq > 0) flags[w.slice(0, eq)] = w.slice(eq + 1);
    else if (VALUE_FLAGS.has(w)) flags[w] = before[++i] ?? '';
    else if (!w.startsWith('-')) positional.push(w);
  }
  const prev = before[before.length - 1];
  const candidates: string[] = [];
  const global: GlobalFlags = {
    kubeconfig: flags['--kubeconfig'],
    context: flags['--context'],
    cluster: flags['--cluster'],
    user: flags['--user'],
    server: flags['--server'] ?? flags['-s'],
    namespace: flags['--namespace'] ?? flags['-n'],
    token: flags['--token'],
  };
  const names = async (type: string) => {
    const ctx = makeCliContext(global, { onWarning: () => undefined });
    const d = ctx.resolveResource(type);
    const client = await ctx.client();
    try {
      const list = await client.resource(d, d.namespaced ? ctx.namespace : '').list({ limit: 500 });
      return list.items.map((o) => o.metadata?.name ?? '');
    } finally {
      await client.close?.();
    }
  };
  const contexts = () => [...loadStartingConfig(global.kubeconfig ? { explicitPath: global.kubeconfig } : {}).contexts.keys()].sort();
  if (prev !== undefined && VALUE_FLAGS.has(prev) && !current.startsWith('-')) {
    if (prev === '-n' || prev === '--namespace') candidates.push(...(await names('namespaces').catch(() => [])));
    else if (prev === '--context') candidates.push(...contexts());
    else if (prev === '-o' || prev === '--output') candidates.push('json', 'name', 'wide', 'yaml');
  } else if (positional.length === 0) {
    candidates.push(...COMPLETION_COMMANDS);
  } else {
    const cmd = positional[0]!;
    const args = positional.slice(1);
    if (cmd === 'completion' && args.length === 0) candidates.push('bash', 'fish', 'zsh');
    else if (cmd === 'config') {
      if (args.length === 0) candidates.push(...CONFIG_SUBCOMMANDS);
      else if (['use-context', 'use', 'delete-context', 'rename-context', 'set-context'].includes(args[0]!) && args.length === 1) candidates.push(...contexts());
    } else if (cmd === 'create' && args.length === 0) candidates.push('namespace');
    else if (RESOURCE_COMMANDS.has(cmd)) {
      if (args.length === 0) {
        if (current.includes('/')) {
          const type = current.slice(0, current.indexOf('/'));
          candidates.push(...(await names(type).catch(() => [])).map((n) => `${type}/${n}`));
        } else candidates.push(...servedTypes());
      } else if (!args[0]!.includes('/') && cmd !== 'explain') {
        candidates.push(...(await names(args[0]!).catch(() => [])));
      }
    }
  }
  for (const c of candidates) if (c.startsWith(current)) io.stdout.write(c + '\n');
  return 0;
}

const BASH = `# bash completion for ctl                                  -*- shell-script -*-
# Load it with:  source <(ctl completion bash)

__ctl_complete() {
    local cur words
    cur="\${COMP_WORDS[COMP_CWORD]}"
    words=("\${COMP_WORDS[@]:1:$COMP_CWORD}")
    # The word being completed may hold a "/" (TYPE/NAME) or "=" that bash splits on; complete whole words.
    local IFS=$'\\n'
    COMPREPLY=($("\${COMP_WORDS[0]}" __complete "\${words[@]}" 2>/dev/null))
    if [[ \${#COMPREPLY[@]} -eq 0 && "$cur" != -* ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return 0
}

complete -o default -F __ctl_complete ctl
`;

const ZSH = `#compdef ctl
compdef _ctl ctl

# zsh completion for ctl                                  -*- shell-script -*-
# Load it with:  source <(ctl completion zsh)   (after compinit)

_ctl() {
    local -a candidates
    candidates=("\${(@f)$(\${words[1]} __complete "\${(@)words[2,$CURRENT]}" 2>/dev/null)}")
    candidates=(\${candidates:#})
    if (( \${#candidates} > 0 )); then
        compadd -Q -- "\${candidates[@]}"
    else
        _files
    fi
}

# Sourced rather than autoloaded: register the function now.
if [ "$funcstack[1]" = "_ctl" ]; then
    _ctl "$@"
fi
`;

const FISH = `# fish completion for ctl                                  -*- shell-script -*-
# Load it with:  ctl completion fish | source

function __ctl_complete
    set -l tokens (commandline -opc)
    set -l current (commandline -ct)
    $tokens[1] __complete $tokens[2..-1] "$current" 2>/dev/null
end

complete -c ctl -f -a '(__ctl_complete)'
`;

export async function runCompletion(args: readonly string[], io: CommandIO): Promise<number> {
  if (args.length === 0) throw new UsageError('Shell not specified.\nSee \'ctl completion -h\' for help and examples');
  if (args.length > 1) throw new UsageError('Too many arguments. Expected only the shell type.\nSee \'ctl completion -h\' for help and examples');
  const shell = args[0]!;
  const script = shell === 'bash' ? BASH : shell === 'zsh' ? ZSH : shell === 'fish' ? FISH : undefined;
  if (!script) throw new UsageError(`Unsupported shell type ${JSON.stringify(shell)}.\nSee 'ctl completion -h' for help and examples`);
  io.stdout.write(script);
  return 0;
}
