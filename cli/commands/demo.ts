/**
 * `ctl demo`: the one-command tour. Starts the reference server in-process with its
 * embedded store and demo objects on a free loopback port, runs `ctl get` against it
 * over real HTTP, prints the results and stops.
 */
import type { CliContext } from '../context.js';
import type { CommandIO } from '../io.js';
import { runGet } from './get.js';

export async function runDemo(makeContext: (server: string) => CliContext, io: CommandIO): Promise<number> {
  const { startServer } = await import('../../src/server/index.js');
  const { DEMO_OBJECTS } = await import('../../src/server/demo-data.js');
  const server = await startServer({ port: 0, seed: DEMO_OBJECTS });
  try {
    const ctx = makeContext(server.url);
    const base = { names: [], allNamespaces: false, output: 'table' as const, chunkSize: 500 };
    io.stdout.write(`Reference server with its embedded store at ${server.url}\n\n$ ctl get runtimeclasses -o table\n`);
    let code = await runGet(ctx, { ...base, resource: 'runtimeclasses' }, io);
    io.stdout.write(`\n$ ctl get leasecandidates -A\n`);
    code ||= await runGet(ctx, { ...base, resource: 'leasecandidates', allNamespaces: true }, io);
    io.stdout.write(`\nRun it yourself: 'npx ctl server --demo' in one terminal, 'npx ctl get runtimeclasses -o table' in another.\n`);
    await (await ctx.client()).close();
    return code;
  } finally {
    await server.close();
  }
}
