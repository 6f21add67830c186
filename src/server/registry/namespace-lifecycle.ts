/**
 * Namespace lifecycle (upstream: the NamespaceLifecycle admission plugin plus the
 * namespace controller, collapsed into one synchronous step):
 * - creating a namespaced object in a missing namespace is 404 `namespaces "x" not found`;
 *   in a terminating one, 403;
 * - deleting a namespace marks it Terminating (deletionTimestamp set), deletes every
 *   namespaced object in it and, once nothing is left (objects held by finalizers keep it
 *   Terminating until they are gone), removes the "kubernetes" entry from spec.finalizers as
 *   the namespace controller's finalize call does; the namespace is removed when spec.finalizers
 *   (and metadata.finalizers) are then empty. Any other spec.finalizers entry holds it, Terminating,
 *   until a PUT of `/finalize` takes it out (the store removes it on that write, see
 *   namespaceStrategy.shouldDeleteDuringUpdate).
 */
import type { Clock } from '../../meta/clock.js';
import { formatTime } from '../../meta/clock.js';
import type { ResourceDescriptor } from '../../meta/resources.js';
import { isNotFound, statusErrors } from '../../meta/status.js';
import type { KubeObject, Namespace, Preconditions } from '../../meta/types.js';
import { FINALIZER_KUBERNETES } from '../validation/namespace.js';
import { everything } from './predicate.js';
import type { DeleteResult, RegistryStore, StoreHooks } from './store.js';

export class NamespaceLifecycle implements StoreHooks {
  private namespaceStore: RegistryStore<Namespace> | undefined;
  private readonly namespacedStores: RegistryStore<KubeObject>[] = [];
  private readonly clock: Clock;

  constructor(options: { clock: Clock }) {
    this.clock = options.clock;
  }

  /** Wire the stores in (they are built with this object as their hooks). */
  attach(namespaceStore: RegistryStore<Namespace>, namespacedStores: RegistryStore<KubeObject>[]): void {
    this.namespaceStore = namespaceStore;
    this.namespacedStores.push(...namespacedStores);
  }

  private get store(): RegistryStore<Namespace> {
    if (!this.namespaceStore) throw new Error('NamespaceLifecycle used before attach()');
    return this.namespaceStore;
  }

  async admitCreate(namespace: string, name: string, descriptor: ResourceDescriptor<any>): Promise<void> {
    if (!descriptor.namespaced) return;
    let ns: Namespace;
    try {
      // As upstream's admission plugin: from the namespace cache, a live read when it is not there.
      ns = await this.store.getCached('', namespace);
    } catch (err) {
      if (isNotFound(err)) throw statusErrors.notFound({ group: '', resource: 'namespaces' }, namespace);
      throw err;
    }
    if (ns.metadata?.deletionTimestamp || ns.status?.phase === 'Terminating') {
      throw statusErrors.forbidden(
        { group: descriptor.group, resource: descriptor.resource },
        name,
        `unable to create new content in namespace ${namespace} because it is being terminated`,
      );
    }
  }

  async afterRemove(namespace: string, _name: string, descriptor: ResourceDescriptor<any>): Promise<void> {
    if (!descriptor.namespaced || namespace === '') return;
    await this.finalizeIfEmpty(namespace);
  }

  /** DELETE of a namespace; returns the namespace as it stands (Terminating, or removed). */
  async deleteNamespace(name: string, opts: { dryRun?: boolean; preconditions?: Preconditions }): Promise<DeleteResult<Namespace>> {
    const ns = await this.store.get('', name);
    this.store.checkPreconditions(name, ns.metadata ?? {}, opts.preconditions);
    if (opts.dryRun) {
      const copy = structuredClone(ns);
      copy.metadata!.deletionTimestamp ??= formatTime(this.clock.now());
      copy.status = { ...(copy.status ?? {}), phase: 'Terminating' };
      return { deleted: false, object: copy };
    }
    let current = ns;
    if (!ns.metadata?.deletionTimestamp) {
      current = await this.store.guaranteedUpdate('', name, (o) => {
        o.metadata!.deletionTimestamp = formatTime(this.clock.now());
        o.metadata!.deletionGracePeriodSeconds = 0;
        o.status = { ...(o.status ?? {}), phase: 'Terminating' };
        return o;
      });
    }
    for (const store of this.namespacedStores) {
      await store.deleteCollection(name, everything);
    }
    await this.finalizeIfEmpty(name);
    // As upstream's first DELETE answers: the namespace as marked, before the controller ran.
    return { deleted: false, object: current };
  }

  /**
   * Once a Terminating namespace holds no namespaced object: take "kubernetes" out of
   * spec.finalizers (the namespace controller's finalize), and remove the namespace when no
   * finalizer of either kind is left (the controller's second delete). Returns the namespace's
   * last state, or undefined when there was nothing to finalize.
   */
  private async finalizeIfEmpty(name: string): Promise<Namespace | undefined> {
    let ns: Namespace;
    try {
      ns = await this.store.get('', name);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
    if (!ns.metadata?.deletionTimestamp) return undefined;
    for (const store of this.namespacedStores) {
      const page = await store.list(name, { predicate: everything, limit: 1 });
      if (page.items.length > 0) return undefined;
    }
    let finalized = ns;
    if (ns.spec?.finalizers?.includes(FINALIZER_KUBERNETES)) {
      finalized = await this.store.guaranteedUpdate('', name, (o) => {
        const rest = (o.spec?.finalizers ?? []).filter((f) => f !== FINALIZER_KUBERNETES);
        o.spec = { ...(o.spec ?? {}) };
        if (rest.length > 0) o.spec.finalizers = rest;
        else delete o.spec.finalizers;
        return o;
      });
    }
    if ((finalized.spec?.finalizers?.length ?? 0) === 0 && (finalized.metadata?.finalizers?.length ?? 0) === 0) {
      await this.store.removeNow('', name);
    }
    return finalized;
  }
}
