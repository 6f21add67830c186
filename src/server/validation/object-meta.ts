/**
 * ObjectMeta validation, ported from apimachinery `pkg/api/validation/objectmeta.go` and
 * `pkg/apis/meta/v1/validation/validation.go` (Kubernetes 1.33), with upstream's error order
 * and texts. Paths start at `metadata` unless a caller passes another root.
 *
 * Inputs are decoded JSON: any field may be absent, and absent means Go's zero value.
 * Go iterates label/annotation maps in random order; these functions use the JSON key order,
 * so with several bad keys the set of errors matches upstream but their order may not.
 */
import { fieldErrors, goQuote, goValue, type FieldError, type FieldErrorValue } from '../../meta/field-errors.js';
import { GO_POINTER_PLACEHOLDER } from '../../meta/quantity.js';
import type { ObjectMeta } from '../../meta/types.js';
import { drain, runInSlices, type Steps } from '../../codec/slices.js';
import { surelyQualifiedName, surelyValidLabelValue } from './fast-names.js';
import {
  goByteLength,
  isQualifiedName,
  isValidLabelValue,
  validateNamespaceName,
  type NameValidator,
} from '../../meta/validation/names.js';

/** `FieldImmutableErrorMsg`. */
export const FIELD_IMMUTABLE_ERROR_MSG = 'field is immutable';
/** `IsNegativeErrorMsg`. */
export const IS_NEGATIVE_ERROR_MSG = 'must be greater than or equal to 0';
/** `TotalAnnotationSizeLimitB`: 256 KiB over all keys and values, in bytes. */
export const TOTAL_ANNOTATION_SIZE_LIMIT_B = 256 * (1 << 10);
/** `FieldManagerMaxLength`. */
export const FIELD_MANAGER_MAX_LENGTH = 128;
/** `MaxSubresourceNameLength`. */
export const MAX_SUBRESOURCE_NAME_LENGTH = 256;
/** `metav1.FinalizerOrphanDependents`. */
export const FINALIZER_ORPHAN_DEPENDENTS = 'orphan';
/** `metav1.FinalizerDeleteDependents`. */
export const FINALIZER_DELETE_DEPENDENTS = 'foregroundDeletion';

/** The fields of an owner reference this module reads. */
interface OwnerReferenceView {
  apiVersion?: string;
  kind?: string;
  name?: string;
  uid?: string;
  controller?: boolean | null;
  blockOwnerDeletion?: boolean | null;
}

/** The fields of a managedFields entry this module reads. */
interface ManagedFieldsEntryView {
  manager?: string;
  operation?: string;
  fieldsType?: string;
  subresource?: string;
}

/** ObjectMeta as decoded JSON; `null` is accepted wherever Go would decode to a zero value. */
interface ObjectMetaView {
  name?: string;
  generateName?: string;
  namespace?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  creationTimestamp?: string | null;
  deletionTimestamp?: string | null;
  deletionGracePeriodSeconds?: number | null;
  labels?: Record<string, string> | null;
  annotations?: Record<string, string> | null;
  ownerReferences?: OwnerReferenceView[] | null;
  finalizers?: string[] | null;
  managedFields?: ManagedFieldsEntryView[] | null;
}

/** Read the generated type through the narrow, read-only view above (it is assignable to it). */
function view(meta: ObjectMeta | undefined | null): ObjectMetaView {
  return meta ?? {};
}

/**
 * Go's `%#v` of a nil pointer inside `field.Invalid` prints the *string* "null", quoted,
 * because ErrorBody substitutes the string before formatting (apimachinery 1.33).
 */
const GO_NIL: FieldErrorValue = 'null';

// ---------------------------------------------------------------------------------------------
// Go formatting helpers

/** Go `%#v` of a `[]string`: `[]string{"a", "b"}`, or `[]string(nil)` for a nil slice. */
export function goStringSlice(values: readonly string[] | null | undefined): string {
  if (values === null || values === undefined) return '[]string(nil)';
  return '[]string{' + values.map(goQuote).join(', ') + '}';
}

function goBoolPointer(value: boolean | null | undefined): string {
  return value === null || value === undefined ? '(*bool)(nil)' : `(*bool)(${GO_POINTER_PLACEHOLDER})`;
}

/** Go `%#v` of a `metav1.OwnerReference` (pointer fields print an address placeholder). */
function goOwnerReference(ref: OwnerReferenceView): string {
  return (
    `v1.OwnerReference{APIVersion:${goQuote(ref.apiVersion ?? '')}, Kind:${goQuote(ref.kind ?? '')}, ` +
    `Name:${goQuote(ref.name ?? '')}, UID:${goQuote(ref.uid ?? '')}, ` +
    `Controller:${goBoolPointer(ref.controller)}, BlockOwnerDeletion:${goBoolPointer(ref.blockOwnerDeletion)}}`
  );
}

/** An instant with nanosecond precision, as `metav1.Time` holds it. */
interface Instant {
  readonly seconds: number;
  readonly nanos: number;
}

/** Go's zero `time.Time`: 0001-01-01T00:00:00Z. */
const ZERO_INSTANT: Instant = { seconds: -62135596800, nanos: 0 };
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** `time.Parse(time.RFC3339, s)` as `metav1.Time.UnmarshalJSON` does it; undefined if invalid. */
function parseTime(s: string): Instant | undefined {
  const m = RFC3339.exec(s);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, se, frac, , sign, oh, om] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
  const date = new Date(ms);
  // Year 0-99 would be mapped to 19xx by Date.UTC; setUTCFullYear restores it.
  date.setUTCFullYear(Number(y));
  let seconds = date.getTime() / 1000;
  if (sign) seconds -= (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om) * 60);
  const nanos = frac ? Number(frac.slice(0, 9).padEnd(9, '0')) : 0;
  return { seconds, nanos };
}

/** A `metav1.Time` field from JSON: absent and null are the zero time. */
function timeOf(value: string | null | undefined): Instant | string {
  if (value === null || value === undefined) return ZERO_INSTANT;
  return parseTime(value) ?? value;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * Go's `Time.String()` ("2006-01-02 15:04:05.999999999 -0700 MST") for a time in the server's
 * local zone, assumed to be UTC as in the upstream apiserver images. An unparseable input is
 * printed as given.
 */
function goTimeString(t: Instant | string): string {
  if (typeof t === 'string') return t;
  const d = new Date(t.seconds * 1000);
  const frac = t.nanos ? '.' + pad(t.nanos, 9).replace(/0+$/, '') : '';
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ` +
    `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}${frac} +0000 UTC`
  );
}

function sameInstant(a: Instant | string, b: Instant | string): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.seconds === b.seconds && a.nanos === b.nanos;
}

// ---------------------------------------------------------------------------------------------
// Field rules

/**
 * `ValidateImmutableField` for values compared by `===` (strings, numbers, booleans).
 * The error carries the new value, as upstream does.
 */
export function validateImmutableField(
  newValue: string | number | boolean,
  oldValue: string | number | boolean,
  field: string,
): FieldError[] {
  return newValue === oldValue ? [] : [fieldErrors.invalid(field, newValue, FIELD_IMMUTABLE_ERROR_MSG)];
}

/** `ValidateNonnegativeField`. */
export function validateNonnegativeField(value: number, field: string): FieldError[] {
  return value < 0 ? [fieldErrors.invalid(field, value, IS_NEGATIVE_ERROR_MSG)] : [];
}

/** `ValidateLabelName`: label keys are qualified names. */
export function validateLabelName(name: string, field: string): FieldError[] {
  return isQualifiedName(name).map((msg) => fieldErrors.invalid(field, name, msg));
}

/**
 * `ValidateLabels`: every key a qualified name, every value a label value. Errors are
 * reported at the map's path, not per key, as upstream does.
 */
export function validateLabels(labels: Readonly<Record<string, string>> | null | undefined, field: string): FieldError[] {
  const known = precomputed(labels, field);
  if (known) return known;
  if (!labels) return [];
  const keys = Object.keys(labels);
  // A small map never pauses: checked in a plain loop, without a generator.
  if (keys.length >= ITEMS_PER_STEP) return drain(labelsSteps(labels, field));
  const errs: FieldError[] = [];
  for (const k of keys) checkLabel(k, labels[k]!, field, errs);
  return errs;
}

function checkLabel(k: string, v: string, field: string, errs: FieldError[]): void {
  // Pre-checks first: a large map of valid labels costs one pattern test per key and value.
  if (!surelyQualifiedName(k)) errs.push(...validateLabelName(k, field));
  if (!surelyValidLabelValue(v)) for (const msg of isValidLabelValue(v)) errs.push(fieldErrors.invalid(field, v, msg));
}

function* labelsSteps(labels: Readonly<Record<string, string>> | null | undefined, field: string): Steps<FieldError[]> {
  const errs: FieldError[] = [];
  if (!labels) return errs;
  let n = 0;
  for (const k of Object.keys(labels)) {
    if (++n % ITEMS_PER_STEP === 0) yield;
    checkLabel(k, labels[k]!, field, errs);
  }
  return errs;
}

/**
 * `ValidateAnnotations`: keys are qualified names compared case-insensitively (lower-cased
 * before the check, reported as written); keys plus values at most 256 KiB in bytes.
 */
export function validateAnnotations(
  annotations: Readonly<Record<string, string>> | null | undefined,
  field: string,
): FieldError[] {
  // None (most objects): no generator, no walk.
  if (annotations === undefined || annotations === null) return [];
  return precomputed(annotations, field) ?? drain(annotationsSteps(annotations, field));
}

function* annotationsSteps(annotations: Readonly<Record<string, string>> | null | undefined, field: string): Steps<FieldError[]> {
  const errs: FieldError[] = [];
  let total = 0;
  let n = 0;
  for (const k of Object.keys(annotations ?? {})) {
    if (++n % ITEMS_PER_STEP === 0) yield;
    const v = annotations![k]!;
    if (!surelyQualifiedName(k)) for (const msg of isQualifiedName(k.toLowerCase())) errs.push(fieldErrors.invalid(field, k, msg));
    total += goByteLength(k) + goByteLength(v);
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT_B) errs.push(fieldErrors.tooLong(field, TOTAL_ANNOTATION_SIZE_LIMIT_B));
  return errs;
}

/** `schema.ParseGroupVersion` + `FromAPIVersionAndKind`: an unparseable apiVersion gives "". */
function groupVersionOf(apiVersion: string): { group: string; version: string } {
  if (apiVersion === '' || apiVersion === '/') return { group: '', version: '' };
  const slashes = apiVersion.split('/').length - 1;
  if (slashes === 0) return { group: '', version: apiVersion };
  if (slashes === 1) {
    const i = apiVersion.indexOf('/');
    return { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
  }
  return { group: '', version: '' };
}

/**
 * `ValidateOwnerReferences`. Per-reference errors use the list path without an index, as
 * upstream does; a second controller reference reports the whole list.
 */
export function validateOwnerReferences(refs: readonly OwnerReferenceView[] | null | undefined, field: string): FieldError[] {
  const errs: FieldError[] = [];
  const list = refs ?? [];
  let firstController = '';
  for (const ref of list) {
    const apiVersion = ref.apiVersion ?? '';
    const kind = ref.kind ?? '';
    const gv = groupVersionOf(apiVersion);
    if (gv.version === '') errs.push(fieldErrors.invalid(`${field}.apiVersion`, apiVersion, 'version must not be empty'));
    if (kind === '') errs.push(fieldErrors.invalid(`${field}.kind`, kind, 'must not be empty'));
    if ((ref.name ?? '') === '') errs.push(fieldErrors.invalid(`${field}.name`, ref.name ?? '', 'must not be empty'));
    if ((ref.uid ?? '') === '') errs.push(fieldErrors.invalid(`${field}.uid`, ref.uid ?? '', 'must not be empty'));
    // BannedOwners: core v1 Events may not own objects.
    if (gv.group === '' && gv.version === 'v1' && kind === 'Event') {
      errs.push(
        fieldErrors.invalid(field, goValue(goOwnerReference(ref)), `/v1, Kind=Event is disallowed from being an owner`),
      );
    }
    if (ref.controller === true) {
      const current = `${kind}/${ref.name ?? ''}`;
      if (firstController !== '') {
        errs.push(
          fieldErrors.invalid(
            field,
            goValue('[]v1.OwnerReference{' + list.map(goOwnerReference).join(', ') + '}'),
            `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`,
          ),
        );
      } else {
        firstController = current;
      }
    }
  }
  return errs;
}

/** `ValidateFinalizerName`: finalizers are qualified names. */
export function validateFinalizerName(name: string, field: string): FieldError[] {
  return isQualifiedName(name).map((msg) => fieldErrors.invalid(field, name, msg));
}

/**
 * `ValidateFinalizers`: each a qualified name (reported at the list path), and `orphan`
 * together with `foregroundDeletion` is rejected. Duplicates are allowed, as upstream.
 */
export function validateFinalizers(finalizers: readonly string[] | null | undefined, field: string): FieldError[] {
  return precomputed(finalizers, field) ?? drain(finalizersSteps(finalizers, field));
}

function* finalizersSteps(finalizers: readonly string[] | null | undefined, field: string): Steps<FieldError[]> {
  const errs: FieldError[] = [];
  let orphan = false;
  let foreground = false;
  let n = 0;
  for (const f of finalizers ?? []) {
    if (++n % ITEMS_PER_STEP === 0) yield;
    if (!surelyQualifiedName(f)) errs.push(...validateFinalizerName(f, field));
    if (f === FINALIZER_ORPHAN_DEPENDENTS) orphan = true;
    if (f === FINALIZER_DELETE_DEPENDENTS) foreground = true;
  }
  if (orphan && foreground) {
    errs.push(
      fieldErrors.invalid(
        field,
        goValue(goStringSlice(finalizers)),
        `finalizer ${FINALIZER_ORPHAN_DEPENDENTS} and ${FINALIZER_DELETE_DEPENDENTS} cannot be both set`,
      ),
    );
  }
  return errs;
}

/** Slice length of the precomputation (the write path's own slices are 20 ms). */
const PRECOMPUTE_SLICE_MS = 20;

/** Entries checked between two pause points. */
const ITEMS_PER_STEP = 2048;

/** Collections smaller than this are validated in place; larger ones are worth precomputing in slices. */
const PRECOMPUTE_MIN_ITEMS = 4096;

/**
 * Results of validating large label, annotation and finalizer collections, computed in slices
 * before the (synchronous) strategy validation runs, keyed by the collection object itself:
 * a 100,000-label map takes over 100 ms to check, too long for one turn of the event loop.
 * The collection must not change between precomputing and validating (the write path holds
 * it unshared), and results are only reused for the same field path.
 */
const precomputedResults = new WeakMap<object, { field: string; errs: FieldError[] }>();

function precomputed(collection: object | null | undefined, field: string): FieldError[] | undefined {
  if (!collection) return undefined;
  const hit = precomputedResults.get(collection);
  return hit && hit.field === field ? hit.errs : undefined;
}

/**
 * Validate an object's large metadata collections (labels, annotations, finalizers) in slices
 * with turns of the event loop between them, so that `validateObjectMeta` later finds their
 * results ready. `path` is the metadata's field path (`metadata`).
 */
export function precomputeLargeMetadataValidation(meta: ObjectMeta | undefined, path = 'metadata'): Promise<void> | undefined {
  if (!meta) return undefined;
  let jobs: Array<[object, string, () => Steps<FieldError[]>]> | undefined;
  const labels = meta.labels;
  if (labels && Object.keys(labels).length >= PRECOMPUTE_MIN_ITEMS) (jobs ??= []).push([labels, `${path}.labels`, () => labelsSteps(labels, `${path}.labels`)]);
  const annotations = meta.annotations;
  if (annotations && Object.keys(annotations).length >= PRECOMPUTE_MIN_ITEMS) {
    (jobs ??= []).push([annotations, `${path}.annotations`, () => annotationsSteps(annotations, `${path}.annotations`)]);
  }
  const finalizers = meta.finalizers;
  if (finalizers && finalizers.length >= PRECOMPUTE_MIN_ITEMS) (jobs ??= []).push([finalizers, `${path}.finalizers`, () => finalizersSteps(finalizers, `${path}.finalizers`)]);
  // Nothing large (every ordinary write): no promise for the caller to await.
  if (jobs === undefined) return undefined;
  const all = jobs;
  return (async () => {
    for (const [collection, field, steps] of all) {
      precomputedResults.set(collection, { field, errs: await runInSlices(steps(), PRECOMPUTE_SLICE_MS) });
    }
  })();
}

/** `ValidateNoNewFinalizers`: while an object is being deleted, finalizers may only be removed. */
export function validateNoNewFinalizers(
  newFinalizers: readonly string[] | null | undefined,
  oldFinalizers: readonly string[] | null | undefined,
  field: string,
): FieldError[] {
  const old = new Set(oldFinalizers ?? []);
  const extra = [...new Set((newFinalizers ?? []).filter((f) => !old.has(f)))].sort();
  if (extra.length === 0) return [];
  return [
    fieldErrors.forbidden(
      field,
      `no new finalizers can be added if the object is being deleted, found new finalizers ${goStringSlice(extra)}`,
    ),
  ];
}

/** Go's `unicode.IsPrint`: letters, marks, numbers, punctuation, symbols and ASCII space. */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
/** Characters U+0020 to U+007E: all printable (space, punctuation, digits, letters, symbols). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** `ValidateFieldManager`: at most 128 bytes, printable characters only. */
export function validateFieldManager(manager: string, field: string): FieldError[] {
  // Printable ASCII (one byte a character) within the limit: no per-character checks.
  if (manager.length <= FIELD_MANAGER_MAX_LENGTH && PRINTABLE_ASCII.test(manager)) return [];
  const errs: FieldError[] = [];
  if (goByteLength(manager) > FIELD_MANAGER_MAX_LENGTH) errs.push(fieldErrors.tooLong(field, FIELD_MANAGER_MAX_LENGTH));
  let bytePos = 0;
  for (const ch of manager) {
    if (!PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      errs.push(fieldErrors.invalid(field, manager, `invalid character U+${cp} (at position ${bytePos})`));
    }
    bytePos += goByteLength(ch);
  }
  return errs;
}

/** `ValidateManagedFields`: operation Apply|Update, fieldsType FieldsV1, manager, subresource. */
/** An entry none of `validateManagedFields`'s rules flags, told by cheap checks (the usual case). */
function entryValid(entry: ManagedFieldsEntryView): boolean {
  const operation = entry.operation ?? '';
  const fieldsType = entry.fieldsType ?? '';
  const manager = entry.manager ?? '';
  const subresource = entry.subresource ?? '';
  return (
    (operation === 'Apply' || operation === 'Update') &&
    (fieldsType === '' || fieldsType === 'FieldsV1') &&
    manager.length <= FIELD_MANAGER_MAX_LENGTH &&
    PRINTABLE_ASCII.test(manager) &&
    subresource.length <= MAX_SUBRESOURCE_NAME_LENGTH &&
    PRINTABLE_ASCII.test(subresource)
  );
}

export function validateManagedFields(
  entries: readonly ManagedFieldsEntryView[] | null | undefined,
  field: string,
): FieldError[] {
  const errs: FieldError[] = [];
  (entries ?? []).forEach((entry, i) => {
    if (entryValid(entry)) return;
    const path = `${field}[${i}]`;
    const operation = entry.operation ?? '';
    if (operation !== 'Apply' && operation !== 'Update') {
      errs.push(fieldErrors.invalid(`${path}.operation`, operation, 'must be `Apply` or `Update`'));
    }
    const fieldsType = entry.fieldsType ?? '';
    if (fieldsType.length > 0 && fieldsType !== 'FieldsV1') {
      errs.push(fieldErrors.invalid(`${path}.fieldsType`, fieldsType, 'must be `FieldsV1`'));
    }
    errs.push(...validateFieldManager(entry.manager ?? '', `${path}.manager`));
    if (goByteLength(entry.subresource ?? '') > MAX_SUBRESOURCE_NAME_LENGTH) {
      errs.push(fieldErrors.tooLong(`${path}.subresource`, MAX_SUBRESOURCE_NAME_LENGTH));
    }
  });
  return errs;
}

// ---------------------------------------------------------------------------------------------
// ObjectMeta

export interface ObjectMetaValidationOptions {
  /** Namespaced kinds require `metadata.namespace`; cluster-scoped kinds forbid it. */
  readonly namespaced: boolean;
  /** The kind's name rule; also applied to `generateName` with `prefix` true. */
  readonly nameFn: NameValidator;
  /** Root path, `metadata` by default. */
  readonly path?: string;
}

/**
 * `ValidateObjectMeta` (create). Expects name generation to have happened already: an
 * object with only `generateName` is reported as missing its name, like upstream.
 */
export function validateObjectMeta(meta: ObjectMeta | undefined | null, options: ObjectMetaValidationOptions): FieldError[] {
  const m = view(meta);
  const path = options.path ?? 'metadata';
  const errs: FieldError[] = [];
  const generateName = m.generateName ?? '';
  if (generateName !== '') {
    for (const msg of options.nameFn(generateName, true)) {
      errs.push(fieldErrors.invalid(`${path}.generateName`, generateName, msg));
    }
  }
  const name = m.name ?? '';
  if (name === '') {
    errs.push(fieldErrors.required(`${path}.name`, 'name or generateName is required'));
  } else {
    for (const msg of options.nameFn(name, false)) errs.push(fieldErrors.invalid(`${path}.name`, name, msg));
  }
  const namespace = m.namespace ?? '';
  if (options.namespaced) {
    if (namespace === '') {
      errs.push(fieldErrors.required(`${path}.namespace`));
    } else {
      for (const msg of validateNamespaceName(namespace, false)) {
        errs.push(fieldErrors.invalid(`${path}.namespace`, namespace, msg));
      }
    }
  } else if (namespace !== '') {
    errs.push(fieldErrors.forbidden(`${path}.namespace`, 'not allowed on this type'));
  }
  errs.push(...validateNonnegativeField(m.generation ?? 0, `${path}.generation`));
  errs.push(...validateLabels(m.labels, `${path}.labels`));
  errs.push(...validateAnnotations(m.annotations, `${path}.annotations`));
  errs.push(...validateOwnerReferences(m.ownerReferences, `${path}.ownerReferences`));
  errs.push(...validateFinalizers(m.finalizers, `${path}.finalizers`));
  errs.push(...validateManagedFields(m.managedFields, `${path}.managedFields`));
  return errs;
}

/**
 * `ValidateObjectMetaUpdate`. Identity and lifecycle fields are immutable (name, namespace,
 * uid, creationTimestamp, deletionTimestamp, deletionGracePeriodSeconds: any difference,
 * including setting one that was unset, is an error; the registry copies the server-owned
 * ones from the old object before validating). Finalizers cannot be added once deletion
 * started, the generation cannot decrease, and resourceVersion must be given.
 */
export function validateObjectMetaUpdate(
  newMeta: ObjectMeta | undefined | null,
  oldMeta: ObjectMeta | undefined | null,
  path = 'metadata',
): FieldError[] {
  const n = view(newMeta);
  const o = view(oldMeta);
  const errs: FieldError[] = [];
  if (o.deletionTimestamp !== null && o.deletionTimestamp !== undefined) {
    errs.push(...validateNoNewFinalizers(n.finalizers, o.finalizers, `${path}.finalizers`));
  }
  const resourceVersion = n.resourceVersion ?? '';
  if (resourceVersion === '') {
    errs.push(fieldErrors.invalid(`${path}.resourceVersion`, resourceVersion, 'must be specified for an update'));
  }
  const newGeneration = n.generation ?? 0;
  if (newGeneration < (o.generation ?? 0)) {
    errs.push(fieldErrors.invalid(`${path}.generation`, newGeneration, 'must not be decremented'));
  }
  errs.push(...validateImmutableField(n.name ?? '', o.name ?? '', `${path}.name`));
  errs.push(...validateImmutableField(n.namespace ?? '', o.namespace ?? '', `${path}.namespace`));
  errs.push(...validateImmutableField(n.uid ?? '', o.uid ?? '', `${path}.uid`));

  // creationTimestamp is a metav1.Time value: printed through its String() method.
  // The same text is the same instant: no parse (the store carries the stored text over).
  if (n.creationTimestamp !== o.creationTimestamp) {
    const newCreated = timeOf(n.creationTimestamp);
    if (!sameInstant(newCreated, timeOf(o.creationTimestamp))) {
      errs.push(fieldErrors.invalid(`${path}.creationTimestamp`, goValue(goTimeString(newCreated)), FIELD_IMMUTABLE_ERROR_MSG));
    }
  }
  // deletionTimestamp is a *metav1.Time: nil prints as "null", otherwise as the time.
  const newDeleted = n.deletionTimestamp ?? undefined;
  const oldDeleted = o.deletionTimestamp ?? undefined;
  const deletedEqual =
    newDeleted === undefined || oldDeleted === undefined
      ? newDeleted === oldDeleted
      : newDeleted === oldDeleted || sameInstant(timeOf(newDeleted), timeOf(oldDeleted));
  if (!deletedEqual) {
    const shown = newDeleted === undefined ? GO_NIL : goValue(goTimeString(timeOf(newDeleted)));
    errs.push(fieldErrors.invalid(`${path}.deletionTimestamp`, shown, FIELD_IMMUTABLE_ERROR_MSG));
  }
  const newGrace = n.deletionGracePeriodSeconds ?? undefined;
  const oldGrace = o.deletionGracePeriodSeconds ?? undefined;
  if (newGrace !== oldGrace) {
    errs.push(
      fieldErrors.invalid(
        `${path}.deletionGracePeriodSeconds`,
        newGrace === undefined ? GO_NIL : newGrace,
        FIELD_IMMUTABLE_ERROR_MSG,
      ),
    );
  }
  errs.push(...validateLabels(n.labels, `${path}.labels`));
  errs.push(...validateAnnotations(n.annotations, `${path}.annotations`));
  errs.push(...validateOwnerReferences(n.ownerReferences, `${path}.ownerReferences`));
  errs.push(...validateManagedFields(n.managedFields, `${path}.managedFields`));
  return errs;
}
