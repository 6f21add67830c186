/**
 * LeaseCandidate validation (coordination.cluster.io/v1beta1), ported from upstream
 * `pkg/apis/coordination/validation/validation.go` (wire.md §9.1), including its quirks:
 * strategy errors are reported at `spec.strategy.strategy` (the child path is applied twice),
 * an unparseable version counts as 0.0.0 in the comparisons that follow, and an
 * emulationVersion of exactly 0.0.0 counts as missing.
 */
import { fieldErrors, type FieldError } from '../../meta/field-errors.js';
import type { LeaseCandidate, ObjectMeta } from '../../meta/types.js';
import { isConfigMapKey, isQualifiedName } from '../../meta/validation/names.js';
import { compareSemver, tryParseSemver, ZERO_SEMVER, type SemVer } from '../../meta/validation/semver.js';
import { validateImmutableField, validateObjectMeta, validateObjectMetaUpdate } from './object-meta.js';

/** The only strategy defined by the platform itself. */
export const OLDEST_EMULATION_VERSION = 'OldestEmulationVersion';
/** Strategies without a '/' must be one of these; others are third-party qualified names. */
export const VALID_LEASE_STRATEGIES: readonly string[] = [OLDEST_EMULATION_VERSION];

/**
 * `tryParseSemver`, remembered per text: candidates rewrite the same few versions on every
 * renewal (a parse is regular expressions and BigInts). SemVer values are read-only. Bounded:
 * cleared when it holds PARSED_VERSIONS_MAX texts.
 */
const parsedVersions = new Map<string, SemVer | undefined>();
const PARSED_VERSIONS_MAX = 1024;

function parseVersion(text: string): SemVer | undefined {
  if (parsedVersions.has(text)) return parsedVersions.get(text);
  const v = tryParseSemver(text);
  if (parsedVersions.size >= PARSED_VERSIONS_MAX) parsedVersions.clear();
  parsedVersions.set(text, v);
  return v;
}

/** The fields of a LeaseCandidate spec this module reads. */
interface LeaseCandidateSpecView {
  leaseName?: string;
  binaryVersion?: string;
  emulationVersion?: string;
  strategy?: string;
}

interface LeaseCandidateView {
  metadata?: ObjectMeta | null;
  spec?: LeaseCandidateSpecView | null;
}

/** Read the generated type through the narrow view of the fields validation needs. */
function view(obj: LeaseCandidate | undefined | null): LeaseCandidateView {
  return obj ?? {};
}

/**
 * `ValidLeaseCandidateName`: names are config-map keys. `prefix` is ignored because that
 * rule already permits a trailing '-'.
 */
export function validLeaseCandidateName(name: string, _prefix: boolean): string[] {
  return isConfigMapKey(name);
}

/**
 * `ValidateCoordinatedLeaseStrategy`. `path` is the strategy field itself; errors land one
 * level deeper (`<path>.strategy`) exactly as upstream reports them.
 */
export function validateCoordinatedLeaseStrategy(strategy: string, path: string): FieldError[] {
  const field = `${path}.strategy`;
  if (!strategy.includes('/')) {
    return VALID_LEASE_STRATEGIES.includes(strategy)
      ? []
      : [fieldErrors.notSupported(field, strategy, VALID_LEASE_STRATEGIES)];
  }
  return isQualifiedName(strategy).map((msg) => fieldErrors.invalid(field, strategy, msg));
}

/** `ValidateLeaseCandidateSpec`. */
export function validateLeaseCandidateSpec(spec: LeaseCandidateSpecView | null | undefined, path = 'spec'): FieldError[] {
  const s = spec ?? {};
  const errs: FieldError[] = [];
  if ((s.leaseName ?? '') === '') errs.push(fieldErrors.required(`${path}.leaseName`));

  const emulationVersion = s.emulationVersion ?? '';
  let ev: SemVer = ZERO_SEMVER;
  if (emulationVersion !== '') {
    const parsed = parseVersion(emulationVersion);
    if (parsed) ev = parsed;
    else errs.push(fieldErrors.invalid(`${path}.emulationVersion`, emulationVersion, 'must be a valid semantic version'));
  }
  const binaryVersion = s.binaryVersion ?? '';
  let bv: SemVer = ZERO_SEMVER;
  if (binaryVersion === '') {
    errs.push(fieldErrors.required(`${path}.binaryVersion`));
  } else {
    const parsed = parseVersion(binaryVersion);
    if (parsed) bv = parsed;
    else errs.push(fieldErrors.invalid(`${path}.binaryVersion`, binaryVersion, 'must be a valid semantic version'));
  }
  if (binaryVersion !== '' && emulationVersion !== '' && compareSemver(bv, ev) < 0) {
    errs.push(
      fieldErrors.invalid(`${path}.binaryVersion`, binaryVersion, 'must be greater than or equal to `emulationVersion`'),
    );
  }

  const strategy = s.strategy ?? '';
  if (strategy === '') {
    errs.push(fieldErrors.required(`${path}.strategy`));
  } else {
    if (strategy === OLDEST_EMULATION_VERSION && compareSemver(ev, ZERO_SEMVER) === 0) {
      errs.push(
        fieldErrors.required(`${path}.emulationVersion`, "must be specified when `strategy` is 'OldestEmulationVersion'"),
      );
    }
    errs.push(...validateCoordinatedLeaseStrategy(strategy, `${path}.strategy`));
  }
  // pingTime and renewTime are MicroTimes; decoding already checked them.
  return errs;
}

/** `ValidateLeaseCandidate` (create): namespaced metadata, config-map-key names, spec. */
export function validateLeaseCandidate(obj: LeaseCandidate): FieldError[] {
  const o = view(obj);
  return [
    ...validateObjectMeta(o.metadata, { namespaced: true, nameFn: validLeaseCandidateName }),
    ...validateLeaseCandidateSpec(o.spec),
  ];
}

/**
 * `ValidateLeaseCandidateUpdate`, which is the registry's whole update validation: metadata
 * update rules, the spec rules again, and `spec.leaseName` immutable.
 */
export function validateLeaseCandidateUpdate(newObj: LeaseCandidate, oldObj: LeaseCandidate): FieldError[] {
  const n = view(newObj);
  const o = view(oldObj);
  return [
    ...validateObjectMetaUpdate(n.metadata, o.metadata),
    ...validateLeaseCandidateSpec(n.spec),
    ...validateImmutableField(n.spec?.leaseName ?? '', o.spec?.leaseName ?? '', 'spec.leaseName'),
  ];
}
