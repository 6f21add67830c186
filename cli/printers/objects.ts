/**
 * Object printers for `-o json|yaml|name`, shaped like kubectl's: keys sorted, JSON
 * indented with four spaces, lists wrapped in a client-side `kind: List`.
 */
import { stringify as yamlStringify } from 'yaml';
import { apiVersionOf, type ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

/** Objects in a list response lack kind/apiVersion; kubectl fills them in. */
export function withTypeMeta(d: ResourceDescriptor<any>, obj: KubeObject): KubeObject {
  return { ...obj, apiVersion: obj.apiVersion ?? apiVersionOf(d), kind: obj.kind ?? d.kind };
}

/** What kubectl prints for several objects: `{apiVersion: v1, kind: List, items, metadata: {resourceVersion: ""}}`. */
export function asList(items: readonly KubeObject[]): Record<string, unknown> {
  return { apiVersion: 'v1', items, kind: 'List', metadata: { resourceVersion: '' } };
}

export function printJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 4) + '\n';
}

export function printYaml(value: unknown): string {
  // YAML 1.1 so that strings that look like timestamps, booleans or numbers are quoted,
  // as Go's YAML encoder does.
  return yamlStringify(sortKeys(value), { version: '1.1', indentSeq: false, lineWidth: 0 });
}

/** `<kind>.<group>/<name>` (kubectl's name printer). */
export function printName(d: ResourceDescriptor<any>, obj: KubeObject): string {
  const kind = d.kind.toLowerCase();
  const prefix = d.group === '' ? kind : `${kind}.${d.group}`;
  return `${prefix}/${obj.metadata?.name ?? ''}\n`;
}

/** `<kind>.<group> "<name>"` as in `... deleted` / `... created` messages. */
export function qualifiedKindName(d: ResourceDescriptor<any>, name: string): string {
  const kind = d.kind.toLowerCase();
  return `${d.group === '' ? kind : `${kind}.${d.group}`} "${name}"`;
}
