/**
 * Namespace lifecycle (upstream: the NamespaceLifecycle admission plugin plus the
 * namespace controller, collapsed into one synchronous step):
 * - creating a namespaced object in a missing namespace is 404 `namespaces "x" not found`;
 *   in a terminating one, 403;
 * - deleting a namespace marks it Terminating, deletes every namespaced object in it,
 *   and removes the namespace once nothing is left (objects held by finalizers keep it
 *   Terminating until they are gone).
 */
import type { Clock } from '../../meta/clock.js';
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, Namespace } from '../../meta/types.js';
import type { DeleteResult, RegistryStore, StoreHooks } from './store.js';
export declare class NamespaceLifecycle implements StoreHooks {
    private namespaceStore;
    private readonly namespacedStores;
    private readonly clock;
    constructor(options: {
        clock: Clock;
    });
    /** Wire the stores in (they are built with this object as their hooks). */
    attach(namespaceStore: RegistryStore<Namespace>, namespacedStores: RegistryStore<KubeObject>[]): void;
    private get store();
    admitCreate(namespace: string, name: string, descriptor: ResourceDescriptor<any>): Promise<void>;
    afterRemove(namespace: string, _name: string, descriptor: ResourceDescriptor<any>): Promise<void>;
    /** DELETE of a namespace; returns the namespace as it stands (Terminating, or removed). */
    deleteNamespace(name: string, opts: {
        dryRun?: boolean;
        preconditions?: {
            uid?: string;
            resourceVersion?: string;
        };
    }): Promise<DeleteResult<Namespace>>;
    /** Remove a Terminating namespace once no namespaced object is left in it. */
    private finalizeIfEmpty;
}
