/**
 * GET on a collection: list with selectors, paging and the seed's resourceVersion
 * table (Most Recent / Any / Not older than / Exact / Continuation).
 */
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import { statusErrors } from '../../meta/status.js';
import { invalidOptions, parseResourceVersion, queryBool, queryInt, queryString } from '../http/query.js';
import { buildPredicate } from '../registry/selectors.js';
import { listAsPlainJson, listAsProtobuf, respondEncodedListParts, respondJsonListParts, respondList, type RequestScope } from './scope.js';
import { JsonListEncoder } from '../registry/list-json.js';
import { ProtobufListEncoder } from '../registry/list-protobuf.js';
import type { ByteParts } from '../../codec/byte-parts.js';
import { apiVersionOf } from '../../meta/resources.js';
import type { KubeObject, ListMeta } from '../../meta/types.js';
import type { ResourceDescriptor } from '../../meta/resources.js';

const listEncoders = new WeakMap<ResourceDescriptor<KubeObject>, JsonListEncoder>();
function jsonListEncoder(d: ResourceDescriptor<KubeObject>): JsonListEncoder {
  let e = listEncoders.get(d);
  if (e === undefined) {
    e = new JsonListEncoder(d);
    listEncoders.set(d, e);
  }
  return e;
}

const protobufListEncoders = new WeakMap<ResourceDescriptor<KubeObject>, ProtobufListEncoder>();
function protobufListEncoder(d: ResourceDescriptor<KubeObject>): ProtobufListEncoder {
  let e = protobufListEncoders.get(d);
  if (e === undefined) {
    e = new ProtobufListEncoder(d);
    protobufListEncoders.set(d, e);
  }
  return e;
}

export interface ListOptions {
  readonly labelSelector: string;
  readonly fieldSelector: string;
  readonly limit: number;
  readonly continueToken: string;
  readonly resourceVersion: string | undefined;
  readonly resourceVersionMatch: string;
  readonly sendInitialEvents: boolean | undefined;
  readonly allowWatchBookmarks: boolean;
  readonly timeoutSeconds: number | undefined;
  readonly watch: boolean;
}

/** Decode ListOptions and validate them as upstream's ValidateListOptions does. */
export function parseListOptions(q: URLSearchParams, isWatch: boolean, watchListEnabled = false): ListOptions {
  const opts: ListOptions = {
    labelSelector: queryString(q, 'labelSelector') ?? '',
    fieldSelector: queryString(q, 'fieldSelector') ?? '',
    // Go accepts any int64; past 2^53 a limit is "everything" here as there (no list is that long).
    limit: Math.min(queryInt(q, 'limit') ?? 0, Number.MAX_SAFE_INTEGER),
    continueToken: queryString(q, 'continue') ?? '',
    resourceVersion: queryString(q, 'resourceVersion'),
    resourceVersionMatch: queryString(q, 'resourceVersionMatch') ?? '',
    sendInitialEvents: queryBool(q, 'sendInitialEvents'),
    allowWatchBookmarks: queryBool(q, 'allowWatchBookmarks') ?? false,
    timeoutSeconds: queryInt(q, 'timeoutSeconds'),
    watch: queryBool(q, 'watch') ?? false,
  };
  const errs = isWatch ? watchOptionErrors(opts, watchListEnabled) : listOptionErrors(opts);
  if (errs.length) throw invalidOptions('ListOptions', errs);
  if (!isWatch && opts.continueToken !== '' && opts.resourceVersion !== undefined && opts.resourceVersion !== '' && opts.resourceVersion !== '0') {
    throw statusErrors.badRequest('specifying resource version is not allowed when using continue');
  }
  return opts;
}

function listOptionErrors(opts: ListOptions): FieldError[] {
  const errs: FieldError[] = [];
  const rv = opts.resourceVersion ?? '';
  const match = opts.resourceVersionMatch;
  if (match !== '') {
    if (rv === '') errs.push(fieldErrors.forbidden('resourceVersionMatch', 'resourceVersionMatch is forbidden unless resourceVersion is provided'));
    if (opts.continueToken !== '') errs.push(fieldErrors.forbidden('resourceVersionMatch', 'resourceVersionMatch is forbidden when continue is provided'));
    if (match !== 'Exact' && match !== 'NotOlderThan') errs.push(fieldErrors.notSupported('resourceVersionMatch', match, ['Exact', 'NotOlderThan', '']));
    if (match === 'Exact' && rv === '0') errs.push(fieldErrors.forbidden('resourceVersionMatch', 'resourceVersionMatch "exact" is forbidden for resourceVersion "0"'));
  }
  if (opts.sendInitialEvents !== undefined) errs.push(fieldErrors.forbidden('sendInitialEvents', 'sendInitialEvents is forbidden for list'));
  return errs;
}

function watchOptionErrors(opts: ListOptions, watchListEnabled: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const match = opts.resourceVersionMatch;
  if (opts.sendInitialEvents !== undefined) {
    if (match !== 'NotOlderThan') errs.push(fieldErrors.forbidden('resourceVersionMatch', 'sendInitialEvents requires setting resourceVersionMatch to NotOlderThan'));
    if (!watchListEnabled) errs.push(fieldErrors.forbidden('sendInitialEvents', 'sendInitialEvents is forbidden for watch unless the WatchList feature gate is enabled'));
  }
  if (match !== '') {
    if (opts.sendInitialEvents === undefined) errs.push(fieldErrors.forbidden('resourceVersionMatch', 'resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided'));
    if (match !== 'NotOlderThan') errs.push(fieldErrors.notSupported('resourceVersionMatch', match, ['NotOlderThan']));
    if (opts.continueToken !== '') errs.push(fieldErrors.forbidden('resourceVersionMatch', 'resourceVersionMatch is forbidden when continue is provided'));
  }
  return errs;
}

export async function handleList(scope: RequestScope): Promise<void> {
  const opts = parseListOptions(scope.query, false);
  const predicate = buildPredicate(scope.descriptor, opts.labelSelector, opts.fieldSelector);
  const rv = parseResourceVersion(opts.resourceVersion);
  const paging = opts.limit > 0;
  let revision = 0;
  if (opts.continueToken === '' && rv !== undefined && rv !== 0) {
    // Exact when asked for, or when paging without a match (seed table); otherwise Not older than.
    const exact = opts.resourceVersionMatch === 'Exact' || (opts.resourceVersionMatch === '' && paging);
    await scope.store.waitForRevision(rv);
    if (exact) revision = rv;
  }
  const page = await scope.store.list(scope.info.namespace, {
    predicate,
    ...(paging ? { limit: opts.limit } : {}),
    ...(opts.continueToken ? { continueToken: opts.continueToken } : {}),
    revision,
  });
  const d = scope.descriptor;
  const metadata: ListMeta = { resourceVersion: page.resourceVersion };
  if (page.continueToken) metadata.continue = page.continueToken;
  if (page.remainingItemCount !== undefined) metadata.remainingItemCount = page.remainingItemCount;
  if (listAsPlainJson(scope)) {
    // Items from per-object JSON encoded once (the same bytes as respondList would write),
    // written piece by piece rather than copied into one body first.
    await respondJsonListParts(scope, jsonListEncoder(d).encodeParts(metadata, page.items));
    return;
  }
  if (listAsProtobuf(scope)) {
    // Items from per-object message bytes encoded once (the same bytes respondList would
    // write). An item that cannot be encoded goes the general way (which falls back to JSON).
    let body: ByteParts | undefined;
    try {
      body = protobufListEncoder(d).encodeParts(metadata, page.items);
    } catch {
      body = undefined;
    }
    if (body !== undefined) {
      await respondEncodedListParts(scope, body);
      return;
    }
  }
  const items = page.items.map((item) => {
    const { kind: _k, apiVersion: _a, ...rest } = item;
    return rest;
  });
  respondList(scope, { kind: d.listKind, apiVersion: apiVersionOf(d), metadata, items });
}
