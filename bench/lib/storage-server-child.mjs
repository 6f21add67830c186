/**
 * A reference API server on one storage backend, in its own process (so the measuring
 * client does not share its event loop). Driven over IPC:
 *
 *   parent -> { type: 'start', backend: 'memory' | 'sqlite' | 'etcd', dataDir?, etcd?, seed? }
 *             open the backend (sqlite: in dataDir; etcd: `etcd.endpoint`, keys under
 *             `etcd.keyPrefix`), optionally seed `seed` LeaseCandidates straight through the
 *             store, start the server
 *   child  -> { type: 'ready', url, startMs }   startMs: from process start to serving
 *   parent -> { type: 'close' }
 */
import { performance } from 'node:perf_hooks';
import { importDist } from './dist.mjs';
import { EXTRA_NAMESPACES, seedOrder } from './fixtures.mjs';

const { startServer } = await importDist('src/server/index.js');
const { leaseCandidates, namespaces } = await importDist('src/index.js');

let server;
let storage;

process.on('message', async (msg) => {
  try {
    if (msg.type === 'start') {
      if (msg.backend === 'sqlite') {
        const { SqliteStorage } = await importDist('src/server/storage/sqlite.js');
        storage = new SqliteStorage({ dataDir: msg.dataDir });
      } else if (msg.backend === 'etcd') {
        const { EtcdStorage } = await importDist('src/server/storage/etcd.js');
        storage = await EtcdStorage.open({ endpoints: msg.etcd.endpoint, keyPrefix: msg.etcd.keyPrefix });
      } else {
        const { MemoryStorage } = await importDist('src/server/storage/memory.js');
        storage = new MemoryStorage();
      }
      server = await startServer({ port: 0, storage });
      if (msg.seed) {
        const nsStore = server.api.storeFor(namespaces);
        for (const name of EXTRA_NAMESPACES) await nsStore.create('', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { fieldManager: 'bench' });
        const store = server.api.storeFor(leaseCandidates);
        const pending = [];
        for (const obj of seedOrder(msg.seed)) {
          pending.push(store.create(obj.metadata.namespace, obj, { fieldManager: 'bench' }));
          if (pending.length === 256) await Promise.all(pending.splice(0));
        }
        await Promise.all(pending);
      }
      process.send({ type: 'ready', url: server.url, startMs: performance.now() });
    } else if (msg.type === 'close') {
      await server?.close();
      await storage?.close();
      process.exit(0);
    }
  } catch (err) {
    process.send({ type: 'error', message: String(err?.stack ?? err) });
  }
});
