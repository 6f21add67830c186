/**
 * Virtual create-only resources (descriptors with `createOnly`): nothing is stored; a POST on the
 * collection decodes the body as any create does (Content-Type, kind/apiVersion, fieldValidation,
 * dryRun, fieldManager), hands it to the kind's answer and responds 201 with what that returns,
 * in the negotiated format. Every other method is 405; paths below the collection are 404.
 *
 * Stock clients name these kinds by upstream's group (kubectl posts to
 * `/apis/authorization.k8s.io/v1/selfsubjectaccessreviews`), so each is also reachable under its
 * `k8s.io` group name and then answers in that group, as the Table answers in the group the
 * client named. Only discovery's `cluster.io` name is listed.
 */
import type { Clock } from '../../meta/clock.js';
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';
import { statusErrors } from '../../meta/status.js';
import type { Authorizer } from '../auth/authorizer.js';
import type { UserInfo } from '../auth/user-info.js';
import { parseDryRun } from '../http/query.js';
import { methodNotAllowedStatus, notFoundStatus } from '../http/response.js';
import { decodeObjectBody, parseFieldValidation, respondObject, writeManager, type RequestScope } from '../handlers/scope.js';
import type { ResourceRequestInfo } from '../request-info.js';
import { supportsProtobufKind } from '../../codec/protobuf/envelope.js';
import { PROTOBUF_FORMAT } from '../wire-formats.js';
import { selfReviewAnswers } from './self-reviews.js';

/** What a virtual kind's answer can use: who is asking (after impersonation), the authorizer, the clock. */
export interface CreateOnlyContext {
  readonly user: UserInfo;
  readonly authorizer: Authorizer;
  readonly clock: Clock;
}

/** Turns the decoded request object into the response object (throws ApiErrors for 4xx). */
export type CreateOnlyAnswer = (obj: KubeObject, ctx: CreateOnlyContext) => KubeObject;

/** Answers by kind; the descriptors live in meta/resources.ts. */
const ANSWERS: ReadonlyMap<string, CreateOnlyAnswer> = new Map(Object.entries(selfReviewAnswers));

const UPSTREAM_DOMAIN = '.k8s.io';
const OUR_DOMAIN = '.cluster.io';

/**
 * The served create-only descriptor a request names under upstream's group
 * (`authorization.k8s.io`), as a copy carrying that group, or undefined.
 */
export function upstreamAlias(resources: readonly ResourceDescriptor<any>[], info: ResourceRequestInfo): ResourceDescriptor<KubeObject> | undefined {
  if (info.apiPrefix !== 'apis' || !info.apiGroup.endsWith(UPSTREAM_DOMAIN)) return undefined;
  const group = info.apiGroup.slice(0, -UPSTREAM_DOMAIN.length) + OUR_DOMAIN;
  const d = resources.find((r) => r.createOnly && r.group === group && r.version === info.apiVersion && r.resource === info.resource);
  return d ? { ...d, group: info.apiGroup } : undefined;
}

/** The handler of a create-only resource for this request; 405 for anything but a collection POST. */
export function createOnlyHandler(info: ResourceRequestInfo, d: ResourceDescriptor<KubeObject>, ctx: CreateOnlyContext): (scope: RequestScope) => Promise<void> {
  const answer = ANSWERS.get(d.kind);
  // Only the collection path exists (404 below it); every method but POST on it is 405.
  if (!answer || info.name !== '' || info.namespaced) throw notFoundStatus();
  if (info.verb !== 'create') throw methodNotAllowedStatus();
  return async (scope) => {
    // Protobuf is served for these kinds only where a message exists (as upstream for CRDs).
    if (scope.negotiated.format === PROTOBUF_FORMAT && !supportsProtobufKind(d.kind)) {
      throw statusErrors.notAcceptable(['application/json', 'application/yaml']);
    }
    parseDryRun(scope.query, 'CreateOptions');
    const validation = parseFieldValidation(scope.query, 'CreateOptions');
    writeManager(scope, 'CreateOptions');
    const obj = await decodeObjectBody(scope, validation);
    await respondObject(scope, 201, answer(obj, ctx));
  };
}
