/**
 * The ValidatingAdmissionPolicy admission plug-in (upstream: admission/plugin/policy/validating
 * dispatcher.go and validator.go, with generic.CollectParams). Runs for every create, update
 * (PUT, PATCH, apply) and delete after defaulting and validation and before storage, dry runs
 * included, from the registry store's write path.
 *
 * Per request: the stored policies (by name) whose matchConstraints match; per policy its bindings
 * (by name) whose matchResources match; per binding its params; per param one evaluation
 * (match conditions, then validations with their messages, then audit annotations) with its own
 * cost budget of 1e7 (upstream's RuntimeCELCostBudget, per evaluation: "Each evaluation of the
 * policy is given an independent CEL cost budget"). Failed validations act as the binding says:
 * Deny collects a denial (the first one answers the request: `<resource> "<name>" is forbidden:
 * ValidatingAdmissionPolicy 'p' with binding 'b' denied request: <message>` with the
 * validation's reason and its HTTP code), Warn adds a Warning header, Audit an audit annotation
 * `validation.policy.admission.cluster.io/validation_failure`. Errors (evaluation, missing
 * params, bad configuration) follow the policy's failurePolicy: Fail denies, Ignore skips.
 *
 * Policies and bindings never apply to writes of policies and bindings themselves (upstream
 * ignores its own resources so a broken policy can always be fixed).
 */
import { ApiError, failureStatus, statusErrors, type StatusReason } from '../../meta/status.js';
import type { KubeObject, Namespace, ParamRef, ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../meta/types.js';
import type { AdmissionAttributes } from './attributes.js';
import { compilePolicyExpression, type PolicyCompileResult } from './compile.js';
import { EvaluationFailure, PolicyEvaluation, variablePrograms, type EvaluationInput } from './evaluate.js';
import type { CelProgram } from '../cel/index.js';
import { matches, NamespaceNotFoundError, selectorFromSpec, type MatchContext } from './matching.js';

/** Upstream's RuntimeCELCostBudget: the cost one policy evaluation may spend. */
export const RUNTIME_CEL_COST_BUDGET = 10_000_000;
/** Audit annotation values are cut to this many bytes (maxAuditAnnotationValueLength). */
const MAX_AUDIT_ANNOTATION_VALUE_LENGTH = 10 * 1024;
/** celconfig.MaxEvaluatedMessageExpressionSizeBytes. */
const MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES = 5 * 1024;

export const VALIDATION_FAILURE_ANNOTATION = 'validation.policy.admission.cluster.io/validation_failure';
const POLICY_GROUP = 'admissionregistration.cluster.io';
const POLICY_RESOURCES = new Set(['validatingadmissionpolicies', 'validatingadmissionpolicybindings', 'mutatingadmissionpolicies', 'mutatingadmissionpolicybindings']);

/** Objects of one served kind, as the plug-in reads params (an informer's lister upstream). */
export interface ParamLister {
  readonly namespaced: boolean;
  get(namespace: string, name: string): KubeObject | undefined;
  list(namespace: string): Iterable<KubeObject>;
}

/** Where the plug-in reads its configuration and the cluster state it needs. */
export interface PolicySources {
  /** Wait until the listers below reflect every write acknowledged so far (undefined: they do already). */
  sync(): Promise<void> | undefined;
  policies(): Iterable<ValidatingAdmissionPolicy>;
  bindings(): Iterable<ValidatingAdmissionPolicyBinding>;
  namespace(name: string): Namespace | undefined;
  /** The lister of the served kind `apiVersion`/`kind`; undefined when no such kind is served. */
  params(apiVersion: string, kind: string): ParamLister | undefined;
}

/** A decision that denies the request (upstream policyDecisionWithMetadata). */
interface Denial {
  readonly policy: string;
  readonly binding?: string;
  readonly message: string;
  readonly reason?: string;
}

/** One validation's outcome for one evaluation. */
type Decision = { readonly action: 'admit' } | { readonly action: 'deny'; readonly message: string; readonly reason?: string; readonly error: boolean };

type AuditAnnotationResult = { readonly action: 'publish'; readonly key: string; readonly value: string } | { readonly action: 'exclude' } | { readonly action: 'error'; readonly message: string };

/** A policy's expressions compiled once per stored version (policies are immutable once cached). */
interface CompiledPolicy {
  readonly conditions: readonly PolicyCompileResult[];
  readonly validations: readonly { readonly expression: PolicyCompileResult; readonly message?: PolicyCompileResult }[];
  readonly auditAnnotations: readonly PolicyCompileResult[];
  readonly variables: ReadonlyMap<string, CelProgram>;
}

const compiledPolicies = new WeakMap<ValidatingAdmissionPolicy, CompiledPolicy>();

function compiled(policy: ValidatingAdmissionPolicy): CompiledPolicy {
  let c = compiledPolicies.get(policy);
  if (c) return c;
  const spec = policy.spec ?? {};
  const hasParams = spec.paramKind != null;
  const env = { hasParams, variables: (spec.variables ?? []).map((v) => v?.name ?? '') };
  c = {
    conditions: (spec.matchConditions ?? []).map((m) => compilePolicyExpression(m?.expression ?? '', 'matchCondition', { hasParams, variables: [] })),
    validations: (spec.validations ?? []).map((v) => ({
      expression: compilePolicyExpression(v?.expression ?? '', 'validation', env),
      ...(v?.messageExpression ? { message: compilePolicyExpression(v.messageExpression, 'messageExpression', env) } : {}),
    })),
    auditAnnotations: (spec.auditAnnotations ?? []).map((a) => compilePolicyExpression((a?.valueExpression ?? '').trim(), 'auditAnnotation', env)),
    variables: variablePrograms(policy),
  };
  compiledPolicies.set(policy, c);
  return c;
}

const REASON_CODES: Readonly<Record<string, number>> = { Forbidden: 403, Unauthorized: 401, RequestEntityTooLarge: 413, Invalid: 422 };

function configError(err: unknown): string {
  if (err instanceof NamespaceNotFoundError) return err.message;
  return err instanceof Error ? err.message : String(err);
}

/** `group/version, Kind=kind` (schema.GroupVersionKind's String()). */
function gvkString(apiVersion: string, kind: string): string {
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? '' : apiVersion.slice(0, slash);
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  return `${group}/${version}, Kind=${kind}`;
}

export class ValidatingAdmissionPolicyPlugin {
  constructor(private readonly sources: PolicySources, private readonly evaluation: Omit<EvaluationInput, 'attributes' | 'params' | 'namespaceObject' | 'policy'>) {}

  /**
   * Rejects with the denial (an ApiError) or resolves, having added warnings and audit
   * annotations. undefined (no promise) when there is nothing to admit against: a policy
   * resource, or the listers are up to date and hold no policy (every write of a server
   * without policies).
   */
  validate(a: AdmissionAttributes): Promise<void> | undefined {
    if (a.resource.group === POLICY_GROUP && POLICY_RESOURCES.has(a.resource.resource)) return undefined;
    const syncing = this.sources.sync();
    if (syncing === undefined && this.sources.policies()[Symbol.iterator]().next().done) return undefined;
    return this.validateSynced(a, syncing);
  }

  private async validateSynced(a: AdmissionAttributes, syncing: Promise<void> | undefined): Promise<void> {
    if (syncing) await syncing;
    const policies = [...this.sources.policies()];
    if (policies.length === 0) return;
    const bindingsByPolicy = new Map<string, ValidatingAdmissionPolicyBinding[]>();
    for (const b of this.sources.bindings()) {
      const name = b.spec?.policyName ?? '';
      const list = bindingsByPolicy.get(name) ?? [];
      list.push(b);
      bindingsByPolicy.set(name, list);
    }
    const ctx: MatchContext = { namespaceLabels: (name) => {
      const ns = this.sources.namespace(name);
      return ns ? (ns.metadata?.labels ?? {}) : undefined;
    } };
    const denials: Denial[] = [];
    policies.sort((x, y) => ((x.metadata?.name ?? '') < (y.metadata?.name ?? '') ? -1 : 1));
    for (const policy of policies) {
      const bindings = bindingsByPolicy.get(policy.metadata?.name ?? '');
      if (!bindings?.length) continue;
      this.validatePolicy(a, policy, bindings, ctx, denials);
    }
    if (denials.length > 0) throw denialError(a, denials[0]!);
  }

  private validatePolicy(a: AdmissionAttributes, policy: ValidatingAdmissionPolicy, bindings: ValidatingAdmissionPolicyBinding[], ctx: MatchContext, denials: Denial[]): void {
    const policyName = policy.metadata?.name ?? '';
    const failurePolicy = policy.spec?.failurePolicy ?? 'Fail';
    const addConfigError = (err: unknown, binding?: ValidatingAdmissionPolicyBinding): void => {
      if (failurePolicy === 'Ignore') return;
      const what = binding ? 'failed to configure binding' : 'failed to configure policy';
      const message = failurePolicy === 'Fail' ? `${what}: ${configError(err)}` : `unrecognized failure policy: '${failurePolicy}'`;
      denials.push({ policy: policyName, ...(binding ? { binding: binding.metadata?.name ?? '' } : {}), message });
    };
    const constraints = policy.spec?.matchConstraints;
    try {
      if (!constraints) throw new Error('policy contained no match constraints, a required field');
      if (!matches(constraints, a, ctx)) return;
    } catch (err) {
      addConfigError(err);
      return;
    }
    const paramKind = policy.spec?.paramKind;
    let lister: ParamLister | undefined;
    if (paramKind) {
      lister = this.sources.params(paramKind.apiVersion ?? '', paramKind.kind ?? '');
      if (!lister) {
        addConfigError(new Error(`failed to find resource referenced by paramKind: '${gvkString(paramKind.apiVersion ?? '', paramKind.kind ?? '')}'`));
        return;
      }
    }
    const annotations = new Map<string, string[]>();
    bindings.sort((x, y) => ((x.metadata?.name ?? '') < (y.metadata?.name ?? '') ? -1 : 1));
    for (const binding of bindings) {
      const bindingName = binding.metadata?.name ?? '';
      try {
        if (binding.spec?.matchResources && !matches(binding.spec.matchResources, a, ctx)) continue;
      } catch (err) {
        addConfigError(err, binding);
        continue;
      }
      let params: (KubeObject | null)[];
      try {
        params = collectParams(paramKind ? lister : undefined, binding.spec?.paramRef, a.namespace);
      } catch (err) {
        addConfigError(err, binding);
        continue;
      }
      if (params.length === 0) continue;
      let namespaceObject: Namespace | undefined;
      const namespaceName = a.kind.kind === 'Namespace' && a.kind.group === '' ? '' : a.namespace;
      if (namespaceName !== '') {
        namespaceObject = this.sources.namespace(namespaceName);
        if (!namespaceObject) throw statusErrors.notFound({ group: '', resource: 'namespaces' }, namespaceName);
      }
      const actions = binding.spec?.validationActions ?? [];
      for (const param of params) {
        const withType = param && paramKind ? { ...param, apiVersion: param.apiVersion ?? paramKind.apiVersion, kind: param.kind ?? paramKind.kind } : param;
        const result = this.evaluate(a, policy, withType, namespaceObject);
        result.decisions.forEach((d, i) => {
          if (d.action !== 'deny') return;
          if (d.error && failurePolicy === 'Ignore') return;
          for (const action of actions) {
            if (action === 'Deny') denials.push({ policy: policyName, binding: bindingName, message: d.message, ...(d.reason ? { reason: d.reason } : {}) });
            else if (action === 'Warn') a.request?.warnings.add(`Validation failed for ValidatingAdmissionPolicy '${policyName}' with binding '${bindingName}': ${d.message}`);
            else if (action === 'Audit') {
              a.request?.auditAnnotations.set(
                VALIDATION_FAILURE_ANNOTATION,
                JSON.stringify([{ message: d.message, policy: binding.spec?.policyName ?? '', binding: bindingName, expressionIndex: i, validationActions: actions }]),
              );
            }
          }
        });
        for (const an of result.auditAnnotations) {
          if (an.action === 'publish') {
            const list = annotations.get(an.key) ?? [];
            const value = an.value.length > MAX_AUDIT_ANNOTATION_VALUE_LENGTH ? an.value.slice(0, MAX_AUDIT_ANNOTATION_VALUE_LENGTH) : an.value;
            if (!list.includes(value)) list.push(value);
            annotations.set(an.key, list);
          } else if (an.action === 'error') {
            denials.push({ policy: policyName, binding: bindingName, message: an.message });
          }
        }
      }
    }
    for (const [key, values] of annotations) {
      const name = `${policyName}/${key}`;
      if (!a.request?.auditAnnotations.has(name)) a.request?.auditAnnotations.set(name, values.join(', '));
    }
  }

  /** validator.Validate for one (policy, binding, param). */
  private evaluate(a: AdmissionAttributes, policy: ValidatingAdmissionPolicy, param: KubeObject | null, namespaceObject: Namespace | undefined): { decisions: Decision[]; auditAnnotations: AuditAnnotationResult[] } {
    const spec = policy.spec ?? {};
    const failurePolicy = spec.failurePolicy ?? 'Fail';
    const errorDecision = (message: string): Decision => ({ action: failurePolicy === 'Ignore' ? 'admit' : 'deny', message, error: true });
    const program = compiled(policy);
    const input: EvaluationInput = { ...this.evaluation, attributes: a, params: param, namespaceObject, policy };
    const evaluation = new PolicyEvaluation(input, program.variables, { remaining: RUNTIME_CEL_COST_BUDGET });

    // Match conditions: any false skips the policy; errors (with none false) follow failurePolicy.
    const conditionErrors: string[] = [];
    for (const [i, c] of (spec.matchConditions ?? []).entries()) {
      const out = run(program.conditions[i]!, c?.expression ?? '', evaluation);
      if (!out.ok) conditionErrors.push(out.message);
      else if (out.value === false) return { decisions: [], auditAnnotations: [] };
      else if (out.value !== true) conditionErrors.push(`expression '${c?.expression ?? ''}' resulted in error: no such overload`);
    }
    if (conditionErrors.length > 0) {
      return { decisions: [errorDecision(conditionErrors.length === 1 ? conditionErrors[0]! : `[${conditionErrors.join(', ')}]`)], auditAnnotations: [] };
    }

    const decisions: Decision[] = [];
    let outOfBudget = false;
    for (const [i, v] of (spec.validations ?? []).entries()) {
      if (outOfBudget) {
        decisions.push(errorDecision('validation failed due to running out of cost budget, no further validation rules will be run'));
        continue;
      }
      const compiledValidation = program.validations[i]!;
      const out = run(compiledValidation.expression, v?.expression ?? '', evaluation);
      if (!out.ok) {
        if (out.outOfBudget) outOfBudget = true;
        decisions.push(errorDecision(out.message));
        continue;
      }
      if (out.value === true) {
        decisions.push({ action: 'admit' });
        continue;
      }
      let message = '';
      if (compiledValidation.message) {
        const m = run(compiledValidation.message, v?.messageExpression ?? '', evaluation);
        if (m.ok && typeof m.value === 'string') {
          message = m.value.trim();
          if (Buffer.byteLength(message) > MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES || message.includes('\n')) message = '';
        }
      }
      if (message === '' && v?.message) message = v.message.trim();
      if (message === '') message = `failed expression: ${(v?.expression ?? '').trim()}`;
      decisions.push({ action: 'deny', message, reason: v?.reason ?? 'Invalid', error: false });
    }

    // Audit annotations get a budget of their own (upstream passes the full budget again).
    const auditAnnotations: AuditAnnotationResult[] = [];
    const audit = spec.auditAnnotations ?? [];
    const auditEvaluation = audit.length > 0 ? new PolicyEvaluation(input, program.variables, { remaining: RUNTIME_CEL_COST_BUDGET }) : evaluation;
    for (const [i, an] of audit.entries()) {
      const out = run(program.auditAnnotations[i]!, (an?.valueExpression ?? '').trim(), auditEvaluation);
      if (!out.ok) {
        auditAnnotations.push(failurePolicy === 'Ignore' ? { action: 'exclude' } : { action: 'error', message: out.message });
      } else if (typeof out.value === 'string') {
        const value = out.value.trim();
        auditAnnotations.push(value === '' ? { action: 'exclude' } : { action: 'publish', key: an?.key ?? '', value });
      } else if (out.value === null || out.value === undefined) {
        auditAnnotations.push({ action: 'exclude' });
      } else {
        auditAnnotations.push({
          action: 'error',
          message: `valueExpression '${an?.valueExpression ?? ''}' resulted in unsupported return type: ${celTypeName(out.value)}. Return type must be either string or null.`,
        });
      }
    }
    return { decisions, auditAnnotations };
  }
}

/** Evaluate one compiled expression: its value, or upstream's error message for it. */
function run(
  compiledExpression: PolicyCompileResult,
  expression: string,
  evaluation: PolicyEvaluation,
): { ok: true; value: unknown } | { ok: false; message: string; outOfBudget?: boolean } {
  if (!compiledExpression.ok) return { ok: false, message: `compilation error: ${compiledExpression.detail}` };
  try {
    return { ok: true, value: evaluation.run(compiledExpression.program) };
  } catch (err) {
    if (err instanceof EvaluationFailure && err.outOfBudget) {
      return { ok: false, outOfBudget: true, message: 'validation failed due to running out of cost budget, no further validation rules will be run' };
    }
    return { ok: false, message: `expression '${expression}' resulted in error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** CEL's name of a value's type, for error texts. */
function celTypeName(v: unknown): string {
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (typeof v === 'bigint') return 'int';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'object') return 'map';
  return typeof v;
}

/** generic.CollectParams: the params of one binding; [null] when the policy takes none. */
export function collectParams(lister: ParamLister | undefined, paramRef: ParamRef | undefined, namespace: string): (KubeObject | null)[] {
  if (!lister || !paramRef) return [null];
  let paramsNamespace = '';
  if (lister.namespaced) {
    paramsNamespace = paramRef.namespace || namespace;
    if (paramsNamespace === '') throw new Error('cannot use namespaced paramRef in policy binding that matches cluster-scoped resources');
  } else if (paramRef.namespace) {
    throw new Error('paramRef.namespace must not be provided for a cluster-scoped `paramKind`');
  }
  let params: KubeObject[];
  if (paramRef.name) {
    if (paramRef.selector) throw new Error('paramRef.name and paramRef.selector are mutually exclusive');
    const p = lister.get(paramsNamespace, paramRef.name);
    params = p ? [p] : [];
  } else if (paramRef.selector) {
    const selector = selectorFromSpec(paramRef.selector);
    params = [...lister.list(paramsNamespace)].filter((o) => selector.matches(o.metadata?.labels ?? undefined));
  } else {
    throw new Error('one of name or selector must be provided');
  }
  if (params.length === 0 && paramRef.parameterNotFoundAction === 'Deny') {
    throw new Error('no params found for policy binding with `Deny` parameterNotFoundAction');
  }
  return params;
}

/** admission.NewForbidden with the denial's reason and code, and the message as a cause. */
function denialError(a: AdmissionAttributes, d: Denial): ApiError {
  const message =
    d.binding !== undefined
      ? `ValidatingAdmissionPolicy '${d.policy}' with binding '${d.binding}' denied request: ${d.message}`
      : `ValidatingAdmissionPolicy '${d.policy}' denied request: ${d.message}`;
  const forbidden = statusErrors.forbidden({ group: a.resource.group, resource: a.resource.resource }, a.name, message);
  const reason = (d.reason || 'Invalid') as StatusReason;
  const status = failureStatus(REASON_CODES[reason] ?? 500, reason, forbidden.status.message ?? message, {
    ...(forbidden.status.details ?? {}),
    causes: [{ message }],
  });
  return new ApiError(status);
}
