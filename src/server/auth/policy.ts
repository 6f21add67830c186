/**
 * Authorization policy file: RBAC-like roles binding subjects to rules, in YAML or JSON.
 *
 * ```yaml
 * roles:                       # or the list itself at the top level
 * - name: lease-readers        # optional, shown in decisions
 *   subjects:
 *   - { kind: User, name: alice }
 *   - { kind: Group, name: devs }
 *   - { kind: ServiceAccount, name: elector, namespace: kube-system }
 *   rules:
 *   - apiGroups: [coordination.cluster.io]
 *     resources: [leasecandidates, leasecandidates/status]
 *     verbs: [get, list, watch]
 *     namespaces: [kube-system]   # optional: only these namespaces
 *     resourceNames: [a, b]       # optional: only these object names
 *   - nonResourceURLs: [/healthz, /apis/*]
 *     verbs: [get]
 * ```
 *
 * Rules follow RBAC PolicyRule semantics (rbac/v1 evaluation helpers):
 * - `verbs`, `apiGroups`, `resources`, `resourceNames`, `nonResourceURLs` accept `*`;
 * - a resource rule needs `apiGroups` and `resources`; a non-resource rule has only
 *   `nonResourceURLs` and `verbs` (no mixing, like a ClusterRole rule);
 * - `resources` entries are `<resource>` or `<resource>/<subresource>`; `*` matches everything
 *   and `*\/<subresource>` that subresource of every resource;
 * - `resourceNames` empty or absent matches every name; otherwise requests without a name
 *   (list, watch, create, deletecollection) do not match, as in RBAC;
 * - `nonResourceURLs` entries match exactly, or as a prefix when ending in `*`;
 * - `namespaces` (an extension standing in for RoleBindings): absent, or containing `*`, matches
 *   every request; otherwise only requests whose namespace is listed (never cluster-scoped or
 *   all-namespaces requests).
 * Subjects: `User` by user name, `Group` by group membership, `ServiceAccount` by name and
 * namespace (user `system:serviceaccount:<namespace>:<name>`).
 *
 * Impersonation (`Impersonate-*` headers) is authorized with ordinary rules, as with RBAC: verb
 * `impersonate` on `users`, `groups` and `serviceaccounts` (namespaced: use `namespaces`) in the
 * core group `""`, and on `uids` and `userextras/<key>` in `authentication.cluster.io`; the
 * impersonated name, group, uid or extra value is the resource name:
 * ```yaml
 *   - apiGroups: [""]
 *     resources: [users, groups]
 *     verbs: [impersonate]
 *     resourceNames: [alice, devs]
 * ```
 *
 * Unknown fields are rejected so that typos do not silently grant or deny access.
 */
import { parse as parseYaml } from 'yaml';
import { aggregateFieldErrors, fieldErrors, type FieldError } from '../../meta/field-errors.js';

export type SubjectKind = 'User' | 'Group' | 'ServiceAccount';

export interface PolicySubject {
  readonly kind: SubjectKind;
  readonly name: string;
  /** ServiceAccount only (required there). */
  readonly namespace?: string;
}

export interface PolicyRule {
  readonly verbs: readonly string[];
  readonly apiGroups?: readonly string[];
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
  readonly namespaces?: readonly string[];
  readonly nonResourceURLs?: readonly string[];
}

export interface PolicyRole {
  readonly name?: string;
  readonly subjects: readonly PolicySubject[];
  readonly rules: readonly PolicyRule[];
}

export interface Policy {
  readonly roles: readonly PolicyRole[];
}

/** Invalid policy file. `errors` are field errors with paths like `roles[0].rules[1].verbs`. */
export class PolicyError extends Error {
  readonly code = 'ERR_POLICY' as const;
  readonly errors: readonly FieldError[];
  constructor(message: string, errors: readonly FieldError[] = [], options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PolicyError';
    this.errors = errors;
  }
}

const SUBJECT_KINDS: readonly SubjectKind[] = ['Group', 'ServiceAccount', 'User'];
const ROLE_FIELDS = new Set(['name', 'subjects', 'rules']);
const SUBJECT_FIELDS = new Set(['kind', 'name', 'namespace']);
const RULE_FIELDS = new Set(['verbs', 'apiGroups', 'resources', 'resourceNames', 'namespaces', 'nonResourceURLs']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkFields(obj: Record<string, unknown>, allowed: ReadonlySet<string>, path: string, errs: FieldError[]): void {
  for (const k of Object.keys(obj)) if (!allowed.has(k)) errs.push(fieldErrors.forbidden(`${path}.${k}`, 'unknown field'));
}

/** A list of strings, or undefined (with an error) when the value is not one. */
function stringList(v: unknown, path: string, errs: FieldError[]): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) {
    errs.push(fieldErrors.invalid(path, typeof v === 'string' ? v : String(v), 'must be a list of strings'));
    return undefined;
  }
  const out: string[] = [];
  v.forEach((item, i) => {
    if (typeof item !== 'string') errs.push(fieldErrors.invalid(`${path}[${i}]`, String(item), 'must be a string'));
    else out.push(item);
  });
  return out;
}

function validateRule(raw: unknown, path: string, errs: FieldError[]): PolicyRule | undefined {
  if (!isObject(raw)) {
    errs.push(fieldErrors.invalid(path, String(raw), 'must be an object'));
    return undefined;
  }
  checkFields(raw, RULE_FIELDS, path, errs);
  const verbs = stringList(raw.verbs, `${path}.verbs`, errs);
  const apiGroups = stringList(raw.apiGroups, `${path}.apiGroups`, errs);
  const resources = stringList(raw.resources, `${path}.resources`, errs);
  const resourceNames = stringList(raw.resourceNames, `${path}.resourceNames`, errs);
  const namespaces = stringList(raw.namespaces, `${path}.namespaces`, errs);
  const nonResourceURLs = stringList(raw.nonResourceURLs, `${path}.nonResourceURLs`, errs);
  if (!verbs?.length) errs.push(fieldErrors.required(`${path}.verbs`, 'verbs must contain at least one value'));
  const isNonResource = nonResourceURLs !== undefined && nonResourceURLs.length > 0;
  if (isNonResource) {
    if (apiGroups?.length || resources?.length || resourceNames?.length || namespaces?.length) {
      errs.push(fieldErrors.invalid(`${path}.nonResourceURLs`, nonResourceURLs.join(','), 'rules cannot apply to both regular resources and non-resource URLs'));
    }
    nonResourceURLs.forEach((u, i) => {
      if (u !== '*' && !u.startsWith('/')) errs.push(fieldErrors.invalid(`${path}.nonResourceURLs[${i}]`, u, 'must start with "/" or be "*"'));
      const star = u.indexOf('*');
      if (star >= 0 && star !== u.length - 1) errs.push(fieldErrors.invalid(`${path}.nonResourceURLs[${i}]`, u, '"*" is only allowed at the end'));
    });
  } else {
    if (!apiGroups?.length) errs.push(fieldErrors.required(`${path}.apiGroups`, 'resource rules must supply at least one api group'));
    if (!resources?.length) errs.push(fieldErrors.required(`${path}.resources`, 'resource rules must supply at least one resource'));
  }
  const rule: { -readonly [K in keyof PolicyRule]: PolicyRule[K] } = { verbs: verbs ?? [] };
  if (apiGroups) rule.apiGroups = apiGroups;
  if (resources) rule.resources = resources;
  if (resourceNames) rule.resourceNames = resourceNames;
  if (namespaces) rule.namespaces = namespaces;
  if (nonResourceURLs) rule.nonResourceURLs = nonResourceURLs;
  return rule;
}

function validateSubject(raw: unknown, path: string, errs: FieldError[]): PolicySubject | undefined {
  if (!isObject(raw)) {
    errs.push(fieldErrors.invalid(path, String(raw), 'must be an object'));
    return undefined;
  }
  checkFields(raw, SUBJECT_FIELDS, path, errs);
  const { kind, name, namespace } = raw;
  if (kind === undefined) errs.push(fieldErrors.required(`${path}.kind`));
  else if (typeof kind !== 'string' || !(SUBJECT_KINDS as readonly string[]).includes(kind)) {
    errs.push(fieldErrors.notSupported(`${path}.kind`, String(kind), SUBJECT_KINDS));
  }
  if (typeof name !== 'string' || name === '') errs.push(fieldErrors.required(`${path}.name`));
  if (namespace !== undefined && typeof namespace !== 'string') errs.push(fieldErrors.invalid(`${path}.namespace`, String(namespace), 'must be a string'));
  if (kind === 'ServiceAccount' && (typeof namespace !== 'string' || namespace === '')) errs.push(fieldErrors.required(`${path}.namespace`));
  if (kind !== 'ServiceAccount' && namespace !== undefined) errs.push(fieldErrors.forbidden(`${path}.namespace`, 'only ServiceAccount subjects have a namespace'));
  const subject: { -readonly [K in keyof PolicySubject]: PolicySubject[K] } = { kind: kind as SubjectKind, name: typeof name === 'string' ? name : '' };
  if (typeof namespace === 'string') subject.namespace = namespace;
  return subject;
}

/**
 * Validate a parsed policy document (the top-level list of roles, or `{ roles: [...] }`).
 * @throws PolicyError listing every problem
 */
export function validatePolicy(doc: unknown): Policy {
  const errs: FieldError[] = [];
  let rolesRaw: unknown;
  let base = 'roles';
  if (Array.isArray(doc)) {
    rolesRaw = doc;
    base = '';
  } else if (isObject(doc)) {
    checkFields(doc, new Set(['roles']), '', errs);
    rolesRaw = doc.roles;
  }
  if (!Array.isArray(rolesRaw)) {
    throw new PolicyError('policy must be a list of roles or an object with a "roles" list');
  }
  const roles: PolicyRole[] = [];
  rolesRaw.forEach((raw, i) => {
    const path = `${base}[${i}]`;
    if (!isObject(raw)) {
      errs.push(fieldErrors.invalid(path, String(raw), 'must be an object'));
      return;
    }
    checkFields(raw, ROLE_FIELDS, path, errs);
    if (raw.name !== undefined && typeof raw.name !== 'string') errs.push(fieldErrors.invalid(`${path}.name`, String(raw.name), 'must be a string'));
    const subjectsRaw = raw.subjects;
    const rulesRaw = raw.rules;
    if (!Array.isArray(subjectsRaw) || subjectsRaw.length === 0) errs.push(fieldErrors.required(`${path}.subjects`));
    if (!Array.isArray(rulesRaw) || rulesRaw.length === 0) errs.push(fieldErrors.required(`${path}.rules`));
    const subjects = (Array.isArray(subjectsRaw) ? subjectsRaw : []).flatMap((s, j) => validateSubject(s, `${path}.subjects[${j}]`, errs) ?? []);
    const rules = (Array.isArray(rulesRaw) ? rulesRaw : []).flatMap((r, j) => validateRule(r, `${path}.rules[${j}]`, errs) ?? []);
    roles.push(typeof raw.name === 'string' ? { name: raw.name, subjects, rules } : { subjects, rules });
  });
  if (errs.length) throw new PolicyError(`invalid policy: ${aggregateFieldErrors(errs)}`, errs);
  return { roles };
}

/**
 * Parse and validate policy text (YAML, which includes JSON).
 * @throws PolicyError for syntax errors (cause: the YAML error) and invalid content
 */
export function loadPolicy(text: string): Policy {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (err) {
    throw new PolicyError(`invalid policy: ${(err as Error).message}`, [], { cause: err });
  }
  return validatePolicy(doc ?? []);
}
