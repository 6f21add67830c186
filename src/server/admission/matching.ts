/**
 * Which requests a policy or binding applies to (upstream: admission/plugin/policy/matching and
 * webhook/predicates/{rules,namespace,object}): resource rules with operations, groups,
 * versions, resources/subresources, scope and resourceNames; exclude rules first; the namespace
 * selector against the labels of the request's namespace (of the object itself for namespaces);
 * the object selector against the new or the old object.
 *
 * matchPolicy Equivalent matches a resource through any group/version that serves it; every
 * resource here is served at exactly one group/version, so Equivalent and Exact select the same
 * requests.
 */
import { labelSelectorFromRequirements, newLabelRequirement, type LabelRequirement, type LabelSelector } from '../../meta/label-selector.js';
import type { KubeObject, MatchResources, NamedRuleWithOperations } from '../../meta/types.js';
import type { AdmissionAttributes } from './attributes.js';

/** A selector object as stored (metav1.LabelSelector). */
export type LabelSelectorSpec = NonNullable<MatchResources['objectSelector']>;

/**
 * metav1.LabelSelectorAsSelector: matchLabels as `=` requirements, matchExpressions by
 * operator. A stored selector was validated, so a failure here is a configuration error.
 */
export function selectorFromSpec(spec: LabelSelectorSpec): LabelSelector {
  const reqs: LabelRequirement[] = [];
  for (const [k, v] of Object.entries(spec.matchLabels ?? {})) reqs.push(newLabelRequirement(k, '=', [v]));
  for (const e of spec.matchExpressions ?? []) {
    switch (e.operator) {
      case 'In':
        reqs.push(newLabelRequirement(e.key, 'in', e.values ?? []));
        break;
      case 'NotIn':
        reqs.push(newLabelRequirement(e.key, 'notin', e.values ?? []));
        break;
      case 'Exists':
        reqs.push(newLabelRequirement(e.key, 'exists', []));
        break;
      case 'DoesNotExist':
        reqs.push(newLabelRequirement(e.key, '!', []));
        break;
      default:
        throw new Error(`${JSON.stringify(e.operator)} is not a valid label selector operator`);
    }
  }
  return labelSelectorFromRequirements(reqs);
}

function isEmptySelector(spec: LabelSelectorSpec | undefined): boolean {
  return !spec || (Object.keys(spec.matchLabels ?? {}).length === 0 && (spec.matchExpressions ?? []).length === 0);
}

const exactOrWildcard = (items: readonly string[] | undefined, value: string): boolean => (items ?? []).some((i) => i === '*' || i === value);

/** rules.Matcher.Matches for one rule. */
function ruleMatches(rule: NamedRuleWithOperations, a: AdmissionAttributes): boolean {
  const scope = rule.scope ?? '*';
  if (scope === 'Namespaced' && a.namespace === '') return false;
  if (scope === 'Cluster' && a.namespace !== '') return false;
  if (!exactOrWildcard(rule.operations, a.operation)) return false;
  if (!exactOrWildcard(rule.apiGroups, a.resource.group)) return false;
  if (!exactOrWildcard(rule.apiVersions, a.resource.version)) return false;
  return (rule.resources ?? []).some((r) => {
    const slash = r.indexOf('/');
    const res = slash < 0 ? r : r.slice(0, slash);
    const sub = slash < 0 ? '' : r.slice(slash + 1);
    return (res === '*' || res === a.resource.resource) && (sub === '*' || sub === a.subresource);
  });
}

/** matchesResourceRules: a rule matches and, when it names resources, the request's name is one. */
function matchesResourceRules(rules: readonly (NamedRuleWithOperations | null)[] | undefined, a: AdmissionAttributes): boolean {
  for (const rule of rules ?? []) {
    if (!rule || !ruleMatches(rule, a)) continue;
    const names = rule.resourceNames ?? [];
    if (names.length === 0 || names.includes(a.name)) return true;
  }
  return false;
}

function labelsOf(obj: KubeObject | undefined): Record<string, string> | undefined {
  return obj?.metadata?.labels ?? undefined;
}

export interface MatchContext {
  /** Labels of a namespace; undefined when it does not exist. */
  namespaceLabels(name: string): Record<string, string> | undefined;
}

/** The namespace was not found for a namespace selector: upstream answers 404 for it. */
export class NamespaceNotFoundError extends Error {
  constructor(readonly namespace: string) {
    super(`namespaces "${namespace}" not found`);
  }
}

/**
 * Matcher.Matches. Returns false when a selector or rule excludes the request; throws a
 * NamespaceNotFoundError or an Error for a selector that cannot be used, but only when the
 * request would otherwise match (as upstream, which reports those errors last).
 */
export function matches(mr: MatchResources, a: AdmissionAttributes, ctx: MatchContext): boolean {
  let nsError: Error | undefined;
  let nsMatch = true;
  if (!(a.namespace === '' && a.resource.resource !== 'namespaces') && !isEmptySelector(mr.namespaceSelector)) {
    try {
      const selector = selectorFromSpec(mr.namespaceSelector!);
      const labels = a.resource.resource === 'namespaces' && a.resource.group === '' ? labelsOf(a.object ?? a.oldObject) ?? {} : ctx.namespaceLabels(a.namespace);
      if (labels === undefined) throw new NamespaceNotFoundError(a.namespace);
      nsMatch = selector.matches(labels);
    } catch (err) {
      nsError = err instanceof Error ? err : new Error(String(err));
      nsMatch = false;
    }
  }
  if (!nsMatch && !nsError) return false;
  let objError: Error | undefined;
  let objMatch = true;
  if (!isEmptySelector(mr.objectSelector)) {
    try {
      const selector = selectorFromSpec(mr.objectSelector!);
      objMatch = (a.object !== undefined && selector.matches(labelsOf(a.object))) || (a.oldObject !== undefined && selector.matches(labelsOf(a.oldObject)));
    } catch (err) {
      objError = err instanceof Error ? err : new Error(String(err));
      objMatch = false;
    }
  }
  if (!objMatch && !objError) return false;
  if (matchesResourceRules(mr.excludeResourceRules, a)) return false;
  const included = (mr.resourceRules ?? []).length === 0 || matchesResourceRules(mr.resourceRules, a);
  if (!included) return false;
  if (nsError) throw nsError;
  if (objError) throw objError;
  return true;
}
