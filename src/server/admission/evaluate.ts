/**
 * Evaluating one compiled policy expression for one request: the CEL activation upstream's
 * filter builds (object, oldObject, request, namespaceObject, params, authorizer, variables)
 * and the mapping of the engine's errors. The request variable is upstream's AdmissionRequest as
 * CEL sees it (CreateAdmissionRequest converted to unstructured); namespaceObject keeps only the
 * fields upstream's CreateNamespaceObject copies.
 */
import { CelEvaluationError, lazyVariables, type CelActivation, type CelAuthorizer, type CelAuthorizerBinding, type CelCostBudget, type CelProgram } from '../cel/index.js';
import type { KubeObject, Namespace, ValidatingAdmissionPolicy } from '../../meta/types.js';
import type { Authorizer } from '../auth/authorizer.js';
import type { AdmissionAttributes } from './attributes.js';
import { compilePolicyExpression } from './compile.js';

export interface EvaluationInput {
  readonly attributes: AdmissionAttributes;
  readonly policy: ValidatingAdmissionPolicy;
  readonly params: KubeObject | null;
  readonly namespaceObject: Namespace | undefined;
  /** The server's authorizer, checked for the request's user. */
  readonly authorizer: Authorizer;
}

/** The engine stopped an evaluation; `outOfBudget` when the request's budget ran out. */
export class EvaluationFailure extends Error {
  constructor(
    message: string,
    readonly outOfBudget: boolean,
  ) {
    super(message);
  }
}

/** CreateAdmissionRequest as unstructured JSON. */
export function admissionRequestOf(a: AdmissionAttributes): Record<string, unknown> {
  const user = a.user;
  const optionsKind = a.operation === 'CREATE' ? 'CreateOptions' : a.operation === 'UPDATE' ? 'UpdateOptions' : 'DeleteOptions';
  const options: Record<string, unknown> = { kind: optionsKind, apiVersion: 'meta.cluster.io/v1' };
  if (a.dryRun) options.dryRun = ['All'];
  if (a.fieldManager && a.operation !== 'DELETE') options.fieldManager = a.fieldManager;
  return {
    uid: '',
    kind: { ...a.kind },
    resource: { ...a.resource },
    ...(a.subresource ? { subResource: a.subresource } : {}),
    requestKind: { ...a.kind },
    requestResource: { ...a.resource },
    ...(a.subresource ? { requestSubResource: a.subresource } : {}),
    name: a.name,
    ...(a.namespace ? { namespace: a.namespace } : {}),
    operation: a.operation,
    userInfo: {
      username: user.username,
      ...(user.uid ? { uid: user.uid } : {}),
      ...(user.groups.length ? { groups: [...user.groups] } : {}),
      ...(Object.keys(user.extra).length ? { extra: Object.fromEntries(Object.entries(user.extra).map(([k, v]) => [k, [...v]])) } : {}),
    },
    dryRun: a.dryRun,
    options,
  };
}

/** CreateNamespaceObject: name, generateName, namespace, labels, annotations, uid, times, finalizers; spec and status. */
export function namespaceObjectOf(ns: Namespace | undefined): Record<string, unknown> | null {
  if (!ns) return null;
  const m = ns.metadata ?? {};
  const pick: Record<string, unknown> = {};
  for (const k of ['name', 'generateName', 'namespace', 'labels', 'annotations', 'uid', 'creationTimestamp', 'deletionGracePeriodSeconds', 'deletionTimestamp', 'generation', 'resourceVersion', 'finalizers'] as const) {
    if (m[k] !== undefined) pick[k] = m[k];
  }
  return { metadata: pick, spec: ns.spec ?? {}, status: ns.status ?? {} };
}

/** The server's authorizer as the CEL authorizer library calls it. */
export function celAuthorizerOf(authorizer: Authorizer): CelAuthorizer {
  return {
    authorize(attrs) {
      const user = { username: attrs.user.username, uid: attrs.user.uid ?? '', groups: attrs.user.groups ?? [], extra: attrs.user.extra ?? {} };
      const decision =
        attrs.path !== undefined
          ? authorizer.authorize({ isResourceRequest: false, user, verb: attrs.verb, path: attrs.path })
          : authorizer.authorize({
              isResourceRequest: true,
              user,
              verb: attrs.verb,
              apiGroup: attrs.group ?? '',
              resource: attrs.resource ?? '',
              subresource: attrs.subresource ?? '',
              namespace: attrs.namespace ?? '',
              name: attrs.name ?? '',
            });
      return { decision: decision.allowed ? 'allow' : 'no-opinion', reason: decision.reason };
    },
  };
}

/** The compiled composition variables of a policy, by name (each sees the ones before it). */
export function variablePrograms(policy: ValidatingAdmissionPolicy): ReadonlyMap<string, CelProgram> {
  const spec = policy.spec ?? {};
  const hasParams = spec.paramKind != null;
  const declared = spec.variables ?? [];
  const programs = new Map<string, CelProgram>();
  declared.forEach((v, i) => {
    const compiled = compilePolicyExpression(v?.expression ?? '', 'variable', { hasParams, variables: declared.slice(0, i).map((d) => d?.name ?? '') });
    if (compiled.ok) programs.set(v?.name ?? '', compiled.program);
  });
  return programs;
}

/** The variables every policy of one request sees alike, built once per request. */
const shared = new WeakMap<AdmissionAttributes, Readonly<Record<string, unknown>>>();

function sharedActivation(input: EvaluationInput): Readonly<Record<string, unknown>> {
  const a = input.attributes;
  let base = shared.get(a);
  if (!base) {
    base = {
      object: a.object ?? null,
      oldObject: a.oldObject ?? null,
      request: admissionRequestOf(a),
      namespaceObject: namespaceObjectOf(input.namespaceObject),
      authorizer: { authorizer: celAuthorizerOf(input.authorizer), user: a.user } satisfies CelAuthorizerBinding,
    };
    shared.set(a, base);
  }
  return base;
}

/**
 * One evaluation of a policy (one binding and param): the activation of its expressions and the
 * budget they share. One activation serves every expression kind: a program resolves only the
 * variables its kind declares (messageExpression has no authorizer, match conditions no
 * variables), so the undeclared ones are never read.
 */
export class PolicyEvaluation {
  private readonly activation: Readonly<Record<string, unknown>>;

  constructor(input: EvaluationInput, variables: ReadonlyMap<string, CelProgram>, readonly budget: CelCostBudget) {
    const base = sharedActivation(input);
    const hasParams = input.policy.spec?.paramKind != null;
    if (!hasParams && variables.size === 0) {
      this.activation = base;
      return;
    }
    const own: Record<string, unknown> = { ...base };
    if (hasParams) own.params = input.params;
    // Variables are evaluated lazily with the full environment, as upstream's composition
    // context, charged to this evaluation's budget.
    if (variables.size > 0) own.variables = lazyVariables(variables, () => own, budget);
    this.activation = own;
  }

  /** Evaluate one compiled expression; engine errors become EvaluationFailure. */
  run(program: CelProgram): unknown {
    try {
      return program.evaluate(this.activation, this.budget);
    } catch (err) {
      if (err instanceof CelEvaluationError) throw new EvaluationFailure(err.message, err.reason === 'cost-exceeded-budget');
      throw err;
    }
  }
}
