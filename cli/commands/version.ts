/**
 * `ctl version`: the client's version and the server's (`GET /version`), as kubectl
 * prints them: `Client Version: v…` / `Server Version: v…`, or the whole version objects
 * with `-o json` (two-space indent, `clientVersion` then `serverVersion`) or `-o yaml`
 * (sorted keys). `--client` never contacts the server. When the server cannot be reached
 * the client version is still printed before the error, as kubectl does.
 */
import { createDiscoveryClient, type VersionInfo } from '../../src/client/discovery.js';
import type { CliContext } from '../context.js';
import { UsageError, type CommandIO } from '../io.js';
import { printYaml } from '../printers/objects.js';

/** ctl's own version; the same as `ctl --version` (yargs, app.ts). */
export { CLIENT_GIT_VERSION } from '../version-info.js';
import { CLIENT_GIT_VERSION } from '../version-info.js';

/** Go's GOOS/GOARCH spelling of this platform (`linux/amd64`), as version.Info reports it. */
export function goPlatform(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch === 'ia32' ? '386' : process.arch;
  return `${process.platform}/${arch}`;
}

/** The client's version.Info. */
export function clientVersionInfo(): VersionInfo {
  const [major, minor] = CLIENT_GIT_VERSION.slice(1).split('.');
  return { major: major ?? '', minor: minor ?? '', gitVersion: CLIENT_GIT_VERSION, platform: goPlatform() };
}

export interface VersionOptions {
  /** `--client`: only the client version, no server contact. */
  readonly clientOnly: boolean;
  /** '' (text), `json` or `yaml`. */
  readonly output: string;
}

export async function runVersion(ctx: CliContext, opts: VersionOptions, io: CommandIO): Promise<number> {
  if (opts.output !== '' && opts.output !== 'yaml' && opts.output !== 'json') throw new UsageError("--output must be 'yaml' or 'json'");
  const clientVersion = clientVersionInfo();
  let serverVersion: VersionInfo | undefined;
  let serverError: unknown;
  if (!opts.clientOnly) {
    try {
      const client = await ctx.client();
      serverVersion = await createDiscoveryClient(client.rest).serverVersion();
    } catch (err) {
      serverError = err;
    }
  }
  const info = { clientVersion, ...(serverVersion ? { serverVersion } : {}) };
  if (opts.output === 'json') {
    io.stdout.write(JSON.stringify(info, null, 2) + '\n');
  } else if (opts.output === 'yaml') {
    // sigs.k8s.io/yaml output, then Println's newline: a blank line ends it.
    io.stdout.write(printYaml(info) + '\n');
  } else {
    io.stdout.write(`Client Version: ${clientVersion.gitVersion}\n`);
    if (serverVersion) io.stdout.write(`Server Version: ${serverVersion.gitVersion}\n`);
  }
  if (serverError !== undefined) throw serverError;
  return 0;
}
