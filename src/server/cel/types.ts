/**
 * Static CEL types for the checker and the cost estimator, and the declared object types of
 * the admission environment (AdmissionRequest and Namespace as k8s admission's compile.go
 * builds them; authorizer types; Quantity). Rendering follows cel-go (`list(int)`,
 * `map(string, dyn)`), which is what "must evaluate to bool but got ..." messages show.
 */
import type { CelSchema } from './values.js';

export type CelStaticType =
  | { readonly k: 'dyn' }
  | { readonly k: 'prim'; readonly name: PrimName }
  | { readonly k: 'list'; readonly elem: CelStaticType }
  | { readonly k: 'map'; readonly key: CelStaticType; readonly val: CelStaticType }
  | { readonly k: 'object'; readonly name: string }
  | { readonly k: 'optional'; readonly elem: CelStaticType }
  /**
   * An object typed by a structural schema (type checking only): `field` gives a declared
   * field's type, undefined for an unknown field. Named as upstream's DeclType
   * (`Kind.spec.@idx`), equal types share the name.
   */
  | { readonly k: 'struct'; readonly name: string; readonly field: (name: string) => CelStaticType | undefined }
  /** A type parameter in a signature. */
  | { readonly k: 'param'; readonly name: string };

export type PrimName = 'int' | 'uint' | 'double' | 'bool' | 'string' | 'bytes' | 'null_type' | 'duration' | 'timestamp' | 'type';

export const DYN: CelStaticType = { k: 'dyn' };
const prim = (name: PrimName): CelStaticType => ({ k: 'prim', name });
export const INT = prim('int');
export const UINT = prim('uint');
export const DOUBLE = prim('double');
export const BOOL = prim('bool');
export const STRING = prim('string');
export const BYTES = prim('bytes');
export const NULL = prim('null_type');
export const DURATION = prim('duration');
export const TIMESTAMP = prim('timestamp');
export const TYPE = prim('type');
export const listOf = (elem: CelStaticType): CelStaticType => ({ k: 'list', elem });
export const mapOf = (key: CelStaticType, val: CelStaticType): CelStaticType => ({ k: 'map', key, val });
export const objectOf = (name: string): CelStaticType => ({ k: 'object', name });
export const optionalOf = (elem: CelStaticType): CelStaticType => ({ k: 'optional', elem });

export function formatType(t: CelStaticType): string {
  switch (t.k) {
    case 'dyn':
      return 'dyn';
    case 'prim':
      return t.name === 'duration' ? 'google.protobuf.Duration' : t.name === 'timestamp' ? 'google.protobuf.Timestamp' : t.name;
    case 'list':
      return `list(${formatType(t.elem)})`;
    case 'map':
      return `map(${formatType(t.key)}, ${formatType(t.val)})`;
    case 'object':
    case 'struct':
      return t.name;
    case 'optional':
      return `optional_type(${formatType(t.elem)})`;
    case 'param':
      return t.name;
  }
}

/** Fields of declared object types; a field's type plus its declared size bound for estimates. */
export interface ObjectTypeDecl {
  readonly fields: Readonly<Record<string, CelStaticType>>;
}

const gvk = objectOf('kubernetes.GroupVersionKind');
const gvr = objectOf('kubernetes.GroupVersionResource');
const strList = listOf(STRING);

export const OBJECT_TYPES: ReadonlyMap<string, ObjectTypeDecl> = new Map<string, ObjectTypeDecl>([
  ['kubernetes.GroupVersionKind', { fields: { group: STRING, version: STRING, kind: STRING } }],
  ['kubernetes.GroupVersionResource', { fields: { group: STRING, version: STRING, resource: STRING } }],
  ['kubernetes.UserInfo', { fields: { username: STRING, uid: STRING, groups: strList, extra: mapOf(STRING, strList) } }],
  [
    'kubernetes.AdmissionRequest',
    {
      fields: {
        kind: gvk,
        resource: gvr,
        subResource: STRING,
        requestKind: gvk,
        requestResource: gvr,
        requestSubResource: STRING,
        name: STRING,
        namespace: STRING,
        operation: STRING,
        userInfo: objectOf('kubernetes.UserInfo'),
        dryRun: BOOL,
        options: DYN,
      },
    },
  ],
  ['kubernetes.NamespaceSpec', { fields: { finalizers: strList } }],
  ['kubernetes.NamespaceCondition', { fields: { status: STRING, type: STRING, lastTransitionTime: TIMESTAMP, message: STRING, reason: STRING } }],
  ['kubernetes.NamespaceStatus', { fields: { conditions: listOf(objectOf('kubernetes.NamespaceCondition')), phase: STRING } }],
  [
    'kubernetes.NamespaceMetadata',
    {
      fields: {
        name: STRING,
        generateName: STRING,
        namespace: STRING,
        labels: mapOf(STRING, STRING),
        annotations: mapOf(STRING, STRING),
        UID: STRING,
        creationTimestamp: TIMESTAMP,
        deletionGracePeriodSeconds: INT,
        deletionTimestamp: TIMESTAMP,
        generation: INT,
        resourceVersion: STRING,
        finalizers: strList,
      },
    },
  ],
  [
    'kubernetes.Namespace',
    {
      fields: {
        metadata: objectOf('kubernetes.NamespaceMetadata'),
        spec: objectOf('kubernetes.NamespaceSpec'),
        status: objectOf('kubernetes.NamespaceStatus'),
      },
    },
  ],
]);

/** The JSON schema the runtime uses to give namespaceObject timestamps their CEL type. */
export const NAMESPACE_RUNTIME_SCHEMA: CelSchema = {
  type: 'object',
  properties: {
    metadata: {
      type: 'object',
      properties: {
        creationTimestamp: { type: 'string', format: 'date-time' },
        deletionTimestamp: { type: 'string', format: 'date-time' },
      },
    },
    status: {
      type: 'object',
      properties: {
        conditions: { type: 'array', items: { type: 'object', properties: { lastTransitionTime: { type: 'string', format: 'date-time' } } } },
      },
    },
  },
};

/** The static type of a scalar schema `type` (with its `format`); undefined for any other type. */
export function scalarSchemaType(type: string | undefined, format: string | undefined): CelStaticType | undefined {
  switch (type) {
    case 'integer':
      return INT;
    case 'number':
      return DOUBLE;
    case 'boolean':
      return BOOL;
    case 'string':
      if (format === 'byte') return BYTES;
      if (format === 'duration') return DURATION;
      if (format === 'date-time' || format === 'date') return TIMESTAMP;
      return STRING;
    default:
      return undefined;
  }
}

/** A structural schema as a static type (typed fields; preserve-unknown / no schema -> dyn). */
export function schemaType(s: CelSchema | undefined): CelStaticType {
  if (!s) return DYN;
  if (s['x-kubernetes-int-or-string']) return DYN;
  const scalar = scalarSchemaType(s.type, s.format);
  if (scalar) return scalar;
  switch (s.type) {
    case 'array':
      return listOf(schemaType(s.items));
    case 'object':
      if (s.properties) return DYN;
      if (typeof s.additionalProperties === 'object') return mapOf(STRING, schemaType(s.additionalProperties));
      return DYN;
    default:
      return DYN;
  }
}
