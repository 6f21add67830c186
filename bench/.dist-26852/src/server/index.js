/**
 * The reference API server's composition root: `startServer({ port: 0 })` runs it
 * in-process (tests, embedding); `ctl server` runs it standalone.
 */
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { systemClock } from '../meta/clock.js';
import { allResources, apiVersionOf, namespaces } from '../meta/resources.js';
import { ApiServer } from './api-server.js';
import { MemoryStorage } from './storage/memory.js';
/** Namespaces every cluster starts with. */
export const DEFAULT_NAMESPACES = ['default', 'kube-system', 'kube-public', 'kube-node-lease'];
export async function startServer(options = {}) {
    const clock = options.clock ?? systemClock;
    const storage = options.storage ?? new MemoryStorage();
    const api = new ApiServer({
        storage,
        clock,
        ...(options.featureGates ? { featureGates: options.featureGates } : {}),
        ...(options.watchHistoryMs !== undefined ? { watchHistoryMs: options.watchHistoryMs } : {}),
        ...(options.continueTokenTtlMs !== undefined ? { continueTokenTtlMs: options.continueTokenTtlMs } : {}),
        ...(options.bookmarkIntervalMs !== undefined ? { bookmarkIntervalMs: options.bookmarkIntervalMs } : {}),
        ...(options.tooLargeResourceVersionWaitMs !== undefined ? { tooLargeResourceVersionWaitMs: options.tooLargeResourceVersionWaitMs } : {}),
        ...(options.authenticator ? { authenticator: options.authenticator } : {}),
        ...(options.authorizer ? { authorizer: options.authorizer } : {}),
        ...(options.runtimeConfig !== undefined ? { runtimeConfig: options.runtimeConfig } : {}),
        ...(options.livezGracePeriodMs !== undefined ? { livezGracePeriodMs: options.livezGracePeriodMs } : {}),
        ...(options.shutdownDelayMs !== undefined ? { shutdownDelayMs: options.shutdownDelayMs } : {}),
        ...(options.deprecatedApis ? { deprecatedApis: options.deprecatedApis } : {}),
    });
    await api.start();
    await seedObjects(api, options.seed ?? []);
    const onRequest = (req, res) => {
        void api.handle(req, res);
    };
    const server = options.tls
        ? createTlsServer({ cert: options.tls.cert, key: options.tls.key, requestCert: true, rejectUnauthorized: false, keepAliveTimeout: 65_000 }, onRequest)
        : createServer({ keepAliveTimeout: 65_000 }, onRequest);
    const host = options.host ?? '127.0.0.1';
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    const port = server.address().port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    let closing;
    return {
        url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
        port,
        api,
        storage,
        close() {
            closing ??= (async () => {
                // Readiness fails first; the server keeps serving through --shutdown-delay-duration.
                await api.health.startShutdown();
                api.stop();
                await new Promise((resolve) => {
                    server.close(() => resolve());
                    server.closeAllConnections();
                });
                if (!options.storage)
                    await storage.close();
            })();
            return closing;
        },
    };
}
async function seedObjects(api, seed) {
    const nsStore = api.storeFor(namespaces);
    for (const name of DEFAULT_NAMESPACES) {
        const existing = await nsStore.list('', { predicate: { empty: false, matches: (o) => o.metadata?.name === name } });
        if (existing.items.length === 0)
            await nsStore.create('', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { fieldManager: 'ctl-server' });
    }
    for (const obj of seed) {
        const d = descriptorOf(obj);
        await api.storeFor(d).create(obj.metadata?.namespace ?? (d.namespaced ? 'default' : ''), structuredClone(obj), { fieldManager: 'ctl-server' });
    }
}
function descriptorOf(obj) {
    const d = allResources.find((r) => r.kind === obj.kind && apiVersionOf(r) === obj.apiVersion);
    if (!d)
        throw new Error(`cannot seed object of kind ${obj.kind} (${obj.apiVersion}): not served`);
    return d;
}
//# sourceMappingURL=index.js.map