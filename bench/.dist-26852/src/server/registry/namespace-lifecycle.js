import { formatTime } from '../../meta/clock.js';
import { isNotFound, statusErrors } from '../../meta/status.js';
import { everything } from './predicate.js';
export class NamespaceLifecycle {
    namespaceStore;
    namespacedStores = [];
    clock;
    constructor(options) {
        this.clock = options.clock;
    }
    /** Wire the stores in (they are built with this object as their hooks). */
    attach(namespaceStore, namespacedStores) {
        this.namespaceStore = namespaceStore;
        this.namespacedStores.push(...namespacedStores);
    }
    get store() {
        if (!this.namespaceStore)
            throw new Error('NamespaceLifecycle used before attach()');
        return this.namespaceStore;
    }
    async admitCreate(namespace, name, descriptor) {
        if (!descriptor.namespaced)
            return;
        let ns;
        try {
            ns = await this.store.get('', namespace);
        }
        catch (err) {
            if (isNotFound(err))
                throw statusErrors.notFound({ group: '', resource: 'namespaces' }, namespace);
            throw err;
        }
        if (ns.metadata?.deletionTimestamp || ns.status?.phase === 'Terminating') {
            throw statusErrors.forbidden({ group: descriptor.group, resource: descriptor.resource }, name, `unable to create new content in namespace ${namespace} because it is being terminated`);
        }
    }
    async afterRemove(namespace, _name, descriptor) {
        if (!descriptor.namespaced || namespace === '')
            return;
        await this.finalizeIfEmpty(namespace);
    }
    /** DELETE of a namespace; returns the namespace as it stands (Terminating, or removed). */
    async deleteNamespace(name, opts) {
        const ns = await this.store.get('', name);
        const pre = opts.preconditions;
        if (pre?.uid !== undefined && pre.uid !== ns.metadata?.uid) {
            throw statusErrors.conflict({ group: '', resource: 'namespaces' }, name, `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${ns.metadata?.uid ?? ''}`);
        }
        if (opts.dryRun) {
            const copy = structuredClone(ns);
            copy.metadata.deletionTimestamp ??= formatTime(this.clock.now());
            copy.status = { ...(copy.status ?? {}), phase: 'Terminating' };
            return { deleted: false, object: copy };
        }
        let current = ns;
        if (!ns.metadata?.deletionTimestamp) {
            current = await this.store.guaranteedUpdate('', name, (o) => {
                o.metadata.deletionTimestamp = formatTime(this.clock.now());
                o.metadata.deletionGracePeriodSeconds = 0;
                o.status = { ...(o.status ?? {}), phase: 'Terminating' };
                return o;
            });
        }
        for (const store of this.namespacedStores) {
            await store.deleteCollection(name, everything);
        }
        const removed = await this.finalizeIfEmpty(name);
        return { deleted: false, object: removed ?? current };
    }
    /** Remove a Terminating namespace once no namespaced object is left in it. */
    async finalizeIfEmpty(name) {
        let ns;
        try {
            ns = await this.store.get('', name);
        }
        catch (err) {
            if (isNotFound(err))
                return undefined;
            throw err;
        }
        if (!ns.metadata?.deletionTimestamp)
            return undefined;
        for (const store of this.namespacedStores) {
            const page = await store.list(name, { predicate: everything, limit: 1 });
            if (page.items.length > 0)
                return undefined;
        }
        const finalized = await this.store.guaranteedUpdate('', name, (o) => {
            o.spec = { ...(o.spec ?? {}), finalizers: [] };
            return o;
        });
        await this.store.removeNow('', name);
        return finalized;
    }
}
//# sourceMappingURL=namespace-lifecycle.js.map