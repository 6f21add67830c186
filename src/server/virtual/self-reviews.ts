/**
 * The self reviews (upstream pkg/registry/authentication/selfsubjectreview,
 * pkg/registry/authorization/selfsubjectaccessreview and selfsubjectrulesreview): answers of the
 * create-only kinds, given the decoded request and the requester.
 *
 * Response shapes follow Go's JSON encoding of the v1 types: struct field order, omitempty
 * fields left out when empty, `metadata.creationTimestamp: null` for the zero time.
 */
import { formatTime } from '../../meta/clock.js';
import { fieldErrors, goQuote, goValue, type FieldError } from '../../meta/field-errors.js';
import { parseFieldSelector } from '../../meta/field-selector.js';
import { parseLabelSelector } from '../../meta/label-selector.js';
import { statusErrors } from '../../meta/status.js';
import type { KubeObject } from '../../meta/types.js';
import type { AuthorizationAttributes, NonResourceRuleInfo, ResourceRuleInfo } from '../auth/authorizer.js';
import { implicitGrant, implicitRules } from '../auth/implicit-grants.js';
import type { CreateOnlyAnswer, CreateOnlyContext } from './create-only.js';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Copy the non-empty string fields in this order (Go's omitempty). */
function pick(src: Json, keys: readonly string[]): Json {
  const out: Json = {};
  for (const k of keys) if (str(src[k]) !== '') out[k] = src[k];
  return out;
}

/** The head of a response: kind and apiVersion as the request was decoded (its group may be upstream's). */
function head(obj: KubeObject, metadata: Json): Json {
  return { kind: obj.kind, apiVersion: obj.apiVersion, metadata };
}

/** Go's JSON of an empty ObjectMeta. */
const zeroMetadata = (): Json => ({ creationTimestamp: null });

/** SelfSubjectReview: the requester's user info (after impersonation), stamped now. */
const selfSubjectReview: CreateOnlyAnswer = (obj, ctx) => {
  const u = ctx.user;
  const userInfo: Json = {};
  if (u.username) userInfo.username = u.username;
  if (u.uid) userInfo.uid = u.uid;
  if (u.groups.length) userInfo.groups = [...u.groups];
  const extraKeys = Object.keys(u.extra).sort();
  if (extraKeys.length) userInfo.extra = Object.fromEntries(extraKeys.map((k) => [k, [...(u.extra[k] ?? [])]]));
  return { ...head(obj, { creationTimestamp: formatTime(ctx.clock.now()) }), status: { userInfo } } as KubeObject;
};

// --- SelfSubjectAccessReview ------------------------------------------------------------------

const RESOURCE_ATTRIBUTE_KEYS = ['namespace', 'verb', 'group', 'version', 'resource', 'subresource', 'name'] as const;

/** Go's `%#v` of a string slice. */
function goStrings(values: readonly string[]): string {
  return values.length ? `[]string{${values.map(goQuote).join(', ')}}` : '[]string(nil)';
}

/** Go's `%#v` of the internal NonResourceAttributes (the value upstream's message prints). */
function goNonResourceAttributes(a: Json): string {
  return `authorization.NonResourceAttributes{Path:${goQuote(str(a.path))}, Verb:${goQuote(str(a.verb))}}`;
}

/** Go's `%#v` of an ObjectMeta with what a request can carry (names, labels, annotations, finalizers). */
function goObjectMeta(m: Json): string {
  const map = (v: unknown) => {
    if (!isObject(v)) return 'map[string]string(nil)';
    const keys = Object.keys(v).sort();
    return `map[string]string{${keys.map((k) => `${goQuote(k)}:${goQuote(str(v[k]))}`).join(', ')}}`;
  };
  const fields = [
    `Name:${goQuote(str(m.name))}`,
    `GenerateName:${goQuote(str(m.generateName))}`,
    `Namespace:${goQuote(str(m.namespace))}`,
    `SelfLink:${goQuote(str(m.selfLink))}`,
    `UID:${goQuote(str(m.uid))}`,
    `ResourceVersion:${goQuote(str(m.resourceVersion))}`,
    `Generation:${typeof m.generation === 'number' ? m.generation : 0}`,
    `CreationTimestamp:time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC)`,
    `DeletionTimestamp:<nil>`,
    `DeletionGracePeriodSeconds:(*int64)(nil)`,
    `Labels:${map(m.labels)}`,
    `Annotations:${map(m.annotations)}`,
    `OwnerReferences:[]v1.OwnerReference(nil)`,
    `Finalizers:${goStrings(strings(m.finalizers))}`,
    `ManagedFields:[]v1.ManagedFieldsEntry(nil)`,
  ];
  return `v1.ObjectMeta{${fields.join(', ')}}`;
}

/** Whether metadata (managedFields aside) is empty, as Semantic.DeepEqual(ObjectMeta{}) decides. */
function metadataEmpty(m: Json): boolean {
  return Object.entries(m).every(([k, v]) => {
    if (k === 'managedFields' || v === null || v === undefined) return true;
    if (typeof v === 'string') return v === '';
    if (typeof v === 'number') return v === 0;
    if (Array.isArray(v)) return v.length === 0;
    if (isObject(v)) return k !== 'labels' && k !== 'annotations' ? false : Object.keys(v).length === 0;
    return false;
  });
}

/** One selector's attributes (field or label), validated as pkg/apis/authorization/validation does. */
function validateSelectorAttributes(sel: Json, path: string, errs: FieldError[]): void {
  const raw = str(sel.rawSelector);
  const reqs = Array.isArray(sel.requirements) ? sel.requirements : [];
  if (raw !== '' && reqs.length > 0) errs.push(fieldErrors.invalid(`${path}.rawSelector`, raw, 'may not specified at the same time as requirements'));
  if (raw === '' && reqs.length === 0) errs.push(fieldErrors.required(`${path}.requirements`, `when ${path} is specified, requirements or rawSelector is required`));
  reqs.forEach((r: unknown, i: number) => {
    const req = isObject(r) ? r : {};
    if (str(req.key) === '') errs.push(fieldErrors.required(`${path}.requirements[${i}].key`, 'must be specified'));
    // Unknown operators are allowed (AllowUnknownOperatorInRequirement); In/NotIn need values, Exists/DoesNotExist none.
    const op = str(req.operator);
    const values = strings(req.values);
    if ((op === 'In' || op === 'NotIn') && values.length === 0) {
      errs.push(fieldErrors.required(`${path}.requirements[${i}].values`, 'must be specified when `operator` is \'In\' or \'NotIn\''));
    }
    if ((op === 'Exists' || op === 'DoesNotExist') && values.length > 0) {
      errs.push(fieldErrors.forbidden(`${path}.requirements[${i}].values`, 'may not be specified when `operator` is \'Exists\' or \'DoesNotExist\''));
    }
  });
}

/** The spec in Go's field order with empty fields dropped (what upstream echoes back). */
function normalizeAccessSpec(spec: Json): Json {
  const out: Json = {};
  if (isObject(spec.resourceAttributes)) {
    const ra = spec.resourceAttributes;
    const attrs = pick(ra, RESOURCE_ATTRIBUTE_KEYS);
    for (const key of ['fieldSelector', 'labelSelector'] as const) {
      const sel = ra[key];
      if (!isObject(sel)) continue;
      const s: Json = pick(sel, ['rawSelector']);
      if (Array.isArray(sel.requirements) && sel.requirements.length) {
        s.requirements = sel.requirements.map((r: unknown) => {
          const req = isObject(r) ? r : {};
          const values = strings(req.values);
          return { key: str(req.key), operator: str(req.operator), ...(values.length ? { values } : {}) };
        });
      }
      attrs[key] = s;
    }
    out.resourceAttributes = attrs;
  }
  if (isObject(spec.nonResourceAttributes)) out.nonResourceAttributes = pick(spec.nonResourceAttributes, ['path', 'verb']);
  return out;
}

/** `spec.resourceAttributes.<selector> (partially) ignored due to parse error`, when the raw selector does not parse. */
function selectorParseError(sel: unknown, name: 'fieldSelector' | 'labelSelector'): string | undefined {
  if (!isObject(sel)) return undefined;
  const raw = str(sel.rawSelector);
  if (raw === '' || (Array.isArray(sel.requirements) && sel.requirements.length)) return undefined;
  try {
    if (name === 'fieldSelector') parseFieldSelector(raw);
    else parseLabelSelector(raw);
    return undefined;
  } catch {
    return `spec.resourceAttributes.${name} ignored due to parse error`;
  }
}

const selfSubjectAccessReview: CreateOnlyAnswer = (obj, ctx) => {
  const o = obj as unknown as Json;
  const metadata = isObject(o.metadata) ? o.metadata : {};
  const spec = isObject(o.spec) ? o.spec : {};
  const ra = isObject(spec.resourceAttributes) ? spec.resourceAttributes : undefined;
  const nra = isObject(spec.nonResourceAttributes) ? spec.nonResourceAttributes : undefined;
  const errs: FieldError[] = [];
  if (ra && nra) errs.push(fieldErrors.invalid('spec.nonResourceAttributes', goValue(goNonResourceAttributes(nra)), 'cannot be specified in combination with resourceAttributes'));
  if (!ra && !nra) errs.push(fieldErrors.invalid('spec.resourceAttributes', 'null', 'exactly one of nonResourceAttributes or resourceAttributes must be specified'));
  if (ra) {
    for (const key of ['fieldSelector', 'labelSelector'] as const) {
      if (isObject(ra[key])) validateSelectorAttributes(ra[key], `spec.resourceAttributes.${key}`, errs);
    }
  }
  if (!metadataEmpty(metadata)) errs.push(fieldErrors.invalid('metadata', goValue(goObjectMeta(metadata)), 'must be empty'));
  if (errs.length) {
    const err = statusErrors.invalid({ group: groupOf(obj), kind: obj.kind ?? '' }, '', errs);
    // StatusDetails.name is omitempty: upstream's reviews have no name.
    if (err.status.details) delete (err.status.details as { name?: string }).name;
    throw err;
  }

  const attrs: AuthorizationAttributes = ra
    ? {
        isResourceRequest: true,
        user: ctx.user,
        verb: str(ra.verb),
        apiGroup: str(ra.group),
        apiVersion: str(ra.version),
        resource: str(ra.resource),
        subresource: str(ra.subresource),
        namespace: str(ra.namespace),
        name: str(ra.name),
      }
    : { isResourceRequest: false, user: ctx.user, verb: str(nra!.verb), path: str(nra!.path) };
  const implicit = implicitGrant(attrs);
  const decision = implicit !== undefined ? { allowed: true, reason: implicit } : ctx.authorizer.authorize(attrs);
  const status: Json = { allowed: decision.allowed };
  if (decision.reason) status.reason = decision.reason;
  const evaluationErrors = ra ? [selectorParseError(ra.fieldSelector, 'fieldSelector'), selectorParseError(ra.labelSelector, 'labelSelector')].filter((e) => e) : [];
  if (evaluationErrors.length) status.evaluationError = evaluationErrors.join('; ');
  return { ...head(obj, { creationTimestamp: null, ...metadata }), spec: normalizeAccessSpec(spec), status } as unknown as KubeObject;
};

// --- SelfSubjectRulesReview -------------------------------------------------------------------

function resourceRule(r: ResourceRuleInfo): Json {
  const out: Json = { verbs: [...r.verbs] };
  if (r.apiGroups?.length) out.apiGroups = [...r.apiGroups];
  if (r.resources?.length) out.resources = [...r.resources];
  if (r.resourceNames?.length) out.resourceNames = [...r.resourceNames];
  return out;
}

function nonResourceRule(r: NonResourceRuleInfo): Json {
  const out: Json = { verbs: [...r.verbs] };
  if (r.nonResourceURLs?.length) out.nonResourceURLs = [...r.nonResourceURLs];
  return out;
}

/** The group of a decoded object's apiVersion (ours or upstream's, as the request named it). */
function groupOf(obj: KubeObject): string {
  const v = obj.apiVersion ?? '';
  return v.includes('/') ? v.slice(0, v.indexOf('/')) : '';
}

const selfSubjectRulesReview: CreateOnlyAnswer = (obj, ctx: CreateOnlyContext) => {
  const spec = isObject((obj as unknown as Json).spec) ? ((obj as unknown as Json).spec as Json) : {};
  const namespace = str(spec.namespace);
  if (namespace === '') throw statusErrors.badRequest('no namespace on request');
  const implicit = implicitRules(ctx.user);
  const resolved = ctx.authorizer.rulesFor?.(ctx.user, namespace);
  const resourceRules = [...implicit.resourceRules, ...(resolved?.resourceRules ?? [])].map(resourceRule);
  const nonResourceRules = [...implicit.nonResourceRules, ...(resolved?.nonResourceRules ?? [])].map(nonResourceRule);
  const status: Json = { resourceRules, nonResourceRules, incomplete: resolved ? resolved.incomplete : true };
  // Upstream's union resolver reports an authorizer that cannot enumerate as an evaluation error.
  const evaluationError = resolved ? resolved.evaluationError : 'the authorizer does not support rules evaluation';
  if (evaluationError) status.evaluationError = evaluationError;
  return { ...head(obj, zeroMetadata()), spec: {}, status } as unknown as KubeObject;
};

/** Answers by kind, for create-only.ts. */
export const selfReviewAnswers: Readonly<Record<string, CreateOnlyAnswer>> = {
  SelfSubjectReview: selfSubjectReview,
  SelfSubjectAccessReview: selfSubjectAccessReview,
  SelfSubjectRulesReview: selfSubjectRulesReview,
};
