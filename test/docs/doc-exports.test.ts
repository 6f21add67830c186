/**
 * Every name the docs import from the package is exported: the ```ts fences of docs/*.md
 * (compiled samples and sketches alike) are scanned for imports from 'ctl' and 'ctl/...', each
 * specifier is mapped to its entry through package.json `exports` (the `types` file, back to
 * its source under src/), and each named import must be in that entry's export list. The
 * export lists are read from the sources' export declarations (the public surface is explicit:
 * no `export *`, though one would be followed), so this needs no build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGE = 'ctl';

interface DocImport {
  readonly doc: string;
  readonly line: number;
  readonly specifier: string;
  readonly name: string;
}

/** The ```ts fences of a Markdown text (any info string starting with ts/typescript), with their line. */
function tsFences(markdown: string): Array<{ line: number; code: string }> {
  const out: Array<{ line: number; code: string }> = [];
  const re = /^```(?:ts|typescript)(?:[ \t][^\n]*)?\n([\s\S]*?)^```[ \t]*$/gm;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    out.push({ line: markdown.slice(0, m.index).split('\n').length + 1, code: m[1]! });
  }
  return out;
}

/** Named (and default) imports from the package in one fence. */
function packageImports(doc: string, fence: { line: number; code: string }): DocImport[] {
  const source = ts.createSourceFile('fence.ts', fence.code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: DocImport[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    if (spec.text !== PACKAGE && !spec.text.startsWith(`${PACKAGE}/`)) continue;
    const line = fence.line + source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
    const add = (name: string) => found.push({ doc, line, specifier: spec.text, name });
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) add((el.propertyName ?? el.name).text);
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const el of statement.exportClause.elements) add((el.propertyName ?? el.name).text);
    }
  }
  return found;
}

/** The source file of a package specifier, through package.json `exports` (`types`, dist -> src). */
function entrySource(specifier: string): string | undefined {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, { types?: string }> };
  const key = specifier === PACKAGE ? '.' : `.${specifier.slice(PACKAGE.length)}`;
  const types = pkg.exports[key]?.types;
  if (!types) return undefined;
  return join(ROOT, types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts'));
}

/** Every name a module exports, from its export declarations (following `export *` if any). */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const el of statement.exportClause.elements) names.add(el.name.text);
      } else if (!statement.exportClause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = join(dirname(file), statement.moduleSpecifier.text.replace(/\.js$/, '.ts'));
        for (const name of exportedNames(target, seen)) if (name !== 'default') names.add(name);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (exported(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) names.add('default');
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
      } else if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
        statement.name && !isDefault
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

function docImports(): DocImport[] {
  const docsDir = join(ROOT, 'docs');
  const imports: DocImport[] = [];
  for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort()) {
    const markdown = readFileSync(join(docsDir, file), 'utf8');
    for (const fence of tsFences(markdown)) imports.push(...packageImports(`docs/${file}`, fence));
  }
  return imports;
}

function missingExports(imports: readonly DocImport[]): string[] {
  const cache = new Map<string, Set<string> | undefined>();
  const problems: string[] = [];
  for (const imp of imports) {
    if (!cache.has(imp.specifier)) {
      const file = entrySource(imp.specifier);
      cache.set(imp.specifier, file ? exportedNames(file) : undefined);
    }
    const names = cache.get(imp.specifier);
    if (!names) problems.push(`${imp.doc}:${imp.line}: '${imp.specifier}' is not an entry of package.json exports`);
    else if (!names.has(imp.name)) problems.push(`${imp.doc}:${imp.line}: '${imp.name}' is not exported by '${imp.specifier}'`);
  }
  return problems;
}

describe('names the docs import from the package', () => {
  it('are found in the docs', () => {
    const imports = docImports();
    expect(imports.length).toBeGreaterThan(20);
    expect(new Set(imports.map((i) => i.specifier))).toContain('ctl');
  });

  it('are every one exported by the entry they are imported from', () => {
    expect(missingExports(docImports())).toEqual([]);
  });

  it('a name an entry does not export, or an entry the package does not have, is reported with its place', () => {
    const markdown = [
      '# Sample',
      '',
      '```ts',
      "import { createClient, notAnExport, type AlsoMissing } from 'ctl';",
      "import { startServer } from 'ctl/server';",
      "import { thing } from 'ctl/nowhere';",
      "import { readFileSync } from 'node:fs';",
      '```',
      '',
      '```ts compile',
      "import { isNotFound as notFound } from 'ctl';",
      '```',
    ].join('\n');
    const imports = tsFences(markdown).flatMap((f) => packageImports('docs/sample.md', f));
    expect(imports.map((i) => `${i.line} ${i.specifier} ${i.name}`)).toEqual([
      '4 ctl createClient',
      '4 ctl notAnExport',
      '4 ctl AlsoMissing',
      '5 ctl/server startServer',
      '6 ctl/nowhere thing',
      '11 ctl isNotFound',
    ]);
    expect(missingExports(imports)).toEqual([
      "docs/sample.md:4: 'notAnExport' is not exported by 'ctl'",
      "docs/sample.md:4: 'AlsoMissing' is not exported by 'ctl'",
      "docs/sample.md:6: 'ctl/nowhere' is not an entry of package.json exports",
    ]);
  });

  it('reads type-only and value exports alike from an entry', () => {
    const names = exportedNames(entrySource('ctl')!);
    for (const name of ['createClient', 'ApiError', 'isNotFound', 'RuntimeClass', 'KubeObject', 'ResourceDescriptor', 'applyRuntimeClass', 'MergePatch']) {
      expect(names, name).toContain(name);
    }
  });
});
