/**
 * Reading manifests for `-f`: files, directories (their .yaml/.yml/.json files) and
 * `-` for standard input; multi-document YAML and JSON; `kind: List` expanded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeYamlDocuments, type YamlDecodeResult } from '../src/codec/yaml.js';
import type { KubeObject } from '../src/meta/types.js';
import { UsageError, type CommandIO } from './io.js';

export interface Manifest {
  readonly object: KubeObject;
  /** Where it came from, as kubectl names it in errors (`error when creating "x.yaml"`). */
  readonly source: string;
}

function parseDocuments(text: string, source: string): Manifest[] {
  const out: Manifest[] = [];
  // The codec's hardened decoder: go-yaml's limits (nesting, aliases, control characters)
  // make a hostile manifest a readable error instead of a hang or a crash.
  let docs: YamlDecodeResult[];
  try {
    docs = decodeYamlDocuments(text);
  } catch (err) {
    throw new UsageError(`error parsing ${source}: ${(err as Error).message}`);
  }
  for (const doc of docs) {
    const value = doc.value;
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new UsageError(`error validating "${source}": error validating data: invalid object: expected a map, got ${Array.isArray(value) ? 'a list' : typeof value}`);
    }
    const obj = value as KubeObject & { items?: unknown };
    if (obj.kind === 'List' && Array.isArray(obj.items)) {
      for (const item of obj.items) out.push({ object: item as KubeObject, source });
      continue;
    }
    if (!obj.kind) throw new UsageError(`error validating "${source}": error validating data: kind not set`);
    if (!obj.apiVersion) throw new UsageError(`error validating "${source}": error validating data: apiVersion not set`);
    out.push({ object: obj, source });
  }
  return out;
}

function expand(path: string): string[] {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new UsageError(`the path "${path}" does not exist`);
  }
  if (!st.isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => join(path, f));
}

export async function readManifests(paths: readonly string[], io: CommandIO): Promise<Manifest[]> {
  if (paths.length === 0) throw new UsageError('must specify one of -f and -k');
  const out: Manifest[] = [];
  for (const p of paths) {
    if (p === '-') {
      out.push(...parseDocuments(await io.readStdin(), 'STDIN'));
      continue;
    }
    for (const file of expand(p)) out.push(...parseDocuments(readFileSync(file, 'utf8'), file));
  }
  if (out.length === 0) throw new UsageError('no objects passed to create');
  return out;
}
