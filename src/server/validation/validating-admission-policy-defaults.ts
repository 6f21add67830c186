/**
 * Server-side defaulting and status of the admission policy kinds (upstream:
 * pkg/apis/admissionregistration/v1/defaults.go, and the ValidatingAdmissionPolicy
 * type-checking controller, which here runs synchronously in the write that changes the spec).
 *
 * Defaults: spec.failurePolicy Fail; every MatchResources gets matchPolicy Equivalent and empty
 * namespaceSelector/objectSelector; every rule's scope `*`. The binding's paramRef
 * `parameterNotFoundAction` has no default in v1 (it is required).
 */
import type { MatchResources, ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../meta/types.js';
import { typeCheckPolicy } from '../admission/type-checking.js';

/** SetDefaults_MatchResources and SetDefaults_Rule on each rule. */
function defaultMatchResources(mr: MatchResources): void {
  mr.matchPolicy ??= 'Equivalent';
  mr.namespaceSelector ??= {};
  mr.objectSelector ??= {};
  for (const rules of [mr.resourceRules, mr.excludeResourceRules]) {
    for (const rule of rules ?? []) {
      if (rule && typeof rule === 'object') rule.scope ??= '*';
    }
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** SetDefaults_ValidatingAdmissionPolicySpec + MatchResources defaults. */
export function defaultValidatingAdmissionPolicy(policy: ValidatingAdmissionPolicy): void {
  const spec = (policy.spec ??= {});
  spec.failurePolicy ??= 'Fail';
  if (isObject(spec.matchConstraints)) defaultMatchResources(spec.matchConstraints);
}

export function defaultValidatingAdmissionPolicyBinding(binding: ValidatingAdmissionPolicyBinding): void {
  const spec = (binding.spec ??= {});
  if (isObject(spec.matchResources)) defaultMatchResources(spec.matchResources);
}

/**
 * The status the type-checking controller writes for the policy's current generation:
 * `observedGeneration` and `typeChecking` (with the warnings of each expression; `{}` when
 * there are none, which tells clients the check completed). Conditions are kept.
 */
export function typeCheckedStatus(policy: ValidatingAdmissionPolicy): NonNullable<ValidatingAdmissionPolicy['status']> {
  const warnings = typeCheckPolicy(policy);
  return {
    ...(policy.metadata?.generation ? { observedGeneration: policy.metadata.generation } : {}),
    typeChecking: warnings.length ? { expressionWarnings: warnings } : {},
    ...(policy.status?.conditions?.length ? { conditions: policy.status.conditions } : {}),
  };
}
