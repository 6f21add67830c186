/**
 * A registry of values known to be deeply frozen: frozen at every level by whoever registered
 * them, so that nothing in them can ever change. `Object.isFrozen` alone says nothing about
 * nested values; membership here does. Encoders may then keep derived forms (their bytes)
 * per value for as long as the value lives (see go-order-json.ts, `writeFrozenRaw`).
 *
 * Contract for `markDeepFrozen`: the caller has frozen `value` and every object below it.
 */
const deepFrozen = new WeakSet<object>();

/** Registers `value` (already deeply frozen by the caller) and returns it. */
export function markDeepFrozen<V extends object>(value: V): V {
  if (Object.isFrozen(value)) deepFrozen.add(value);
  return value;
}

/** Whether `value` was registered by `markDeepFrozen`. */
export function isDeepFrozen(value: unknown): value is object {
  return typeof value === 'object' && value !== null && deepFrozen.has(value);
}
