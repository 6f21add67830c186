/** The machine and runtime a benchmark ran on, for the report header. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';

export function packageVersion(name) {
  try {
    const require = createRequire(import.meta.url);
    const dir = require.resolve(`${name}/package.json`);
    return JSON.parse(readFileSync(dir, 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json.
    try {
      const url = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
      return JSON.parse(readFileSync(url, 'utf8')).version;
    } catch {
      return 'unknown';
    }
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    clientNode: packageVersion('@kubernetes/client-node'),
    undici: packageVersion('undici'),
  };
}

export function machineLine(m = machine()) {
  return `${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB RAM, ${m.platform}; Node ${m.node} (V8 ${m.v8}); @kubernetes/client-node ${m.clientNode}, undici ${m.undici}`;
}
