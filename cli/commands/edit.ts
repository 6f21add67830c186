/**
 * `ctl edit (TYPE NAME | TYPE/NAME | -f FILE)`: kubectl's edit loop. The objects are written
 * as YAML (or JSON with -o json) under kubectl's header comment into a temporary file, the
 * editor (`$KUBE_EDITOR`, `$EDITOR`, else `vi`; run through `$SHELL -c` when it has
 * arguments, as kubectl does) opens it, and the change is sent as a JSON merge patch
 * (field manager `kubectl-edit`, strict field validation). An unchanged file cancels; a
 * syntax error or an invalid object reopens the file with the errors as comments; a file
 * left unchanged after an error cancels with the copy kept, all with kubectl's messages.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeYamlDocuments } from '../../src/codec/yaml.js';
import { allResources, apiVersionOf } from '../../src/meta/resources.js';
import { ApiError, isInvalid } from '../../src/meta/status.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { createMergePatch } from '../merge-patch.js';
import { printJson, printYaml } from '../printers/objects.js';
import { kindName, resolveTargets, resourceGroup, type Target } from '../targets.js';

export interface EditOptions {
  readonly args: readonly string[];
  readonly filenames: readonly string[];
  readonly selector?: string;
  readonly allNamespaces: boolean;
  readonly output: string;
  readonly fieldManager: string;
  readonly outputPatch: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

const HEADER = `# Please edit the object below. Lines beginning with a '#' will be ignored,
# and an empty file will abort the edit. If an error occurs while saving this file will be
# reopened with the relevant failures.
#
`;

interface Reason {
  readonly head: string;
  readonly other: string[];
}

/** Thrown by the loop to end with kubectl's `error: <message>` (exit 1). */
class EditError extends Error {}

function hashOnLineBreak(s: string): string {
  return s.replace(/\n/g, '\n# ').replace(/# $/, '#');
}

function headerText(reasons: readonly Reason[]): string {
  let out = HEADER;
  for (const r of reasons) {
    out += r.other.length > 0 ? `# ${hashOnLineBreak(r.head)}:\n` : `# ${hashOnLineBreak(r.head)}\n`;
    for (const o of r.other) out += `# * ${hashOnLineBreak(o)}\n`;
    out += '#\n';
  }
  return out;
}

/** kubectl's cmdutil.ManualStrip: drop comment lines (but not `#!`). */
function manualStrip(text: string): string {
  return text
    .split('\n')
    .filter((l) => !(l.trim().startsWith('#') && !l.trim().startsWith('#!')))
    .join('\n');
}

/** kubectl's StripComments: the document as JSON when it parses, else the text without comments. */
function stripComments(text: string): string {
  try {
    return JSON.stringify(decodeYamlDocuments(text).map((d) => d.value));
  } catch {
    return manualStrip(text);
  }
}

function omitManagedFields(o: KubeObject): KubeObject {
  if (!o.metadata?.managedFields) return o;
  const { managedFields: _omit, ...metadata } = o.metadata;
  return { ...o, metadata };
}

/** The editor command line for a file, as kubectl's editor package builds it. */
export function editorCommand(env: Readonly<Record<string, string | undefined>>, file: string): string[] {
  const editor = env['KUBE_EDITOR'] || env['EDITOR'] || 'vi';
  if (!editor.includes(' ')) return [editor, file];
  return [env['SHELL'] || '/bin/bash', '-c', `${editor} ${JSON.stringify(file)}`];
}

function render(objects: readonly KubeObject[], output: string): string {
  const value = objects.length === 1 ? objects[0] : { apiVersion: 'v1', items: objects, kind: 'List', metadata: { resourceVersion: '' } };
  if (output === 'json') return printJson(value);
  return printYaml(value);
}

function editedObjects(text: string): KubeObject[] {
  const out: KubeObject[] = [];
  for (const doc of decodeYamlDocuments(text)) {
    const v = doc.value as (KubeObject & { items?: KubeObject[] }) | null;
    if (v === null || v === undefined) continue;
    if (typeof v !== 'object' || Array.isArray(v)) throw new Error(`error unmarshaling JSON: json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go value of type map[string]interface {}`);
    if (v.kind === 'List' && Array.isArray(v.items)) out.push(...v.items);
    else {
      if (!v.kind) throw new Error("Object 'Kind' is missing in '" + JSON.stringify(v) + "'");
      out.push(v);
    }
  }
  for (const o of out) {
    if (!allResources.some((r) => r.kind === o.kind && apiVersionOf(r) === o.apiVersion)) {
      throw new Error(
        `resource mapping not found for name: ${JSON.stringify(o.metadata?.name ?? '')} namespace: ${JSON.stringify(o.metadata?.namespace ?? '')} from "edited-file": no matches for kind ${JSON.stringify(o.kind)} in version ${JSON.stringify(o.apiVersion ?? '')}\nensure CRDs are installed first`,
      );
    }
  }
  return out;
}

/** Whether a document names a kind that no resource of its (served) group version has. */
function unknownKindInServedVersion(text: string): boolean {
  let docs: unknown[];
  try {
    docs = decodeYamlDocuments(text).map((d) => d.value);
  } catch {
    return false;
  }
  const objects = docs.flatMap((d) => {
    const o = d as (KubeObject & { items?: KubeObject[] }) | null;
    if (!o || typeof o !== 'object') return [];
    return o.kind === 'List' && Array.isArray(o.items) ? o.items : [o];
  });
  return objects.some(
    (o) => typeof o.kind === 'string' && o.kind !== '' && allResources.some((r) => apiVersionOf(r) === o.apiVersion) && !allResources.some((r) => apiVersionOf(r) === o.apiVersion && r.kind === o.kind),
  );
}

export async function runEdit(ctx: CliContext, opts: EditOptions, io: CommandIO): Promise<number> {
  const env = opts.env ?? process.env;
  if (opts.output !== '' && opts.output !== 'yaml' && opts.output !== 'json') {
    throw new UsageError(`the edit mode doesn't support output the format "${opts.output}"`);
  }
  const resolved = await resolveTargets(
    ctx,
    { args: opts.args, filenames: opts.filenames, ...(opts.selector !== undefined ? { selector: opts.selector } : {}), allNamespaces: opts.allNamespaces },
    io,
    { fetch: true, missingMessage: 'You must provide one or more resources by argument or filename.\nExample resource specifications include:\n   \'-f rsrc.yaml\'\n   \'--filename=rsrc.json\'\n   \'<resource> <name>\'\n   \'<resource>\'' },
  );
  if (resolved.errors.length > 0) {
    io.stderr.write(errorMessage(resolved.errors[0]) + '\n');
    return 1;
  }
  if (resolved.targets.length === 0) throw new UsageError('edit cancelled, no objects found');
  const client = await ctx.client();
  const originals = resolved.targets.map((t) => omitManagedFields(t.object!));
  const preserved = (err: string, path: string | undefined): never => {
    if (path && existsSync(path)) io.stderr.write(`A copy of your changes has been stored to ${JSON.stringify(path)}\n`);
    throw new EditError(err);
  };
  let reasons: Reason[] = [];
  let containsError = false;
  let edited = '';
  let previousFile: string | undefined;
  let pending: Target[] = [...resolved.targets];
  let pendingOriginals = originals;
  const original = render(originals, opts.output);
  try {
    for (;;) {
      // kubectl writes its header comment only into YAML (JSON has no comments).
      let buf = opts.output === 'json' ? '' : headerText(reasons);
      buf += containsError ? manualStrip(edited) : render(pendingOriginals, opts.output);
      const file = join(tmpdir(), `ctl-edit-${randomInt(1e9, 1e10 - 1)}.${opts.output === 'json' ? 'json' : 'yaml'}`);
      writeFileSync(file, buf, { flag: 'wx', mode: 0o600 });
      const cmd = editorCommand(env, file);
      const editorName = env['KUBE_EDITOR'] || env['EDITOR'] || 'vi';
      const ran = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
      if (ran.error) preserved(`unable to launch the editor ${JSON.stringify(editorName)}`, previousFile);
      if (ran.status !== 0) preserved(`there was a problem with the editor ${JSON.stringify(editorName)}`, previousFile);
      const editedBefore = edited;
      edited = readFileSync(file, 'utf8');
      if (containsError && stripComments(editedBefore) === stripComments(edited)) {
        preserved('Edit cancelled, no valid changes were saved.', file);
      }
      if (previousFile) rmSync(previousFile, { force: true });
      previousFile = file;

      // kubectl's client-side validation rejects a document that is empty once comments are gone.
      if (manualStrip(edited).trim() === '') {
        containsError = true;
        const t = pending[0]!;
        reasons = [{ head: `${resourceGroup(t.d)} ${JSON.stringify(t.name)} was not valid`, other: ['<nil>: Invalid value: "The edited file failed validation": invalid object to validate'] }];
        io.stderr.write(`error: ${resourceGroup(t.d)} ${JSON.stringify(t.name)} is invalid\n`);
        continue;
      }
      // kubectl's schema validation: a kind its OpenAPI does not know in a served group version is
      // checked as a CRD, which this server does not serve.
      const unknownKind = unknownKindInServedVersion(manualStrip(edited));
      if (unknownKind) {
        containsError = true;
        const t = pending[0]!;
        reasons = [{ head: `${resourceGroup(t.d)} ${JSON.stringify(t.name)} was not valid`, other: ['<nil>: Invalid value: "The edited file failed validation": failed to check CRD: failed to list CRDs: the server could not find the requested resource'] }];
        io.stderr.write(`error: ${resourceGroup(t.d)} ${JSON.stringify(t.name)} is invalid\n`);
        continue;
      }
      if (stripComments(original) === stripComments(edited) && !reasons.length) {
        rmSync(file, { force: true });
        io.stderr.write('Edit cancelled, no changes made.\n');
        return 0;
      }
      reasons = [];
      let updated: KubeObject[];
      try {
        updated = editedObjects(manualStrip(edited));
      } catch (err) {
        containsError = true;
        reasons.push({ head: `The edited file had a syntax error: ${(err as Error).message}`, other: [] });
        continue;
      }
      containsError = false;

      const invalid: Target[] = [];
      const invalidOriginals: KubeObject[] = [];
      let retryable = 0;
      let notFound = 0;
      for (const obj of updated) {
        const idx = pending.findIndex((t) => t.object!.kind === obj.kind && t.name === obj.metadata?.name && (!t.d.namespaced || (obj.metadata?.namespace ?? t.namespace) === t.namespace));
        const t = idx >= 0 ? pending[idx]! : pending[updated.indexOf(obj)];
        const before = idx >= 0 ? pendingOriginals[idx]! : pendingOriginals[updated.indexOf(obj)];
        if (!t || !before) continue;
        const patch = createMergePatch(before, obj);
        if ('apiVersion' in patch || 'kind' in patch || (patch['metadata'] as Record<string, unknown> | undefined)?.['name'] !== undefined || 'managedFields' in ((patch['metadata'] as object) ?? {})) {
          preserved('At least one of apiVersion, kind and name was changed', file);
        }
        if (JSON.stringify(before) === JSON.stringify(obj) || Object.keys(patch).length === 0) {
          io.stdout.write(`${kindName(t.d, t.name)} skipped\n`);
          continue;
        }
        if (opts.outputPatch) io.stdout.write(`Patch: ${JSON.stringify(patch)}\n`);
        try {
          await client.resource(t.d, t.namespace).patch(t.name, patch as never, {
            type: t.d.group === '' ? 'strategic' : 'merge',
            fieldManager: opts.fieldManager,
            fieldValidation: 'Strict',
          });
          io.stdout.write(`${kindName(t.d, t.name)} edited\n`);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          const what = `${resourceGroup(t.d)} ${JSON.stringify(t.name)}`;
          if (isInvalid(err)) {
            invalid.push(t);
            invalidOriginals.push(before);
            reasons.push({ head: `${what} was not valid`, other: err.causes.map((c) => `${c.field ?? ''}: ${c.message ?? ''}`) });
            io.stderr.write(`error: ${what} is invalid\n`);
          } else if (err.reason === 'NotFound') {
            notFound++;
            io.stderr.write(`error: ${what} could not be found on the server\n`);
          } else {
            retryable++;
            io.stderr.write(`error: ${what} could not be patched: ${err.status.message ?? err.message}\n`);
          }
        }
      }
      if (retryable > 0) {
        io.stderr.write(`You can run \`ctl replace -f ${file}\` to try this update again.\n`);
        return 1;
      }
      if (notFound > 0) {
        io.stderr.write(`The edits you made on deleted resources have been saved to ${JSON.stringify(file)}\n`);
        return 1;
      }
      if (invalid.length === 0) {
        rmSync(file, { force: true });
        return 0;
      }
      pending = invalid;
      pendingOriginals = invalidOriginals;
      containsError = true;
    }
  } catch (err) {
    if (err instanceof EditError) {
      io.stderr.write(`error: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
