/**
 * Structural decoding of request bodies against the API schema, as Go's typed JSON
 * decoding does it upstream:
 * - a value of the wrong JSON type is an error worded like encoding/json
 *   (`json: cannot unmarshal number into Go struct field RuntimeClass.handler of type string`);
 * - unknown fields are dropped and reported (for field validation warnings / Strict);
 * - JSON null leaves the field unset;
 * - quantities and times are normalised to their canonical wire form.
 * The input is a freshly parsed JSON value; a new, cleaned value is returned.
 */
import { formatTime } from '../../meta/clock.js';
import { INT32_MAX, INT32_MIN, INT64_MAX_EXCLUSIVE, INT64_MIN } from '../../codec/limits.js';
import { drain, runInSlices, type Steps } from '../../codec/slices.js';
import { parseQuantityJSON } from '../../meta/quantity.js';
import { componentSchemas, refName, resolveSchema, type SchemaObject } from '../../meta/schema.js';

const QUANTITY = 'io.cluster.apimachinery.pkg.api.resource.Quantity';
const TIME = 'io.cluster.apimachinery.pkg.apis.meta.v1.Time';
const MICRO_TIME = 'io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime';

/** A body that cannot be decoded into the kind; `message` is Go's decode error text. */
export class TypeCheckError extends Error {
  readonly code = 'ERR_TYPE_CHECK' as const;
  constructor(message: string) {
    super(message);
    this.name = 'TypeCheckError';
  }
}

export interface TypeCheckResult<T> {
  readonly value: T;
  /** Paths of dropped unknown fields, in sigs.k8s.io/json form (`spec.foo`, `a.b[0].c`). */
  readonly unknownFields: readonly string[];
}

function jsonKind(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'string') return 'string';
  return 'object';
}

/** The Go package-qualified type name of a schema, as Go prints it in decode errors. */
function goTypeOf(schema: SchemaObject): string {
  const name = refName(schema);
  if (name) {
    if (name === QUANTITY) return 'resource.Quantity';
    const parts = name.split('.');
    const version = parts[parts.length - 2] ?? '';
    return `${version}.${parts[parts.length - 1]}`;
  }
  const s = resolveSchema(componentSchemas, schema);
  switch (s.type) {
    case 'string':
      return 'string';
    case 'integer':
      return s.format === 'int32' ? 'int32' : 'int64';
    case 'number':
      return 'float64';
    case 'boolean':
      return 'bool';
    case 'array':
      return `[]${s.items ? goTypeOf(s.items) : 'interface {}'}`;
    case 'object':
      if (s.additionalProperties && typeof s.additionalProperties === 'object') return `map[string]${goTypeOf(s.additionalProperties)}`;
      return 'map[string]interface {}';
    default:
      return 'interface {}';
  }
}

/**
 * How a decoded number is shown in Go's "cannot unmarshal number <literal>" text. The literal
 * itself is gone after JSON.parse; this prints the value as a JSON literal would most likely
 * have spelled it: exact digits below 1e21 (`9223372036854775808`), exponent form above
 * (`1e300`).
 */
function goNumberLiteral(n: number): string {
  if (Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(n).replace('e+', 'e');
}

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;

function normaliseTime(value: string, micro: boolean): string | undefined {
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  if (!micro) return formatTime(ms);
  const fraction = (m[7] ?? '').slice(1).padEnd(6, '0').slice(0, 6);
  const whole = new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
  return `${whole}.${fraction}Z`;
}

class Walker {
  readonly unknown: string[] = [];
  /** Values visited, for pausing every VISITS_PER_STEP. */
  private visits = 0;
  constructor(private readonly rootType: string) {}

  target(struct: string, path: string, schema: SchemaObject): string {
    return path === '' ? `Go value of type ${this.rootType}` : `Go struct field ${struct}.${path} of type ${goTypeOf(schema)}`;
  }

  fail(value: unknown, struct: string, path: string, schema: SchemaObject): never {
    const target = this.target(struct, path, schema);
    const shown = typeof value === 'number' && !Number.isInteger(value) ? `number ${value}` : jsonKind(value);
    throw new TypeCheckError(`json: cannot unmarshal ${shown} into ${target}`);
  }

  *walk(schema: SchemaObject, value: unknown, path: string, struct: string): Steps<unknown> {
    if (++this.visits % VISITS_PER_STEP === 0) yield;
    if (value === null) return undefined;
    const name = refName(schema);
    if (name === QUANTITY) {
      if (typeof value !== 'string' && typeof value !== 'number') this.fail(value, struct, path, schema);
      const q = parseQuantityJSON(value);
      if (!q.ok) throw new TypeCheckError(q.error);
      return q.quantity.toString();
    }
    if (name === TIME || name === MICRO_TIME) {
      if (typeof value !== 'string') this.fail(value, struct, path, schema);
      const t = normaliseTime(value, name === MICRO_TIME);
      if (t === undefined) {
        const layout = name === MICRO_TIME ? '2006-01-02T15:04:05.000000Z07:00' : '2006-01-02T15:04:05Z07:00';
        throw new TypeCheckError(`parsing time ${JSON.stringify(value)} as ${JSON.stringify(layout)}: cannot parse ${JSON.stringify(value)} as "2006"`);
      }
      return t;
    }
    const s = resolveSchema(componentSchemas, schema);
    const childStruct = name ? name.slice(name.lastIndexOf('.') + 1) : struct;
    switch (s.type) {
      case 'string':
        if (typeof value !== 'string') this.fail(value, struct, path, schema);
        return value;
      case 'integer': {
        if (typeof value !== 'number' || !Number.isInteger(value)) this.fail(value, struct, path, schema);
        // Go's decoder refuses a number its integer type cannot hold, printing the literal.
        const n = value as number;
        const int32 = s.format === 'int32';
        if (int32 ? n < INT32_MIN || n > INT32_MAX : n < INT64_MIN || n >= INT64_MAX_EXCLUSIVE) {
          throw new TypeCheckError(`json: cannot unmarshal number ${goNumberLiteral(n)} into ${this.target(struct, path, schema)}`);
        }
        return value;
      }
      case 'number':
        if (typeof value !== 'number') this.fail(value, struct, path, schema);
        return value;
      case 'boolean':
        if (typeof value !== 'boolean') this.fail(value, struct, path, schema);
        return value;
      case 'array': {
        if (!Array.isArray(value)) this.fail(value, struct, path, schema);
        const items = s.items;
        const list = value as unknown[];
        const out: unknown[] = new Array(list.length);
        // Lists of strings (finalizers): no per-item schema resolution or path string.
        const strings = items !== undefined && isPlainString(items);
        for (let i = 0; i < list.length; i++) {
          const v = list[i];
          if (!items) out[i] = v;
          else if (strings && typeof v === 'string') {
            out[i] = v;
            if (++this.visits % VISITS_PER_STEP === 0) yield;
          } else out[i] = (yield* this.walk(items, v, `${path}[${i}]`, childStruct)) ?? zeroOf(items);
        }
        return out;
      }
      case 'object':
      default: {
        if (s.type === undefined && !s.properties) return value; // free-form (RawExtension-like)
        if (typeof value !== 'object' || Array.isArray(value)) this.fail(value, struct, path, schema);
        const obj = value as Record<string, unknown>;
        if (s.properties) {
          const out: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(obj)) {
            const prop = s.properties[k];
            const childPath = path === '' ? k : `${path}.${k}`;
            if (!prop) {
              this.unknown.push(childPath);
              continue;
            }
            const cleaned = yield* this.walk(prop, v, childPath, childStruct);
            if (cleaned !== undefined) out[k] = cleaned;
          }
          return out;
        }
        if (s.additionalProperties && typeof s.additionalProperties === 'object') {
          const values = s.additionalProperties;
          const out: Record<string, unknown> = {};
          const strings = isPlainString(values);
          for (const k of Object.keys(obj)) {
            const v = obj[k];
            // Maps of strings (labels, annotations): no per-value schema resolution or path string.
            if (strings && typeof v === 'string') {
              out[k] = v;
              if (++this.visits % VISITS_PER_STEP === 0) yield;
              continue;
            }
            const cleaned = yield* this.walk(values, v, `${path}[${k}]`, childStruct);
            out[k] = cleaned ?? zeroOf(values);
          }
          return out;
        }
        return obj; // FieldsV1, RawExtension: any JSON object
      }
    }
  }
}

/** A schema that `walk` treats as a plain string (not a Quantity or a time), so a string passes as is. */
function isPlainString(schema: SchemaObject): boolean {
  const name = refName(schema);
  if (name === QUANTITY || name === TIME || name === MICRO_TIME) return false;
  return resolveSchema(componentSchemas, schema).type === 'string';
}

/** Go's zero value for a null element inside a list or map. */
function zeroOf(schema: SchemaObject): unknown {
  const s = resolveSchema(componentSchemas, schema);
  switch (s.type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return {};
  }
}

/**
 * Check and clean `value` against the named component schema.
 * @param schemaName e.g. `io.cluster.api.node.v1.RuntimeClass`
 */
export function typeCheck<T>(schemaName: string, value: unknown): TypeCheckResult<T> {
  return drain(typeCheckSteps<T>(schemaName, value));
}

/** `typeCheck` in slices with turns of the event loop between them, for large bodies. */
export function typeCheckSliced<T>(schemaName: string, value: unknown, sliceMs = 10): Promise<TypeCheckResult<T>> {
  return runInSlices(typeCheckSteps<T>(schemaName, value), sliceMs);
}

function* typeCheckSteps<T>(schemaName: string, value: unknown): Steps<TypeCheckResult<T>> {
  const schema: SchemaObject = { $ref: `#/components/schemas/${schemaName}` };
  const walker = new Walker(goTypeOf(schema));
  const cleaned = yield* walker.walk(schema, value, '', schemaName.slice(schemaName.lastIndexOf('.') + 1));
  return { value: cleaned as T, unknownFields: walker.unknown };
}

/** Values checked between two pause points of the walk. */
const VISITS_PER_STEP = 2048;
