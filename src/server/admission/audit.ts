/**
 * The audit record admission produces for one request: the annotations upstream would add to the
 * request's audit event (`validation.policy.admission.cluster.io/validation_failure` from Audit
 * actions, `<policy>/<key>` from auditAnnotations). The server keeps no audit log: it hands each
 * record to `ApiServerOptions.onAdmissionAudit` (`startServer({ onAdmissionAudit })`).
 */
export interface AdmissionAuditEvent {
  readonly verb: string;
  readonly group: string;
  readonly version: string;
  readonly resource: string;
  readonly subresource: string;
  readonly namespace: string;
  readonly name: string;
  /** The requesting user's name. */
  readonly user: string;
  readonly annotations: Readonly<Record<string, string>>;
}
