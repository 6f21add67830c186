// openapi/*.proto -> generated/protobuf-decoders.ts: one specialised reader per message.
//
// Contract:
// - `renderProtobufDecoders(rootDir)` returns the file's full text, deterministic (input files
//   only; no timestamps). It is one step of scripts/generate-lib.mjs.
// - The .proto files give field numbers, wire types and JSON names (proto2 `optional`,
//   `repeated`, `map<,>`; declaration order is the Go struct order, i.e. JSON key order). What
//   they do not say is how the Go struct marshals to JSON: which fields are pointers (present
//   iff on the wire), which have no `omitempty` (always present, even empty), and which
//   messages are top-level objects (carry `kind`/`apiVersion`), which embedded structs are
//   flattened into their parent (`json:",inline"`). That side table is `JSON_RULES` below; every other scalar is `omitempty` (left out when empty/zero) and every
//   other sub-message is a non-pointer struct (always present, decoded from empty when absent).
// - Messages with a custom JSON form (Time, MicroTime, FieldsV1, Quantity) are read by the
//   runtime the generated factory receives (src/codec/protobuf/decoders.ts), as are the map
//   entries. The output imports nothing: `generated` sits below `codec` in the dependency order.
// - Unsupported constructs (nested messages, enums, oneofs, packed scalars, bytes, a message
//   that contains itself) make the generator throw, so a new .proto cannot be silently misread.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const META = 'cluster.io.apimachinery.pkg.apis.meta.v1';
const CORE = 'cluster.io.api.core.v1';
const COORD = 'cluster.io.api.coordination.v1';
const COORD_BETA = 'cluster.io.api.coordination.v1beta1';
const NODE = 'cluster.io.api.node.v1';
const ADMISSION = 'cluster.io.api.admissionregistration.v1';
const RESOURCE = 'cluster.io.apimachinery.pkg.api.resource';

/** Inputs, in the order their messages are emitted. */
export const PROTOBUF_INPUTS = Object.freeze([
  'openapi/meta.v1.proto',
  'openapi/resource.proto',
  'openapi/core.v1.proto',
  'openapi/coordination.v1.proto',
  'openapi/coordination.v1beta1.proto',
  'openapi/node.v1.proto',
  'openapi/admissionregistration.v1.proto',
]);

/**
 * Go-JSON facts per message (full proto name). `top`: decoded as a top-level object
 * (`kind`/`apiVersion` first, unless read as a list item). `always`: scalar or repeated fields
 * without omitempty; a Time listed here is `null` when zero (Go's non-pointer `metav1.Time`
 * without omitempty). `pointer`: fields present in JSON iff present on the wire. `inline`:
 * sub-message fields that are embedded structs in Go (`json:",inline"`): their keys take the
 * field's place in the parent's JSON (all of them must be omitempty or pointers, so an absent
 * embedded struct adds no keys; a second occurrence on the wire replaces the first, as for every
 * sub-message here). `shared`: repeated sub-message fields whose elements (and whole list) a
 * read-only decode may share between consecutive objects when their bytes are equal
 * (`rt.readShared`, `rt.shareArray`; managedFields: the same manager, operation and time
 * recur across the items of a list). `droppable`: repeated fields a decode may leave out
 * entirely when the reader asks for it (`r.dropManagedFields`, DecodeProtobufOptions.
 * dropManagedFields): their bytes are skipped unparsed, and the object is built without the key
 * (the shape's literal for that mask: exactly the remaining keys, no slot a later `delete`
 * would leave). `unique`: string fields whose values do not repeat between objects (every
 * write gives an object a new resourceVersion): read with `r.uniqueString()`, which bypasses
 * the reader's short-string cache (same string, no cache slot evicted for nothing). Only the
 * messages listed here (and what they reference) get a decoder.
 */
const JSON_RULES = {
  [`${META}.ObjectMeta`]: { pointer: ['deletionGracePeriodSeconds'], shared: ['managedFields'], droppable: ['managedFields'], unique: ['resourceVersion'] },
  [`${META}.ListMeta`]: { pointer: ['remainingItemCount'] },
  [`${META}.ManagedFieldsEntry`]: {},
  [`${META}.OwnerReference`]: { always: ['apiVersion', 'kind', 'name', 'uid'], pointer: ['controller', 'blockOwnerDeletion'] },
  [`${META}.Status`]: { top: true, pointer: ['details'] },
  [`${META}.StatusDetails`]: {},
  [`${META}.StatusCause`]: {},
  [`${META}.TableOptions`]: { top: true },
  [`${META}.PartialObjectMetadata`]: { top: true },
  [`${META}.PartialObjectMetadataList`]: { top: true, always: ['items'] },
  [`${CORE}.Namespace`]: { top: true },
  [`${CORE}.NamespaceList`]: { top: true, always: ['items'] },
  [`${CORE}.NamespaceSpec`]: {},
  [`${CORE}.NamespaceStatus`]: {},
  [`${CORE}.NamespaceCondition`]: { always: ['type', 'status'] },
  [`${CORE}.Toleration`]: { pointer: ['tolerationSeconds'] },
  [`${COORD}.Lease`]: { top: true },
  [`${COORD}.LeaseList`]: { top: true, always: ['items'] },
  [`${COORD}.LeaseSpec`]: {
    pointer: ['holderIdentity', 'leaseDurationSeconds', 'acquireTime', 'renewTime', 'leaseTransitions', 'strategy', 'preferredHolder'],
  },
  [`${COORD_BETA}.LeaseCandidate`]: { top: true },
  [`${COORD_BETA}.LeaseCandidateList`]: { top: true, always: ['items'] },
  [`${COORD_BETA}.LeaseCandidateSpec`]: { always: ['leaseName', 'binaryVersion'] },
  [`${NODE}.RuntimeClass`]: { top: true, always: ['handler'], pointer: ['overhead', 'scheduling'] },
  [`${NODE}.RuntimeClassList`]: { top: true, always: ['items'] },
  [`${NODE}.Overhead`]: {},
  [`${NODE}.Scheduling`]: {},
  [`${META}.LabelSelector`]: {},
  [`${META}.LabelSelectorRequirement`]: { always: ['key', 'operator'] },
  [`${META}.Condition`]: { always: ['type', 'status', 'lastTransitionTime', 'reason', 'message'] },
  [`${ADMISSION}.ValidatingAdmissionPolicy`]: { top: true },
  [`${ADMISSION}.ValidatingAdmissionPolicyList`]: { top: true, always: ['items'] },
  [`${ADMISSION}.ValidatingAdmissionPolicySpec`]: { pointer: ['paramKind', 'matchConstraints', 'failurePolicy'] },
  [`${ADMISSION}.ValidatingAdmissionPolicyStatus`]: { pointer: ['typeChecking'] },
  [`${ADMISSION}.ParamKind`]: {},
  [`${ADMISSION}.MatchResources`]: { pointer: ['namespaceSelector', 'objectSelector', 'matchPolicy'] },
  [`${ADMISSION}.NamedRuleWithOperations`]: { inline: ['ruleWithOperations'] },
  [`${ADMISSION}.RuleWithOperations`]: { inline: ['rule'] },
  [`${ADMISSION}.Rule`]: { pointer: ['scope'] },
  [`${ADMISSION}.Validation`]: { always: ['expression'], pointer: ['reason'] },
  [`${ADMISSION}.AuditAnnotation`]: { always: ['key', 'valueExpression'] },
  [`${ADMISSION}.MatchCondition`]: { always: ['name', 'expression'] },
  [`${ADMISSION}.Variable`]: { always: ['name', 'expression'] },
  [`${ADMISSION}.TypeChecking`]: {},
  [`${ADMISSION}.ExpressionWarning`]: { always: ['fieldRef', 'warning'] },
  [`${ADMISSION}.ValidatingAdmissionPolicyBinding`]: { top: true },
  [`${ADMISSION}.ValidatingAdmissionPolicyBindingList`]: { top: true, always: ['items'] },
  [`${ADMISSION}.ValidatingAdmissionPolicyBindingSpec`]: { pointer: ['paramRef', 'matchResources'] },
  [`${ADMISSION}.ParamRef`]: { pointer: ['selector', 'parameterNotFoundAction'] },
};

/** Messages with a custom JSON form, read by a runtime function (`rt.<name>(r)`). */
const RUNTIME_MESSAGES = {
  [`${META}.Time`]: 'readTime',
  [`${META}.MicroTime`]: 'readMicroTime',
  [`${META}.FieldsV1`]: 'readFieldsV1',
  [`${RESOURCE}.Quantity`]: 'readQuantity',
};

/** Runtime readers the generated code may call (bound once per factory call). */
const RUNTIME_READERS = ['readStringMapEntry', 'readQuantityMapEntry', 'readShared', 'shareArray', ...Object.values(RUNTIME_MESSAGES)];

const SCALARS = new Set(['string', 'int64', 'int32', 'bool']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

// ---------------------------------------------------------------------------------------------
// A parser for the proto2 subset the API's files use.

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
}

/** Messages of one file: Map<fullName, {name, fields: [{label, type, name, num, mapValue?}]}>. */
function parseProto(text, file) {
  const src = stripComments(text);
  const pkg = /\bpackage\s+([\w.]+)\s*;/.exec(src)?.[1];
  if (!pkg) throw new Error(`${file}: no package`);
  const messages = new Map();
  const re = /\bmessage\s+(\w+)\s*\{([^{}]*)\}/g;
  let consumed = src.replace(/\bsyntax\s*=\s*"proto2"\s*;|\bpackage\s+[\w.]+\s*;|\bimport\s+"[^"]*"\s*;/g, '');
  for (let m = re.exec(src); m !== null; m = re.exec(src)) {
    const [, name, body] = m;
    consumed = consumed.replace(m[0], '');
    const fields = [];
    for (const stmt of body.split(';').map((s) => s.trim()).filter((s) => s !== '')) {
      let f = /^(optional|repeated)\s+([\w.]+)\s+(\w+)\s*=\s*(\d+)$/.exec(stmt);
      if (f) {
        fields.push({ label: f[1], type: f[2], name: f[3], num: Number(f[4]) });
        continue;
      }
      f = /^map\s*<\s*string\s*,\s*([\w.]+)\s*>\s+(\w+)\s*=\s*(\d+)$/.exec(stmt);
      if (f) {
        fields.push({ label: 'map', type: f[1], name: f[2], num: Number(f[3]) });
        continue;
      }
      throw new Error(`${file}: message ${name}: unsupported field statement: ${stmt}`);
    }
    messages.set(`${pkg}.${name}`, { name, pkg, fields });
  }
  if (consumed.trim() !== '') throw new Error(`${file}: unsupported top-level content: ${consumed.trim().slice(0, 80)}`);
  return messages;
}

function resolveType(type, pkg, all) {
  if (type.startsWith('.')) return type.slice(1);
  const local = `${pkg}.${type}`;
  if (all.has(local)) return local;
  throw new Error(`unresolved type ${type} in package ${pkg}`);
}

// ---------------------------------------------------------------------------------------------
// Emission.

const tagOf = (num, wireType) => (num << 3) | wireType;
const fnName = (full) => `read${full.slice(full.lastIndexOf('.') + 1)}`;
const emptyName = (full) => `empty${full.slice(full.lastIndexOf('.') + 1)}`;
const shapeName = (full) => `SHAPE_${full.slice(full.lastIndexOf('.') + 1)}`;

/** A field's decode plan: local variable, initial value, read statement, presence test. */
function planField(f, msgFull, msg, all, rules) {
  if (!IDENT.test(f.name)) throw new Error(`${msgFull}.${f.name}: field name is not an identifier`);
  const local = `f_${f.name}`;
  const always = (rules.always ?? []).includes(f.name);
  const pointer = (rules.pointer ?? []).includes(f.name);
  const inline = (rules.inline ?? []).includes(f.name);
  const unique = (rules.unique ?? []).includes(f.name);
  if (unique && (f.type !== 'string' || f.label !== 'optional')) throw new Error(`${msgFull}.${f.name}: only single string fields can be unique`);
  if (always && pointer) throw new Error(`${msgFull}.${f.name}: both always and pointer`);
  if (inline && (always || pointer || f.label !== 'optional')) throw new Error(`${msgFull}.${f.name}: only a single plain sub-message can be inline`);
  const p = { name: f.name, num: f.num, local, always, pointer };
  if (f.label === 'map') {
    if (always || pointer) throw new Error(`${msgFull}.${f.name}: map fields are omitempty`);
    p.tag = tagOf(f.num, 2);
    if (f.type === 'string') {
      p.collector = `M_${msg.name}_${f.name}`;
      p.collectorInit = 'rt.stringMap()';
      p.read = `rt_readStringMapEntry(r, ${p.collector});`;
      p.init = `${p.collector}.reset();`;
      p.declare = `let ${local}: JsonObject | undefined;`;
      p.finish = `${local} = ${p.collector}.build();`;
    } else if (resolveType(f.type, msg.pkg, all) === `${RESOURCE}.Quantity`) {
      p.declare = `let ${local}: JsonObject | undefined;`;
      p.read = `rt_readQuantityMapEntry(r, (${local} ??= {}));`;
    } else throw new Error(`${msgFull}.${f.name}: unsupported map value ${f.type}`);
    p.present = `${local} !== undefined`;
    return p;
  }
  const repeated = f.label === 'repeated';
  if (SCALARS.has(f.type)) {
    const wire = f.type === 'string' ? 2 : 0;
    p.tag = tagOf(f.num, wire);
    const reader = unique ? 'r.uniqueString()' : { string: 'r.string()', int64: 'r.int64()', int32: 'r.int32()', bool: 'r.bool()' }[f.type];
    const ts = f.type === 'string' ? 'string' : f.type === 'bool' ? 'boolean' : 'number';
    if (repeated) {
      if (f.type !== 'string') throw new Error(`${msgFull}.${f.name}: repeated ${f.type} (packed) is not supported`);
      if (always || pointer) throw new Error(`${msgFull}.${f.name}: repeated strings are omitempty`);
      p.collector = `C_${msg.name}_${f.name}`;
      p.collectorInit = 'rt.collector<string>()';
      p.init = `${p.collector}.reset();`;
      p.declare = `let ${local}: string[] | undefined;`;
      p.read = `${p.collector}.add(${reader});`;
      p.finish = `${local} = ${p.collector}.take();`;
      p.present = `${local} !== undefined`;
      return p;
    }
    const zero = f.type === 'string' ? "''" : f.type === 'bool' ? 'false' : '0';
    if (pointer) {
      p.declare = `let ${local}: ${ts} | undefined;`;
      p.present = `${local} !== undefined`;
    } else {
      p.declare = `let ${local}: ${ts} = ${zero};`;
      p.present = always ? 'true' : `${local} !== ${zero}`;
    }
    p.read = `${local} = ${reader};`;
    return p;
  }
  if (f.type === 'bytes') throw new Error(`${msgFull}.${f.name}: bytes fields are not supported`);
  const target = resolveType(f.type, msg.pkg, all);
  p.tag = tagOf(f.num, 2);
  p.target = target;
  const runtime = RUNTIME_MESSAGES[target];
  if (runtime !== undefined) {
    if (repeated || inline) throw new Error(`${msgFull}.${f.name}: ${target} only as a single optional field`);
    if (always && runtime !== 'readTime' && runtime !== 'readMicroTime') throw new Error(`${msgFull}.${f.name}: only times can be always present`);
    // Custom JSON forms: undefined means "leave out" (zero times, empty field sets).
    p.declare = `let ${local}: ${runtime === 'readFieldsV1' ? 'unknown' : 'string | undefined'};`;
    p.read = `${local} = rt_${runtime}(r);`;
    if (always) {
      // A non-pointer time without omitempty: Go writes the zero time as null.
      p.present = 'true';
      p.value = `${local} ?? null`;
      p.emptyValue = 'null';
    } else p.present = `${local} !== undefined`;
    return p;
  }
  if (!(target in JSON_RULES)) throw new Error(`${msgFull}.${f.name}: ${target} has no JSON_RULES entry`);
  if (repeated) {
    if (pointer) throw new Error(`${msgFull}.${f.name}: a repeated field cannot be a pointer`);
    if (always) {
      // List items: always present, any length, no kind/apiVersion on the wire. When the
      // reader asks for them (ProtoReader.itemTypeMeta) and the list has its TypeMeta, items of
      // a resource list are built with the list's apiVersion and their kind in one literal
      // (what the client would otherwise add afterwards, as two out-of-object properties).
      p.declare = `const ${local}: JsonObject[] = [];`;
      const itemApiVersion = JSON_RULES[target].top && !target.startsWith(`${META}.`) ? '(r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)' : 'undefined';
      p.read = `${local}.push(${readCall(target, itemApiVersion)});`;
      p.present = 'true';
    } else {
      const shared = (rules.shared ?? []).includes(f.name);
      if (shared && JSON_RULES[target].top) throw new Error(`${msgFull}.${f.name}: shared elements cannot be top-level objects`);
      p.collector = `C_${msg.name}_${f.name}`;
      p.collectorInit = 'rt.collector<JsonObject>()';
      p.init = `${p.collector}.reset();`;
      p.declare = `let ${local}: JsonObject[] | undefined;`;
      p.read = shared ? `${p.collector}.add(rt_readShared(r, ${fnName(target)}));` : `${p.collector}.add(${readCall(target)});`;
      // A dropped field's element is skipped as an unknown field of its wire type would be: its
      // length is checked against the message, its content is not read; nothing is collected,
      // so the field's local stays undefined and the key is left out.
      if ((rules.droppable ?? []).includes(f.name)) p.read = `if (r.dropManagedFields) r.skip(tag, 0);\n          else ${p.read}`;
      p.finish = shared ? `${local} = rt_shareArray(r, ${p.collector}.take());` : `${local} = ${p.collector}.take();`;
      p.present = `${local} !== undefined`;
    }
    return p;
  }
  if (always) throw new Error(`${msgFull}.${f.name}: sub-messages are always present unless listed as pointer`);
  p.declare = `let ${local}: JsonObject | undefined;`;
  p.read = `${local} = ${readCall(target)};`;
  if (inline) {
    // The embedded struct's keys, each present iff its reader produced it.
    const inner = keyEntries(target, all);
    if (JSON_RULES[target].top || inner.some((e) => e.present === 'true')) {
      throw new Error(`${msgFull}.${f.name}: an inline struct must have only omitempty or pointer fields`);
    }
    p.inline = inner.map((e) => ({ name: e.name, present: `${local}?.['${e.name}'] !== undefined`, value: `${local}?.['${e.name}']` }));
    return p;
  }
  if (pointer) p.present = `${local} !== undefined`;
  else {
    p.present = 'true';
    p.value = `${local} ?? ${emptyName(target)}()`;
  }
  return p;
}

/** A message's JSON keys in order (an inline field contributes its struct's keys) with presence tests and values. */
function keyEntries(full, all) {
  const msg = all.get(full);
  const plans = msg.fields.map((f) => planField(f, full, msg, all, JSON_RULES[full]));
  return plans.flatMap((p) => p.inline ?? [{ name: p.name, present: p.present, value: p.value ?? p.local, plan: p }]);
}

/** A sub-message read: length-delimited, from the reader's current position. */
function readCall(target, itemApiVersion = 'undefined') {
  return JSON_RULES[target].top ? `${fnName(target)}Nested(r, ${itemApiVersion})` : `${fnName(target)}(r)`;
}

function hex(n) {
  return `0x${n.toString(16)}`;
}

/** Names of the helper functions some emitted code calls (empty defaults, nested wrappers). */
function referencedHelpers(order, all) {
  const used = new Set();
  for (const full of order) {
    const msg = all.get(full);
    for (const p of msg.fields.map((f) => planField(f, full, msg, all, JSON_RULES[full]))) {
      if (p.value !== undefined && p.emptyValue === undefined) used.add(emptyName(p.target));
      if (p.target !== undefined && p.read.includes('Nested(')) used.add(`${fnName(p.target)}Nested`);
    }
  }
  return used;
}

function emitMessage(full, msg, all, used) {
  const rules = JSON_RULES[full];
  for (const key of [...(rules.always ?? []), ...(rules.pointer ?? []), ...(rules.shared ?? []), ...(rules.droppable ?? []), ...(rules.unique ?? [])]) {
    if (!msg.fields.some((f) => f.name === key)) throw new Error(`JSON_RULES: ${full} has no field ${key}`);
  }
  // One reader flag (`dropManagedFields`) stands for every droppable field: only managedFields is.
  for (const key of rules.droppable ?? []) if (key !== 'managedFields') throw new Error(`JSON_RULES: ${full}.${key}: only managedFields can be droppable`);
  const plans = msg.fields.map((f) => planField(f, full, msg, all, rules));
  const entries = keyEntries(full, all);
  const keys = [...(rules.top ? ['kind', 'apiVersion'] : []), ...entries.map((e) => e.name)];
  if (new Set(keys).size !== keys.length) throw new Error(`${full}: duplicate JSON keys (inline fields)`);
  if (keys.length > 16) throw new Error(`${full}: more than 16 JSON keys`);
  let known = 0;
  for (const p of plans) if (p.num < 32) known |= 2 ** p.num;
  const offset = rules.top ? 2 : 0;
  const lines = [];
  const collectors = plans.filter((p) => p.collector).map((p) => `  const ${p.collector} = ${p.collectorInit};`);
  lines.push(`  // ${full}`);
  // Messages whose keys are all always present (resources, lists) need no shape builder.
  const literal = entries.length > 0 && entries.every((e) => e.present === 'true');
  if (!literal) lines.push(`  const ${shapeName(full)} = rt.shape(${JSON.stringify(keys)});`);
  lines.push(...collectors);
  const signature = rules.top
    ? `function ${fnName(full)}(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject`
    : `function ${fnName(full)}(r: R): JsonObject`;
  lines.push(`  ${signature} {`);
  // Top-level messages are read between the limits the envelope set; nested ones (and list
  // items, through the Nested wrapper) enter their length prefix first.
  if (!rules.top) lines.push('    const saved = r.enter();');
  for (const p of plans) if (p.init) lines.push(`    ${p.init}`);
  for (const p of plans) lines.push(`    ${p.declare}`);
  lines.push('    while (r.pos < r.limit) {');
  lines.push('      const tag = r.tag();');
  lines.push('      switch (tag) {');
  for (const p of plans) {
    lines.push(`        case ${hex(p.tag)}:`);
    lines.push(`          ${p.read}`);
    lines.push('          break;');
  }
  lines.push('        default:');
  lines.push(`          r.skip(tag, ${hex(known)});`);
  lines.push('      }');
  lines.push('    }');
  if (!rules.top) lines.push('    r.leave(saved);');
  for (const p of plans) if (p.finish) lines.push(`    ${p.finish}`);
  let constant = 0;
  const bits = [];
  entries.forEach((e, i) => {
    if (e.present === 'true') constant |= 2 ** (i + offset);
    else bits.push(`(${e.present} ? ${2 ** (i + offset)} : 0)`);
  });
  if (literal) {
    // Every key is always present: plain object literals (one allocation site each), no mask.
    const props = entries.map((e) => `${e.name}: ${e.value}`).join(', ');
    if (rules.top) {
      lines.push(`    if (kind !== undefined) return { kind, apiVersion, ${props} };`);
      // A list item with type meta (see the list's items): apiVersion first, as compactTypeMeta keeps it.
      lines.push(`    if (apiVersion !== undefined) return { apiVersion, kind: ${JSON.stringify(msg.name)}, ${props} };`);
    }
    lines.push(`    return { ${props} };`);
  } else {
    const head = rules.top ? ['(kind === undefined ? 0 : 3)'] : [];
    const terms = [...head, ...(constant !== 0 ? [String(constant)] : []), ...bits];
    lines.push(`    const mask = ${terms.join(' | ') || '0'};`);
    const args = [...(rules.top ? ['kind', 'apiVersion'] : []), ...entries.map((e) => e.value)];
    lines.push(`    return ${shapeName(full)}.fn(mask)(${args.join(', ')});`);
  }
  lines.push('  }');
  // The JSON form of the message when it is absent (a non-pointer struct decodes from empty).
  const emptyArgs = entries.map(({ plan: p }) => {
    if (p === undefined) return 'undefined'; // a key of an absent inline struct
    if (p.emptyValue !== undefined) return p.emptyValue;
    if (!p.always && p.value === undefined) return 'undefined';
    if (p.value !== undefined) return `${emptyName(p.target)}()`;
    if (p.declare.startsWith('const')) return '[]';
    return /= (.*);$/.exec(p.declare)[1];
  });
  let emptyMask = 0;
  entries.forEach((e, i) => {
    if (e.present === 'true') emptyMask |= 2 ** (i + offset);
  });
  if (rules.top && used.has(`${fnName(full)}Nested`)) {
    // itemApiVersion: a list item's apiVersion when it is to carry type meta (see list items).
    lines.push(`  function ${fnName(full)}Nested(r: R, itemApiVersion: string | undefined): JsonObject {`);
    lines.push('    const saved = r.enter();');
    lines.push(`    const o = ${fnName(full)}(r, undefined, itemApiVersion);`);
    lines.push('    r.leave(saved);');
    lines.push('    return o;');
    lines.push('  }');
  } else if (used.has(emptyName(full))) {
    lines.push(`  function ${emptyName(full)}(): JsonObject {`);
    if (literal) lines.push(`    return { ${entries.map((e, i) => `${e.name}: ${emptyArgs[i]}`).join(', ')} };`);
    else lines.push(`    return ${shapeName(full)}.fn(${emptyMask})(${emptyArgs.join(', ')});`);
    lines.push('  }');
  }
  return lines.join('\n');
}

/** Messages in dependency order (referenced first), starting from the JSON_RULES entries. */
function orderMessages(all) {
  const order = [];
  const state = new Map();
  const visit = (full, from) => {
    if (state.get(full) === 'done') return;
    if (state.get(full) === 'active') throw new Error(`${full} contains itself (via ${from}); shared field collectors need acyclic messages`);
    const msg = all.get(full);
    if (!msg) throw new Error(`JSON_RULES names unknown message ${full}`);
    state.set(full, 'active');
    for (const f of msg.fields) {
      if (SCALARS.has(f.type) || f.type === 'bytes' || (f.label === 'map' && f.type === 'string')) continue;
      const t = resolveType(f.type, msg.pkg, all);
      if (t in RUNTIME_MESSAGES) continue;
      visit(t, full);
    }
    state.set(full, 'done');
    order.push(full);
  };
  for (const full of Object.keys(JSON_RULES).sort()) visit(full, 'JSON_RULES');
  return order;
}

export async function renderProtobufDecoders(rootDir) {
  const all = new Map();
  for (const input of PROTOBUF_INPUTS) {
    const text = readFileSync(path.join(rootDir, input), 'utf8');
    for (const [k, v] of parseProto(text, input)) all.set(k, v);
  }
  const order = orderMessages(all);
  const exported = order.filter((full) => full.startsWith(META) ? ['ObjectMeta', 'ListMeta'].includes(all.get(full).name) || JSON_RULES[full].top : JSON_RULES[full].top);
  const used = referencedHelpers(order, all);
  const body = order.map((full) => emitMessage(full, all.get(full), all, used)).join('\n\n');
  const ret = exported.map((full) => `    ${all.get(full).name}: ${fnName(full)},`).join('\n');
  const names = exported.map((full) => all.get(full).name);
  const text = `/**
 * Generated file: do not edit.
 *
 * Source:    ${PROTOBUF_INPUTS.join(', ')}
 * Generator: scripts/generate-protobuf.mjs (JSON rules: its JSON_RULES table)
 * Rebuild:   npm run generate
 *
 * One reader per message: a switch on the field tag into locals, then one object built with
 * exactly the keys Go's JSON encoding writes (in Go struct order), through a shape builder
 * whose per-mask constructors are object literals. Readers enter a length-delimited message
 * at the reader's position and return with the reader after it.
 */

export type JsonObject = Record<string, unknown>;

/** The reader the decoders drive (src/codec/protobuf/wire.ts ProtoReader). */
export interface DecoderReader {
  pos: number;
  limit: number;
  /** Items of resource lists get the list's apiVersion and their kind (DecodeProtobufOptions.itemTypeMeta). */
  readonly itemTypeMeta: boolean;
  /** \`droppable\` fields (metadata.managedFields) are skipped and left out (DecodeProtobufOptions.dropManagedFields). */
  readonly dropManagedFields: boolean;
  tag(): number;
  string(): string;
  /** A \`unique\` string field: the same value as \`string()\`, not looked up in or added to a cache. */
  uniqueString(): string;
  int64(): number;
  int32(): number;
  bool(): boolean;
  enter(): number;
  leave(saved: number): void;
  skip(tag: number, knownFields: number): void;
}

/** Builds objects of one message: \`fn(mask)\` returns a constructor taking every key's value in order. */
export interface DecoderShape {
  fn(mask: number): (...values: unknown[]) => JsonObject;
}

export interface DecoderStringMap {
  reset(): void;
  build(): JsonObject | undefined;
}

export interface DecoderCollector<T> {
  reset(): void;
  add(item: T): void;
  take(): T[] | undefined;
}

/** What the generated readers need from the codec: construction helpers and the custom JSON forms. */
export interface DecoderRuntime<R extends DecoderReader, M extends DecoderStringMap> {
  shape(keys: readonly string[]): DecoderShape;
  stringMap(): M;
  collector<T>(): DecoderCollector<T>;
  readStringMapEntry(r: R, target: M): void;
  readQuantityMapEntry(r: R, target: JsonObject): void;
  readTime(r: R): string | undefined;
  readMicroTime(r: R): string | undefined;
  readFieldsV1(r: R): unknown;
  readQuantity(r: R): string;
  /**
   * One element of a \`shared\` repeated field: \`read(r)\`, or in a read-only decode the element
   * decoded last (frozen) when this one's bytes are the same.
   */
  readShared(r: R, read: (r: R) => JsonObject): JsonObject;
  /** A \`shared\` repeated field's elements: in a read-only decode the last such list (frozen) when its elements are the same. */
  shareArray(r: R, items: JsonObject[] | undefined): JsonObject[] | undefined;
}

/** A top-level reader: \`kind\` undefined for a list item (no kind/apiVersion keys). */
export type TopLevelReader<R> = (r: R, kind: string | undefined, apiVersion: string | undefined) => JsonObject;

export interface ProtobufDecoders<R> {
${names.map((n) => `  ${n}: ${['ObjectMeta', 'ListMeta'].includes(n) ? '(r: R) => JsonObject' : 'TopLevelReader<R>'};`).join('\n')}
}

export function createProtobufDecoders<R extends DecoderReader, M extends DecoderStringMap>(rt: DecoderRuntime<R, M>): ProtobufDecoders<R> {
  // The runtime's readers as plain bindings: direct calls, no property load per field.
${RUNTIME_READERS.filter((name) => body.includes(`rt_${name}(`)).map((name) => `  const rt_${name} = rt.${name};`).join('\n')}

${body}

  return {
${ret}
  };
}
`;
  return text;
}
