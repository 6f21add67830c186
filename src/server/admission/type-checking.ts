/**
 * The ValidatingAdmissionPolicy type-checking controller (upstream:
 * apiserver/pkg/admission/plugin/policy/validating/typechecking.go), run synchronously on each
 * write that changes a policy's spec. It only reports: what it finds goes to
 * status.typeChecking.expressionWarnings and never changes how the policy is evaluated.
 *
 * - Types checked: the kinds of the served resources that spec.matchConstraints.resourceRules
 *   name exactly. A rule with a wildcard group or version is skipped; wildcard and
 *   subresource entries of `resources` are skipped; at most 10 kinds (maxTypesToCheck,
 *   counted as upstream counts them); sorted by group, version, kind.
 * - For each kind, `object` and `oldObject` are typed by the kind's schema; `params` by the
 *   paramKind's schema. As upstream, `params` is declared only when that schema is known, so a
 *   paramKind that is not served makes `params` an undeclared reference.
 * - Checked: spec.validations[i].expression and .messageExpression (upstream checks only
 *   these), in an environment with the policy's composition variables (typed dyn) and no
 *   result type requirement.
 * - A warning is, per kind with issues, `<group>/<version>, Kind=<Kind>: <cel-go issues>\n`,
 *   those joined with "\n" (TypeCheckingResults.String()).
 */
import { allResources, type ResourceDescriptor } from '../../meta/resources.js';
import { componentSchemas, resolveSchema, type SchemaObject } from '../../meta/schema.js';
import type { ExpressionWarning, NamedRuleWithOperations, ValidatingAdmissionPolicy, Validation } from '../../meta/types.js';
import { schemaDeclType, typeCheckCel, type CelDeclType, type TypingSchema } from '../cel/index.js';
import { declarationsFor, type ExpressionKind } from './compile.js';

/** Upstream's maxTypesToCheck. */
export const MAX_TYPES_TO_CHECK = 10;

export interface GroupVersionKind {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
}

/** schema.GroupVersionKind.String(): `apps/v1, Kind=Deployment`, `/v1, Kind=Pod`. */
export function formatGvk(gvk: GroupVersionKind): string {
  return `${gvk.group}/${gvk.version}, Kind=${gvk.kind}`;
}

/** RESTMapper.KindsFor over the served resources: plural or singular name, exact group and version. */
function kindsFor(group: string, version: string, resource: string, served: readonly ResourceDescriptor[]): GroupVersionKind[] {
  const r = resource.toLowerCase();
  return served
    .filter((d) => d.group === group && d.version === version && (d.resource === r || d.singular === r))
    .map((d) => ({ group: d.group, version: d.version, kind: d.kind }));
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** typesToCheck: the kinds the policy's resource rules match exactly, sorted. */
export function typesToCheck(policy: ValidatingAdmissionPolicy, served: readonly ResourceDescriptor[] = allResources): GroupVersionKind[] {
  const mc: unknown = policy.spec?.matchConstraints;
  const rules = mc && typeof mc === 'object' ? (mc as { resourceRules?: unknown }).resourceRules : undefined;
  if (!Array.isArray(rules) || rules.length === 0) return [];
  const found = new Map<string, GroupVersionKind>();
  let count = 0;
  const sorted = (): GroupVersionKind[] =>
    [...found.values()].sort((a, b) => cmp(a.group, b.group) || cmp(a.version, b.version) || cmp(a.kind, b.kind));
  for (const rule of rules as (NamedRuleWithOperations | null | undefined)[]) {
    if (!rule || typeof rule !== 'object') continue;
    const groups = strings(rule.apiGroups);
    const versions = strings(rule.apiVersions);
    // a wildcard group or version gives up on the rule; wildcard/subresource resources are skipped
    if (groups.length === 0 || groups.some((g) => g.includes('*'))) continue;
    if (versions.length === 0 || versions.some((v) => v.includes('*'))) continue;
    const resources = strings(rule.resources).filter((r) => !r.includes('*') && !r.includes('/'));
    if (resources.length === 0) continue;
    for (const group of [...groups].sort(cmp)) {
      for (const version of [...versions].sort(cmp)) {
        for (const resource of [...resources].sort(cmp)) {
          for (const gvk of kindsFor(group, version, resource, served)) {
            found.set(formatGvk(gvk), gvk);
            if (++count === MAX_TYPES_TO_CHECK) return sorted();
          }
        }
      }
    }
  }
  return sorted();
}

const resolver = (s: TypingSchema): TypingSchema => resolveSchema(componentSchemas, s as SchemaObject);

/** Declared types of served kinds, built once per kind (fields convert lazily). */
const declTypes = new Map<string, CelDeclType | undefined>();

/** The static type of a served kind's objects, or undefined when its schema is not known. */
export function kindDeclType(gvk: GroupVersionKind, served: readonly ResourceDescriptor[] = allResources): CelDeclType | undefined {
  const key = formatGvk(gvk);
  if (declTypes.has(key)) return declTypes.get(key);
  const d = served.find((x) => x.group === gvk.group && x.version === gvk.version && x.kind === gvk.kind);
  const schema = d ? componentSchemas[d.schema] : undefined;
  const t = schema ? schemaDeclType(schema, gvk.kind, resolver) : undefined;
  declTypes.set(key, t);
  return t;
}

/** paramKind's GVK (apiVersion `group/version` or `version`), undefined when unset or malformed. */
function paramsGvk(policy: ValidatingAdmissionPolicy): GroupVersionKind | undefined {
  const pk = policy.spec?.paramKind;
  if (!pk || typeof pk !== 'object' || typeof pk.apiVersion !== 'string' || typeof pk.kind !== 'string') return undefined;
  const parts = pk.apiVersion.split('/');
  if (parts.length > 2) return undefined;
  const [group, version] = parts.length === 2 ? (parts as [string, string]) : ['', parts[0] as string];
  return { group, version, kind: pk.kind };
}

/**
 * The type-checking warnings for a policy: one ExpressionWarning per checked expression that
 * has issues against at least one of the matched kinds, in spec order.
 */
export function typeCheckPolicy(policy: ValidatingAdmissionPolicy): ExpressionWarning[] {
  const gvks = typesToCheck(policy).flatMap((gvk) => {
    const t = kindDeclType(gvk);
    return t ? [{ gvk, type: t }] : [];
  });
  if (gvks.length === 0) return [];
  const pg = paramsGvk(policy);
  const paramsType = pg ? kindDeclType(pg) : undefined;
  const specVariables: unknown = policy.spec?.variables;
  const variables = (Array.isArray(specVariables) ? specVariables : []).flatMap((v: unknown) =>
    v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string' ? [(v as { name: string }).name] : [],
  );

  const check = (expression: unknown, kind: ExpressionKind): string | undefined => {
    if (typeof expression !== 'string' || expression === '') return undefined;
    const options = { variables: declarationsFor(kind, { hasParams: paramsType !== undefined, variables }), compositionVariables: variables };
    const messages: string[] = [];
    for (const { gvk, type } of gvks) {
      const types = new Map<string, CelDeclType>([
        ['object', type],
        ['oldObject', type],
      ]);
      if (paramsType) types.set('params', paramsType);
      let issues: string | undefined;
      try {
        issues = typeCheckCel(expression, options, types);
      } catch (e) {
        // TypeCheckingResult.Err: an engine fault is reported, never thrown into the write.
        issues = `type checking error: ${e instanceof Error ? e.message : String(e)}`;
        messages.push(`${formatGvk(gvk)}: ${issues}\n`);
        continue;
      }
      if (issues !== undefined) messages.push(`${formatGvk(gvk)}: ${issues}\n`);
    }
    return messages.length > 0 ? messages.join('\n') : undefined;
  };

  const out: ExpressionWarning[] = [];
  const validations: unknown = policy.spec?.validations;
  (Array.isArray(validations) ? (validations as (Validation | null)[]) : []).forEach((v, i) => {
    if (!v || typeof v !== 'object') return;
    const w = check(v.expression, 'validation');
    if (w !== undefined) out.push({ fieldRef: `spec.validations[${i}].expression`, warning: w });
    const mw = check(v.messageExpression, 'messageExpression');
    if (mw !== undefined) out.push({ fieldRef: `spec.validations[${i}].messageExpression`, warning: mw });
  });
  return out;
}
