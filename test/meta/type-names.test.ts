/**
 * The public object types print by name: what an editor shows on hover and what compiler
 * errors say is `RuntimeClass`, not the 1.4k-character structure of an anonymous type. Checked
 * with the TypeScript compiler API on a small program that imports the SDK's root.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaTypeNames } from '../../scripts/generate-lib.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SAMPLE = join(ROOT, 'test', '__type_names_sample.ts');

/** Every object type src/meta/types.ts re-exports from generated/types.ts, read from its export list. */
const PUBLIC_TYPES = (() => {
  const text = readFileSync(join(ROOT, 'src/meta/types.ts'), 'utf8');
  const list = /export type \{([^}]*)\} from '\.\.\/\.\.\/generated\/types\.js';/.exec(text);
  if (!list) throw new Error('src/meta/types.ts no longer re-exports generated/types.ts');
  return list[1]!.split(',').map((n) => n.trim()).filter((n) => n !== '');
})();

/** Every schema of generated/types.ts (the SchemaTypes lookup) with the name it was given. */
const SCHEMAS = (() => {
  const text = readFileSync(join(ROOT, 'generated/types.ts'), 'utf8');
  const block = /export interface SchemaTypes \{\n([\s\S]*?)\n\}/.exec(text);
  if (!block) throw new Error('generated/types.ts has no SchemaTypes');
  const interfaces = new Set([...text.matchAll(/^export interface (\w+) /gm)].map((m) => m[1]!));
  return [...block[1]!.matchAll(/^ +("[^"]+"): (\w+);$/gm)].map((m) => ({
    schema: JSON.parse(m[1]!) as string,
    name: m[2]!,
    isInterface: interfaces.has(m[2]!),
  }));
})();

const SAMPLE_TEXT = `
import type { ${PUBLIC_TYPES.filter((t) => t !== 'DeleteOptions').join(', ')}, DeleteOptionsBody, Client } from '../src/index.js';
import type { SchemaTypes } from '../generated/types.js';
${PUBLIC_TYPES.map((t) => `declare const v_${t}: ${t === 'DeleteOptions' ? 'DeleteOptionsBody' : t};`).join('\n')}
${SCHEMAS.map((s, i) => `declare const s_${i}: SchemaTypes[${JSON.stringify(s.schema)}];`).join('\n')}
declare const client: Client;
export const got = client.runtimeClasses.get('x');
export const overhead = v_RuntimeClass.overhead;
export const tolerations = v_RuntimeClass.scheduling!.tolerations;
export const items = v_LeaseCandidateList.items;
export const bySchema = null as unknown as SchemaTypes['io.cluster.api.node.v1.RuntimeClass'];
export const missingHandler: RuntimeClass = { metadata: { name: 'x' } };
export const wrongSpec: LeaseCandidate = { spec: { leaseName: 'l', binaryVersion: '1', strategy: 's', pingTime: 5 } };
`;

let program: ts.Program;
let checker: ts.TypeChecker;
let sample: ts.SourceFile;

function typeOf(name: string): string {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(sample) === name) found = node.name;
    else ts.forEachChild(node, visit);
  };
  visit(sample);
  if (!found) throw new Error(`no declaration ${name} in the sample`);
  return checker.typeToString(checker.getTypeAtLocation(found), undefined, ts.TypeFormatFlags.NoTruncation);
}

beforeAll(() => {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, lang, onError, create) =>
    name === SAMPLE ? ts.createSourceFile(name, SAMPLE_TEXT, lang, true) : getSourceFile.call(host, name, lang, onError, create);
  host.fileExists = (name) => name === SAMPLE || fileExists.call(host, name);
  host.readFile = (name) => (name === SAMPLE ? SAMPLE_TEXT : readFile.call(host, name));
  program = ts.createProgram([SAMPLE], options, host);
  checker = program.getTypeChecker();
  sample = program.getSourceFile(SAMPLE)!;
}, 120_000);

describe('public object types print by name', () => {
  it.each(PUBLIC_TYPES)('a value declared as %s prints as %s', (name) => {
    expect(typeOf(`v_${name}`)).toBe(name);
  });

  it('finds every public type and every schema', () => {
    expect(PUBLIC_TYPES).toContain('RuntimeClass');
    expect(PUBLIC_TYPES).toContain('LeaseCandidate');
    expect(SCHEMAS.length).toBeGreaterThanOrEqual(PUBLIC_TYPES.length);
  });

  it('every object schema of the document prints as its generated name', () => {
    const printed = SCHEMAS.map((s, i) => ({ ...s, printed: typeOf(`s_${i}`) }));
    expect(printed.filter((s) => s.isInterface && s.printed !== s.name)).toEqual([]);
    // The rest are aliases (Quantity, FieldsV1); one of a primitive (Time) prints as the primitive.
    for (const s of printed.filter((p) => !p.isInterface)) expect(s.printed.length, s.schema).toBeLessThan(30);
    expect(printed.find((s) => s.name === 'Quantity')?.printed).toBe('Quantity');
  });

  it('nested fields, client results and schema lookups print by name too', () => {
    expect(typeOf('got')).toBe('Promise<RuntimeClass>');
    expect(typeOf('overhead')).toBe('Overhead | undefined');
    expect(typeOf('tolerations')).toBe('Toleration[] | undefined');
    expect(typeOf('items')).toBe('LeaseCandidate[]');
    expect(typeOf('bySchema')).toBe('RuntimeClass');
  });

  it('compiler errors name the type', () => {
    const messages = ts
      .getPreEmitDiagnostics(program, sample)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toBe("Property 'handler' is missing in type '{ metadata: { name: string; }; }' but required in type 'RuntimeClass'.");
    expect(messages[1]).toBe("Type 'number' is not assignable to type 'string'.");
    // The whole error text stays short: no anonymous structure is spelled out.
    for (const m of messages) expect(m.length).toBeLessThan(200);
  });
});

describe('schemaTypeNames (the generator\'s naming rule)', () => {
  it('names a schema by its last segment', () => {
    expect(Object.fromEntries(schemaTypeNames(['io.cluster.api.node.v1.RuntimeClass', 'io.cluster.api.node.v1.Overhead']))).toEqual({
      'io.cluster.api.node.v1.RuntimeClass': 'RuntimeClass',
      'io.cluster.api.node.v1.Overhead': 'Overhead',
    });
  });

  it('extends colliding names with as many trailing segments as make them unique', () => {
    const names = schemaTypeNames([
      'io.cluster.api.coordination.v1.Lease',
      'io.cluster.api.coordination.v1beta1.Lease',
      'io.cluster.api.coordination.v1beta1.LeaseCandidate',
      'io.other.v1.Lease',
    ]);
    expect(Object.fromEntries(names)).toEqual({
      'io.cluster.api.coordination.v1.Lease': 'CoordinationV1Lease',
      'io.cluster.api.coordination.v1beta1.Lease': 'V1beta1Lease',
      'io.cluster.api.coordination.v1beta1.LeaseCandidate': 'LeaseCandidate',
      'io.other.v1.Lease': 'OtherV1Lease',
    });
  });

  it('never takes a name that shadows a global type the declarations use', () => {
    expect(schemaTypeNames(['io.x.v1.Record']).get('io.x.v1.Record')).toBe('V1Record');
  });
});
