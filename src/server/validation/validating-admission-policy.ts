/**
 * ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding validation
 * (admissionregistration.cluster.io/v1), ported from upstream
 * `pkg/apis/admissionregistration/validation/validation.go` (ValidateValidatingAdmissionPolicy,
 * ...Update, ...StatusUpdate, ValidateValidatingAdmissionPolicyBinding) with the metav1 helpers it
 * uses (ValidateLabelSelector, ValidateConditions). Texts are upstream's, including the binding's
 * `spec.matchResouces` path (upstream's spelling).
 *
 * CEL expressions are compiled here (through `admission/compile.ts`, the plug-in's environment):
 * a compile error is `Invalid value: "<expr>": compilation failed: ...`, a wrong result type
 * `must evaluate to bool but got string`. On update, expressions already stored in the old
 * object are compiled in the "stored expressions" environment upstream uses; the engine has a
 * single environment, so this only matters for upstream's match-condition skip, which is kept:
 * match conditions are not re-validated when neither they nor paramKind changed.
 */
import { fieldErrors, goValue, type FieldError } from '../../meta/field-errors.js';
import type {
  AuditAnnotation,
  Condition,
  MatchCondition,
  MatchResources,
  NamedRuleWithOperations,
  ObjectMeta,
  ParamKind,
  ParamRef,
  ValidatingAdmissionPolicy,
  ValidatingAdmissionPolicyBinding,
  Validation,
  Variable,
} from '../../meta/types.js';
import { isDNS1123Subdomain, isQualifiedName, isValidLabelValue, nameIsDNSSubdomain, regexError, validatePathSegmentName } from '../../meta/validation/names.js';
import { compilePolicyExpression, type ExpressionKind } from '../admission/compile.js';
import { goStringSlice, validateLabelName, validateLabels, validateObjectMeta, validateObjectMetaUpdate } from './object-meta.js';

const SUPPORTED_FAILURE_POLICIES = ['Fail', 'Ignore'];
const SUPPORTED_MATCH_POLICIES = ['Equivalent', 'Exact'];
const SUPPORTED_OPERATIONS = ['*', 'CONNECT', 'CREATE', 'DELETE', 'UPDATE'];
const VALID_SCOPES = ['*', 'Cluster', 'Namespaced'];
const SUPPORTED_VALIDATION_REASONS = ['Forbidden', 'Invalid', 'RequestEntityTooLarge'];
const VALID_VALIDATION_ACTIONS = ['Audit', 'Deny', 'Warn'];
const MAX_AUDIT_ANNOTATIONS = 20;
const MAX_AUDIT_ANNOTATION_VALUE_EXPRESSION_LENGTH = 5 * 1024;
const MAX_MATCH_CONDITIONS = 64;

/** Go's `%#v` of a []string-like slice (validationActions, operations...). */
const slice = (v: readonly string[]): ReturnType<typeof goValue> => goValue(goStringSlice(v));

const hasWildcard = (list: readonly string[]): boolean => list.includes('*');
const trim = (s: string | undefined): string => (typeof s === 'string' ? s : '').trim();
/**
 * The items of a list field (empty when absent). The typed decoder has already refused
 * mistyped bodies; this keeps validation total for in-process callers that skip it.
 */
const list = <T>(v: readonly T[] | null | undefined): readonly T[] => (Array.isArray(v) ? v : []);

// --- metav1 validation helpers -----------------------------------------------------------------

type LabelSelectorView = {
  matchLabels?: Record<string, string> | null;
  matchExpressions?: ({ key?: string; operator?: string; values?: string[] | null } | null)[] | null;
};

/** metav1validation.ValidateLabelSelector (strict: label values in selectors must be valid). */
export function validateLabelSelector(sel: LabelSelectorView | null | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!sel) return errs;
  errs.push(...validateLabels(sel.matchLabels ?? undefined, `${path}.matchLabels`));
  list(sel.matchExpressions).forEach((e, i) => {
    const p = `${path}.matchExpressions[${i}]`;
    const values = list(e?.values);
    const op = e?.operator ?? '';
    switch (op) {
      case 'In':
      case 'NotIn':
        if (values.length === 0) errs.push(fieldErrors.required(`${p}.values`, "must be specified when `operator` is 'In' or 'NotIn'"));
        break;
      case 'Exists':
      case 'DoesNotExist':
        if (values.length > 0) errs.push(fieldErrors.forbidden(`${p}.values`, "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"));
        break;
      default:
        errs.push(fieldErrors.invalid(`${p}.operator`, op, 'not a valid selector operator'));
    }
    errs.push(...validateLabelName(e?.key ?? '', `${p}.key`));
    values.forEach((v, j) => {
      for (const msg of isValidLabelValue(v)) errs.push(fieldErrors.invalid(`${p}.values[${j}]`, v, msg));
    });
  });
  return errs;
}

const CONDITION_REASON_FMT = '[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?';
const CONDITION_REASON_RE = new RegExp(`^${CONDITION_REASON_FMT}$`);
const MAX_CONDITION_REASON = 1024;
const MAX_CONDITION_MESSAGE = 32768;

/** metav1validation.ValidateConditions. */
export function validateConditions(conditions: readonly (Condition | null)[] | null | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  list(conditions).forEach((c, i) => {
    const p = `${path}[${i}]`;
    const type = c?.type ?? '';
    if (seen.has(type)) errs.push(fieldErrors.duplicate(`${p}.type`, type));
    seen.add(type);
    errs.push(...validateLabelName(type, `${p}.type`));
    const status = c?.status ?? '';
    if (!['False', 'True', 'Unknown'].includes(status)) errs.push(fieldErrors.notSupported(`${p}.status`, status, ['False', 'True', 'Unknown']));
    if ((c?.observedGeneration ?? 0) < 0) errs.push(fieldErrors.invalid(`${p}.observedGeneration`, c!.observedGeneration!, 'must be greater than or equal to zero'));
    if (!c?.lastTransitionTime) errs.push(fieldErrors.required(`${p}.lastTransitionTime`, 'must be set'));
    const reason = c?.reason ?? '';
    if (reason === '') errs.push(fieldErrors.required(`${p}.reason`, 'must be set'));
    else {
      if (!CONDITION_REASON_RE.test(reason)) {
        errs.push(
          fieldErrors.invalid(
            `${p}.reason`,
            reason,
            regexError(
              "a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_'",
              CONDITION_REASON_FMT,
              'my_name',
              'MY_NAME',
              'MyName',
              'ReasonA,ReasonB',
              'ReasonA:ReasonB',
            ),
          ),
        );
      }
      if (reason.length > MAX_CONDITION_REASON) errs.push(fieldErrors.tooLong(`${p}.reason`, MAX_CONDITION_REASON));
    }
    if ((c?.message ?? '').length > MAX_CONDITION_MESSAGE) errs.push(fieldErrors.tooLong(`${p}.message`, MAX_CONDITION_MESSAGE));
  });
  return errs;
}

/** apivalidation.ValidateQualifiedName. */
function validateQualifiedName(value: string, path: string): FieldError[] {
  return isQualifiedName(value).map((msg) => fieldErrors.invalid(path, value, msg));
}

// --- rules ---------------------------------------------------------------------------------------

function validateResources(resources: readonly string[], path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (resources.length === 0) errs.push(fieldErrors.required(path));
  const withWildcardSub = new Set<string>();
  const subWithWildcardRes = new Set<string>();
  let doubleWildcard = false;
  let singleWildcard = false;
  let withoutSub = false;
  resources.forEach((resSub, i) => {
    if (resSub === '') {
      errs.push(fieldErrors.required(`${path}[${i}]`));
      return;
    }
    if (resSub === '*/*') doubleWildcard = true;
    if (resSub === '*') singleWildcard = true;
    const slash = resSub.indexOf('/');
    if (slash < 0) {
      withoutSub = resSub !== '*';
      return;
    }
    const res = resSub.slice(0, slash);
    const sub = resSub.slice(slash + 1);
    if (withWildcardSub.has(res)) errs.push(fieldErrors.invalid(`${path}[${i}]`, resSub, `if '${res}/*' is present, must not specify ${resSub}`));
    if (subWithWildcardRes.has(sub)) errs.push(fieldErrors.invalid(`${path}[${i}]`, resSub, `if '*/${sub}' is present, must not specify ${resSub}`));
    if (sub === '*') withWildcardSub.add(res);
    if (res === '*') subWithWildcardRes.add(sub);
  });
  if (resources.length > 1 && doubleWildcard) errs.push(fieldErrors.invalid(path, slice(resources), "if '*/*' is present, must not specify other resources"));
  if (singleWildcard && withoutSub) errs.push(fieldErrors.invalid(path, slice(resources), "if '*' is present, must not specify other resources without subresources"));
  return errs;
}

/** validateRuleWithOperations + validateRule (subresources allowed), on the flattened JSON rule. */
function validateRuleWithOperations(rule: NamedRuleWithOperations, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const ops = list(rule.operations);
  if (ops.length === 0) errs.push(fieldErrors.required(`${path}.operations`));
  if (ops.length > 1 && hasWildcard(ops)) errs.push(fieldErrors.invalid(`${path}.operations`, slice(ops), "if '*' is present, must not specify other operations"));
  ops.forEach((op, i) => {
    if (!SUPPORTED_OPERATIONS.includes(op)) errs.push(fieldErrors.notSupported(`${path}.operations[${i}]`, op, SUPPORTED_OPERATIONS));
  });
  const groups = list(rule.apiGroups);
  if (groups.length === 0) errs.push(fieldErrors.required(`${path}.apiGroups`));
  if (groups.length > 1 && hasWildcard(groups)) errs.push(fieldErrors.invalid(`${path}.apiGroups`, slice(groups), "if '*' is present, must not specify other API groups"));
  const versions = list(rule.apiVersions);
  if (versions.length === 0) errs.push(fieldErrors.required(`${path}.apiVersions`));
  if (versions.length > 1 && hasWildcard(versions)) errs.push(fieldErrors.invalid(`${path}.apiVersions`, slice(versions), "if '*' is present, must not specify other API versions"));
  versions.forEach((v, i) => {
    if (v === '') errs.push(fieldErrors.required(`${path}.apiVersions[${i}]`));
  });
  errs.push(...validateResources(list(rule.resources), `${path}.resources`));
  if (rule.scope != null && !VALID_SCOPES.includes(rule.scope)) errs.push(fieldErrors.notSupported(`${path}.scope`, rule.scope, VALID_SCOPES));
  return errs;
}

function validateNamedRuleWithOperations(rule: NamedRuleWithOperations | null, path: string): FieldError[] {
  const r = rule ?? {};
  const errs: FieldError[] = [];
  const names = new Set<string>();
  list(r.resourceNames).forEach((name, i) => {
    for (const msg of validatePathSegmentName(name, false)) errs.push(fieldErrors.invalid(`${path}.resourceNames[${i}]`, name, msg));
    if (names.has(name)) errs.push(fieldErrors.duplicate(`${path}.resourceNames[${i}]`, name));
    else names.add(name);
  });
  errs.push(...validateRuleWithOperations(r, path));
  return errs;
}

function validateMatchResources(mc: MatchResources | null | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!mc) return errs;
  if (mc.matchPolicy == null) errs.push(fieldErrors.required(`${path}.matchPolicy`));
  else if (!SUPPORTED_MATCH_POLICIES.includes(mc.matchPolicy)) errs.push(fieldErrors.notSupported(`${path}.matchPolicy`, mc.matchPolicy, SUPPORTED_MATCH_POLICIES));
  if (mc.namespaceSelector == null) errs.push(fieldErrors.required(`${path}.namespaceSelector`));
  else errs.push(...validateLabelSelector(mc.namespaceSelector, `${path}.namespaceSelector`));
  if (mc.objectSelector == null) errs.push(fieldErrors.required(`${path}.objectSelector`));
  else errs.push(...validateLabelSelector(mc.objectSelector, `${path}.objectSelector`));
  list(mc.resourceRules).forEach((r, i) => errs.push(...validateNamedRuleWithOperations(r, `${path}.resourceRules[${i}]`)));
  list(mc.excludeResourceRules).forEach((r, i) => errs.push(...validateNamedRuleWithOperations(r, `${path}.excludeResourceRules[${i}]`)));
  return errs;
}

// --- expressions ---------------------------------------------------------------------------------

interface CompileContext {
  readonly hasParams: boolean;
  /** Variables declared before the expression being compiled (composition). */
  readonly variables: readonly string[];
}

function compileErrors(expression: string, kind: ExpressionKind, ctx: CompileContext, path: string): FieldError[] {
  const result = compilePolicyExpression(expression, kind, ctx);
  if (result.ok) return [];
  return [result.required ? fieldErrors.required(path, result.detail) : fieldErrors.invalid(path, expression, result.detail)];
}

function validateMatchConditions(conditions: readonly (MatchCondition | null)[], hasParams: boolean, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (conditions.length > MAX_MATCH_CONDITIONS) errs.push(fieldErrors.tooMany(path, conditions.length, MAX_MATCH_CONDITIONS));
  const names = new Set<string>();
  conditions.forEach((c, i) => {
    const p = `${path}[${i}]`;
    const expression = trim(c?.expression);
    if (expression === '') errs.push(fieldErrors.required(`${p}.expression`));
    else errs.push(...compileErrors(expression, 'matchCondition', { hasParams, variables: [] }, `${p}.expression`));
    const name = c?.name ?? '';
    if (name === '') errs.push(fieldErrors.required(`${p}.name`));
    else errs.push(...validateQualifiedName(name, `${p}.name`));
    if (name !== '') {
      if (names.has(name)) errs.push(fieldErrors.duplicate(`${p}.name`, name));
      else names.add(name);
    }
  });
  return errs;
}

const CEL_IDENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
const CEL_RESERVED = new Set(['true', 'false', 'null', 'in', 'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while']);

/** isCELIdentifier. */
export function isCelIdentifier(name: string): boolean {
  return CEL_IDENT.test(name) && !CEL_RESERVED.has(name);
}

function validateVariable(v: Variable | null, ctx: CompileContext, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = v?.name ?? '';
  if (name.trim() === '') errs.push(fieldErrors.required(`${path}.name`, 'name is not specified'));
  else if (!isCelIdentifier(name)) errs.push(fieldErrors.invalid(`${path}.name`, name, 'name is not a valid CEL identifier'));
  const expression = v?.expression ?? '';
  if (expression.trim() === '') errs.push(fieldErrors.required(`${path}.expression`, 'expression is not specified'));
  else errs.push(...compileErrors(expression, 'variable', ctx, `${path}.expression`));
  return errs;
}

const NEWLINES = /[\n\r]+/;

function validateValidation(v: Validation | null, ctx: CompileContext, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const expression = v?.expression ?? '';
  const message = v?.message ?? '';
  const messageExpression = v?.messageExpression ?? '';
  if (expression.trim() === '') errs.push(fieldErrors.required(`${path}.expression`, 'expression is not specified'));
  else errs.push(...compileErrors(expression, 'validation', ctx, `${path}.expression`));
  if (messageExpression.length > 0 && messageExpression.trim() === '') {
    errs.push(fieldErrors.invalid(`${path}.messageExpression`, messageExpression, 'must be non-empty if specified'));
  } else if (messageExpression.trim() !== '') {
    errs.push(...compileErrors(messageExpression, 'messageExpression', ctx, `${path}.messageExpression`));
  }
  if (message.length > 0 && message.trim() === '') errs.push(fieldErrors.invalid(`${path}.message`, message, 'message must be non-empty if specified'));
  else if (NEWLINES.test(message.trim())) errs.push(fieldErrors.invalid(`${path}.message`, message, 'message must not contain line breaks'));
  if (v?.reason != null && !SUPPORTED_VALIDATION_REASONS.includes(v.reason)) {
    errs.push(fieldErrors.notSupported(`${path}.reason`, v.reason, SUPPORTED_VALIDATION_REASONS));
  }
  return errs;
}

function validateAuditAnnotation(meta: ObjectMeta | undefined, a: AuditAnnotation | null, ctx: CompileContext, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const key = a?.key ?? '';
  const name = meta?.name ?? '';
  if (name !== '') errs.push(...validateQualifiedName(`${name}/${key}`, `${path}.key`));
  else errs.push(fieldErrors.invalid(`${path}.key`, key, 'requires metadata.name be non-empty'));
  const value = a?.valueExpression ?? '';
  const trimmed = value.trim();
  if (trimmed === '') errs.push(fieldErrors.required(`${path}.valueExpression`, 'valueExpression is not specified'));
  else if (Buffer.byteLength(trimmed) > MAX_AUDIT_ANNOTATION_VALUE_EXPRESSION_LENGTH) {
    errs.push(fieldErrors.required(`${path}.valueExpression`, `must not exceed ${MAX_AUDIT_ANNOTATION_VALUE_EXPRESSION_LENGTH} bytes in length`));
  } else {
    const result = compilePolicyExpression(trimmed, 'auditAnnotation', ctx);
    if (!result.ok) errs.push(result.required ? fieldErrors.required(`${path}.valueExpression`, result.detail) : fieldErrors.invalid(`${path}.valueExpression`, value, result.detail));
  }
  return errs;
}

/** A group/version split as upstream's parseGroupVersion; undefined for more than one '/'. */
function parseGroupVersion(gv: string): { group: string; version: string } | undefined {
  if (gv === '' || gv === '/') return { group: '', version: '' };
  const parts = gv.split('/');
  if (parts.length === 1) return { group: '', version: gv };
  if (parts.length === 2) return { group: parts[0]!, version: parts[1]! };
  return undefined;
}

const DNS1035_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const DNS1035_RE = new RegExp(`^${DNS1035_FMT}$`);

/** IsDNS1035Label. */
function isDNS1035Label(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 63) errs.push('must be no more than 63 characters');
  if (!DNS1035_RE.test(value)) {
    errs.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        DNS1035_FMT,
        'my-name',
        'abc-123',
      ),
    );
  }
  return errs;
}

function validateParamKind(pk: ParamKind, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const apiVersion = pk.apiVersion ?? '';
  if (apiVersion === '') errs.push(fieldErrors.required(`${path}.apiVersion`));
  else {
    const gv = parseGroupVersion(apiVersion);
    if (!gv) errs.push(fieldErrors.invalid(`${path}.apiVersion`, apiVersion, `unexpected GroupVersion string: ${apiVersion}`));
    else {
      if (gv.group !== '') {
        const e = isDNS1123Subdomain(gv.group);
        if (e.length) errs.push(fieldErrors.invalid(`${path}.apiVersion`, gv.group, e.join(',')));
      }
      if (gv.version === '') errs.push(fieldErrors.invalid(`${path}.apiVersion`, apiVersion, 'version must be specified'));
      else {
        const e = isDNS1035Label(gv.version);
        if (e.length) errs.push(fieldErrors.invalid(`${path}.apiVersion`, gv.version, e.join(',')));
      }
    }
  }
  const kind = pk.kind ?? '';
  if (kind === '') errs.push(fieldErrors.required(`${path}.kind`));
  else {
    const e = isDNS1035Label(kind.toLowerCase());
    if (e.length) errs.push(fieldErrors.invalid(`${path}.kind`, kind, 'may have mixed case, but should otherwise match: ' + e.join(',')));
  }
  return errs;
}

interface PolicyOptions {
  /** Skip match conditions (update where neither they nor paramKind changed). */
  readonly ignoreMatchConditions: boolean;
}

function validatePolicySpec(policy: ValidatingAdmissionPolicy, opts: PolicyOptions): FieldError[] {
  const spec = policy.spec ?? {};
  const path = 'spec';
  const errs: FieldError[] = [];
  if (spec.failurePolicy == null) errs.push(fieldErrors.required(`${path}.failurePolicy`));
  else if (!SUPPORTED_FAILURE_POLICIES.includes(spec.failurePolicy)) {
    errs.push(fieldErrors.notSupported(`${path}.failurePolicy`, spec.failurePolicy, SUPPORTED_FAILURE_POLICIES));
  }
  const hasParams = spec.paramKind != null;
  if (spec.paramKind) errs.push(...validateParamKind(spec.paramKind, `${path}.paramKind`));
  if (spec.matchConstraints == null) errs.push(fieldErrors.required(`${path}.matchConstraints`));
  else {
    errs.push(...validateMatchResources(spec.matchConstraints, `${path}.matchConstraints`));
    // At least one resourceRule must be defined to provide type information.
    if (list(spec.matchConstraints.resourceRules).length === 0) errs.push(fieldErrors.required(`${path}.matchConstraints.resourceRules`));
  }
  if (!opts.ignoreMatchConditions) errs.push(...validateMatchConditions(list(spec.matchConditions), hasParams, `${path}.matchConditions`));
  const declared: string[] = [];
  list(spec.variables).forEach((v, i) => {
    errs.push(...validateVariable(v, { hasParams, variables: [...declared] }, `${path}.variables[${i}]`));
    if (v?.name) declared.push(v.name);
  });
  const ctx: CompileContext = { hasParams, variables: declared };
  const validations = list(spec.validations);
  const auditAnnotations = list(spec.auditAnnotations);
  if (validations.length === 0 && auditAnnotations.length === 0) {
    errs.push(fieldErrors.required(`${path}.validations`, 'validations or auditAnnotations must contain at least one item'));
    errs.push(fieldErrors.required(`${path}.auditAnnotations`, 'validations or auditAnnotations must contain at least one item'));
  } else {
    validations.forEach((v, i) => errs.push(...validateValidation(v, ctx, `${path}.validations[${i}]`)));
    if (spec.auditAnnotations != null) {
      if (auditAnnotations.length > MAX_AUDIT_ANNOTATIONS) {
        errs.push(fieldErrors.invalid(`${path}.auditAnnotations`, goValue(`[]admissionregistration.AuditAnnotation{...}`), `must not have more than ${MAX_AUDIT_ANNOTATIONS} auditAnnotations`));
      }
      const keys = new Set<string>();
      auditAnnotations.forEach((a, i) => {
        errs.push(...validateAuditAnnotation(policy.metadata, a, ctx, `${path}.auditAnnotations[${i}]`));
        const key = a?.key ?? '';
        if (keys.has(key)) errs.push(fieldErrors.duplicate(`${path}.auditAnnotations[${i}].key`, key));
        keys.add(key);
      });
    }
  }
  return errs;
}

/** ValidateValidatingAdmissionPolicy (create). */
export function validateValidatingAdmissionPolicy(policy: ValidatingAdmissionPolicy): FieldError[] {
  return [...validateObjectMeta(policy.metadata, { namespaced: false, nameFn: nameIsDNSSubdomain }), ...validatePolicySpec(policy, { ignoreMatchConditions: false })];
}

/** ValidateValidatingAdmissionPolicyUpdate. */
export function validateValidatingAdmissionPolicyUpdate(policy: ValidatingAdmissionPolicy, old: ValidatingAdmissionPolicy): FieldError[] {
  const ignoreMatchConditions =
    JSON.stringify(policy.spec?.paramKind ?? null) === JSON.stringify(old.spec?.paramKind ?? null) &&
    JSON.stringify(policy.spec?.matchConditions ?? null) === JSON.stringify(old.spec?.matchConditions ?? null);
  return [
    ...validateObjectMetaUpdate(policy.metadata, old.metadata),
    ...validatePolicySpec(policy, { ignoreMatchConditions }),
  ];
}

/** validateFieldRef: a JSONPath in `{...}`; only emptiness and brackets are checked here. */
function validateFieldRef(fieldRef: string, path: string): FieldError[] {
  const f = fieldRef.trim();
  if (f === '') return [fieldErrors.required(path)];
  let depth = 0;
  for (const ch of f) {
    if (ch === '[') depth++;
    else if (ch === ']' && --depth < 0) break;
  }
  if (depth !== 0) return [fieldErrors.invalid(path, f, `invalid JSONPath: unclosed array expect ]`)];
  return [];
}

/** ValidateValidatingAdmissionPolicyStatusUpdate: type checking warnings and conditions. */
export function validateValidatingAdmissionPolicyStatusUpdate(policy: ValidatingAdmissionPolicy, old: ValidatingAdmissionPolicy): FieldError[] {
  const errs = validateObjectMetaUpdate(policy.metadata, old.metadata);
  const status = policy.status ?? {};
  list(status.typeChecking?.expressionWarnings).forEach((w, i) => {
    const p = `status.typeChecking.expressionWarnings[${i}]`;
    if ((w?.warning ?? '') === '') errs.push(fieldErrors.required(`${p}.warning`));
    errs.push(...validateFieldRef(w?.fieldRef ?? '', `${p}.fieldRef`));
  });
  errs.push(...validateConditions(status.conditions, 'status.conditions'));
  return errs;
}

function validateParamRef(pr: ParamRef | null | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!pr) return errs;
  const name = pr.name ?? '';
  if (name !== '') {
    for (const msg of validatePathSegmentName(name, false)) errs.push(fieldErrors.invalid(`${path}.name`, name, msg));
    if (pr.selector != null) errs.push(fieldErrors.forbidden(`${path}.name`, 'name and selector are mutually exclusive'));
  }
  if (pr.selector != null) {
    errs.push(...validateLabelSelector(pr.selector, `${path}.selector`));
    if (name !== '') errs.push(fieldErrors.forbidden(`${path}.selector`, 'name and selector are mutually exclusive'));
  }
  if (name === '' && pr.selector == null) errs.push(fieldErrors.required(path, 'one of name or selector must be specified'));
  const action = pr.parameterNotFoundAction ?? '';
  if (action === '') errs.push(fieldErrors.required(`${path}.parameterNotFoundAction`));
  else if (action !== 'Deny' && action !== 'Allow') {
    // Upstream passes the pointer: %#v of a *ParameterNotFoundActionType prints its address.
    errs.push(fieldErrors.notSupported(`${path}.parameterNotFoundAction`, action, ['Deny', 'Allow']));
  }
  return errs;
}

function validateValidationActions(actions: readonly string[], path: string): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  actions.forEach((a, i) => {
    if (!VALID_VALIDATION_ACTIONS.includes(a)) errs.push(fieldErrors.notSupported(`${path}[${i}]`, a, VALID_VALIDATION_ACTIONS));
    if (seen.has(a)) errs.push(fieldErrors.duplicate(`${path}[${i}]`, a));
    seen.add(a);
  });
  if (seen.has('Deny') && seen.has('Warn')) {
    errs.push(
      fieldErrors.invalid(
        path,
        slice(actions),
        'must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)',
      ),
    );
  }
  if (seen.size === 0) errs.push(fieldErrors.required(path, 'at least one validation action is required'));
  return errs;
}

/** ValidateValidatingAdmissionPolicyBinding (create; update applies the same rules). */
export function validateValidatingAdmissionPolicyBinding(binding: ValidatingAdmissionPolicyBinding): FieldError[] {
  return [...validateObjectMeta(binding.metadata, { namespaced: false, nameFn: nameIsDNSSubdomain }), ...validateBindingSpec(binding)];
}

function validateBindingSpec(binding: ValidatingAdmissionPolicyBinding): FieldError[] {
  const errs: FieldError[] = [];
  const spec = binding.spec ?? {};
  const policyName = spec.policyName ?? '';
  if (policyName === '') errs.push(fieldErrors.required('spec.policyName'));
  else for (const msg of nameIsDNSSubdomain(policyName, false)) errs.push(fieldErrors.invalid('spec.policyName', policyName, msg));
  errs.push(...validateParamRef(spec.paramRef, 'spec.paramRef'));
  errs.push(...validateMatchResources(spec.matchResources, 'spec.matchResouces'));
  errs.push(...validateValidationActions(list(spec.validationActions), 'spec.validationActions'));
  return errs;
}

/** ValidateValidatingAdmissionPolicyBindingUpdate. */
export function validateValidatingAdmissionPolicyBindingUpdate(binding: ValidatingAdmissionPolicyBinding, old: ValidatingAdmissionPolicyBinding): FieldError[] {
  return [...validateObjectMetaUpdate(binding.metadata, old.metadata), ...validateBindingSpec(binding)];
}
