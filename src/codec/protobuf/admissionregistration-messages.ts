/**
 * Protobuf messages of ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding
 * (openapi/admissionregistration.v1.proto; field numbers as upstream's k8s.io/api
 * admissionregistration/v1 generated.proto), with the meta/v1 LabelSelector and Condition they
 * embed. Readers are generated (decoders.ts; JSON rules in scripts/generate-protobuf.mjs);
 * writers are described here as field tables written by field-table.ts's interpreter.
 *
 * Writers produce gogo's bytes: ascending field numbers; non-pointer strings, int64s and structs
 * always written (empty/zero included); pointer strings and pointer sub-messages only when set;
 * repeated fields per element; maps sorted by key. NamedRuleWithOperations is flat in JSON
 * (embedded RuleWithOperations and Rule, `inline`) but nested on the wire
 * (2: ruleWithOperations{1: operations, 2: rule{...}}).
 */
import { decoders } from './decoders.js';
import { listOf, stringOf, writeFields, type Fields } from './field-table.js';
import type { JsonObject, MessageCodec } from './messages.js';
import type { ProtoWriter } from './wire.js';

// --- NamedRuleWithOperations: flat JSON, nested wire -------------------------------------------

const RULE: Fields = [
  { json: 'apiGroups', num: 1, kind: 'strings' },
  { json: 'apiVersions', num: 2, kind: 'strings' },
  { json: 'resources', num: 3, kind: 'strings' },
  { json: 'scope', num: 4, kind: 'pstring' },
];

function writeNamedRuleBody(w: ProtoWriter, o: JsonObject, path: string): void {
  // 2: RuleWithOperations{1: operations, 2: Rule{...}} (both non-pointer: always written).
  const rwo = w.fork(0x12);
  const ops = listOf(o.operations, `${path}.operations`);
  for (let i = 0; i < ops.length; i++) w.string(0x0a, stringOf(ops[i], `${path}.operations[${i}]`));
  const rule = w.fork(0x12);
  writeFields(w, RULE, o, path);
  w.join(rule);
  w.join(rwo);
}

// --- meta/v1 ---------------------------------------------------------------------------------

const LABEL_SELECTOR_REQUIREMENT: Fields = [
  { json: 'key', num: 1, kind: 'string' },
  { json: 'operator', num: 2, kind: 'string' },
  { json: 'values', num: 3, kind: 'strings' },
];

const LABEL_SELECTOR: Fields = [
  { json: 'matchLabels', num: 1, kind: 'stringMap' },
  { json: 'matchExpressions', num: 2, kind: 'messages', message: LABEL_SELECTOR_REQUIREMENT },
];

const CONDITION: Fields = [
  { json: 'type', num: 1, kind: 'string' },
  { json: 'status', num: 2, kind: 'string' },
  { json: 'observedGeneration', num: 3, kind: 'int64' },
  { json: 'lastTransitionTime', num: 4, kind: 'time' },
  { json: 'reason', num: 5, kind: 'string' },
  { json: 'message', num: 6, kind: 'string' },
];

// --- admissionregistration/v1 ------------------------------------------------------------------

const NAMED_RULE_WITH_OPERATIONS: Fields = [
  { json: 'resourceNames', num: 1, kind: 'strings' },
  { json: '', num: 2, kind: 'custom', write: writeNamedRuleBody },
];

const MATCH_RESOURCES: Fields = [
  { json: 'namespaceSelector', num: 1, kind: 'message', message: LABEL_SELECTOR, pointer: true },
  { json: 'objectSelector', num: 2, kind: 'message', message: LABEL_SELECTOR, pointer: true },
  { json: 'resourceRules', num: 3, kind: 'messages', message: NAMED_RULE_WITH_OPERATIONS },
  { json: 'excludeResourceRules', num: 4, kind: 'messages', message: NAMED_RULE_WITH_OPERATIONS },
  { json: 'matchPolicy', num: 7, kind: 'pstring' },
];

const PARAM_KIND: Fields = [
  { json: 'apiVersion', num: 1, kind: 'string' },
  { json: 'kind', num: 2, kind: 'string' },
];

const VALIDATION: Fields = [
  { json: 'expression', num: 1, kind: 'string' },
  { json: 'message', num: 2, kind: 'string' },
  { json: 'reason', num: 3, kind: 'pstring' },
  { json: 'messageExpression', num: 4, kind: 'string' },
];

const NAMED_EXPRESSION = (first: string, second: string): Fields => [
  { json: first, num: 1, kind: 'string' },
  { json: second, num: 2, kind: 'string' },
];

const EXPRESSION_WARNING: Fields = [
  { json: 'fieldRef', num: 2, kind: 'string' },
  { json: 'warning', num: 3, kind: 'string' },
];

const POLICY_SPEC: Fields = [
  { json: 'paramKind', num: 1, kind: 'message', message: PARAM_KIND, pointer: true },
  { json: 'matchConstraints', num: 2, kind: 'message', message: MATCH_RESOURCES, pointer: true },
  { json: 'validations', num: 3, kind: 'messages', message: VALIDATION },
  { json: 'failurePolicy', num: 4, kind: 'pstring' },
  { json: 'auditAnnotations', num: 5, kind: 'messages', message: NAMED_EXPRESSION('key', 'valueExpression') },
  { json: 'matchConditions', num: 6, kind: 'messages', message: NAMED_EXPRESSION('name', 'expression') },
  { json: 'variables', num: 7, kind: 'messages', message: NAMED_EXPRESSION('name', 'expression') },
];

const POLICY_STATUS: Fields = [
  { json: 'observedGeneration', num: 1, kind: 'int64' },
  { json: 'typeChecking', num: 2, kind: 'message', pointer: true, message: [{ json: 'expressionWarnings', num: 1, kind: 'messages', message: EXPRESSION_WARNING }] },
  { json: 'conditions', num: 3, kind: 'messages', message: CONDITION },
];

const PARAM_REF: Fields = [
  { json: 'name', num: 1, kind: 'string' },
  { json: 'namespace', num: 2, kind: 'string' },
  { json: 'selector', num: 3, kind: 'message', message: LABEL_SELECTOR, pointer: true },
  { json: 'parameterNotFoundAction', num: 4, kind: 'pstring' },
];

const BINDING_SPEC: Fields = [
  { json: 'policyName', num: 1, kind: 'string' },
  { json: 'paramRef', num: 2, kind: 'message', message: PARAM_REF, pointer: true },
  { json: 'matchResources', num: 3, kind: 'message', message: MATCH_RESOURCES, pointer: true },
  { json: 'validationActions', num: 4, kind: 'strings' },
];

/** A top-level message: the generated reader, the table-driven writer. */
function topLevel(read: MessageCodec['read'], fields: Fields): MessageCodec {
  return {
    read,
    write(w, o, path) {
      writeFields(w, fields, o, path);
    },
  };
}

export const validatingAdmissionPolicyMessage: MessageCodec = topLevel(decoders.ValidatingAdmissionPolicy, [
  { json: 'metadata', num: 1, kind: 'meta' },
  { json: 'spec', num: 2, kind: 'message', message: POLICY_SPEC },
  { json: 'status', num: 3, kind: 'message', message: POLICY_STATUS },
]);

export const validatingAdmissionPolicyBindingMessage: MessageCodec = topLevel(decoders.ValidatingAdmissionPolicyBinding, [
  { json: 'metadata', num: 1, kind: 'meta' },
  { json: 'spec', num: 2, kind: 'message', message: BINDING_SPEC },
]);
