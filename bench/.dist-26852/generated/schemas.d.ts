/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml (components.schemas, structure only)
 * Generator: scripts/generate-lib.mjs
 * Rebuild:   npm run generate
 */
/** The structural subset of an OpenAPI schema kept here (see STRUCTURAL_KEYS in the generator). */
export interface SchemaObject {
    readonly $ref?: string;
    readonly allOf?: readonly SchemaObject[];
    readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
    readonly format?: string;
    readonly properties?: Readonly<Record<string, SchemaObject>>;
    readonly additionalProperties?: SchemaObject | boolean;
    readonly items?: SchemaObject;
    readonly required?: readonly string[];
    readonly enum?: readonly unknown[];
    readonly 'x-kubernetes-list-type'?: 'atomic' | 'set' | 'map';
    readonly 'x-kubernetes-list-map-keys'?: readonly string[];
    readonly 'x-kubernetes-map-type'?: 'atomic' | 'granular';
    readonly 'x-kubernetes-patch-strategy'?: string;
    readonly 'x-kubernetes-patch-merge-key'?: string;
    readonly 'x-kubernetes-group-version-kind'?: readonly {
        readonly group: string;
        readonly version: string;
        readonly kind: string;
    }[];
}
/** Component schemas by name (e.g. `io.cluster.api.node.v1.RuntimeClass`). */
export declare const componentSchemas: Readonly<Record<string, SchemaObject>>;
