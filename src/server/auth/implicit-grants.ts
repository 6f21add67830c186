/**
 * What every caller may do whatever the authorizer says, as upstream's bootstrap RBAC policy
 * grants it: the discovery, version, OpenAPI and health paths (`system:discovery`,
 * `system:public-info-viewer`), and creating the self reviews for every authenticated user
 * (`system:basic-user`: SelfSubjectReview, SelfSubjectAccessReview, SelfSubjectRulesReview).
 * The authorization filter and the reviews consult the same grants, so `can-i` answers what the
 * server would do.
 */
import type { AuthorizationAttributes, NonResourceRuleInfo, ResourceRuleInfo } from './authorizer.js';
import { ALL_AUTHENTICATED_GROUP, type UserInfo } from './user-info.js';

/** Non-resource paths every caller may read. */
export const PUBLIC_PATHS = /^\/(api|apis|version|healthz|livez|readyz|openapi)(\/.*)?$/;

/** Self reviews by group (ours and upstream's name) and resource. */
const SELF_REVIEWS: Readonly<Record<string, readonly string[]>> = {
  'authentication.cluster.io': ['selfsubjectreviews'],
  'authentication.k8s.io': ['selfsubjectreviews'],
  'authorization.cluster.io': ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'],
  'authorization.k8s.io': ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'],
};

/** The reason for an implicit grant, or undefined when the authorizer decides. */
export function implicitGrant(attrs: AuthorizationAttributes): string | undefined {
  if (!attrs.isResourceRequest) return PUBLIC_PATHS.test(attrs.path) ? 'allowed by the built-in discovery and health paths' : undefined;
  if (attrs.verb !== 'create' || (attrs.subresource ?? '') !== '' || (attrs.name ?? '') !== '') return undefined;
  if (!attrs.user.groups.includes(ALL_AUTHENTICATED_GROUP)) return undefined;
  return SELF_REVIEWS[attrs.apiGroup]?.includes(attrs.resource) ? `allowed by the built-in role "system:basic-user" to Group "${ALL_AUTHENTICATED_GROUP}"` : undefined;
}

/** The implicit grants as rules (what SelfSubjectRulesReview lists besides the authorizer's). */
export function implicitRules(user: UserInfo): { resourceRules: ResourceRuleInfo[]; nonResourceRules: NonResourceRuleInfo[] } {
  const resourceRules: ResourceRuleInfo[] = [];
  if (user.groups.includes(ALL_AUTHENTICATED_GROUP)) {
    resourceRules.push({ verbs: ['create'], apiGroups: ['authentication.cluster.io'], resources: ['selfsubjectreviews'] });
    resourceRules.push({ verbs: ['create'], apiGroups: ['authorization.cluster.io'], resources: ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'] });
  }
  const nonResourceRules: NonResourceRuleInfo[] = [
    { verbs: ['get'], nonResourceURLs: ['/api', '/api/*', '/apis', '/apis/*', '/openapi', '/openapi/*'] },
    { verbs: ['get'], nonResourceURLs: ['/healthz', '/livez', '/readyz', '/version', '/version/'] },
  ];
  return { resourceRules, nonResourceRules };
}
