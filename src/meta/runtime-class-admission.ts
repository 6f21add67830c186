/**
 * The RuntimeClass admission step as a pure function: what upstream's `RuntimeClass`
 * admission plugin (plugin/pkg/admission/runtimeclass) does to a pod being created, for
 * callers that build pods (or pod templates) and want to see the admitted result, or the
 * rejection, before sending them.
 *
 * No I/O: the caller looks the RuntimeClass up (e.g. `client.runtimeClasses.get(name)`,
 * `undefined` when it is not found) and passes it in.
 */
import { parseQuantityJSON, type Quantity } from './quantity.js';
import { statusErrors, type ApiError } from './status.js';
import type { RuntimeClass, Toleration } from './types.js';

/** A resource quantity as it appears in JSON: a string such as "100m", or a plain number. */
export type QuantityValue = string | number;

/** The fields of a PodSpec that RuntimeClass admission reads or writes. */
export interface RuntimeClassPodSpec {
  /** Name of the RuntimeClass the pod runs with; unset means none (no class is applied). */
  runtimeClassName?: string | null;
  nodeSelector?: Record<string, string> | null;
  tolerations?: Toleration[] | null;
  /** Pod overhead (a ResourceList); set by admission from the RuntimeClass's `overhead.podFixed`. */
  overhead?: Record<string, QuantityValue> | null;
}

/**
 * The smallest pod-like shape the helper accepts: a Pod, or anything with the same
 * `metadata` and `spec` fields (a pod template). Other fields are carried through untouched.
 */
export interface RuntimeClassPod {
  metadata?: { name?: string; generateName?: string } | null;
  spec?: RuntimeClassPodSpec | null;
}

/** The admitted pod: the caller's own type, with a spec that carries the fields admission sets. */
export type AdmittedPod<P extends RuntimeClassPod> = P & { spec: NonNullable<P['spec']> & RuntimeClassPodSpec };

const PODS = { group: '', resource: 'pods' } as const;

/**
 * Applies `runtimeClass` to `pod` as upstream's RuntimeClass admission does on create, and
 * returns the admitted pod. The input is not modified.
 *
 * - `runtimeClass` must be the RuntimeClass that `pod.spec.runtimeClassName` names, or
 *   `undefined` when that class does not exist. A class whose `metadata.name` differs from
 *   the pod's `runtimeClassName`, or a class for a pod that names none, is a programming
 *   error (`TypeError`), not an admission decision.
 * - Overhead (mutation): when the class defines `overhead`, the pod's `spec.overhead` becomes
 *   `overhead.podFixed`; a pod that already carries a non-empty overhead must match it
 *   (quantities compare by value: "1000m" equals "1").
 * - Scheduling (mutation): `scheduling.nodeSelector` is merged into the pod's nodeSelector,
 *   a key the pod already sets to another value rejects the pod; `scheduling.tolerations`
 *   are merged with the pod's as upstream's `MergeTolerations` does (pod's first, duplicates
 *   and tolerations covered by a broader one dropped).
 * - Overhead (validation): a pod with a non-empty overhead and no class overhead is rejected.
 *
 * Rejections are thrown as an `ApiError` carrying the Forbidden Status the API server
 * answers with (`isForbidden(e)` is true), with upstream's message texts, e.g.
 * `pods "p" is forbidden: pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead`.
 */
export function applyRuntimeClass<P extends RuntimeClassPod>(pod: P, runtimeClass: RuntimeClass | undefined): AdmittedPod<P> {
  const spec: RuntimeClassPodSpec = pod.spec ?? {};
  const className = spec.runtimeClassName;
  const rcName = runtimeClass?.metadata?.name;
  if (runtimeClass && (className === undefined || className === null)) {
    throw new TypeError(`applyRuntimeClass: the pod names no RuntimeClass, but RuntimeClass ${JSON.stringify(rcName ?? '')} was given`);
  }
  if (runtimeClass && rcName !== undefined && rcName !== className) {
    throw new TypeError(
      `applyRuntimeClass: the pod names RuntimeClass ${JSON.stringify(className)}, but RuntimeClass ${JSON.stringify(rcName)} was given`,
    );
  }

  const forbidden = (reason: string): ApiError => statusErrors.forbidden(PODS, podName(pod), reason);

  // prepareObjects: a named class that cannot be found rejects the pod.
  if (className !== undefined && className !== null && !runtimeClass) {
    throw forbidden(`pod rejected: RuntimeClass ${JSON.stringify(className)} not found`);
  }

  const out: RuntimeClassPodSpec = { ...spec };

  // Admit, setOverhead.
  if (runtimeClass?.overhead) {
    const podFixed = runtimeClass.overhead.podFixed;
    if (hasEntries(out.overhead) && !resourceListsEqual(podFixed, out.overhead)) {
      throw forbidden("pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead");
    }
    if (podFixed) out.overhead = { ...podFixed };
    else delete out.overhead;
  }

  // Admit, setScheduling.
  const scheduling = runtimeClass?.scheduling;
  if (scheduling) {
    const classSelector = scheduling.nodeSelector;
    if (out.nodeSelector === undefined || out.nodeSelector === null) {
      if (classSelector) out.nodeSelector = { ...classSelector };
      else delete out.nodeSelector;
    } else {
      const merged = { ...out.nodeSelector };
      for (const [key, classValue] of Object.entries(classSelector ?? {})) {
        const podValue = Object.hasOwn(merged, key) ? merged[key] : undefined;
        if (podValue !== undefined && podValue !== classValue) {
          throw forbidden(
            `conflict: runtimeClass.scheduling.nodeSelector[${key}] = ${classValue}; pod.spec.nodeSelector[${key}] = ${podValue}`,
          );
        }
        merged[key] = classValue;
      }
      out.nodeSelector = merged;
    }
    const tolerations = mergeTolerations(out.tolerations ?? [], scheduling.tolerations ?? []);
    // Upstream's merge yields nil for no tolerations, which the wire form omits.
    if (tolerations.length > 0) out.tolerations = tolerations;
    else delete out.tolerations;
  }

  // Validate, validateOverhead.
  if (hasEntries(out.overhead)) {
    if (runtimeClass?.overhead) {
      if (!resourceListsEqual(runtimeClass.overhead.podFixed, out.overhead)) {
        throw forbidden("pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead");
      }
    } else {
      throw forbidden('pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead');
    }
  }

  return { ...pod, spec: out } as AdmittedPod<P>;
}

/**
 * Merges two lists of tolerations as upstream's `tolerations.MergeTolerations`: `first`'s
 * entries, then `second`'s, in order, leaving out an entry equal to an earlier one and an
 * entry that another (different) entry tolerates a superset of. Inputs are not modified.
 */
export function mergeTolerations(first: readonly Toleration[], second: readonly Toleration[]): Toleration[] {
  const all = [...first, ...second];
  const merged: Toleration[] = [];
  next: for (let i = 0; i < all.length; i++) {
    const t = all[i]!;
    for (const kept of merged) {
      if (isSuperset(kept, t)) continue next;
    }
    for (let j = i + 1; j < all.length; j++) {
      const later = all[j]!;
      // Of two equal tolerations the first is kept.
      if (!tolerationsEqual(t, later) && isSuperset(later, t)) continue next;
    }
    merged.push({ ...t });
  }
  return merged;
}

/** Whether `ss` tolerates every taint that `t` tolerates (upstream's `isSuperset`). */
function isSuperset(ss: Toleration, t: Toleration): boolean {
  if (tolerationsEqual(t, ss)) return true;
  const ssKey = ss.key ?? '';
  const ssOperator = ss.operator ?? '';
  const ssEffect = ss.effect ?? '';
  // An empty key with the Exists operator matches every key and value.
  if ((t.key ?? '') !== ssKey && (ssKey !== '' || ssOperator !== 'Exists')) return false;
  // An empty effect matches every effect.
  if ((t.effect ?? '') !== ssEffect && ssEffect !== '') return false;
  if (ssEffect === 'NoExecute') {
    const ssSeconds = seconds(ss);
    if (ssSeconds !== undefined) {
      const tSeconds = seconds(t);
      if (tSeconds === undefined || tSeconds > ssSeconds) return false;
    }
  }
  switch (ssOperator) {
    case 'Equal':
    case '': // an empty operator means Equal
      return t.operator === 'Equal' && (t.value ?? '') === (ss.value ?? '');
    case 'Exists':
      return true;
    default:
      return false;
  }
}

/** Field-by-field equality with Go's zero values: an absent string is "". */
function tolerationsEqual(a: Toleration, b: Toleration): boolean {
  return (
    (a.key ?? '') === (b.key ?? '') &&
    (a.operator ?? '') === (b.operator ?? '') &&
    (a.value ?? '') === (b.value ?? '') &&
    (a.effect ?? '') === (b.effect ?? '') &&
    seconds(a) === seconds(b)
  );
}

function seconds(t: Toleration): number | undefined {
  return t.tolerationSeconds === null ? undefined : t.tolerationSeconds;
}

function hasEntries(list: Record<string, QuantityValue> | null | undefined): list is Record<string, QuantityValue> {
  return !!list && Object.keys(list).length > 0;
}

/**
 * `apiequality.Semantic.DeepEqual` on two ResourceLists: absent and empty are equal, keys
 * must match, quantities compare by value. A value that is not a valid quantity equals only
 * the same text.
 */
function resourceListsEqual(
  a: Record<string, QuantityValue> | null | undefined,
  b: Record<string, QuantityValue> | null | undefined,
): boolean {
  const ak = Object.keys(a ?? {});
  const bk = Object.keys(b ?? {});
  if (ak.length !== bk.length) return false;
  for (const key of ak) {
    if (!b || !Object.hasOwn(b, key)) return false;
    if (!quantitiesEqual(a![key]!, b[key]!)) return false;
  }
  return true;
}

function quantitiesEqual(x: QuantityValue, y: QuantityValue): boolean {
  const qx = quantityOf(x);
  const qy = quantityOf(y);
  if (qx && qy) return qx.compare(qy) === 0;
  return String(x) === String(y);
}

function quantityOf(v: QuantityValue): Quantity | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const r = parseQuantityJSON(v);
  return r.ok ? r.quantity : undefined;
}

/** The name upstream's admission errors use: name, else generateName, else "Unknown". */
function podName(pod: RuntimeClassPod): string {
  const meta = pod.metadata;
  if (meta?.name) return meta.name;
  if (meta?.generateName) return meta.generateName;
  return 'Unknown';
}
