/**
 * `ctl/testing`: the test kit. The one module that holds both the SDK client and the
 * reference server: a test server with every server option and ready clients, users and
 * tokens, authorizers, an in-process (port-less) server, a watch-driven `waitFor`, and a
 * manual clock. msw handlers are in `ctl/testing/msw` (msw is an optional peer dependency).
 * Explicit export list, as the SDK's.
 */
export { startTestServer, TEST_ADMIN_USER } from './test-server.js';
export type { TestServer, TestServerOptions } from './test-server.js';
export { withUsers, authorizerFrom } from './users.js';
export type { TestUser, TestUsers } from './users.js';
export { startInProcessServer } from './in-process.js';
export type { InProcessServer, InProcessServerOptions } from './in-process.js';
export { InMemoryHttp } from './in-memory-http.js';
export type { InMemoryHttpOptions } from './in-memory-http.js';
export { waitFor, WaitTimeoutError } from './wait-for.js';
export type { WaitForOptions } from './wait-for.js';
export { ManualClock, flush } from './manual-clock.js';

// The server's options and parts, so a test can configure every one of them.
export { startServer, startApiServer, DEFAULT_NAMESPACES } from '../server/index.js';
export type { ServerOptions, RunningServer, ApiServerInstance } from '../server/index.js';
export { ApiServer } from '../server/api-server.js';
export type { ApiServerOptions, DeprecatedApi } from '../server/api-server.js';
export { MemoryStorage } from '../server/storage/memory.js';
export type { MemoryStorageOptions } from '../server/storage/memory.js';
export type { Storage } from '../server/storage/storage.js';
export type { FeatureGateValues } from '../server/feature-gates.js';
export { systemClock } from '../meta/clock.js';
export type { Clock } from '../meta/clock.js';

// Authentication and authorization building blocks (401 and 403 paths).
export { RequestAuthenticator, unauthorizedError } from '../server/auth/authenticator.js';
export type { AuthenticatorOptions, AuthenticationRequest, AuthenticationResult, AuthenticationMethod } from '../server/auth/authenticator.js';
export { loadTokenFile, TokenFileAuthenticator, TokenFileError } from '../server/auth/token-file.js';
export type { TokenFile } from '../server/auth/token-file.js';
export { alwaysAllow, alwaysDeny, PolicyAuthorizer, forbiddenError } from '../server/auth/authorizer.js';
export type { Authorizer, AuthorizationAttributes, AuthorizationDecision, ResourceAttributes, NonResourceAttributes, PolicyAuthorizerOptions, RulesForResult } from '../server/auth/authorizer.js';
export { loadPolicy, validatePolicy, PolicyError } from '../server/auth/policy.js';
export type { Policy, PolicyRole, PolicyRule, PolicySubject } from '../server/auth/policy.js';
export { ServiceAccountTokenIssuer } from '../server/auth/service-account-token.js';
export type { ServiceAccountTokenIssuerOptions } from '../server/auth/service-account-token.js';
export { anonymousUser, SYSTEM_MASTERS_GROUP, ALL_AUTHENTICATED_GROUP, ALL_UNAUTHENTICATED_GROUP } from '../server/auth/user-info.js';
export type { UserInfo } from '../server/auth/user-info.js';
export { createCertificateAuthority, createClientCertificate, createServingCertificate } from '../server/auth/certificates.js';
export type { IssuedCertificate, IssueOptions } from '../server/auth/certificates.js';
