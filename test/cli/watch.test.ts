import { describe, expect, it } from 'vitest';
import { AgedClock } from '../support/aged-clock.js';
import { startCluster, until } from '../e2e/harness.js';
import { spawnCli } from './run-cli.js';

const TWO_DAYS = 2 * 24 * 3600 * 1000;

describe('ctl get -w', () => {
  it('prints the list, then appends a row per change, columns only growing, until interrupted (exit 1, as kubectl)', async () => {
    // Watch rows are printed by the client against real time: run the server two days behind.
    const clock = new AgedClock();
    clock.age(-TWO_DAYS);
    const { url, client } = await startCluster({ clock });
    await client.runtimeClasses.create({ metadata: { name: 'runc' }, handler: 'runc' });
    const cli = spawnCli(['get', 'runtimeclasses', '-w', '--server', url]);
    await cli.waitForStdout('runc   runc      2d\n');
    await client.runtimeClasses.create({ metadata: { name: 'kata-containers' }, handler: 'kata' });
    await cli.waitForStdout('kata-containers   kata      2d\n');
    await client.runtimeClasses.delete('runc');
    await cli.waitForStdout('kata      2d\nrunc              runc      2d\n');
    const result = await cli.interrupt();
    // kubectl keeps the widths of the rows printed so far: a wider name widens its column for
    // the rows after it, the rows before stay as printed.
    expect(result).toEqual({
      code: 1,
      stderr: '',
      stdout: 'NAME   HANDLER   AGE\nrunc   runc      2d\nkata-containers   kata      2d\nrunc              runc      2d\n',
    });
  });

  it('shows event types with --output-watch-events and skips the list with --watch-only', async () => {
    const { url, client, server } = await startCluster({ clock: new AgedClock() });
    await client.runtimeClasses.create({ metadata: { name: 'old' }, handler: 'old' });
    const cli = spawnCli(['get', 'runtimeclasses', '--watch-only', '--output-watch-events', '-o', 'name', '--server', url]);
    // Once the watch is registered on the server, a change made now must show up.
    await until(() => server.api.registeredWatchers() === 1);
    await client.runtimeClasses.create({ metadata: { name: 'new' }, handler: 'new' });
    await cli.waitForStdout('runtimeclass.node.cluster.io/new\n');
    const result = await cli.interrupt();
    expect(result.stdout).toBe('runtimeclass.node.cluster.io/new\n');
    expect(result.code).toBe(1);
  });

  it('applies -o jsonpath to each object, managedFields hidden', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.apply({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'a' }, handler: 'a' } as never, { fieldManager: 'me' });
    const cli = spawnCli(['get', 'runtimeclasses', '-w', '-o', 'jsonpath={.metadata.name} {.metadata.managedFields}{"\\n"}', '--server', url]);
    await cli.waitForStdout('a \n');
    await client.runtimeClasses.create({ metadata: { name: 'b' }, handler: 'b' });
    await cli.waitForStdout('b \n');
    expect((await cli.interrupt()).stdout).toBe('a \nb \n');
  });

  it('ends quietly with 0 when the server goes away, as kubectl', async () => {
    const { url, client, server } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'a' });
    const cli = spawnCli(['get', 'runtimeclasses', '-w', '-o', 'name', '--server', url]);
    await cli.waitForStdout('runtimeclass.node.cluster.io/a\n');
    await until(() => server.api.registeredWatchers() === 1);
    await server.close();
    expect(await cli.exited()).toEqual({ code: 0, stderr: '', stdout: 'runtimeclass.node.cluster.io/a\n' });
  });

  it('prints {type, object} documents for -o json with --output-watch-events', async () => {
    const { url, client } = await startCluster();
    await client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'a' });
    const cli = spawnCli(['get', 'runtimeclass', 'a', '-w', '--output-watch-events', '-o', 'json', '--server', url]);
    await cli.waitForStdout('"type": "ADDED"');
    const a = await client.runtimeClasses.get('a');
    await client.runtimeClasses.update({ ...a, metadata: { ...a.metadata, labels: { x: 'y' } } });
    await cli.waitForStdout('"type": "MODIFIED"');
    const result = await cli.interrupt();
    const docs = result.stdout.split(/\n(?=\{)/).map((t) => JSON.parse(t));
    expect(docs.map((d) => d.type)).toEqual(['ADDED', 'MODIFIED']);
    expect(docs[1].object.metadata.labels).toEqual({ x: 'y' });
  });
});
