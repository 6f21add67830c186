/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml (components.schemas, structure only)
 * Generator: scripts/generate-lib.mjs
 * Rebuild:   npm run generate
 */

/** The structural subset of an OpenAPI schema kept here (see STRUCTURAL_KEYS in the generator). */
export interface SchemaObject {
  readonly $ref?: string;
  readonly allOf?: readonly SchemaObject[];
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  readonly format?: string;
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly additionalProperties?: SchemaObject | boolean;
  readonly items?: SchemaObject;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly 'x-kubernetes-list-type'?: 'atomic' | 'set' | 'map';
  readonly 'x-kubernetes-list-map-keys'?: readonly string[];
  readonly 'x-kubernetes-map-type'?: 'atomic' | 'granular';
  readonly 'x-kubernetes-patch-strategy'?: string;
  readonly 'x-kubernetes-patch-merge-key'?: string;
  readonly 'x-kubernetes-group-version-kind'?: readonly { readonly group: string; readonly version: string; readonly kind: string }[];
}

/** Component schemas by name (e.g. `io.cluster.api.node.v1.RuntimeClass`). */
export const componentSchemas: Readonly<Record<string, SchemaObject>> = {
  "io.cluster.api.admissionregistration.v1.AuditAnnotation": {
    "type": "object",
    "required": [
      "key",
      "valueExpression"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "valueExpression": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.ExpressionWarning": {
    "type": "object",
    "required": [
      "fieldRef",
      "warning"
    ],
    "properties": {
      "fieldRef": {
        "type": "string"
      },
      "warning": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.MatchCondition": {
    "type": "object",
    "required": [
      "name",
      "expression"
    ],
    "properties": {
      "expression": {
        "type": "string"
      },
      "name": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.MatchResources": {
    "type": "object",
    "properties": {
      "excludeResourceRules": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.NamedRuleWithOperations"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "matchPolicy": {
        "type": "string"
      },
      "namespaceSelector": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector"
          }
        ]
      },
      "objectSelector": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector"
          }
        ]
      },
      "resourceRules": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.NamedRuleWithOperations"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.NamedRuleWithOperations": {
    "type": "object",
    "properties": {
      "apiGroups": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "apiVersions": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "operations": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "resourceNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "resources": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "scope": {
        "type": "string"
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.ParamKind": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.ParamRef": {
    "type": "object",
    "properties": {
      "name": {
        "type": "string"
      },
      "namespace": {
        "type": "string"
      },
      "parameterNotFoundAction": {
        "type": "string"
      },
      "selector": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector"
          }
        ]
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.TypeChecking": {
    "type": "object",
    "properties": {
      "expressionWarnings": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ExpressionWarning"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicySpec"
          }
        ]
      },
      "status": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "admissionregistration.cluster.io",
        "kind": "ValidatingAdmissionPolicy",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "admissionregistration.cluster.io",
        "kind": "ValidatingAdmissionPolicyBinding",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "admissionregistration.cluster.io",
        "kind": "ValidatingAdmissionPolicyBindingList",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec": {
    "type": "object",
    "properties": {
      "matchResources": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.MatchResources"
          }
        ]
      },
      "paramRef": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ParamRef"
          }
        ]
      },
      "policyName": {
        "type": "string"
      },
      "validationActions": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "set"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "admissionregistration.cluster.io",
        "kind": "ValidatingAdmissionPolicyList",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicySpec": {
    "type": "object",
    "properties": {
      "auditAnnotations": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.AuditAnnotation"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "failurePolicy": {
        "type": "string"
      },
      "matchConditions": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.MatchCondition"
            }
          ]
        },
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": [
          "name"
        ],
        "x-kubernetes-patch-strategy": "merge",
        "x-kubernetes-patch-merge-key": "name"
      },
      "matchConstraints": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.MatchResources"
          }
        ]
      },
      "paramKind": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.ParamKind"
          }
        ]
      },
      "validations": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.Validation"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "variables": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.Variable"
            }
          ]
        },
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": [
          "name"
        ],
        "x-kubernetes-patch-strategy": "merge",
        "x-kubernetes-patch-merge-key": "name"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus": {
    "type": "object",
    "properties": {
      "conditions": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Condition"
            }
          ]
        },
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": [
          "type"
        ]
      },
      "observedGeneration": {
        "type": "integer",
        "format": "int64"
      },
      "typeChecking": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.admissionregistration.v1.TypeChecking"
          }
        ]
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.Validation": {
    "type": "object",
    "required": [
      "expression"
    ],
    "properties": {
      "expression": {
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "messageExpression": {
        "type": "string"
      },
      "reason": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.admissionregistration.v1.Variable": {
    "type": "object",
    "required": [
      "name",
      "expression"
    ],
    "properties": {
      "expression": {
        "type": "string"
      },
      "name": {
        "type": "string"
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.core.v1.Toleration": {
    "type": "object",
    "properties": {
      "effect": {
        "type": "string"
      },
      "key": {
        "type": "string"
      },
      "operator": {
        "type": "string"
      },
      "tolerationSeconds": {
        "type": "integer",
        "format": "int64"
      },
      "value": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.core.v1.Namespace": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.core.v1.NamespaceSpec"
          }
        ]
      },
      "status": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.core.v1.NamespaceStatus"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "",
        "kind": "Namespace",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.core.v1.NamespaceSpec": {
    "type": "object",
    "properties": {
      "finalizers": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.core.v1.NamespaceStatus": {
    "type": "object",
    "properties": {
      "phase": {
        "type": "string",
        "enum": [
          "Active",
          "Terminating"
        ]
      }
    }
  },
  "io.cluster.api.core.v1.NamespaceList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.core.v1.Namespace"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "",
        "kind": "NamespaceList",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.authentication.v1.SelfSubjectReview": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "status": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authentication.v1.SelfSubjectReviewStatus"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "authentication.cluster.io",
        "kind": "SelfSubjectReview",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.authentication.v1.SelfSubjectReviewStatus": {
    "type": "object",
    "properties": {
      "userInfo": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authentication.v1.UserInfo"
          }
        ]
      }
    }
  },
  "io.cluster.api.authentication.v1.UserInfo": {
    "type": "object",
    "properties": {
      "extra": {
        "type": "object",
        "additionalProperties": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "groups": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "uid": {
        "type": "string"
      },
      "username": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.authorization.v1.FieldSelectorAttributes": {
    "type": "object",
    "properties": {
      "rawSelector": {
        "type": "string"
      },
      "requirements": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.authorization.v1.LabelSelectorAttributes": {
    "type": "object",
    "properties": {
      "rawSelector": {
        "type": "string"
      },
      "requirements": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.authorization.v1.NonResourceAttributes": {
    "type": "object",
    "properties": {
      "path": {
        "type": "string"
      },
      "verb": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.authorization.v1.NonResourceRule": {
    "type": "object",
    "required": [
      "verbs"
    ],
    "properties": {
      "nonResourceURLs": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "verbs": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.authorization.v1.ResourceAttributes": {
    "type": "object",
    "properties": {
      "fieldSelector": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.FieldSelectorAttributes"
          }
        ]
      },
      "group": {
        "type": "string"
      },
      "labelSelector": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.LabelSelectorAttributes"
          }
        ]
      },
      "name": {
        "type": "string"
      },
      "namespace": {
        "type": "string"
      },
      "resource": {
        "type": "string"
      },
      "subresource": {
        "type": "string"
      },
      "verb": {
        "type": "string"
      },
      "version": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.authorization.v1.ResourceRule": {
    "type": "object",
    "required": [
      "verbs"
    ],
    "properties": {
      "apiGroups": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "resourceNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "resources": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "verbs": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.authorization.v1.SelfSubjectAccessReview": {
    "type": "object",
    "required": [
      "spec"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.SelfSubjectAccessReviewSpec"
          }
        ]
      },
      "status": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.SubjectAccessReviewStatus"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "authorization.cluster.io",
        "kind": "SelfSubjectAccessReview",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.authorization.v1.SelfSubjectAccessReviewSpec": {
    "type": "object",
    "properties": {
      "nonResourceAttributes": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.NonResourceAttributes"
          }
        ]
      },
      "resourceAttributes": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.ResourceAttributes"
          }
        ]
      }
    }
  },
  "io.cluster.api.authorization.v1.SelfSubjectRulesReview": {
    "type": "object",
    "required": [
      "spec"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.SelfSubjectRulesReviewSpec"
          }
        ]
      },
      "status": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.authorization.v1.SubjectRulesReviewStatus"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "authorization.cluster.io",
        "kind": "SelfSubjectRulesReview",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.authorization.v1.SelfSubjectRulesReviewSpec": {
    "type": "object",
    "properties": {
      "namespace": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.authorization.v1.SubjectAccessReviewStatus": {
    "type": "object",
    "required": [
      "allowed"
    ],
    "properties": {
      "allowed": {
        "type": "boolean"
      },
      "denied": {
        "type": "boolean"
      },
      "evaluationError": {
        "type": "string"
      },
      "reason": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.authorization.v1.SubjectRulesReviewStatus": {
    "type": "object",
    "required": [
      "resourceRules",
      "nonResourceRules",
      "incomplete"
    ],
    "properties": {
      "evaluationError": {
        "type": "string"
      },
      "incomplete": {
        "type": "boolean"
      },
      "nonResourceRules": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.authorization.v1.NonResourceRule"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "resourceRules": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.authorization.v1.ResourceRule"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.api.coordination.v1.Lease": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.coordination.v1.LeaseSpec"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "coordination.cluster.io",
        "kind": "Lease",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.coordination.v1.LeaseList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.coordination.v1.Lease"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "coordination.cluster.io",
        "kind": "LeaseList",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.coordination.v1.LeaseSpec": {
    "type": "object",
    "properties": {
      "acquireTime": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime"
          }
        ]
      },
      "holderIdentity": {
        "type": "string"
      },
      "leaseDurationSeconds": {
        "type": "integer",
        "format": "int32"
      },
      "leaseTransitions": {
        "type": "integer",
        "format": "int32"
      },
      "preferredHolder": {
        "type": "string"
      },
      "renewTime": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime"
          }
        ]
      },
      "strategy": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.coordination.v1beta1.LeaseCandidate": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "spec": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.coordination.v1beta1.LeaseCandidateSpec"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "coordination.cluster.io",
        "kind": "LeaseCandidate",
        "version": "v1beta1"
      }
    ]
  },
  "io.cluster.api.coordination.v1beta1.LeaseCandidateList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.coordination.v1beta1.LeaseCandidate"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "coordination.cluster.io",
        "kind": "LeaseCandidateList",
        "version": "v1beta1"
      }
    ]
  },
  "io.cluster.api.coordination.v1beta1.LeaseCandidateSpec": {
    "type": "object",
    "required": [
      "leaseName",
      "binaryVersion",
      "strategy"
    ],
    "properties": {
      "binaryVersion": {
        "type": "string"
      },
      "emulationVersion": {
        "type": "string"
      },
      "leaseName": {
        "type": "string"
      },
      "pingTime": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime"
          }
        ]
      },
      "renewTime": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime"
          }
        ]
      },
      "strategy": {
        "type": "string"
      }
    }
  },
  "io.cluster.api.node.v1.Overhead": {
    "type": "object",
    "properties": {
      "podFixed": {
        "type": "object",
        "additionalProperties": {
          "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.api.resource.Quantity"
        }
      }
    }
  },
  "io.cluster.api.node.v1.RuntimeClass": {
    "type": "object",
    "required": [
      "handler"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "handler": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      },
      "overhead": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.node.v1.Overhead"
          }
        ]
      },
      "scheduling": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.api.node.v1.Scheduling"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "node.cluster.io",
        "kind": "RuntimeClass",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.node.v1.RuntimeClassList": {
    "type": "object",
    "required": [
      "items"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "items": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.node.v1.RuntimeClass"
            }
          ]
        }
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "node.cluster.io",
        "kind": "RuntimeClassList",
        "version": "v1"
      }
    ]
  },
  "io.cluster.api.node.v1.Scheduling": {
    "type": "object",
    "properties": {
      "nodeSelector": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        },
        "x-kubernetes-map-type": "atomic"
      },
      "tolerations": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.api.core.v1.Toleration"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.apimachinery.pkg.api.resource.Quantity": {
    "type": "string"
  },
  "io.cluster.apimachinery.pkg.runtime.RawExtension": {
    "type": "object"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Condition": {
    "type": "object",
    "required": [
      "type",
      "status",
      "lastTransitionTime",
      "reason",
      "message"
    ],
    "properties": {
      "lastTransitionTime": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Time"
          }
        ]
      },
      "message": {
        "type": "string"
      },
      "observedGeneration": {
        "type": "integer",
        "format": "int64"
      },
      "reason": {
        "type": "string"
      },
      "status": {
        "type": "string"
      },
      "type": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "dryRun": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      },
      "gracePeriodSeconds": {
        "type": "integer",
        "format": "int64"
      },
      "ignoreStoreReadErrorWithClusterBreakingPotential": {
        "type": "boolean"
      },
      "kind": {
        "type": "string"
      },
      "orphanDependents": {
        "type": "boolean"
      },
      "preconditions": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions"
          }
        ]
      },
      "propagationPolicy": {
        "type": "string"
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "",
        "kind": "DeleteOptions",
        "version": "v1"
      },
      {
        "group": "coordination.cluster.io",
        "kind": "DeleteOptions",
        "version": "v1beta1"
      },
      {
        "group": "node.cluster.io",
        "kind": "DeleteOptions",
        "version": "v1"
      }
    ]
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement": {
    "type": "object",
    "required": [
      "key",
      "operator"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "operator": {
        "type": "string"
      },
      "values": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.FieldsV1": {
    "type": "object"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector": {
    "type": "object",
    "properties": {
      "matchExpressions": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "matchLabels": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement": {
    "type": "object",
    "required": [
      "key",
      "operator"
    ],
    "properties": {
      "key": {
        "type": "string"
      },
      "operator": {
        "type": "string"
      },
      "values": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "atomic"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta": {
    "type": "object",
    "properties": {
      "continue": {
        "type": "string"
      },
      "remainingItemCount": {
        "type": "integer",
        "format": "int64"
      },
      "resourceVersion": {
        "type": "string"
      },
      "selfLink": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "fieldsType": {
        "type": "string"
      },
      "fieldsV1": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.FieldsV1"
          }
        ]
      },
      "manager": {
        "type": "string"
      },
      "operation": {
        "type": "string"
      },
      "subresource": {
        "type": "string"
      },
      "time": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Time"
          }
        ]
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime": {
    "type": "string",
    "format": "date-time"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta": {
    "type": "object",
    "properties": {
      "annotations": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      },
      "creationTimestamp": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Time"
          }
        ]
      },
      "deletionGracePeriodSeconds": {
        "type": "integer",
        "format": "int64"
      },
      "deletionTimestamp": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.Time"
          }
        ]
      },
      "finalizers": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "x-kubernetes-list-type": "set",
        "x-kubernetes-patch-strategy": "merge"
      },
      "generateName": {
        "type": "string"
      },
      "generation": {
        "type": "integer",
        "format": "int64"
      },
      "labels": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      },
      "managedFields": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "name": {
        "type": "string"
      },
      "namespace": {
        "type": "string"
      },
      "ownerReferences": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference"
            }
          ]
        },
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": [
          "uid"
        ],
        "x-kubernetes-patch-strategy": "merge",
        "x-kubernetes-patch-merge-key": "uid"
      },
      "resourceVersion": {
        "type": "string"
      },
      "selfLink": {
        "type": "string"
      },
      "uid": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference": {
    "type": "object",
    "required": [
      "apiVersion",
      "kind",
      "name",
      "uid"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "blockOwnerDeletion": {
        "type": "boolean"
      },
      "controller": {
        "type": "boolean"
      },
      "kind": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "uid": {
        "type": "string"
      }
    },
    "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.PartialObjectMetadata": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta"
          }
        ]
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "meta.cluster.io",
        "kind": "PartialObjectMetadata",
        "version": "v1"
      }
    ]
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Patch": {
    "type": "object"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions": {
    "type": "object",
    "properties": {
      "resourceVersion": {
        "type": "string"
      },
      "uid": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Status": {
    "type": "object",
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "code": {
        "type": "integer",
        "format": "int32"
      },
      "details": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails"
          }
        ],
        "x-kubernetes-list-type": "atomic"
      },
      "kind": {
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      },
      "reason": {
        "type": "string"
      },
      "status": {
        "type": "string"
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "",
        "kind": "Status",
        "version": "v1"
      }
    ]
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.StatusCause": {
    "type": "object",
    "properties": {
      "field": {
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "reason": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails": {
    "type": "object",
    "properties": {
      "causes": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.StatusCause"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "group": {
        "type": "string"
      },
      "kind": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "retryAfterSeconds": {
        "type": "integer",
        "format": "int32"
      },
      "uid": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Table": {
    "type": "object",
    "required": [
      "columnDefinitions",
      "rows"
    ],
    "properties": {
      "apiVersion": {
        "type": "string"
      },
      "columnDefinitions": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.TableColumnDefinition"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "kind": {
        "type": "string"
      },
      "metadata": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta"
          }
        ]
      },
      "rows": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.TableRow"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "meta.cluster.io",
        "kind": "Table",
        "version": "v1"
      }
    ]
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.TableColumnDefinition": {
    "type": "object",
    "required": [
      "name",
      "type",
      "format",
      "description",
      "priority"
    ],
    "properties": {
      "description": {
        "type": "string"
      },
      "format": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "priority": {
        "type": "integer",
        "format": "int32"
      },
      "type": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.TableRow": {
    "type": "object",
    "required": [
      "cells"
    ],
    "properties": {
      "cells": {
        "type": "array",
        "items": {},
        "x-kubernetes-list-type": "atomic"
      },
      "conditions": {
        "type": "array",
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.apis.meta.v1.TableRowCondition"
            }
          ]
        },
        "x-kubernetes-list-type": "atomic"
      },
      "object": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.runtime.RawExtension"
          }
        ]
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.TableRowCondition": {
    "type": "object",
    "required": [
      "type",
      "status"
    ],
    "properties": {
      "message": {
        "type": "string"
      },
      "reason": {
        "type": "string"
      },
      "status": {
        "type": "string"
      },
      "type": {
        "type": "string"
      }
    }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Time": {
    "type": "string",
    "format": "date-time"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent": {
    "type": "object",
    "required": [
      "type",
      "object"
    ],
    "properties": {
      "object": {
        "allOf": [
          {
            "$ref": "#/components/schemas/io.cluster.apimachinery.pkg.runtime.RawExtension"
          }
        ]
      },
      "type": {
        "type": "string"
      }
    },
    "x-kubernetes-group-version-kind": [
      {
        "group": "",
        "kind": "WatchEvent",
        "version": "v1"
      },
      {
        "group": "coordination.cluster.io",
        "kind": "WatchEvent",
        "version": "v1beta1"
      },
      {
        "group": "node.cluster.io",
        "kind": "WatchEvent",
        "version": "v1"
      }
    ]
  }
};
