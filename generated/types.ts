/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml (via the openapi-typescript output of generated/openapi.ts)
 * Generator: scripts/generate-lib.mjs (renderNamedTypes, typescript 5.9.3)
 * Rebuild:   npm run generate
 *
 * One named declaration per component schema, so that types print by name.
 */

/** @description AuditAnnotation describes how to produce an audit annotation for an API request. */
export interface AuditAnnotation {
    /**
     * @description key specifies the audit annotation key. The audit annotation keys of a ValidatingAdmissionPolicy must be unique. The key must be a qualified name ([A-Za-z0-9][-A-Za-z0-9_.]*) no more than 63 bytes in length.
     *
     *     The key is combined with the resource name of the ValidatingAdmissionPolicy to construct an audit annotation key: "{ValidatingAdmissionPolicy name}/{key}".
     *
     *     If an admission webhook uses the same resource name as this ValidatingAdmissionPolicy and the same audit annotation key, the annotation key will be identical. In this case, the first annotation written with the key will be included in the audit event and all subsequent annotations with the same key will be discarded.
     *
     *     Required.
     * @default
     */
    key: string;
    /**
     * @description valueExpression represents the expression which is evaluated by CEL to produce an audit annotation value. The expression must evaluate to either a string or null value. If the expression evaluates to a string, the audit annotation is included with the string value. If the expression evaluates to null or empty string the audit annotation will be omitted. The valueExpression may be no longer than 5kb in length. If the result of the valueExpression is more than 10kb in length, it will be truncated to 10kb.
     *
     *     If multiple ValidatingAdmissionPolicyBinding resources match an API request, then the valueExpression will be evaluated for each binding. All unique values produced by the valueExpressions will be joined together in a comma-separated list.
     *
     *     Required.
     * @default
     */
    valueExpression: string;
}

/** @description ExpressionWarning is a warning information that targets a specific expression. */
export interface ExpressionWarning {
    /**
     * @description The path to the field that refers the expression. For example, the reference to the expression of the first item of validations is "spec.validations[0].expression"
     * @default
     */
    fieldRef: string;
    /**
     * @description The content of type checking information in a human-readable form. Each line of the warning contains the type that the expression is checked against, followed by the type check error from the compiler.
     * @default
     */
    warning: string;
}

/** @description MatchCondition represents a condition which must by fulfilled for a request to be sent to a webhook. */
export interface MatchCondition {
    /**
     * @description Expression represents the expression which will be evaluated by CEL. Must evaluate to bool. CEL expressions have access to the contents of the AdmissionRequest and Authorizer, organized into CEL variables:
     *
     *     'object' - The object from the incoming request. The value is null for DELETE requests. 'oldObject' - The existing object. The value is null for CREATE requests. 'request' - Attributes of the admission request(/pkg/apis/admission/types.go#AdmissionRequest). 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
     *       See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
     *     'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
     *       request resource.
     *     Documentation on CEL: https://kubernetes.io/docs/reference/using-api/cel/
     *
     *     Required.
     * @default
     */
    expression: string;
    /**
     * @description Name is an identifier for this match condition, used for strategic merging of MatchConditions, as well as providing an identifier for logging purposes. A good name should be descriptive of the associated expression. Name must be a qualified name consisting of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')
     *
     *     Required.
     * @default
     */
    name: string;
}

/** @description MatchResources decides whether to run the admission control policy on an object based on whether it meets the match criteria. The exclude rules take precedence over include rules (if a resource matches both, it is excluded) */
export interface MatchResources {
    /** @description ExcludeResourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy should not care about. The exclude rules take precedence over include rules (if a resource matches both, it is excluded) */
    excludeResourceRules?: NamedRuleWithOperations[];
    /**
     * @description matchPolicy defines how the "MatchResources" list is used to match incoming requests. Allowed values are "Exact" or "Equivalent".
     *
     *     - Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the ValidatingAdmissionPolicy.
     *
     *     - Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the ValidatingAdmissionPolicy.
     *
     *     Defaults to "Equivalent"
     */
    matchPolicy?: string;
    /**
     * @description NamespaceSelector decides whether to run the admission control policy on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the policy.
     *
     *     Default to the empty LabelSelector, which matches everything.
     */
    namespaceSelector?: LabelSelector;
    /** @description ObjectSelector decides whether to run the validation based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the cel validation, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything. */
    objectSelector?: LabelSelector;
    /** @description ResourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy matches. The policy cares about an operation if it matches _any_ Rule. */
    resourceRules?: NamedRuleWithOperations[];
}

/** @description NamedRuleWithOperations is a tuple of Operations and Resources with ResourceNames. */
export interface NamedRuleWithOperations {
    /** @description APIGroups is the API groups the resources belong to. '*' is all groups. If '*' is present, the length of the slice must be one. Required. */
    apiGroups?: string[];
    /** @description APIVersions is the API versions the resources belong to. '*' is all versions. If '*' is present, the length of the slice must be one. Required. */
    apiVersions?: string[];
    /** @description Operations is the operations the admission hook cares about - CREATE, UPDATE, DELETE, CONNECT or * for all of those operations and any future admission operations that are added. If '*' is present, the length of the slice must be one. Required. */
    operations?: string[];
    /** @description ResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed. */
    resourceNames?: string[];
    /**
     * @description Resources is a list of resources this rule applies to.
     *
     *     For example: 'pods' means pods. 'pods/log' means the log subresource of pods. '*' means all resources, but not subresources. 'pods/*' means all subresources of pods. '*\/scale' means all scale subresources. '*\/*' means all resources and their subresources.
     *
     *     If wildcard is present, the validation rule will ensure resources do not overlap with each other.
     *
     *     Depending on the enclosing object, subresources might not be allowed. Required.
     */
    resources?: string[];
    /** @description scope specifies the scope of this rule. Valid values are "Cluster", "Namespaced", and "*" "Cluster" means that only cluster-scoped resources will match this rule. Namespace API objects are cluster-scoped. "Namespaced" means that only namespaced resources will match this rule. "*" means that there are no scope restrictions. Subresources match the scope of their parent resource. Default is "*". */
    scope?: string;
}

/** @description ParamKind is a tuple of Group Kind and Version. */
export interface ParamKind {
    /** @description APIVersion is the API group version the resources belong to. In format of "group/version". Required. */
    apiVersion?: string;
    /** @description Kind is the API kind the resources belong to. Required. */
    kind?: string;
}

/** @description ParamRef describes how to locate the params to be used as input to expressions of rules applied by a policy binding. */
export interface ParamRef {
    /**
     * @description name is the name of the resource being referenced.
     *
     *     One of `name` or `selector` must be set, but `name` and `selector` are mutually exclusive properties. If one is set, the other must be unset.
     *
     *     A single parameter used for all admission requests can be configured by setting the `name` field, leaving `selector` blank, and setting namespace if `paramKind` is namespace-scoped.
     */
    name?: string;
    /**
     * @description namespace is the namespace of the referenced resource. Allows limiting the search for params to a specific namespace. Applies to both `name` and `selector` fields.
     *
     *     A per-namespace parameter may be used by specifying a namespace-scoped `paramKind` in the policy and leaving this field empty.
     *
     *     - If `paramKind` is cluster-scoped, this field MUST be unset. Setting this field results in a configuration error.
     *
     *     - If `paramKind` is namespace-scoped, the namespace of the object being evaluated for admission will be used when this field is left unset. Take care that if this is left empty the binding must not match any cluster-scoped resources, which will result in an error.
     */
    namespace?: string;
    /**
     * @description `parameterNotFoundAction` controls the behavior of the binding when the resource exists, and name or selector is valid, but there are no parameters matched by the binding. If the value is set to `Allow`, then no matched parameters will be treated as successful validation by the binding. If set to `Deny`, then no matched parameters will be subject to the `failurePolicy` of the policy.
     *
     *     Allowed values are `Allow` or `Deny`
     *
     *     Required
     */
    parameterNotFoundAction?: string;
    /**
     * @description selector can be used to match multiple param objects based on their labels. Supply selector: {} to match all resources of the ParamKind.
     *
     *     If multiple params are found, they are all evaluated with the policy expressions and the results are ANDed together.
     *
     *     One of `name` or `selector` must be set, but `name` and `selector` are mutually exclusive properties. If one is set, the other must be unset.
     */
    selector?: LabelSelector;
}

/** @description TypeChecking contains results of type checking the expressions in the ValidatingAdmissionPolicy */
export interface TypeChecking {
    /** @description The type checking warnings for each expression. */
    expressionWarnings?: ExpressionWarning[];
}

/** @description ValidatingAdmissionPolicy describes the definition of an admission validation policy that accepts or rejects an object without changing it. */
export interface ValidatingAdmissionPolicy {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Specification of the desired behavior of the ValidatingAdmissionPolicy.
     * @default {}
     */
    spec?: ValidatingAdmissionPolicySpec;
    /**
     * @description The status of the ValidatingAdmissionPolicy, including warnings that are useful to determine if the policy behaves in the expected way. Populated by the system. Read-only.
     * @default {}
     */
    status?: ValidatingAdmissionPolicyStatus;
}

/**
 * @description ValidatingAdmissionPolicyBinding binds the ValidatingAdmissionPolicy with paramerized resources. ValidatingAdmissionPolicyBinding and parameter CRDs together define how cluster administrators configure policies for clusters.
 *
 *     For a given admission request, each binding will cause its policy to be evaluated N times, where N is 1 for policies/bindings that don't use params, otherwise N is the number of parameters selected by the binding.
 *
 *     The CEL expressions of a policy must have a computed CEL cost below the maximum CEL budget. Each evaluation of the policy is given an independent CEL cost budget. Adding/removing policies, bindings, or params can not affect whether a given (policy, binding, param) combination is within its own CEL budget.
 */
export interface ValidatingAdmissionPolicyBinding {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Specification of the desired behavior of the ValidatingAdmissionPolicyBinding.
     * @default {}
     */
    spec?: ValidatingAdmissionPolicyBindingSpec;
}

/** @description ValidatingAdmissionPolicyBindingList is a list of ValidatingAdmissionPolicyBinding. */
export interface ValidatingAdmissionPolicyBindingList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description List of PolicyBinding. */
    items: ValidatingAdmissionPolicyBinding[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description ValidatingAdmissionPolicyBindingSpec is the specification of the ValidatingAdmissionPolicyBinding. */
export interface ValidatingAdmissionPolicyBindingSpec {
    /** @description MatchResources declares what resources match this binding and will be validated by it. Note that this is intersected with the policy's matchConstraints, so only requests that are matched by the policy can be selected by this. If this is unset, all resources matched by the policy are validated by this binding When resourceRules is unset, it does not constrain resource matching. If a resource is matched by the other fields of this object, it will be validated. Note that this is differs from ValidatingAdmissionPolicy matchConstraints, where resourceRules are required. */
    matchResources?: MatchResources;
    /** @description paramRef specifies the parameter resource used to configure the admission control policy. It should point to a resource of the type specified in ParamKind of the bound ValidatingAdmissionPolicy. If the policy specifies a ParamKind and the resource referred to by ParamRef does not exist, this binding is considered mis-configured and the FailurePolicy of the ValidatingAdmissionPolicy applied. If the policy does not specify a ParamKind then this field is ignored, and the rules are evaluated without a param. */
    paramRef?: ParamRef;
    /** @description PolicyName references a ValidatingAdmissionPolicy name which the ValidatingAdmissionPolicyBinding binds to. If the referenced resource does not exist, this binding is considered invalid and will be ignored Required. */
    policyName?: string;
    /**
     * @description validationActions declares how Validations of the referenced ValidatingAdmissionPolicy are enforced. If a validation evaluates to false it is always enforced according to these actions.
     *
     *     Failures defined by the ValidatingAdmissionPolicy's FailurePolicy are enforced according to these actions only if the FailurePolicy is set to Fail, otherwise the failures are ignored. This includes compilation errors, runtime errors and misconfigurations of the policy.
     *
     *     validationActions is declared as a set of action values. Order does not matter. validationActions may not contain duplicates of the same action.
     *
     *     The supported actions values are:
     *
     *     "Deny" specifies that a validation failure results in a denied request.
     *
     *     "Warn" specifies that a validation failure is reported to the request client in HTTP Warning headers, with a warning code of 299. Warnings can be sent both for allowed or denied admission responses.
     *
     *     "Audit" specifies that a validation failure is included in the published audit event for the request. The audit event will contain a `validation.policy.admission.cluster.io/validation_failure` audit annotation with a value containing the details of the validation failures, formatted as a JSON list of objects, each with the following fields: - message: The validation failure message string - policy: The resource name of the ValidatingAdmissionPolicy - binding: The resource name of the ValidatingAdmissionPolicyBinding - expressionIndex: The index of the failed validations in the ValidatingAdmissionPolicy - validationActions: The enforcement actions enacted for the validation failure Example audit annotation: `"validation.policy.admission.cluster.io/validation_failure": "[{\"message\": \"Invalid value\", {\"policy\": \"policy.example.com\", {\"binding\": \"policybinding.example.com\", {\"expressionIndex\": \"1\", {\"validationActions\": [\"Audit\"]}]"`
     *
     *     Clients should expect to handle additional values by ignoring any values not recognized.
     *
     *     "Deny" and "Warn" may not be used together since this combination needlessly duplicates the validation failure both in the API response body and the HTTP warning headers.
     *
     *     Required.
     */
    validationActions?: string[];
}

/** @description ValidatingAdmissionPolicyList is a list of ValidatingAdmissionPolicy. */
export interface ValidatingAdmissionPolicyList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description List of ValidatingAdmissionPolicy. */
    items: ValidatingAdmissionPolicy[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description ValidatingAdmissionPolicySpec is the specification of the desired behavior of the AdmissionPolicy. */
export interface ValidatingAdmissionPolicySpec {
    /** @description auditAnnotations contains CEL expressions which are used to produce audit annotations for the audit event of the API request. validations and auditAnnotations may not both be empty; a least one of validations or auditAnnotations is required. */
    auditAnnotations?: AuditAnnotation[];
    /**
     * @description failurePolicy defines how to handle failures for the admission policy. Failures can occur from CEL expression parse errors, type check errors, runtime errors and invalid or mis-configured policy definitions or bindings.
     *
     *     A policy is invalid if spec.paramKind refers to a non-existent Kind. A binding is invalid if spec.paramRef.name refers to a non-existent resource.
     *
     *     failurePolicy does not define how validations that evaluate to false are handled.
     *
     *     When failurePolicy is set to Fail, ValidatingAdmissionPolicyBinding validationActions define how failures are enforced.
     *
     *     Allowed values are Ignore or Fail. Defaults to Fail.
     */
    failurePolicy?: string;
    /**
     * @description MatchConditions is a list of conditions that must be met for a request to be validated. Match conditions filter requests that have already been matched by the rules, namespaceSelector, and objectSelector. An empty list of matchConditions matches all requests. There are a maximum of 64 match conditions allowed.
     *
     *     If a parameter object is provided, it can be accessed via the `params` handle in the same manner as validation expressions.
     *
     *     The exact matching logic is (in order):
     *       1. If ANY matchCondition evaluates to FALSE, the policy is skipped.
     *       2. If ALL matchConditions evaluate to TRUE, the policy is evaluated.
     *       3. If any matchCondition evaluates to an error (but none are FALSE):
     *          - If failurePolicy=Fail, reject the request
     *          - If failurePolicy=Ignore, the policy is skipped
     */
    matchConditions?: MatchCondition[];
    /** @description MatchConstraints specifies what resources this policy is designed to validate. The AdmissionPolicy cares about a request if it matches _all_ Constraints. However, in order to prevent clusters from being put into an unstable state that cannot be recovered from via the API ValidatingAdmissionPolicy cannot match ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding. Required. */
    matchConstraints?: MatchResources;
    /** @description ParamKind specifies the kind of resources used to parameterize this policy. If absent, there are no parameters for this policy and the param CEL variable will not be provided to validation expressions. If ParamKind refers to a non-existent kind, this policy definition is mis-configured and the FailurePolicy is applied. If paramKind is specified but paramRef is unset in ValidatingAdmissionPolicyBinding, the params variable will be null. */
    paramKind?: ParamKind;
    /** @description Validations contain CEL expressions which is used to apply the validation. Validations and AuditAnnotations may not both be empty; a minimum of one Validations or AuditAnnotations is required. */
    validations?: Validation[];
    /**
     * @description Variables contain definitions of variables that can be used in composition of other expressions. Each variable is defined as a named CEL expression. The variables defined here will be available under `variables` in other expressions of the policy except MatchConditions because MatchConditions are evaluated before the rest of the policy.
     *
     *     The expression of a variable can refer to other variables defined earlier in the list but not those after. Thus, Variables must be sorted by the order of first appearance and acyclic.
     */
    variables?: Variable[];
}

/** @description ValidatingAdmissionPolicyStatus represents the status of an admission validation policy. */
export interface ValidatingAdmissionPolicyStatus {
    /** @description The conditions represent the latest available observations of a policy's current state. */
    conditions?: Condition[];
    /**
     * Format: int64
     * @description The generation observed by the controller.
     */
    observedGeneration?: number;
    /** @description The results of type checking for each expression. Presence of this field indicates the completion of the type checking. */
    typeChecking?: TypeChecking;
}

/** @description Validation specifies the CEL expression which is used to apply the validation. */
export interface Validation {
    /**
     * @description Expression represents the expression which will be evaluated by CEL. ref: https://github.com/google/cel-spec CEL expressions have access to the contents of the API request/response, organized into CEL variables as well as some other useful variables:
     *
     *     - 'object' - The object from the incoming request. The value is null for DELETE requests. - 'oldObject' - The existing object. The value is null for CREATE requests. - 'request' - Attributes of the API request([ref](/pkg/apis/admission/types.go#AdmissionRequest)). - 'params' - Parameter resource referred to by the policy binding being evaluated. Only populated if the policy has a ParamKind. - 'namespaceObject' - The namespace object that the incoming object belongs to. The value is null for cluster-scoped resources. - 'variables' - Map of composited variables, from its name to its lazily evaluated value.
     *       For example, a variable named 'foo' can be accessed as 'variables.foo'.
     *     - 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
     *       See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
     *     - 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
     *       request resource.
     *
     *
     *     The `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` are always accessible from the root of the object. No other metadata properties are accessible.
     *
     *     Only property names of the form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` are accessible. Accessible property names are escaped according to the following rules when accessed in the expression: - '__' escapes to '__underscores__' - '.' escapes to '__dot__' - '-' escapes to '__dash__' - '/' escapes to '__slash__' - Property names that exactly match a CEL RESERVED keyword escape to '__{keyword}__'. The keywords are:
     *     	  "true", "false", "null", "in", "as", "break", "const", "continue", "else", "for",
     *     "function", "if",
     *     	  "import", "let", "loop", "package", "namespace", "return".
     *     Examples:
     *       - Expression accessing a property named "namespace": {"Expression": "object.__namespace__ > 0"}
     *       - Expression accessing a property named "x-prop": {"Expression": "object.x__dash__prop > 0"}
     *       - Expression accessing a property named "redact__d": {"Expression": "object.redact__underscores__d > 0"}
     *
     *
     *     Equality on arrays with list type of 'set' or 'map' ignores element order, i.e. [1, 2] == [2, 1]. Concatenation on arrays with x-kubernetes-list-type use the semantics of the list type:
     *       - 'set': `X + Y` performs a union where the array positions of all elements in `X` are preserved and
     *         non-intersecting elements in `Y` are appended, retaining their partial order.
     *       - 'map': `X + Y` performs a merge where the array positions of all keys in `X` are preserved but the values
     *         are overwritten by values in `Y` when the key sets of `X` and `Y` intersect. Elements in `Y` with
     *         non-intersecting keys are appended, retaining their partial order.
     *     Required.
     * @default
     */
    expression: string;
    /** @description Message represents the message displayed when validation fails. The message is required if the Expression contains line breaks. The message must not contain line breaks. If unset, the message is "failed rule: {Rule}". e.g. "must be a URL with the host matching spec.host" If the Expression contains line breaks. Message is required. The message must not contain line breaks. If unset, the message is "failed Expression: {Expression}". */
    message?: string;
    /** @description messageExpression declares a CEL expression that evaluates to the validation failure message that is returned when this rule fails. Since messageExpression is used as a failure message, it must evaluate to a string. If both message and messageExpression are present on a validation, then messageExpression will be used if validation fails. If messageExpression results in a runtime error, the runtime error is logged, and the validation failure message is produced as if the messageExpression field were unset. If messageExpression evaluates to an empty string, a string with only spaces, or a string that contains line breaks, then the validation failure message will also be produced as if the messageExpression field were unset, and the fact that messageExpression produced an empty string/string with only spaces/string with line breaks will be logged. messageExpression has access to all the same variables as the `expression` except for 'authorizer' and 'authorizer.requestResource'. Example: "object.x must be less than max ("+string(params.max)+")" */
    messageExpression?: string;
    /** @description Reason represents a machine-readable description of why this validation failed. If this is the first validation in the list to fail, this reason, as well as the corresponding HTTP response code, are used in the HTTP response to the client. The currently supported reasons are: "Unauthorized", "Forbidden", "Invalid", "RequestEntityTooLarge". If not set, StatusReasonInvalid is used in the response to the client. */
    reason?: string;
}

/** @description Variable is the definition of a variable that is used for composition. A variable is defined as a named expression. */
export interface Variable {
    /**
     * @description Expression is the expression that will be evaluated as the value of the variable. The CEL expression has access to the same identifiers as the CEL expressions in Validation.
     * @default
     */
    expression: string;
    /**
     * @description Name is the name of the variable. The name must be a valid CEL identifier and unique among all variables. The variable can be accessed in other expressions through `variables` For example, if name is "foo", the variable will be available as `variables.foo`
     * @default
     */
    name: string;
}

/** @description The pod this Toleration is attached to tolerates any taint that matches the triple <key,value,effect> using the matching operator <operator>. */
export interface Toleration {
    /** @description Effect indicates the taint effect to match. Empty means match all taint effects. When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute. */
    effect?: string;
    /** @description Key is the taint key that the toleration applies to. Empty means match all taint keys. If the key is empty, operator must be Exists; this combination means to match all values and all keys. */
    key?: string;
    /** @description Operator represents a key's relationship to the value. Valid operators are Exists and Equal. Defaults to Equal. Exists is equivalent to wildcard for value, so that a pod can tolerate all taints of a particular category. */
    operator?: string;
    /**
     * Format: int64
     * @description TolerationSeconds represents the period of time the toleration (which must be of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default, it is not set, which means tolerate the taint forever (do not evict). Zero and negative values will be treated as 0 (evict immediately) by the system.
     */
    tolerationSeconds?: number;
    /** @description Value is the taint value the toleration matches to. If the operator is Exists, the value should be empty, otherwise just a regular string. */
    value?: string;
}

/** @description Namespace provides a scope for Names. Use of multiple namespaces is optional. */
export interface Namespace {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Spec defines the behavior of the Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
     * @default {}
     */
    spec?: NamespaceSpec;
    /**
     * @description Status describes the current status of a Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
     * @default {}
     */
    status?: NamespaceStatus;
}

/** @description NamespaceSpec describes the attributes on a Namespace. */
export interface NamespaceSpec {
    /** @description Finalizers is an opaque list of values that must be empty to permanently remove object from storage. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/ */
    finalizers?: string[];
}

/** @description NamespaceStatus is information about the current status of a Namespace. */
export interface NamespaceStatus {
    /**
     * @description Phase is the current lifecycle phase of the namespace. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/
     *
     *     Possible enum values:
     *      - `"Active"` means the namespace is available for use in the system
     *      - `"Terminating"` means the namespace is undergoing graceful termination
     * @enum {string}
     */
    phase?: "Active" | "Terminating";
}

/** @description NamespaceList is a list of Namespaces. */
export interface NamespaceList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Items is the list of Namespace objects in the list. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/ */
    items: Namespace[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description SelfSubjectReview contains the user information that the kube-apiserver has about the user making this request. When using impersonation, users will receive the user info of the user being impersonated.  If impersonation or request header authentication is used, any extra keys will have their case ignored and returned as lowercase. */
export interface SelfSubjectReview {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Status is filled in by the server with the user attributes.
     * @default {}
     */
    status?: SelfSubjectReviewStatus;
}

/** @description SelfSubjectReviewStatus is filled by the kube-apiserver and sent back to a user. */
export interface SelfSubjectReviewStatus {
    /**
     * @description User attributes of the user making this request.
     * @default {}
     */
    userInfo?: UserInfo;
}

/** @description UserInfo holds the information about the user needed to implement the user.Info interface. */
export interface UserInfo {
    /** @description Any additional information provided by the authenticator. */
    extra?: {
        [key: string]: string[];
    };
    /** @description The names of groups this user is a part of. */
    groups?: string[];
    /** @description A unique value that identifies this user across time. If this user is deleted and another user by the same name is added, they will have different UIDs. */
    uid?: string;
    /** @description The name that uniquely identifies this user among all active users. */
    username?: string;
}

/** @description FieldSelectorAttributes indicates a field limited access. Webhook authors are encouraged to ensure rawSelector and requirements are not both set, and to consider the requirements field if set. */
export interface FieldSelectorAttributes {
    /** @description rawSelector is the serialization of a field selector that would be included in a query parameter. Webhook implementations are encouraged to ignore rawSelector. The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present. */
    rawSelector?: string;
    /** @description requirements is the parsed interpretation of a field selector. All requirements must be met for a resource instance to match the selector. Webhook implementations should handle requirements, but how to handle them is up to the webhook. Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements are not understood. */
    requirements?: FieldSelectorRequirement[];
}

/** @description LabelSelectorAttributes indicates a label limited access. Webhook authors are encouraged to ensure rawSelector and requirements are not both set, and to consider the requirements field if set. */
export interface LabelSelectorAttributes {
    /** @description rawSelector is the serialization of a field selector that would be included in a query parameter. Webhook implementations are encouraged to ignore rawSelector. The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present. */
    rawSelector?: string;
    /** @description requirements is the parsed interpretation of a label selector. All requirements must be met for a resource instance to match the selector. Webhook implementations should handle requirements, but how to handle them is up to the webhook. Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements are not understood. */
    requirements?: LabelSelectorRequirement[];
}

/** @description NonResourceAttributes includes the authorization attributes available for non-resource requests to the Authorizer interface */
export interface NonResourceAttributes {
    /** @description Path is the URL path of the request */
    path?: string;
    /** @description Verb is the standard HTTP verb */
    verb?: string;
}

/** @description NonResourceRule holds information that describes a rule for the non-resource */
export interface NonResourceRule {
    /** @description NonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path.  "*" means all. */
    nonResourceURLs?: string[];
    /** @description Verb is a list of kubernetes non-resource API verbs, like: get, post, put, delete, patch, head, options.  "*" means all. */
    verbs: string[];
}

/** @description ResourceAttributes includes the authorization attributes available for resource requests to the Authorizer interface */
export interface ResourceAttributes {
    /** @description fieldSelector describes the limitation on access based on field.  It can only limit access, not broaden it. */
    fieldSelector?: FieldSelectorAttributes;
    /** @description Group is the API Group of the Resource.  "*" means all. */
    group?: string;
    /** @description labelSelector describes the limitation on access based on labels.  It can only limit access, not broaden it. */
    labelSelector?: LabelSelectorAttributes;
    /** @description Name is the name of the resource being requested for a "get" or deleted for a "delete". "" (empty) means all. */
    name?: string;
    /** @description Namespace is the namespace of the action being requested.  Currently, there is no distinction between no namespace and all namespaces "" (empty) is defaulted for LocalSubjectAccessReviews "" (empty) is empty for cluster-scoped resources "" (empty) means "all" for namespace scoped resources from a SubjectAccessReview or SelfSubjectAccessReview */
    namespace?: string;
    /** @description Resource is one of the existing resource types.  "*" means all. */
    resource?: string;
    /** @description Subresource is one of the existing resource types.  "" means none. */
    subresource?: string;
    /** @description Verb is a kubernetes resource API verb, like: get, list, watch, create, update, delete, proxy.  "*" means all. */
    verb?: string;
    /** @description Version is the API Version of the Resource.  "*" means all. */
    version?: string;
}

/** @description ResourceRule is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete. */
export interface ResourceRule {
    /** @description APIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.  "*" means all. */
    apiGroups?: string[];
    /** @description ResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.  "*" means all. */
    resourceNames?: string[];
    /**
     * @description Resources is a list of resources this rule applies to.  "*" means all in the specified apiGroups.
     *      "*\/foo" represents the subresource 'foo' for all resources in the specified apiGroups.
     */
    resources?: string[];
    /** @description Verb is a list of kubernetes resource API verbs, like: get, list, watch, create, update, delete, proxy.  "*" means all. */
    verbs: string[];
}

/** @description SelfSubjectAccessReview checks whether or the current user can perform an action.  Not filling in a spec.namespace means "in all namespaces".  Self is a special case, because users should always be able to check whether they can perform an action */
export interface SelfSubjectAccessReview {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Spec holds information about the request being evaluated.  user and groups must be empty
     * @default {}
     */
    spec: SelfSubjectAccessReviewSpec;
    /**
     * @description Status is filled in by the server and indicates whether the request is allowed or not
     * @default {}
     */
    status?: SubjectAccessReviewStatus;
}

/** @description SelfSubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set */
export interface SelfSubjectAccessReviewSpec {
    /** @description NonResourceAttributes describes information for a non-resource access request */
    nonResourceAttributes?: NonResourceAttributes;
    /** @description ResourceAuthorizationAttributes describes information for a resource access request */
    resourceAttributes?: ResourceAttributes;
}

/** @description SelfSubjectRulesReview enumerates the set of actions the current user can perform within a namespace. The returned list of actions may be incomplete depending on the server's authorization mode, and any errors experienced during the evaluation. SelfSubjectRulesReview should be used by UIs to show/hide actions, or to quickly let an end user reason about their permissions. It should NOT Be used by external systems to drive authorization decisions as this raises confused deputy, cache lifetime/revocation, and correctness concerns. SubjectAccessReview, and LocalAccessReview are the correct way to defer authorization decisions to the API server. */
export interface SelfSubjectRulesReview {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description Spec holds information about the request being evaluated.
     * @default {}
     */
    spec: SelfSubjectRulesReviewSpec;
    /** @description Status is filled in by the server and indicates the set of actions a user can perform. */
    status?: SubjectRulesReviewStatus;
}

/** @description SelfSubjectRulesReviewSpec defines the specification for SelfSubjectRulesReview. */
export interface SelfSubjectRulesReviewSpec {
    /** @description Namespace to evaluate rules for. Required. */
    namespace?: string;
}

/** @description SubjectAccessReviewStatus */
export interface SubjectAccessReviewStatus {
    /**
     * @description Allowed is required. True if the action would be allowed, false otherwise.
     * @default false
     */
    allowed: boolean;
    /** @description Denied is optional. True if the action would be denied, otherwise false. If both allowed is false and denied is false, then the authorizer has no opinion on whether to authorize the action. Denied may not be true if Allowed is true. */
    denied?: boolean;
    /** @description EvaluationError is an indication that some error occurred during the authorization check. It is entirely possible to get an error and be able to continue determine authorization status in spite of it. For instance, RBAC can be missing a role, but enough roles are still present and bound to reason about the request. */
    evaluationError?: string;
    /** @description Reason is optional.  It indicates why a request was allowed or denied. */
    reason?: string;
}

/** @description SubjectRulesReviewStatus contains the result of a rules check. This check can be incomplete depending on the set of authorizers the server is configured with and any errors experienced during evaluation. Because authorization rules are additive, if a rule appears in a list it's safe to assume the subject has that permission, even if that list is incomplete. */
export interface SubjectRulesReviewStatus {
    /** @description EvaluationError can appear in combination with Rules. It indicates an error occurred during rule evaluation, such as an authorizer that doesn't support rule evaluation, and that ResourceRules and/or NonResourceRules may be incomplete. */
    evaluationError?: string;
    /**
     * @description Incomplete is true when the rules returned by this call are incomplete. This is most commonly encountered when an authorizer, such as an external authorizer, doesn't support rules evaluation.
     * @default false
     */
    incomplete: boolean;
    /** @description NonResourceRules is the list of actions the subject is allowed to perform on non-resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete. */
    nonResourceRules: NonResourceRule[];
    /** @description ResourceRules is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete. */
    resourceRules: ResourceRule[];
}

/** @description Lease defines a lease concept. */
export interface Lease {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description spec contains the specification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
     * @default {}
     */
    spec?: LeaseSpec;
}

/** @description LeaseList is a list of Lease objects. */
export interface LeaseList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description items is a list of schema objects. */
    items: Lease[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description LeaseSpec is a specification of a Lease. */
export interface LeaseSpec {
    /** @description acquireTime is a time when the current lease was acquired. */
    acquireTime?: MicroTime;
    /** @description holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field. */
    holderIdentity?: string;
    /**
     * Format: int32
     * @description leaseDurationSeconds is a duration that candidates for a lease need to wait to force acquire it. This is measured against the time of last observed renewTime.
     */
    leaseDurationSeconds?: number;
    /**
     * Format: int32
     * @description leaseTransitions is the number of transitions of a lease between holders.
     */
    leaseTransitions?: number;
    /** @description PreferredHolder signals to a lease holder that the lease has a more optimal holder and should be given up. This field can only be set if Strategy is also set. */
    preferredHolder?: string;
    /** @description renewTime is a time when the current holder of a lease has last updated the lease. */
    renewTime?: MicroTime;
    /** @description Strategy indicates the strategy for picking the leader for coordinated leader election. If the field is not specified, there is no active coordination for this lease. (Alpha) Using this field requires the CoordinatedLeaderElection feature gate to be enabled. */
    strategy?: string;
}

/** @description LeaseCandidate defines a candidate for a Lease object. Candidates are created such that coordinated leader election will pick the best leader from the list of candidates. */
export interface LeaseCandidate {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description spec contains the specification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
     * @default {}
     */
    spec?: LeaseCandidateSpec;
}

/** @description LeaseCandidateList is a list of Lease objects. */
export interface LeaseCandidateList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description items is a list of schema objects. */
    items: LeaseCandidate[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description LeaseCandidateSpec is a specification of a Lease. */
export interface LeaseCandidateSpec {
    /**
     * @description BinaryVersion is the binary version. It must be in a semver format without leading `v`. This field is required.
     * @default
     */
    binaryVersion: string;
    /** @description EmulationVersion is the emulation version. It must be in a semver format without leading `v`. EmulationVersion must be less than or equal to BinaryVersion. This field is required when strategy is "OldestEmulationVersion" */
    emulationVersion?: string;
    /**
     * @description LeaseName is the name of the lease for which this candidate is contending. The limits on this field are the same as on Lease.name. Multiple lease candidates may reference the same Lease.name. This field is immutable.
     * @default
     */
    leaseName: string;
    /** @description PingTime is the last time that the server has requested the LeaseCandidate to renew. It is only done during leader election to check if any LeaseCandidates have become ineligible. When PingTime is updated, the LeaseCandidate will respond by updating RenewTime. */
    pingTime?: MicroTime;
    /** @description RenewTime is the time that the LeaseCandidate was last updated. Any time a Lease needs to do leader election, the PingTime field is updated to signal to the LeaseCandidate that they should update the RenewTime. Old LeaseCandidate objects are also garbage collected if it has been hours since the last renew. The PingTime field is updated regularly to prevent garbage collection for still active LeaseCandidates. */
    renewTime?: MicroTime;
    /** @description Strategy is the strategy that coordinated leader election will use for picking the leader. If multiple candidates for the same Lease return different strategies, the strategy provided by the candidate with the latest BinaryVersion will be used. If there is still conflict, this is a user error and coordinated leader election will not operate the Lease until resolved. */
    strategy: string;
}

/** @description Overhead structure represents the resource overhead associated with running a pod. */
export interface Overhead {
    /** @description podFixed represents the fixed resource overhead associated with running a pod. */
    podFixed?: {
        [key: string]: Quantity;
    };
}

/** @description RuntimeClass defines a class of container runtime supported in the cluster. The RuntimeClass is used to determine which container runtime is used to run all containers in a pod. RuntimeClasses are manually defined by a user or cluster provisioner, and referenced in the PodSpec. The Kubelet is responsible for resolving the RuntimeClassName reference before running the pod.  For more details, see https://kubernetes.io/docs/concepts/containers/runtime-class/ */
export interface RuntimeClass {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /**
     * @description handler specifies the underlying runtime and configuration that the CRI implementation will use to handle pods of this class. The possible values are specific to the node & CRI configuration.  It is assumed that all handlers are available on every node, and handlers of the same name are equivalent on every node. For example, a handler called "runc" might specify that the runc OCI runtime (using native Linux containers) will be used to run the containers in a pod. The Handler must be lowercase, conform to the DNS Label (RFC 1123) requirements, and is immutable.
     * @default
     */
    handler: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
    /**
     * @description overhead represents the resource overhead associated with running a pod for a given RuntimeClass. For more details, see
     *      https://kubernetes.io/docs/concepts/scheduling-eviction/pod-overhead/
     */
    overhead?: Overhead;
    /** @description scheduling holds the scheduling constraints to ensure that pods running with this RuntimeClass are scheduled to nodes that support it. If scheduling is nil, this RuntimeClass is assumed to be supported by all nodes. */
    scheduling?: Scheduling;
}

/** @description RuntimeClassList is a list of RuntimeClass objects. */
export interface RuntimeClassList {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description items is a list of schema objects. */
    items: RuntimeClass[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ListMeta;
}

/** @description Scheduling specifies the scheduling constraints for nodes supporting a RuntimeClass. */
export interface Scheduling {
    /** @description nodeSelector lists labels that must be present on nodes that support this RuntimeClass. Pods using this RuntimeClass can only be scheduled to a node matched by this selector. The RuntimeClass nodeSelector is merged with a pod's existing nodeSelector. Any conflicts will cause the pod to be rejected in admission. */
    nodeSelector?: {
        [key: string]: string;
    };
    /** @description tolerations are appended (excluding duplicates) to pods running with this RuntimeClass during admission, effectively unioning the set of nodes tolerated by the pod and the RuntimeClass. */
    tolerations?: Toleration[];
}

/**
 * @description Quantity is a fixed-point representation of a number. It provides convenient marshaling/unmarshaling in JSON and YAML, in addition to String() and AsInt64() accessors.
 *
 *     The serialization format is:
 *
 *     ``` <quantity>        ::= <signedNumber><suffix>
 *
 *     	(Note that <suffix> may be empty, from the "" case in <decimalSI>.)
 *
 *     <digit>           ::= 0 | 1 | ... | 9 <digits>          ::= <digit> | <digit><digits> <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits> <sign>            ::= "+" | "-" <signedNumber>    ::= <number> | <sign><number> <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI> <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei
 *
 *     	(International System of units; See: http://physics.nist.gov/cuu/Units/binary.html)
 *
 *     <decimalSI>       ::= m | "" | k | M | G | T | P | E
 *
 *     	(Note that 1024 = 1Ki but 1000 = 1k; I didn't choose the capitalization.)
 *
 *     <decimalExponent> ::= "e" <signedNumber> | "E" <signedNumber> ```
 *
 *     No matter which of the three exponent forms is used, no quantity may represent a number greater than 2^63-1 in magnitude, nor may it have more than 3 decimal places. Numbers larger or more precise will be capped or rounded up. (E.g.: 0.1m will rounded up to 1m.) This may be extended in the future if we require larger or smaller quantities.
 *
 *     When a Quantity is parsed from a string, it will remember the type of suffix it had, and will use the same type again when it is serialized.
 *
 *     Before serializing, Quantity will be put in "canonical form". This means that Exponent/suffix will be adjusted up or down (with a corresponding increase or decrease in Mantissa) such that:
 *
 *     - No precision is lost - No fractional digits will be emitted - The exponent (or suffix) is as large as possible.
 *
 *     The sign will be omitted unless the number is negative.
 *
 *     Examples:
 *
 *     - 1.5 will be serialized as "1500m" - 1.5Gi will be serialized as "1536Mi"
 *
 *     Note that the quantity will NEVER be internally represented by a floating point number. That is the whole point of this exercise.
 *
 *     Non-canonical values will still parse as long as they are well formed, but will be re-emitted in their canonical form. (So always use canonical form, or don't diff.)
 *
 *     This format is intended to make it difficult to use these numbers without writing some sort of special handling code in the hopes that that will cause implementors to also use a fixed point implementation.
 */
export type Quantity = string | number;

/** @description RawExtension is used to hold extensions in external versions. On the wire it is the embedded object itself, serialised in the media type of the enclosing object (a JSON object in JSON, the self-describing protobuf envelope bytes in protobuf). */
export type RawExtension = Record<string, unknown>;

/** @description Condition contains details for one aspect of the current state of this API Resource. */
export interface Condition {
    /** @description lastTransitionTime is the last time the condition transitioned from one status to another. This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable. */
    lastTransitionTime: Time;
    /**
     * @description message is a human readable message indicating details about the transition. This may be an empty string.
     * @default
     */
    message: string;
    /**
     * Format: int64
     * @description observedGeneration represents the .metadata.generation that the condition was set based upon. For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date with respect to the current state of the instance.
     */
    observedGeneration?: number;
    /**
     * @description reason contains a programmatic identifier indicating the reason for the condition's last transition. Producers of specific condition types may define expected values and meanings for this field, and whether the values are considered a guaranteed API. The value should be a CamelCase string. This field may not be empty.
     * @default
     */
    reason: string;
    /**
     * @description status of the condition, one of True, False, Unknown.
     * @default
     */
    status: string;
    /**
     * @description type of condition in CamelCase or in foo.example.com/CamelCase.
     * @default
     */
    type: string;
}

/** @description DeleteOptions may be provided when deleting an API object. */
export interface DeleteOptions {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed */
    dryRun?: string[];
    /**
     * Format: int64
     * @description The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.
     */
    gracePeriodSeconds?: number;
    /** @description if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it */
    ignoreStoreReadErrorWithClusterBreakingPotential?: boolean;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /** @description Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the "orphan" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both. */
    orphanDependents?: boolean;
    /** @description Must be fulfilled before a deletion is carried out. If not possible, a 409 Conflict status will be returned. */
    preconditions?: Preconditions;
    /** @description Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground. */
    propagationPolicy?: string;
}

/** @description FieldSelectorRequirement is a selector that contains values, a key, and an operator that relates the key and values. */
export interface FieldSelectorRequirement {
    /**
     * @description key is the field selector key that the requirement applies to.
     * @default
     */
    key: string;
    /**
     * @description operator represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist. The list of operators may grow in the future.
     * @default
     */
    operator: string;
    /** @description values is an array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. */
    values?: string[];
}

/**
 * @description FieldsV1 stores a set of fields in a data structure like a Trie, in JSON format.
 *
 *     Each key is either a '.' representing the field itself, and will always map to an empty set, or a string representing a sub-field or item. The string will follow one of these four formats: 'f:<name>', where <name> is the name of a field in a struct, or key in a map 'v:<value>', where <value> is the exact json formatted value of a list item 'i:<index>', where <index> is position of a item in a list 'k:<keys>', where <keys> is a map of  a list item's key fields to their unique values If a key maps to an empty Fields value, the field that key represents is part of the set.
 *
 *     The exact format is defined in sigs.k8s.io/structured-merge-diff
 */
export type FieldsV1 = Record<string, unknown>;

/** @description A label selector is a label query over a set of resources. The result of matchLabels and matchExpressions are ANDed. An empty label selector matches all objects. A null label selector matches no objects. */
export interface LabelSelector {
    /** @description matchExpressions is a list of label selector requirements. The requirements are ANDed. */
    matchExpressions?: LabelSelectorRequirement[];
    /** @description matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is equivalent to an element of matchExpressions, whose key field is "key", the operator is "In", and the values array contains only "value". The requirements are ANDed. */
    matchLabels?: {
        [key: string]: string;
    };
}

/** @description A label selector requirement is a selector that contains values, a key, and an operator that relates the key and values. */
export interface LabelSelectorRequirement {
    /**
     * @description key is the label key that the selector applies to.
     * @default
     */
    key: string;
    /**
     * @description operator represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists and DoesNotExist.
     * @default
     */
    operator: string;
    /** @description values is an array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. This array is replaced during a strategic merge patch. */
    values?: string[];
}

/** @description ListMeta describes metadata that synthetic resources must have, including lists and various status objects. A resource may have only one of {ObjectMeta, ListMeta}. */
export interface ListMeta {
    /** @description continue may be set if the user set a limit on the number of items returned, and indicates that the server has more data available. The value is opaque and may be used to issue another request to the endpoint that served this list to retrieve the next set of available objects. Continuing a consistent list may not be possible if the server configuration has changed or more than a few minutes have passed. The resourceVersion field returned when using this continue value will be identical to the value in the first response, unless you have received this token from an error message. */
    continue?: string;
    /**
     * Format: int64
     * @description remainingItemCount is the number of subsequent items in the list which are not included in this list response. If the list request contained label or field selectors, then the number of remaining items is unknown and the field will be left unset and omitted during serialization. If the list is complete (either because it is not chunking or because this is the last chunk), then there are no more remaining items and this field will be left unset and omitted during serialization. Servers older than v1.15 do not set this field. The intended use of the remainingItemCount is *estimating* the size of a collection. Clients should not rely on the remainingItemCount to be set or to be exact.
     */
    remainingItemCount?: number;
    /** @description String that identifies the server's internal version of this object that can be used by clients to determine when objects have changed. Value must be treated as opaque by clients and passed unmodified back to the server. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency */
    resourceVersion?: string;
    /** @description Deprecated: selfLink is a legacy read-only field that is no longer populated by the system. */
    selfLink?: string;
}

/** @description ManagedFieldsEntry is a workflow-id, a FieldSet and the group version of the resource that the fieldset applies to. */
export interface ManagedFieldsEntry {
    /** @description APIVersion defines the version of this resource that this field set applies to. The format is "group/version" just like the top-level APIVersion field. It is necessary to track the version of a field set because it cannot be automatically converted. */
    apiVersion?: string;
    /** @description FieldsType is the discriminator for the different fields format and version. There is currently only one possible value: "FieldsV1" */
    fieldsType?: string;
    /** @description FieldsV1 holds the first JSON version format as described in the "FieldsV1" type. */
    fieldsV1?: FieldsV1;
    /** @description Manager is an identifier of the workflow managing these fields. */
    manager?: string;
    /** @description Operation is the type of operation which lead to this ManagedFieldsEntry being created. The only valid values for this field are 'Apply' and 'Update'. */
    operation?: string;
    /** @description Subresource is the name of the subresource used to update that object, or empty string if the object was updated through the main resource. The value of this field is used to distinguish between managers, even if they share the same name. For example, a status update will be distinct from a regular update using the same manager name. Note that the APIVersion field is not related to the Subresource field and it always corresponds to the version of the main resource. */
    subresource?: string;
    /** @description Time is the timestamp of when the ManagedFields entry was added. The timestamp will also be updated if a field is added, the manager changes any of the owned fields value or removes a field. The timestamp does not update when a field is removed from the entry because another manager took it over. */
    time?: Time;
}

/**
 * Format: date-time
 * @description MicroTime is version of Time with microsecond level precision.
 */
export type MicroTime = string;

/** @description ObjectMeta is metadata that all persisted resources must have, which includes all objects users must create. */
export interface ObjectMeta {
    /** @description Annotations is an unstructured key value map stored with a resource that may be set by external tools to store and retrieve arbitrary metadata. They are not queryable and should be preserved when modifying objects. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/annotations */
    annotations?: {
        [key: string]: string;
    };
    /**
     * @description CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.
     *
     *     Populated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     */
    creationTimestamp?: Time;
    /**
     * Format: int64
     * @description Number of seconds allowed for this object to gracefully terminate before it will be removed from the system. Only set when deletionTimestamp is also set. May only be shortened. Read-only.
     */
    deletionGracePeriodSeconds?: number;
    /**
     * @description DeletionTimestamp is RFC 3339 date and time at which this resource will be deleted. This field is set by the server when a graceful deletion is requested by the user, and is not directly settable by a client. The resource is expected to be deleted (no longer visible from resource lists, and not reachable by name) after the time in this field, once the finalizers list is empty. As long as the finalizers list contains items, deletion is blocked. Once the deletionTimestamp is set, this value may not be unset or be set further into the future, although it may be shortened or the resource may be deleted prior to this time. For example, a user may request that a pod is deleted in 30 seconds. The Kubelet will react by sending a graceful termination signal to the containers in the pod. After that 30 seconds, the Kubelet will send a hard termination signal (SIGKILL) to the container and after cleanup, remove the pod from the API. In the presence of network partitions, this object may still exist after this timestamp, until an administrator or automated process can determine the resource is fully terminated. If not set, graceful deletion of the object has not been requested.
     *
     *     Populated by the system when a graceful deletion is requested. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     */
    deletionTimestamp?: Time;
    /** @description Must be empty before the object is deleted from the registry. Each entry is an identifier for the responsible component that will remove the entry from the list. If the deletionTimestamp of the object is non-nil, entries in this list can only be removed. Finalizers may be processed and removed in any order.  Order is NOT enforced because it introduces significant risk of stuck finalizers. finalizers is a shared field, any actor with permission can reorder it. If the finalizer list is processed in order, then this can lead to a situation in which the component responsible for the first finalizer in the list is waiting for a signal (field value, external system, or other) produced by a component responsible for a finalizer later in the list, resulting in a deadlock. Without enforced ordering finalizers are free to order amongst themselves and are not vulnerable to ordering changes in the list. */
    finalizers?: string[];
    /**
     * @description GenerateName is an optional prefix, used by the server, to generate a unique name ONLY IF the Name field has not been provided. If this field is used, the name returned to the client will be different than the name passed. This value will also be combined with a unique suffix. The provided value has the same validation rules as the Name field, and may be truncated by the length of the suffix required to make the value unique on the server.
     *
     *     If this field is specified and the generated name exists, the server will return a 409.
     *
     *     Applied only if Name is not specified. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#idempotency
     */
    generateName?: string;
    /**
     * Format: int64
     * @description A sequence number representing a specific generation of the desired state. Populated by the system. Read-only.
     */
    generation?: number;
    /** @description Map of string keys and values that can be used to organize and categorize (scope and select) objects. May match selectors of replication controllers and services. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels */
    labels?: {
        [key: string]: string;
    };
    /** @description ManagedFields maps workflow-id and version to the set of fields that are managed by that workflow. This is mostly for internal housekeeping, and users typically shouldn't need to set or understand this field. A workflow can be the user's name, a controller's name, or the name of a specific apply path like "ci-cd". The set of fields is always in the version that the workflow used when modifying the object. */
    managedFields?: ManagedFieldsEntry[];
    /** @description Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names */
    name?: string;
    /**
     * @description Namespace defines the space within which each name must be unique. An empty namespace is equivalent to the "default" namespace, but "default" is the canonical representation. Not all objects are required to be scoped to a namespace - the value of this field for those objects will be empty.
     *
     *     Must be a DNS_LABEL. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces
     */
    namespace?: string;
    /** @description List of objects depended by this object. If ALL objects in the list have been deleted, this object will be garbage collected. If this object is managed by a controller, then an entry in this list will point to this controller, with the controller field set to true. There cannot be more than one managing controller. */
    ownerReferences?: OwnerReference[];
    /**
     * @description An opaque value that represents the internal version of this object that can be used by clients to determine when objects have changed. May be used for optimistic concurrency, change detection, and the watch operation on a resource or set of resources. Clients must treat these values as opaque and passed unmodified back to the server. They may only be valid for a particular resource or set of resources.
     *
     *     Populated by the system. Read-only. Value must be treated as opaque by clients and . More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency
     */
    resourceVersion?: string;
    /** @description Deprecated: selfLink is a legacy read-only field that is no longer populated by the system. */
    selfLink?: string;
    /**
     * @description UID is the unique in time and space value for this object. It is typically generated by the server on successful creation of a resource and is not allowed to change on PUT operations.
     *
     *     Populated by the system. Read-only. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids
     */
    uid?: string;
}

/** @description OwnerReference contains enough information to let you identify an owning object. An owning object must be in the same namespace as the dependent, or be cluster-scoped, so there is no namespace field. */
export interface OwnerReference {
    /**
     * @description API version of the referent.
     * @default
     */
    apiVersion: string;
    /** @description If true, AND if the owner has the "foregroundDeletion" finalizer, then the owner cannot be deleted from the key-value store until this reference is removed. See https://kubernetes.io/docs/concepts/architecture/garbage-collection/#foreground-deletion for how the garbage collector interacts with this field and enforces the foreground deletion. Defaults to false. To set this field, a user needs "delete" permission of the owner, otherwise 422 (Unprocessable Entity) will be returned. */
    blockOwnerDeletion?: boolean;
    /** @description If true, this reference points to the managing controller. */
    controller?: boolean;
    /**
     * @description Kind of the referent. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default
     */
    kind: string;
    /**
     * @description Name of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names
     * @default
     */
    name: string;
    /**
     * @description UID of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids
     * @default
     */
    uid: string;
}

/** @description PartialObjectMetadata is a generic representation of any object with ObjectMeta. It allows clients to get access to a particular ObjectMeta schema without knowing the details of the version. */
export interface PartialObjectMetadata {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
     * @default {}
     */
    metadata?: ObjectMeta;
}

/** @description Patch is provided to give a concrete name and type to the Kubernetes PATCH request body. */
export type Patch = Record<string, unknown>;

/** @description Preconditions must be fulfilled before an operation (update, delete, etc.) is carried out. */
export interface Preconditions {
    /** @description Specifies the target ResourceVersion */
    resourceVersion?: string;
    /** @description Specifies the target UID. */
    uid?: string;
}

/** @description Status is a return value for calls that don't return other objects. */
export interface Status {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /**
     * Format: int32
     * @description Suggested HTTP return code for this status, 0 if not set.
     */
    code?: number;
    /** @description Extended data associated with the reason.  Each reason may define its own extended details. This field is optional and the data returned is not guaranteed to conform to any schema except that defined by the reason type. */
    details?: StatusDetails;
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /** @description A human-readable description of the status of this operation. */
    message?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default {}
     */
    metadata?: ListMeta;
    /** @description A machine-readable description of why this operation is in the "Failure" status. If this value is empty there is no information available. A Reason clarifies an HTTP status code but does not override it. */
    reason?: string;
    /** @description Status of the operation. One of: "Success" or "Failure". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status */
    status?: string;
}

/** @description StatusCause provides more information about an api.Status failure, including cases when multiple errors are encountered. */
export interface StatusCause {
    /**
     * @description The field of the resource that has caused this error, as named by its JSON serialization. May include dot and postfix notation for nested attributes. Arrays are zero-indexed.  Fields may appear more than once in an array of causes due to fields having multiple errors. Optional.
     *
     *     Examples:
     *       "name" - the field "name" on the current resource
     *       "items[0].name" - the field "name" on the first array entry in "items"
     */
    field?: string;
    /** @description A human-readable description of the cause of the error.  This field may be presented as-is to a reader. */
    message?: string;
    /** @description A machine-readable description of the cause of the error. If this value is empty there is no information available. */
    reason?: string;
}

/** @description StatusDetails is a set of additional properties that MAY be set by the server to provide additional information about a response. The Reason field of a Status object defines what attributes will be set. Clients must ignore fields that do not match the defined type of each attribute, and should assume that any attribute may be empty, invalid, or under defined. */
export interface StatusDetails {
    /** @description The Causes array includes more details associated with the StatusReason failure. Not all StatusReasons may provide detailed causes. */
    causes?: StatusCause[];
    /** @description The group attribute of the resource associated with the status StatusReason. */
    group?: string;
    /** @description The kind attribute of the resource associated with the status StatusReason. On some operations may differ from the requested resource Kind. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /** @description The name attribute of the resource associated with the status StatusReason (when there is a single name which can be described). */
    name?: string;
    /**
     * Format: int32
     * @description If specified, the time in seconds before the operation should be retried. Some errors may indicate the client must take an alternate action - for those errors this field may indicate how long to wait before taking the alternate action.
     */
    retryAfterSeconds?: number;
    /** @description UID of the resource. (when there is a single resource which can be described). More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids */
    uid?: string;
}

/** @description Table is a tabular representation of a set of API resources. The server transforms the object into a set of preferred columns for quickly reviewing the objects. */
export interface Table {
    /** @description APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources */
    apiVersion?: string;
    /** @description columnDefinitions describes each column in the returned items array. The number of cells per row will always match the number of column definitions. */
    columnDefinitions: TableColumnDefinition[];
    /** @description Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds */
    kind?: string;
    /**
     * @description Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
     * @default {}
     */
    metadata?: ListMeta;
    /** @description rows is the list of items in the table. */
    rows: TableRow[];
}

/** @description TableColumnDefinition contains information about a column returned in the Table. */
export interface TableColumnDefinition {
    /**
     * @description description is a human readable description of this column.
     * @default
     */
    description: string;
    /**
     * @description format is an optional OpenAPI type modifier for this column. A format modifies the type and imposes additional rules, like date or time formatting for a string. The 'name' format is applied to the primary identifier column which has type 'string' to assist in clients identifying column is the resource name. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for more.
     * @default
     */
    format: string;
    /**
     * @description name is a human readable name for the column.
     * @default
     */
    name: string;
    /**
     * Format: int32
     * @description priority is an integer defining the relative importance of this column compared to others. Lower numbers are considered higher priority. Columns that may be omitted in limited space scenarios should be given a higher priority.
     * @default 0
     */
    priority: number;
    /**
     * @description type is an OpenAPI type definition for this column, such as number, integer, string, or array. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for more.
     * @default
     */
    type: string;
}

/** @description TableRow is an individual row in a table. */
export interface TableRow {
    /** @description cells will be as wide as the column definitions array and may contain strings, numbers (float64 or int64), booleans, simple maps, lists, or null. See the type field of the column definition for a more detailed description. */
    cells: unknown[];
    /** @description conditions describe additional status of a row that are relevant for a human user. These conditions apply to the row, not to the object, and will be specific to table output. The only defined condition type is 'Completed', for a row that indicates a resource that has run to completion and can be given less visual priority. */
    conditions?: TableRowCondition[];
    /** @description This field contains the requested additional information about each object based on the includeObject policy when requesting the Table. If "None", this field is empty, if "Object" this will be the default serialization of the object for the current API version, and if "Metadata" (the default) will contain the object metadata. Check the returned kind and apiVersion of the object before parsing. The media type of the object will always match the enclosing list - if this as a JSON table, these will be JSON encoded objects. */
    object?: RawExtension;
}

/** @description TableRowCondition allows a row to be marked with additional information. */
export interface TableRowCondition {
    /** @description Human readable message indicating details about last transition. */
    message?: string;
    /** @description (brief) machine readable reason for the condition's last transition. */
    reason?: string;
    /**
     * @description Status of the condition, one of True, False, Unknown.
     * @default
     */
    status: string;
    /**
     * @description Type of row condition. The only defined value is 'Completed' indicating that the object this row represents has reached a completed state and may be given less visual priority than other rows. Clients are not required to honor any conditions but should be consistent where possible about handling the conditions.
     * @default
     */
    type: string;
}

/**
 * Format: date-time
 * @description Time is a wrapper around time.Time which supports correct marshaling to YAML and JSON. Wrappers are provided for many of the factory methods that the time package offers.
 */
export type Time = string;

/** @description Event represents a single event to a watched resource. */
export interface WatchEvent {
    /**
     * @description Object is:
     *      * If Type is Added or Modified: the new state of the object.
     *      * If Type is Deleted: the state of the object immediately before deletion.
     *      * If Type is Error: *Status is recommended; other types may make sense
     *        depending on context.
     */
    object: RawExtension;
    /** @default  */
    type: string;
}

/** Every named type by its schema name in the OpenAPI document. */
export interface SchemaTypes {
    "io.cluster.api.admissionregistration.v1.AuditAnnotation": AuditAnnotation;
    "io.cluster.api.admissionregistration.v1.ExpressionWarning": ExpressionWarning;
    "io.cluster.api.admissionregistration.v1.MatchCondition": MatchCondition;
    "io.cluster.api.admissionregistration.v1.MatchResources": MatchResources;
    "io.cluster.api.admissionregistration.v1.NamedRuleWithOperations": NamedRuleWithOperations;
    "io.cluster.api.admissionregistration.v1.ParamKind": ParamKind;
    "io.cluster.api.admissionregistration.v1.ParamRef": ParamRef;
    "io.cluster.api.admissionregistration.v1.TypeChecking": TypeChecking;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy": ValidatingAdmissionPolicy;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding": ValidatingAdmissionPolicyBinding;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList": ValidatingAdmissionPolicyBindingList;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec": ValidatingAdmissionPolicyBindingSpec;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyList": ValidatingAdmissionPolicyList;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicySpec": ValidatingAdmissionPolicySpec;
    "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus": ValidatingAdmissionPolicyStatus;
    "io.cluster.api.admissionregistration.v1.Validation": Validation;
    "io.cluster.api.admissionregistration.v1.Variable": Variable;
    "io.cluster.api.core.v1.Toleration": Toleration;
    "io.cluster.api.core.v1.Namespace": Namespace;
    "io.cluster.api.core.v1.NamespaceSpec": NamespaceSpec;
    "io.cluster.api.core.v1.NamespaceStatus": NamespaceStatus;
    "io.cluster.api.core.v1.NamespaceList": NamespaceList;
    "io.cluster.api.authentication.v1.SelfSubjectReview": SelfSubjectReview;
    "io.cluster.api.authentication.v1.SelfSubjectReviewStatus": SelfSubjectReviewStatus;
    "io.cluster.api.authentication.v1.UserInfo": UserInfo;
    "io.cluster.api.authorization.v1.FieldSelectorAttributes": FieldSelectorAttributes;
    "io.cluster.api.authorization.v1.LabelSelectorAttributes": LabelSelectorAttributes;
    "io.cluster.api.authorization.v1.NonResourceAttributes": NonResourceAttributes;
    "io.cluster.api.authorization.v1.NonResourceRule": NonResourceRule;
    "io.cluster.api.authorization.v1.ResourceAttributes": ResourceAttributes;
    "io.cluster.api.authorization.v1.ResourceRule": ResourceRule;
    "io.cluster.api.authorization.v1.SelfSubjectAccessReview": SelfSubjectAccessReview;
    "io.cluster.api.authorization.v1.SelfSubjectAccessReviewSpec": SelfSubjectAccessReviewSpec;
    "io.cluster.api.authorization.v1.SelfSubjectRulesReview": SelfSubjectRulesReview;
    "io.cluster.api.authorization.v1.SelfSubjectRulesReviewSpec": SelfSubjectRulesReviewSpec;
    "io.cluster.api.authorization.v1.SubjectAccessReviewStatus": SubjectAccessReviewStatus;
    "io.cluster.api.authorization.v1.SubjectRulesReviewStatus": SubjectRulesReviewStatus;
    "io.cluster.api.coordination.v1.Lease": Lease;
    "io.cluster.api.coordination.v1.LeaseList": LeaseList;
    "io.cluster.api.coordination.v1.LeaseSpec": LeaseSpec;
    "io.cluster.api.coordination.v1beta1.LeaseCandidate": LeaseCandidate;
    "io.cluster.api.coordination.v1beta1.LeaseCandidateList": LeaseCandidateList;
    "io.cluster.api.coordination.v1beta1.LeaseCandidateSpec": LeaseCandidateSpec;
    "io.cluster.api.node.v1.Overhead": Overhead;
    "io.cluster.api.node.v1.RuntimeClass": RuntimeClass;
    "io.cluster.api.node.v1.RuntimeClassList": RuntimeClassList;
    "io.cluster.api.node.v1.Scheduling": Scheduling;
    "io.cluster.apimachinery.pkg.api.resource.Quantity": Quantity;
    "io.cluster.apimachinery.pkg.runtime.RawExtension": RawExtension;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Condition": Condition;
    "io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions": DeleteOptions;
    "io.cluster.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement": FieldSelectorRequirement;
    "io.cluster.apimachinery.pkg.apis.meta.v1.FieldsV1": FieldsV1;
    "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector": LabelSelector;
    "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement": LabelSelectorRequirement;
    "io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta": ListMeta;
    "io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry": ManagedFieldsEntry;
    "io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime": MicroTime;
    "io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta": ObjectMeta;
    "io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference": OwnerReference;
    "io.cluster.apimachinery.pkg.apis.meta.v1.PartialObjectMetadata": PartialObjectMetadata;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Patch": Patch;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions": Preconditions;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Status": Status;
    "io.cluster.apimachinery.pkg.apis.meta.v1.StatusCause": StatusCause;
    "io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails": StatusDetails;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Table": Table;
    "io.cluster.apimachinery.pkg.apis.meta.v1.TableColumnDefinition": TableColumnDefinition;
    "io.cluster.apimachinery.pkg.apis.meta.v1.TableRow": TableRow;
    "io.cluster.apimachinery.pkg.apis.meta.v1.TableRowCondition": TableRowCondition;
    "io.cluster.apimachinery.pkg.apis.meta.v1.Time": Time;
    "io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent": WatchEvent;
}
