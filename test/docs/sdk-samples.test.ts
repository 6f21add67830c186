/**
 * The samples in docs/sdk.md (and docs/controllers.md) fenced as ```ts compile type-check against the SDK's built
 * declarations (`import ... from 'ctl'` maps to dist/src/index.d.ts, what a user of the package
 * compiles against; `npm run build` first), with the project's strictness, so a
 * renamed option or export breaks this test instead of the docs going stale. Samples fenced
 * as plain ```ts are sketches (they elide arguments with `...`) and are not compiled.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function samples(doc: string): Array<{ line: number; code: string }> {
  const out: Array<{ line: number; code: string }> = [];
  const re = /^```ts compile\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(doc); m; m = re.exec(doc)) out.push({ line: doc.slice(0, m.index).split('\n').length, code: m[1]! });
  return out;
}

// docs/controllers.md and docs/testing.md follow the same rule (`ctl/browser`, `ctl/testing` and
// `ctl/testing/msw` map to their built declarations too).
for (const docName of ['sdk.md', 'controllers.md', 'testing.md']) describe(`docs/${docName} samples`, () => {
  const doc = readFileSync(join(ROOT, 'docs', docName), 'utf8');
  const found = samples(doc);

  it('has compiled samples', () => {
    expect(found.length).toBeGreaterThanOrEqual(2);
  });

  it('every ```ts compile sample type-checks', () => {
    const declarations = join(ROOT, 'dist/src/index.d.ts');
    expect(ts.sys.fileExists(declarations), 'run `npm run build` first').toBe(true);
    const files = new Map(found.map((s, i) => [join(ROOT, 'docs', `__sample_${docName.replace('.md', '')}_${i}_line_${s.line}.mts`), s.code]));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts'],
      types: ['node'],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
      baseUrl: ROOT,
      paths: {
        ctl: ['dist/src/index.d.ts'],
        'ctl/browser': ['dist/src/browser.d.ts'],
        'ctl/testing': ['dist/src/testing/index.d.ts'],
        'ctl/testing/msw': ['dist/src/testing/msw.d.ts'],
      },
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (name, lang, onError, create) =>
      files.has(name) ? ts.createSourceFile(name, files.get(name)!, lang) : getSourceFile.call(host, name, lang, onError, create);
    host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
    host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
    const program = ts.createProgram([...files.keys()], options, host);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.has(d.file.fileName))
      .map((d) => `${d.file!.fileName.replace(ROOT + '/', '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
