/**
 * Protobuf messages of ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding
 * (openapi/admissionregistration.v1.proto; field numbers as upstream's k8s.io/api
 * admissionregistration/v1 generated.proto), with the meta/v1 LabelSelector and Condition they
 * embed. Readers are generated (decoders.ts; JSON rules in scripts/generate-protobuf.mjs);
 * writers are described here as field tables written by one small interpreter.
 *
 * Writers produce gogo's bytes: ascending field numbers; non-pointer strings, int64s and structs
 * always written (empty/zero included); pointer strings and pointer sub-messages only when set;
 * repeated fields per element; maps sorted by key. NamedRuleWithOperations is flat in JSON
 * (embedded RuleWithOperations and Rule, `inline`) but nested on the wire
 * (2: ruleWithOperations{1: operations, 2: rule{...}}).
 */
import { decoders } from './decoders.js';
import { writeObjectMeta, type JsonObject, type MessageCodec } from './messages.js';
import { GO_ZERO_TIME_SECONDS, parseRfc3339 } from './time.js';
import { protoError, sortedKeysGo, type ProtoWriter } from './wire.js';

type FieldKind =
  | 'string' // non-pointer string: always written
  | 'pstring' // *string: written when set (even "")
  | 'strings'
  | 'int64' // non-pointer int64: always written
  | 'message' // sub-message (see pointer)
  | 'messages'
  | 'meta' // ObjectMeta
  | 'stringMap' // map<string, string>
  | 'time' // non-pointer metav1.Time (JSON null when zero)
  | 'namedRule'; // the flattened NamedRuleWithOperations body (field 2 of it)

interface Field {
  readonly json: string;
  readonly num: number;
  readonly kind: FieldKind;
  readonly message?: Fields;
  /** A pointer sub-message: written only when set. */
  readonly pointer?: boolean;
}

/** A message's fields in Go struct (JSON) order. */
type Fields = readonly Field[];

const wireType = (f: Field): number => (f.kind === 'int64' ? 0 : 2);
const tagOf = (f: Field): number => (f.num << 3) | wireType(f);

function fail(path: string, expected: string, v: unknown): never {
  const got = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  throw protoError(`cannot encode ${path}: expected ${expected}, got ${got}`);
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringOf(v: unknown, path: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') fail(path, 'string', v);
  return v;
}

function listOf(v: unknown, path: string): readonly unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(path, 'array', v);
  return v;
}

function int64Of(v: unknown, path: string): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(path, 'int64', v);
  return v;
}

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

// --- the interpreter ---------------------------------------------------------------------------

function writeFields(w: ProtoWriter, fields: Fields, o: JsonObject, path: string): void {
  const sorted = [...fields].sort((a, b) => a.num - b.num);
  for (const f of sorted) {
    const v = o[f.json];
    const p = path === '' ? f.json : `${path}.${f.json}`;
    const tag = tagOf(f);
    switch (f.kind) {
      case 'string':
        w.string(tag, stringOf(v, p));
        break;
      case 'pstring':
        if (v !== undefined && v !== null) w.string(tag, stringOf(v, p));
        break;
      case 'int64':
        w.byte(tag);
        w.int64(int64Of(v, p));
        break;
      case 'strings': {
        const items = listOf(v, p);
        for (let i = 0; i < items.length; i++) w.string(tag, stringOf(items[i], `${p}[${i}]`));
        break;
      }
      case 'meta':
        writeObjectMeta(w, tag, v, path);
        break;
      case 'message': {
        if (f.pointer && (v === undefined || v === null)) break;
        if (v !== undefined && v !== null && !isObject(v)) fail(p, 'object', v);
        const mark = w.fork(tag);
        writeFields(w, f.message!, (v as JsonObject | undefined) ?? {}, p);
        w.join(mark);
        break;
      }
      case 'messages': {
        const items = listOf(v, p);
        for (let i = 0; i < items.length; i++) {
          const ip = `${p}[${i}]`;
          if (!isObject(items[i])) fail(ip, 'object', items[i]);
          const mark = w.fork(tag);
          writeFields(w, f.message!, items[i] as JsonObject, ip);
          w.join(mark);
        }
        break;
      }
      case 'stringMap': {
        if (v === undefined || v === null) break;
        if (!isObject(v)) fail(p, 'object', v);
        for (const key of sortedKeysGo(v)) {
          const entry = w.fork(tag);
          w.string(0x0a, key);
          w.string(0x12, stringOf(v[key], `${p}[${key}]`));
          w.join(entry);
        }
        break;
      }
      case 'time': {
        const mark = w.fork(tag);
        if (v !== undefined && v !== null) {
          if (typeof v !== 'string') fail(p, 'RFC3339 time string', v);
          const t = parseRfc3339(v);
          if (!t) throw protoError(`cannot encode ${p}: ${JSON.stringify(v)} is not an RFC3339 time`);
          if (!(t.seconds === GO_ZERO_TIME_SECONDS && t.nanos === 0)) {
            w.byte(0x08);
            w.int64(t.seconds);
            w.byte(0x10);
            w.byte(0);
          }
        }
        w.join(mark);
        break;
      }
      case 'namedRule':
        writeNamedRuleBody(w, o, path);
        break;
    }
  }
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
  { json: '', num: 2, kind: 'namedRule' },
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
