/**
 * `ctl --help` (and `ctl` with `-h` or `help` alone): the commands grouped as kubectl groups
 * them, with kubectl's short descriptions, instead of yargs' flat list. Per-command help
 * stays yargs'.
 */
const GROUPS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  ['Basic Commands (Beginner)', [['create', 'Create a resource from a file or from stdin']]],
  [
    'Basic Commands (Intermediate)',
    [
      ['explain', 'Get documentation for a resource'],
      ['get', 'Display one or many resources'],
      ['edit', 'Edit a resource on the server'],
      ['delete', 'Delete resources by file names, stdin, resources and names, or by label selector'],
    ],
  ],
  ['Troubleshooting and Debugging Commands', [['describe', 'Show details of a specific resource or group of resources']]],
  [
    'Advanced Commands',
    [
      ['diff', 'Diff the live version against a would-be applied version'],
      ['apply', 'Apply a configuration to a resource by file name or stdin'],
      ['patch', 'Update fields of a resource'],
      ['replace', 'Replace a resource by file name or stdin'],
      ['wait', 'Experimental: Wait for a specific condition on one or many resources'],
    ],
  ],
  [
    'Settings Commands',
    [
      ['label', 'Update the labels on a resource'],
      ['annotate', 'Update the annotations on a resource'],
      ['completion', 'Output shell completion code for the specified shell (bash, zsh, or fish)'],
    ],
  ],
  [
    'Other Commands',
    [
      ['api-resources', 'Print the supported API resources on the server'],
      ['api-versions', 'Print the supported API versions on the server, in the form of "group/version"'],
      ['config', 'Modify kubeconfig files'],
      ['version', 'Print the client and server version information'],
      ['server', 'Run the reference API server with its embedded store'],
      ['demo', 'Start the reference server in-process with demo objects and show them'],
    ],
  ],
];

export function topLevelHelp(): string {
  const width = Math.max(...GROUPS.flatMap(([, cmds]) => cmds.map(([n]) => n.length))) + 3;
  let out = 'ctl controls a cluster.io API server.\n\n';
  for (const [title, cmds] of GROUPS) {
    out += `${title}:\n`;
    for (const [name, desc] of cmds) out += `  ${name.padEnd(width)}${desc}\n`;
    out += '\n';
  }
  out += 'Usage:\n  ctl [flags] [options]\n\nUse "ctl <command> --help" for more information about a given command.\n';
  return out;
}

/** Whether the arguments ask for the top-level help (no command before -h/--help). */
export function wantsTopLevelHelp(argv: readonly string[]): boolean {
  if (argv.length === 1 && argv[0] === 'help') return true;
  const first = argv.find((a) => !a.startsWith('-'));
  return first === undefined && argv.some((a) => a === '--help' || a === '-h');
}
