/**
 * Strategies of ValidatingAdmissionPolicy (and its status subresource) and
 * ValidatingAdmissionPolicyBinding (upstream pkg/registry/admissionregistration/
 * validatingadmissionpolicy{,binding}/strategy.go): generation 1 on create and +1 when the spec
 * changes; status is server-owned on the main resource. Defaults are applied first (upstream's
 * decoder defaults before the strategy runs). The type-checking controller's status is written
 * in the same write whenever the generation moves (synchronous here; see
 * validating-admission-policy-defaults.ts).
 */
import { validatingAdmissionPolicies, validatingAdmissionPolicyBindings } from '../../meta/resources.js';
import type { ValidatingAdmissionPolicy, ValidatingAdmissionPolicyBinding } from '../../meta/types.js';
import {
  validateValidatingAdmissionPolicy,
  validateValidatingAdmissionPolicyBinding,
  validateValidatingAdmissionPolicyBindingUpdate,
  validateValidatingAdmissionPolicyStatusUpdate,
  validateValidatingAdmissionPolicyUpdate,
} from '../validation/validating-admission-policy.js';
import {
  defaultValidatingAdmissionPolicy,
  defaultValidatingAdmissionPolicyBinding,
  typeCheckedStatus,
} from '../validation/validating-admission-policy-defaults.js';
import type { ResourceStrategy } from './strategy.js';

const specChanged = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? {}) !== JSON.stringify(b ?? {});

export const validatingAdmissionPolicyStrategy: ResourceStrategy<ValidatingAdmissionPolicy> = {
  descriptor: validatingAdmissionPolicies,
  allowCreateOnUpdate: false,
  prepareForCreate(policy) {
    defaultValidatingAdmissionPolicy(policy);
    (policy.metadata ??= {}).generation = 1;
    delete policy.status;
    policy.status = typeCheckedStatus(policy);
  },
  prepareForUpdate(policy, old) {
    defaultValidatingAdmissionPolicy(policy);
    const meta = (policy.metadata ??= {});
    const oldGeneration = old.metadata?.generation ?? 0;
    if (specChanged(policy.spec, old.spec)) {
      meta.generation = oldGeneration + 1;
      policy.status = old.status;
      policy.status = typeCheckedStatus(policy);
    } else {
      if (old.status) policy.status = old.status;
      else delete policy.status;
    }
  },
  validate: (obj) => validateValidatingAdmissionPolicy(obj),
  validateUpdate: (obj, old) => validateValidatingAdmissionPolicyUpdate(obj, old),
};

/** `PUT/PATCH .../status`: the stored spec is kept; only status changes. */
export const validatingAdmissionPolicyStatusStrategy: ResourceStrategy<ValidatingAdmissionPolicy> = {
  ...validatingAdmissionPolicyStrategy,
  prepareForUpdate(policy, old) {
    if (old.spec) policy.spec = old.spec;
    else delete policy.spec;
  },
  validateUpdate: (obj, old) => validateValidatingAdmissionPolicyStatusUpdate(obj, old),
};

export const validatingAdmissionPolicyBindingStrategy: ResourceStrategy<ValidatingAdmissionPolicyBinding> = {
  descriptor: validatingAdmissionPolicyBindings,
  allowCreateOnUpdate: false,
  prepareForCreate(binding) {
    defaultValidatingAdmissionPolicyBinding(binding);
    (binding.metadata ??= {}).generation = 1;
  },
  prepareForUpdate(binding, old) {
    defaultValidatingAdmissionPolicyBinding(binding);
    const meta = (binding.metadata ??= {});
    const oldGeneration = old.metadata?.generation ?? 0;
    if (specChanged(binding.spec, old.spec)) meta.generation = oldGeneration + 1;
  },
  validate: (obj) => validateValidatingAdmissionPolicyBinding(obj),
  validateUpdate: (obj, old) => validateValidatingAdmissionPolicyBindingUpdate(obj, old),
};
