/**
 * Generated file: do not edit.
 *
 * Source:    openapi/cluster-api.yaml (converted to Swagger 2.0 by openApiV3ToSwagger2)
 * Generator: scripts/generate-lib.mjs
 * Rebuild:   npm run generate
 */

/** The API definition as served under /openapi/v2 (JSON; the protobuf form is encoded from it at server start). */
export const openApiV2Document: Readonly<Record<string, unknown>> = {
 "swagger": "2.0",
 "info": {
  "title": "Cluster control-plane API",
  "version": "unversioned"
 },
 "paths": {
  "/api/v1/namespaces": {
   "get": {
    "description": "list or watch objects of kind Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "listCoreV1Namespace",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.NamespaceList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "post": {
    "description": "create a Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "createCoreV1Namespace",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/api/v1/namespaces/{name}": {
   "get": {
    "description": "read the specified Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "readCoreV1Namespace",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "put": {
    "description": "replace the specified Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "replaceCoreV1Namespace",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "delete": {
    "description": "delete a Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "deleteCoreV1Namespace",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "patch": {
    "description": "partially update the specified Namespace",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "patchCoreV1Namespace",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Namespace",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/api/v1/namespaces/{name}/finalize": {
   "put": {
    "description": "replace finalize of the specified Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "replaceCoreV1NamespaceFinalize",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Namespace",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/api/v1/namespaces/{name}/status": {
   "get": {
    "description": "read status of the specified Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "readCoreV1NamespaceStatus",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "put": {
    "description": "replace status of the specified Namespace",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "replaceCoreV1NamespaceStatus",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "patch": {
    "description": "partially update status of the specified Namespace",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "patchCoreV1NamespaceStatus",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.core.v1.Namespace"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Namespace",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/api/v1/watch/namespaces": {
   "get": {
    "description": "watch individual changes to a list of Namespace. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "watchCoreV1NamespaceList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/api/v1/watch/namespaces/{name}": {
   "get": {
    "description": "watch changes to an object of kind Namespace. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "core_v1"
    ],
    "operationId": "watchCoreV1Namespace",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "",
     "version": "v1",
     "kind": "Namespace"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Namespace",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies": {
   "get": {
    "description": "list or watch objects of kind ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "listAdmissionregistrationV1ValidatingAdmissionPolicy",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "post": {
    "description": "create a ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "createAdmissionregistrationV1ValidatingAdmissionPolicy",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "delete": {
    "description": "delete collection of ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "deleteAdmissionregistrationV1CollectionValidatingAdmissionPolicy",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "deletecollection",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies/{name}": {
   "get": {
    "description": "read the specified ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "readAdmissionregistrationV1ValidatingAdmissionPolicy",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "put": {
    "description": "replace the specified ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "replaceAdmissionregistrationV1ValidatingAdmissionPolicy",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "delete": {
    "description": "delete a ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "deleteAdmissionregistrationV1ValidatingAdmissionPolicy",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "patch": {
    "description": "partially update the specified ValidatingAdmissionPolicy",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "patchAdmissionregistrationV1ValidatingAdmissionPolicy",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the ValidatingAdmissionPolicy",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies/{name}/status": {
   "get": {
    "description": "read status of the specified ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "readAdmissionregistrationV1ValidatingAdmissionPolicyStatus",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "put": {
    "description": "replace status of the specified ValidatingAdmissionPolicy",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "replaceAdmissionregistrationV1ValidatingAdmissionPolicyStatus",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "patch": {
    "description": "partially update status of the specified ValidatingAdmissionPolicy",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "patchAdmissionregistrationV1ValidatingAdmissionPolicyStatus",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the ValidatingAdmissionPolicy",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings": {
   "get": {
    "description": "list or watch objects of kind ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "listAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "post": {
    "description": "create a ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "createAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "delete": {
    "description": "delete collection of ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "deleteAdmissionregistrationV1CollectionValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "deletecollection",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings/{name}": {
   "get": {
    "description": "read the specified ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "readAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "put": {
    "description": "replace the specified ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "replaceAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "delete": {
    "description": "delete a ValidatingAdmissionPolicyBinding",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "deleteAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "patch": {
    "description": "partially update the specified ValidatingAdmissionPolicyBinding",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "patchAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the ValidatingAdmissionPolicyBinding",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/watch/validatingadmissionpolicies": {
   "get": {
    "description": "watch individual changes to a list of ValidatingAdmissionPolicy. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "watchAdmissionregistrationV1ValidatingAdmissionPolicyList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/watch/validatingadmissionpolicies/{name}": {
   "get": {
    "description": "watch changes to an object of kind ValidatingAdmissionPolicy. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "watchAdmissionregistrationV1ValidatingAdmissionPolicy",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicy"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the ValidatingAdmissionPolicy",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/watch/validatingadmissionpolicybindings": {
   "get": {
    "description": "watch individual changes to a list of ValidatingAdmissionPolicyBinding. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "watchAdmissionregistrationV1ValidatingAdmissionPolicyBindingList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/admissionregistration.cluster.io/v1/watch/validatingadmissionpolicybindings/{name}": {
   "get": {
    "description": "watch changes to an object of kind ValidatingAdmissionPolicyBinding. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "admissionregistration_v1"
    ],
    "operationId": "watchAdmissionregistrationV1ValidatingAdmissionPolicyBinding",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "admissionregistration.cluster.io",
     "version": "v1",
     "kind": "ValidatingAdmissionPolicyBinding"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the ValidatingAdmissionPolicyBinding",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/authentication.cluster.io/v1/selfsubjectreviews": {
   "post": {
    "description": "create a SelfSubjectReview",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "authentication_v1"
    ],
    "operationId": "createAuthenticationV1SelfSubjectReview",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authentication.v1.SelfSubjectReview"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authentication.v1.SelfSubjectReview"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authentication.v1.SelfSubjectReview"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authentication.v1.SelfSubjectReview"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "authentication.cluster.io",
     "version": "v1",
     "kind": "SelfSubjectReview"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
     "name": "dryRun",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
     "name": "fieldManager",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
     "name": "fieldValidation",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/authorization.cluster.io/v1/selfsubjectaccessreviews": {
   "post": {
    "description": "create a SelfSubjectAccessReview",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "authorization_v1"
    ],
    "operationId": "createAuthorizationV1SelfSubjectAccessReview",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectAccessReview"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectAccessReview"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectAccessReview"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectAccessReview"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "authorization.cluster.io",
     "version": "v1",
     "kind": "SelfSubjectAccessReview"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
     "name": "dryRun",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
     "name": "fieldManager",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
     "name": "fieldValidation",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/authorization.cluster.io/v1/selfsubjectrulesreviews": {
   "post": {
    "description": "create a SelfSubjectRulesReview",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "authorization_v1"
    ],
    "operationId": "createAuthorizationV1SelfSubjectRulesReview",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectRulesReview"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectRulesReview"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectRulesReview"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectRulesReview"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "authorization.cluster.io",
     "version": "v1",
     "kind": "SelfSubjectRulesReview"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
     "name": "dryRun",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
     "name": "fieldManager",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
     "name": "fieldValidation",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/leases": {
   "get": {
    "description": "list or watch objects of kind Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "listCoordinationV1LeaseForAllNamespaces",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.LeaseList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/namespaces/{namespace}/leases": {
   "get": {
    "description": "list or watch objects of kind Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "listCoordinationV1NamespacedLease",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.LeaseList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "post": {
    "description": "create a Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "createCoordinationV1NamespacedLease",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "delete": {
    "description": "delete collection of Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "deleteCoordinationV1CollectionNamespacedLease",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "deletecollection",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/namespaces/{namespace}/leases/{name}": {
   "get": {
    "description": "read the specified Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "readCoordinationV1NamespacedLease",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "put": {
    "description": "replace the specified Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "replaceCoordinationV1NamespacedLease",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "delete": {
    "description": "delete a Lease",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "deleteCoordinationV1NamespacedLease",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "patch": {
    "description": "partially update the specified Lease",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "patchCoordinationV1NamespacedLease",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Lease",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/watch/leases": {
   "get": {
    "description": "watch individual changes to a list of Lease. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "watchCoordinationV1LeaseListForAllNamespaces",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/watch/namespaces/{namespace}/leases": {
   "get": {
    "description": "watch individual changes to a list of Lease. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "watchCoordinationV1NamespacedLeaseList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1/watch/namespaces/{namespace}/leases/{name}": {
   "get": {
    "description": "watch changes to an object of kind Lease. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1"
    ],
    "operationId": "watchCoordinationV1NamespacedLease",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1",
     "kind": "Lease"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the Lease",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/leasecandidates": {
   "get": {
    "description": "list or watch objects of kind LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "listCoordinationV1beta1LeaseCandidateForAllNamespaces",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidateList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/namespaces/{namespace}/leasecandidates": {
   "get": {
    "description": "list or watch objects of kind LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "listCoordinationV1beta1NamespacedLeaseCandidate",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidateList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "post": {
    "description": "create a LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "createCoordinationV1beta1NamespacedLeaseCandidate",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "delete": {
    "description": "delete collection of LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "deleteCoordinationV1beta1CollectionNamespacedLeaseCandidate",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "deletecollection",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/namespaces/{namespace}/leasecandidates/{name}": {
   "get": {
    "description": "read the specified LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "readCoordinationV1beta1NamespacedLeaseCandidate",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "put": {
    "description": "replace the specified LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "replaceCoordinationV1beta1NamespacedLeaseCandidate",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "delete": {
    "description": "delete a LeaseCandidate",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "deleteCoordinationV1beta1NamespacedLeaseCandidate",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "patch": {
    "description": "partially update the specified LeaseCandidate",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "patchCoordinationV1beta1NamespacedLeaseCandidate",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the LeaseCandidate",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/watch/leasecandidates": {
   "get": {
    "description": "watch individual changes to a list of LeaseCandidate. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "watchCoordinationV1beta1LeaseCandidateListForAllNamespaces",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/watch/namespaces/{namespace}/leasecandidates": {
   "get": {
    "description": "watch individual changes to a list of LeaseCandidate. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "watchCoordinationV1beta1NamespacedLeaseCandidateList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/coordination.cluster.io/v1beta1/watch/namespaces/{namespace}/leasecandidates/{name}": {
   "get": {
    "description": "watch changes to an object of kind LeaseCandidate. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "coordination_v1beta1"
    ],
    "operationId": "watchCoordinationV1beta1NamespacedLeaseCandidate",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "coordination.cluster.io",
     "version": "v1beta1",
     "kind": "LeaseCandidate"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the LeaseCandidate",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "object name and auth scope, such as for teams and projects",
     "name": "namespace",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/node.cluster.io/v1/runtimeclasses": {
   "get": {
    "description": "list or watch objects of kind RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "listNodeV1RuntimeClass",
    "parameters": [
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
      "name": "allowWatchBookmarks",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
      "name": "watch",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClassList"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "list",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "post": {
    "description": "create a RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "createNodeV1RuntimeClass",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "post",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "delete": {
    "description": "delete collection of RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "deleteNodeV1CollectionRuntimeClass",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
      "name": "continue",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
      "name": "fieldSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
      "name": "labelSelector",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
      "name": "limit",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersion",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
      "name": "resourceVersionMatch",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
      "name": "sendInitialEvents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
      "name": "timeoutSeconds",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "deletecollection",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/node.cluster.io/v1/runtimeclasses/{name}": {
   "get": {
    "description": "read the specified RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "readNodeV1RuntimeClass",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "get",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "put": {
    "description": "replace the specified RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "replaceNodeV1RuntimeClass",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "put",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "delete": {
    "description": "delete a RuntimeClass",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "deleteNodeV1RuntimeClass",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "integer",
      "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
      "name": "gracePeriodSeconds",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
      "name": "ignoreStoreReadErrorWithClusterBreakingPotential",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
      "name": "orphanDependents",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
      "name": "propagationPolicy",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "202": {
      "description": "Accepted",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Status"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "delete",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "patch": {
    "description": "partially update the specified RuntimeClass",
    "consumes": [
     "application/json-patch+json",
     "application/merge-patch+json",
     "application/strategic-merge-patch+json",
     "application/apply-patch+yaml",
     "application/apply-patch+cbor"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "patchNodeV1RuntimeClass",
    "parameters": [
     {
      "name": "body",
      "in": "body",
      "required": true,
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Patch"
      }
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
      "name": "dryRun",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint. This field is required for apply requests (application/apply-patch) but optional for non-apply patch types (JsonPatch, MergePatch, StrategicMergePatch).",
      "name": "fieldManager",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "string",
      "description": "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered.",
      "name": "fieldValidation",
      "in": "query"
     },
     {
      "uniqueItems": true,
      "type": "boolean",
      "description": "Force is going to \"force\" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.",
      "name": "force",
      "in": "query"
     }
    ],
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "201": {
      "description": "Created",
      "schema": {
       "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "patch",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the RuntimeClass",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    }
   ]
  },
  "/apis/node.cluster.io/v1/watch/runtimeclasses": {
   "get": {
    "description": "watch individual changes to a list of RuntimeClass. deprecated: use the 'watch' parameter with a list operation instead.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "watchNodeV1RuntimeClassList",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watchlist",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  },
  "/apis/node.cluster.io/v1/watch/runtimeclasses/{name}": {
   "get": {
    "description": "watch changes to an object of kind RuntimeClass. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.",
    "consumes": [
     "*/*"
    ],
    "produces": [
     "application/json",
     "application/yaml",
     "application/vnd.cluster.protobuf",
     "application/cbor",
     "application/json;stream=watch",
     "application/vnd.cluster.protobuf;stream=watch",
     "application/cbor-seq"
    ],
    "schemes": [
     "https"
    ],
    "tags": [
     "node_v1"
    ],
    "operationId": "watchNodeV1RuntimeClass",
    "responses": {
     "200": {
      "description": "OK",
      "schema": {
       "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent"
      }
     },
     "401": {
      "description": "Unauthorized"
     }
    },
    "x-kubernetes-action": "watch",
    "x-kubernetes-group-version-kind": {
     "group": "node.cluster.io",
     "version": "v1",
     "kind": "RuntimeClass"
    }
   },
   "parameters": [
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "allowWatchBookmarks requests watch events with type \"BOOKMARK\". Servers that do not implement bookmarks may ignore this flag and bookmarks are sent at the server's discretion. Clients should not assume bookmarks are returned at any specific interval, nor may they assume the server will send any BOOKMARK event during a session. If this is not a watch, this field is ignored.",
     "name": "allowWatchBookmarks",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "The continue option should be set when retrieving more results from the server. Since this value is server defined, clients may only use the continue value from a previous query result with identical query parameters (except for the value of continue) and the server may reject a continue value it does not recognize. If the specified continue value is no longer valid whether due to expiration (generally five to fifteen minutes) or a configuration change on the server, the server will respond with a 410 ResourceExpired error together with a continue token. If the client needs a consistent list, it must restart their list without the continue field. Otherwise, the client may send another list request with the token received with the 410 error, the server will respond with a list starting from the next key, but from the latest snapshot, which is inconsistent from the previous list results - objects that are created, modified, or deleted after the first list request will be included in the response, as long as their keys are after the \"next key\".\n\nThis field is not supported when watch is true. Clients may start a watch from the last resourceVersion value returned by the server and not miss any modifications.",
     "name": "continue",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their fields. Defaults to everything.",
     "name": "fieldSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "A selector to restrict the list of returned objects by their labels. Defaults to everything.",
     "name": "labelSelector",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "limit is a maximum number of responses to return for a list call. If more items exist, the server will set the `continue` field on the list metadata to a value that can be used with the same initial query to retrieve the next set of results. Setting a limit may return fewer than the requested amount of items (up to zero items) in the event all requested objects are filtered out and clients should only use the presence of the continue field to determine whether more results are available. Servers may choose not to support the limit argument and will return all of the available results. If limit is specified and the continue field is empty, clients may assume that no more results are available. This field is not supported if watch is true.\n\nThe server guarantees that the objects returned when using continue will be identical to issuing a single list call without a limit - that is, no objects created, modified, or deleted after the first request is issued will be included in any subsequent continued requests. This is sometimes referred to as a consistent snapshot, and ensures that a client that is using limit to receive smaller chunks of a very large result can ensure they see all possible objects. If objects are updated during a chunked list the version of the object that was present at the time the first list result was calculated is returned.",
     "name": "limit",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "name of the RuntimeClass",
     "name": "name",
     "in": "path",
     "required": true
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
     "name": "pretty",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersion sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersion",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "string",
     "description": "resourceVersionMatch determines how resourceVersion is applied to list calls. It is highly recommended that resourceVersionMatch be set for list calls where resourceVersion is set See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.\n\nDefaults to unset",
     "name": "resourceVersionMatch",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "`sendInitialEvents=true` may be set together with `watch=true`. In that case, the watch stream will begin with synthetic events to produce the current state of objects in the collection. Once all such events have been sent, a synthetic \"Bookmark\" event  will be sent. The bookmark will report the ResourceVersion (RV) corresponding to the set of objects, and be marked with `\"cluster.io/initial-events-end\": \"true\"` annotation. Afterwards, the watch stream will proceed as usual, sending watch events corresponding to changes (subsequent to the RV) to objects watched.\n\nWhen `sendInitialEvents` option is set, we require `resourceVersionMatch` option to also be set. The semantic of the watch request is as following: - `resourceVersionMatch` = NotOlderThan\n  is interpreted as \"data at least as new as the provided `resourceVersion`\"\n  and the bookmark event is send when the state is synced\n  to a `resourceVersion` at least as fresh as the one provided by the ListOptions.\n  If `resourceVersion` is unset, this is interpreted as \"consistent read\" and the\n  bookmark event is send when the state is synced at least to the moment\n  when request started being processed.\n- `resourceVersionMatch` set to any other value or unset\n  Invalid error is returned.\n\nDefaults to true if `resourceVersion=\"\"` or `resourceVersion=\"0\"` (for backward compatibility reasons) and to false otherwise.",
     "name": "sendInitialEvents",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "integer",
     "description": "Timeout for the list/watch call. This limits the duration of the call, regardless of any activity or inactivity.",
     "name": "timeoutSeconds",
     "in": "query"
    },
    {
     "uniqueItems": true,
     "type": "boolean",
     "description": "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.",
     "name": "watch",
     "in": "query"
    }
   ]
  }
 },
 "definitions": {
  "io.cluster.api.admissionregistration.v1.AuditAnnotation": {
   "description": "AuditAnnotation describes how to produce an audit annotation for an API request.",
   "type": "object",
   "required": [
    "key",
    "valueExpression"
   ],
   "properties": {
    "key": {
     "description": "key specifies the audit annotation key. The audit annotation keys of a ValidatingAdmissionPolicy must be unique. The key must be a qualified name ([A-Za-z0-9][-A-Za-z0-9_.]*) no more than 63 bytes in length.\n\nThe key is combined with the resource name of the ValidatingAdmissionPolicy to construct an audit annotation key: \"{ValidatingAdmissionPolicy name}/{key}\".\n\nIf an admission webhook uses the same resource name as this ValidatingAdmissionPolicy and the same audit annotation key, the annotation key will be identical. In this case, the first annotation written with the key will be included in the audit event and all subsequent annotations with the same key will be discarded.\n\nRequired.",
     "type": "string",
     "default": ""
    },
    "valueExpression": {
     "description": "valueExpression represents the expression which is evaluated by CEL to produce an audit annotation value. The expression must evaluate to either a string or null value. If the expression evaluates to a string, the audit annotation is included with the string value. If the expression evaluates to null or empty string the audit annotation will be omitted. The valueExpression may be no longer than 5kb in length. If the result of the valueExpression is more than 10kb in length, it will be truncated to 10kb.\n\nIf multiple ValidatingAdmissionPolicyBinding resources match an API request, then the valueExpression will be evaluated for each binding. All unique values produced by the valueExpressions will be joined together in a comma-separated list.\n\nRequired.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.ExpressionWarning": {
   "description": "ExpressionWarning is a warning information that targets a specific expression.",
   "type": "object",
   "required": [
    "fieldRef",
    "warning"
   ],
   "properties": {
    "fieldRef": {
     "description": "The path to the field that refers the expression. For example, the reference to the expression of the first item of validations is \"spec.validations[0].expression\"",
     "type": "string",
     "default": ""
    },
    "warning": {
     "description": "The content of type checking information in a human-readable form. Each line of the warning contains the type that the expression is checked against, followed by the type check error from the compiler.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.MatchCondition": {
   "description": "MatchCondition represents a condition which must by fulfilled for a request to be sent to a webhook.",
   "type": "object",
   "required": [
    "name",
    "expression"
   ],
   "properties": {
    "expression": {
     "description": "Expression represents the expression which will be evaluated by CEL. Must evaluate to bool. CEL expressions have access to the contents of the AdmissionRequest and Authorizer, organized into CEL variables:\n\n'object' - The object from the incoming request. The value is null for DELETE requests. 'oldObject' - The existing object. The value is null for CREATE requests. 'request' - Attributes of the admission request(/pkg/apis/admission/types.go#AdmissionRequest). 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.\n  See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz\n'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the\n  request resource.\nDocumentation on CEL: https://kubernetes.io/docs/reference/using-api/cel/\n\nRequired.",
     "type": "string",
     "default": ""
    },
    "name": {
     "description": "Name is an identifier for this match condition, used for strategic merging of MatchConditions, as well as providing an identifier for logging purposes. A good name should be descriptive of the associated expression. Name must be a qualified name consisting of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')\n\nRequired.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.MatchResources": {
   "description": "MatchResources decides whether to run the admission control policy on an object based on whether it meets the match criteria. The exclude rules take precedence over include rules (if a resource matches both, it is excluded)",
   "type": "object",
   "properties": {
    "excludeResourceRules": {
     "description": "ExcludeResourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy should not care about. The exclude rules take precedence over include rules (if a resource matches both, it is excluded)",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.NamedRuleWithOperations",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "matchPolicy": {
     "description": "matchPolicy defines how the \"MatchResources\" list is used to match incoming requests. Allowed values are \"Exact\" or \"Equivalent\".\n\n- Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but \"rules\" only included `apiGroups:[\"apps\"], apiVersions:[\"v1\"], resources: [\"deployments\"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the ValidatingAdmissionPolicy.\n\n- Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and \"rules\" only included `apiGroups:[\"apps\"], apiVersions:[\"v1\"], resources: [\"deployments\"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the ValidatingAdmissionPolicy.\n\nDefaults to \"Equivalent\"",
     "type": "string"
    },
    "namespaceSelector": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector",
     "description": "NamespaceSelector decides whether to run the admission control policy on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the policy.\n\nDefault to the empty LabelSelector, which matches everything."
    },
    "objectSelector": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector",
     "description": "ObjectSelector decides whether to run the validation based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the cel validation, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything."
    },
    "resourceRules": {
     "description": "ResourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy matches. The policy cares about an operation if it matches _any_ Rule.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.NamedRuleWithOperations",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.NamedRuleWithOperations": {
   "description": "NamedRuleWithOperations is a tuple of Operations and Resources with ResourceNames.",
   "type": "object",
   "properties": {
    "apiGroups": {
     "description": "APIGroups is the API groups the resources belong to. '*' is all groups. If '*' is present, the length of the slice must be one. Required.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "apiVersions": {
     "description": "APIVersions is the API versions the resources belong to. '*' is all versions. If '*' is present, the length of the slice must be one. Required.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "operations": {
     "description": "Operations is the operations the admission hook cares about - CREATE, UPDATE, DELETE, CONNECT or * for all of those operations and any future admission operations that are added. If '*' is present, the length of the slice must be one. Required.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "resourceNames": {
     "description": "ResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "resources": {
     "description": "Resources is a list of resources this rule applies to.\n\nFor example: 'pods' means pods. 'pods/log' means the log subresource of pods. '*' means all resources, but not subresources. 'pods/*' means all subresources of pods. '*/scale' means all scale subresources. '*/*' means all resources and their subresources.\n\nIf wildcard is present, the validation rule will ensure resources do not overlap with each other.\n\nDepending on the enclosing object, subresources might not be allowed. Required.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "scope": {
     "description": "scope specifies the scope of this rule. Valid values are \"Cluster\", \"Namespaced\", and \"*\" \"Cluster\" means that only cluster-scoped resources will match this rule. Namespace API objects are cluster-scoped. \"Namespaced\" means that only namespaced resources will match this rule. \"*\" means that there are no scope restrictions. Subresources match the scope of their parent resource. Default is \"*\".",
     "type": "string"
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.ParamKind": {
   "description": "ParamKind is a tuple of Group Kind and Version.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion is the API group version the resources belong to. In format of \"group/version\". Required.",
     "type": "string"
    },
    "kind": {
     "description": "Kind is the API kind the resources belong to. Required.",
     "type": "string"
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.ParamRef": {
   "description": "ParamRef describes how to locate the params to be used as input to expressions of rules applied by a policy binding.",
   "type": "object",
   "properties": {
    "name": {
     "description": "name is the name of the resource being referenced.\n\nOne of `name` or `selector` must be set, but `name` and `selector` are mutually exclusive properties. If one is set, the other must be unset.\n\nA single parameter used for all admission requests can be configured by setting the `name` field, leaving `selector` blank, and setting namespace if `paramKind` is namespace-scoped.",
     "type": "string"
    },
    "namespace": {
     "description": "namespace is the namespace of the referenced resource. Allows limiting the search for params to a specific namespace. Applies to both `name` and `selector` fields.\n\nA per-namespace parameter may be used by specifying a namespace-scoped `paramKind` in the policy and leaving this field empty.\n\n- If `paramKind` is cluster-scoped, this field MUST be unset. Setting this field results in a configuration error.\n\n- If `paramKind` is namespace-scoped, the namespace of the object being evaluated for admission will be used when this field is left unset. Take care that if this is left empty the binding must not match any cluster-scoped resources, which will result in an error.",
     "type": "string"
    },
    "parameterNotFoundAction": {
     "description": "`parameterNotFoundAction` controls the behavior of the binding when the resource exists, and name or selector is valid, but there are no parameters matched by the binding. If the value is set to `Allow`, then no matched parameters will be treated as successful validation by the binding. If set to `Deny`, then no matched parameters will be subject to the `failurePolicy` of the policy.\n\nAllowed values are `Allow` or `Deny`\n\nRequired",
     "type": "string"
    },
    "selector": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector",
     "description": "selector can be used to match multiple param objects based on their labels. Supply selector: {} to match all resources of the ParamKind.\n\nIf multiple params are found, they are all evaluated with the policy expressions and the results are ANDed together.\n\nOne of `name` or `selector` must be set, but `name` and `selector` are mutually exclusive properties. If one is set, the other must be unset."
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.admissionregistration.v1.TypeChecking": {
   "description": "TypeChecking contains results of type checking the expressions in the ValidatingAdmissionPolicy",
   "type": "object",
   "properties": {
    "expressionWarnings": {
     "description": "The type checking warnings for each expression.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ExpressionWarning",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy": {
   "description": "ValidatingAdmissionPolicy describes the definition of an admission validation policy that accepts or rejects an object without changing it.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicySpec",
     "description": "Specification of the desired behavior of the ValidatingAdmissionPolicy.",
     "default": {}
    },
    "status": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus",
     "description": "The status of the ValidatingAdmissionPolicy, including warnings that are useful to determine if the policy behaves in the expected way. Populated by the system. Read-only.",
     "default": {}
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
   "description": "ValidatingAdmissionPolicyBinding binds the ValidatingAdmissionPolicy with paramerized resources. ValidatingAdmissionPolicyBinding and parameter CRDs together define how cluster administrators configure policies for clusters.\n\nFor a given admission request, each binding will cause its policy to be evaluated N times, where N is 1 for policies/bindings that don't use params, otherwise N is the number of parameters selected by the binding.\n\nThe CEL expressions of a policy must have a computed CEL cost below the maximum CEL budget. Each evaluation of the policy is given an independent CEL cost budget. Adding/removing policies, bindings, or params can not affect whether a given (policy, binding, param) combination is within its own CEL budget.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec",
     "description": "Specification of the desired behavior of the ValidatingAdmissionPolicyBinding.",
     "default": {}
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
   "description": "ValidatingAdmissionPolicyBindingList is a list of ValidatingAdmissionPolicyBinding.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "List of PolicyBinding.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "default": {}
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
   "description": "ValidatingAdmissionPolicyBindingSpec is the specification of the ValidatingAdmissionPolicyBinding.",
   "type": "object",
   "properties": {
    "matchResources": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.MatchResources",
     "description": "MatchResources declares what resources match this binding and will be validated by it. Note that this is intersected with the policy's matchConstraints, so only requests that are matched by the policy can be selected by this. If this is unset, all resources matched by the policy are validated by this binding When resourceRules is unset, it does not constrain resource matching. If a resource is matched by the other fields of this object, it will be validated. Note that this is differs from ValidatingAdmissionPolicy matchConstraints, where resourceRules are required."
    },
    "paramRef": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ParamRef",
     "description": "paramRef specifies the parameter resource used to configure the admission control policy. It should point to a resource of the type specified in ParamKind of the bound ValidatingAdmissionPolicy. If the policy specifies a ParamKind and the resource referred to by ParamRef does not exist, this binding is considered mis-configured and the FailurePolicy of the ValidatingAdmissionPolicy applied. If the policy does not specify a ParamKind then this field is ignored, and the rules are evaluated without a param."
    },
    "policyName": {
     "description": "PolicyName references a ValidatingAdmissionPolicy name which the ValidatingAdmissionPolicyBinding binds to. If the referenced resource does not exist, this binding is considered invalid and will be ignored Required.",
     "type": "string"
    },
    "validationActions": {
     "description": "validationActions declares how Validations of the referenced ValidatingAdmissionPolicy are enforced. If a validation evaluates to false it is always enforced according to these actions.\n\nFailures defined by the ValidatingAdmissionPolicy's FailurePolicy are enforced according to these actions only if the FailurePolicy is set to Fail, otherwise the failures are ignored. This includes compilation errors, runtime errors and misconfigurations of the policy.\n\nvalidationActions is declared as a set of action values. Order does not matter. validationActions may not contain duplicates of the same action.\n\nThe supported actions values are:\n\n\"Deny\" specifies that a validation failure results in a denied request.\n\n\"Warn\" specifies that a validation failure is reported to the request client in HTTP Warning headers, with a warning code of 299. Warnings can be sent both for allowed or denied admission responses.\n\n\"Audit\" specifies that a validation failure is included in the published audit event for the request. The audit event will contain a `validation.policy.admission.cluster.io/validation_failure` audit annotation with a value containing the details of the validation failures, formatted as a JSON list of objects, each with the following fields: - message: The validation failure message string - policy: The resource name of the ValidatingAdmissionPolicy - binding: The resource name of the ValidatingAdmissionPolicyBinding - expressionIndex: The index of the failed validations in the ValidatingAdmissionPolicy - validationActions: The enforcement actions enacted for the validation failure Example audit annotation: `\"validation.policy.admission.cluster.io/validation_failure\": \"[{\\\"message\\\": \\\"Invalid value\\\", {\\\"policy\\\": \\\"policy.example.com\\\", {\\\"binding\\\": \\\"policybinding.example.com\\\", {\\\"expressionIndex\\\": \\\"1\\\", {\\\"validationActions\\\": [\\\"Audit\\\"]}]\"`\n\nClients should expect to handle additional values by ignoring any values not recognized.\n\n\"Deny\" and \"Warn\" may not be used together since this combination needlessly duplicates the validation failure both in the API response body and the HTTP warning headers.\n\nRequired.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "set"
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicyList": {
   "description": "ValidatingAdmissionPolicyList is a list of ValidatingAdmissionPolicy.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "List of ValidatingAdmissionPolicy.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ValidatingAdmissionPolicy",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "default": {}
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
   "description": "ValidatingAdmissionPolicySpec is the specification of the desired behavior of the AdmissionPolicy.",
   "type": "object",
   "properties": {
    "auditAnnotations": {
     "description": "auditAnnotations contains CEL expressions which are used to produce audit annotations for the audit event of the API request. validations and auditAnnotations may not both be empty; a least one of validations or auditAnnotations is required.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.AuditAnnotation",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "failurePolicy": {
     "description": "failurePolicy defines how to handle failures for the admission policy. Failures can occur from CEL expression parse errors, type check errors, runtime errors and invalid or mis-configured policy definitions or bindings.\n\nA policy is invalid if spec.paramKind refers to a non-existent Kind. A binding is invalid if spec.paramRef.name refers to a non-existent resource.\n\nfailurePolicy does not define how validations that evaluate to false are handled.\n\nWhen failurePolicy is set to Fail, ValidatingAdmissionPolicyBinding validationActions define how failures are enforced.\n\nAllowed values are Ignore or Fail. Defaults to Fail.",
     "type": "string"
    },
    "matchConditions": {
     "description": "MatchConditions is a list of conditions that must be met for a request to be validated. Match conditions filter requests that have already been matched by the rules, namespaceSelector, and objectSelector. An empty list of matchConditions matches all requests. There are a maximum of 64 match conditions allowed.\n\nIf a parameter object is provided, it can be accessed via the `params` handle in the same manner as validation expressions.\n\nThe exact matching logic is (in order):\n  1. If ANY matchCondition evaluates to FALSE, the policy is skipped.\n  2. If ALL matchConditions evaluate to TRUE, the policy is evaluated.\n  3. If any matchCondition evaluates to an error (but none are FALSE):\n     - If failurePolicy=Fail, reject the request\n     - If failurePolicy=Ignore, the policy is skipped",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.MatchCondition",
      "default": {}
     },
     "x-kubernetes-list-type": "map",
     "x-kubernetes-list-map-keys": [
      "name"
     ],
     "x-kubernetes-patch-strategy": "merge",
     "x-kubernetes-patch-merge-key": "name"
    },
    "matchConstraints": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.MatchResources",
     "description": "MatchConstraints specifies what resources this policy is designed to validate. The AdmissionPolicy cares about a request if it matches _all_ Constraints. However, in order to prevent clusters from being put into an unstable state that cannot be recovered from via the API ValidatingAdmissionPolicy cannot match ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding. Required."
    },
    "paramKind": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.ParamKind",
     "description": "ParamKind specifies the kind of resources used to parameterize this policy. If absent, there are no parameters for this policy and the param CEL variable will not be provided to validation expressions. If ParamKind refers to a non-existent kind, this policy definition is mis-configured and the FailurePolicy is applied. If paramKind is specified but paramRef is unset in ValidatingAdmissionPolicyBinding, the params variable will be null."
    },
    "validations": {
     "description": "Validations contain CEL expressions which is used to apply the validation. Validations and AuditAnnotations may not both be empty; a minimum of one Validations or AuditAnnotations is required.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.Validation",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "variables": {
     "description": "Variables contain definitions of variables that can be used in composition of other expressions. Each variable is defined as a named CEL expression. The variables defined here will be available under `variables` in other expressions of the policy except MatchConditions because MatchConditions are evaluated before the rest of the policy.\n\nThe expression of a variable can refer to other variables defined earlier in the list but not those after. Thus, Variables must be sorted by the order of first appearance and acyclic.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.Variable",
      "default": {}
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
   "description": "ValidatingAdmissionPolicyStatus represents the status of an admission validation policy.",
   "type": "object",
   "properties": {
    "conditions": {
     "description": "The conditions represent the latest available observations of a policy's current state.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Condition",
      "default": {}
     },
     "x-kubernetes-list-type": "map",
     "x-kubernetes-list-map-keys": [
      "type"
     ]
    },
    "observedGeneration": {
     "description": "The generation observed by the controller.",
     "type": "integer",
     "format": "int64"
    },
    "typeChecking": {
     "$ref": "#/definitions/io.cluster.api.admissionregistration.v1.TypeChecking",
     "description": "The results of type checking for each expression. Presence of this field indicates the completion of the type checking."
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.Validation": {
   "description": "Validation specifies the CEL expression which is used to apply the validation.",
   "type": "object",
   "required": [
    "expression"
   ],
   "properties": {
    "expression": {
     "description": "Expression represents the expression which will be evaluated by CEL. ref: https://github.com/google/cel-spec CEL expressions have access to the contents of the API request/response, organized into CEL variables as well as some other useful variables:\n\n- 'object' - The object from the incoming request. The value is null for DELETE requests. - 'oldObject' - The existing object. The value is null for CREATE requests. - 'request' - Attributes of the API request([ref](/pkg/apis/admission/types.go#AdmissionRequest)). - 'params' - Parameter resource referred to by the policy binding being evaluated. Only populated if the policy has a ParamKind. - 'namespaceObject' - The namespace object that the incoming object belongs to. The value is null for cluster-scoped resources. - 'variables' - Map of composited variables, from its name to its lazily evaluated value.\n  For example, a variable named 'foo' can be accessed as 'variables.foo'.\n- 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.\n  See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz\n- 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the\n  request resource.\n\n\nThe `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` are always accessible from the root of the object. No other metadata properties are accessible.\n\nOnly property names of the form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` are accessible. Accessible property names are escaped according to the following rules when accessed in the expression: - '__' escapes to '__underscores__' - '.' escapes to '__dot__' - '-' escapes to '__dash__' - '/' escapes to '__slash__' - Property names that exactly match a CEL RESERVED keyword escape to '__{keyword}__'. The keywords are:\n\t  \"true\", \"false\", \"null\", \"in\", \"as\", \"break\", \"const\", \"continue\", \"else\", \"for\",\n\"function\", \"if\",\n\t  \"import\", \"let\", \"loop\", \"package\", \"namespace\", \"return\".\nExamples:\n  - Expression accessing a property named \"namespace\": {\"Expression\": \"object.__namespace__ > 0\"}\n  - Expression accessing a property named \"x-prop\": {\"Expression\": \"object.x__dash__prop > 0\"}\n  - Expression accessing a property named \"redact__d\": {\"Expression\": \"object.redact__underscores__d > 0\"}\n\n\nEquality on arrays with list type of 'set' or 'map' ignores element order, i.e. [1, 2] == [2, 1]. Concatenation on arrays with x-kubernetes-list-type use the semantics of the list type:\n  - 'set': `X + Y` performs a union where the array positions of all elements in `X` are preserved and\n    non-intersecting elements in `Y` are appended, retaining their partial order.\n  - 'map': `X + Y` performs a merge where the array positions of all keys in `X` are preserved but the values\n    are overwritten by values in `Y` when the key sets of `X` and `Y` intersect. Elements in `Y` with\n    non-intersecting keys are appended, retaining their partial order.\nRequired.",
     "type": "string",
     "default": ""
    },
    "message": {
     "description": "Message represents the message displayed when validation fails. The message is required if the Expression contains line breaks. The message must not contain line breaks. If unset, the message is \"failed rule: {Rule}\". e.g. \"must be a URL with the host matching spec.host\" If the Expression contains line breaks. Message is required. The message must not contain line breaks. If unset, the message is \"failed Expression: {Expression}\".",
     "type": "string"
    },
    "messageExpression": {
     "description": "messageExpression declares a CEL expression that evaluates to the validation failure message that is returned when this rule fails. Since messageExpression is used as a failure message, it must evaluate to a string. If both message and messageExpression are present on a validation, then messageExpression will be used if validation fails. If messageExpression results in a runtime error, the runtime error is logged, and the validation failure message is produced as if the messageExpression field were unset. If messageExpression evaluates to an empty string, a string with only spaces, or a string that contains line breaks, then the validation failure message will also be produced as if the messageExpression field were unset, and the fact that messageExpression produced an empty string/string with only spaces/string with line breaks will be logged. messageExpression has access to all the same variables as the `expression` except for 'authorizer' and 'authorizer.requestResource'. Example: \"object.x must be less than max (\"+string(params.max)+\")\"",
     "type": "string"
    },
    "reason": {
     "description": "Reason represents a machine-readable description of why this validation failed. If this is the first validation in the list to fail, this reason, as well as the corresponding HTTP response code, are used in the HTTP response to the client. The currently supported reasons are: \"Unauthorized\", \"Forbidden\", \"Invalid\", \"RequestEntityTooLarge\". If not set, StatusReasonInvalid is used in the response to the client.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.admissionregistration.v1.Variable": {
   "description": "Variable is the definition of a variable that is used for composition. A variable is defined as a named expression.",
   "type": "object",
   "required": [
    "name",
    "expression"
   ],
   "properties": {
    "expression": {
     "description": "Expression is the expression that will be evaluated as the value of the variable. The CEL expression has access to the same identifiers as the CEL expressions in Validation.",
     "type": "string",
     "default": ""
    },
    "name": {
     "description": "Name is the name of the variable. The name must be a valid CEL identifier and unique among all variables. The variable can be accessed in other expressions through `variables` For example, if name is \"foo\", the variable will be available as `variables.foo`",
     "type": "string",
     "default": ""
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.api.authentication.v1.SelfSubjectReview": {
   "description": "SelfSubjectReview contains the user information that the kube-apiserver has about the user making this request. When using impersonation, users will receive the user info of the user being impersonated.  If impersonation or request header authentication is used, any extra keys will have their case ignored and returned as lowercase.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "status": {
     "$ref": "#/definitions/io.cluster.api.authentication.v1.SelfSubjectReviewStatus",
     "description": "Status is filled in by the server with the user attributes.",
     "default": {}
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
   "description": "SelfSubjectReviewStatus is filled by the kube-apiserver and sent back to a user.",
   "type": "object",
   "properties": {
    "userInfo": {
     "$ref": "#/definitions/io.cluster.api.authentication.v1.UserInfo",
     "description": "User attributes of the user making this request.",
     "default": {}
    }
   }
  },
  "io.cluster.api.authentication.v1.UserInfo": {
   "description": "UserInfo holds the information about the user needed to implement the user.Info interface.",
   "type": "object",
   "properties": {
    "extra": {
     "description": "Any additional information provided by the authenticator.",
     "type": "object",
     "additionalProperties": {
      "type": "array",
      "items": {
       "type": "string",
       "default": ""
      }
     }
    },
    "groups": {
     "description": "The names of groups this user is a part of.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "uid": {
     "description": "A unique value that identifies this user across time. If this user is deleted and another user by the same name is added, they will have different UIDs.",
     "type": "string"
    },
    "username": {
     "description": "The name that uniquely identifies this user among all active users.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.authorization.v1.FieldSelectorAttributes": {
   "description": "FieldSelectorAttributes indicates a field limited access. Webhook authors are encouraged to ensure rawSelector and requirements are not both set, and to consider the requirements field if set.",
   "type": "object",
   "properties": {
    "rawSelector": {
     "description": "rawSelector is the serialization of a field selector that would be included in a query parameter. Webhook implementations are encouraged to ignore rawSelector. The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present.",
     "type": "string"
    },
    "requirements": {
     "description": "requirements is the parsed interpretation of a field selector. All requirements must be met for a resource instance to match the selector. Webhook implementations should handle requirements, but how to handle them is up to the webhook. Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements are not understood.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.authorization.v1.LabelSelectorAttributes": {
   "description": "LabelSelectorAttributes indicates a label limited access. Webhook authors are encouraged to ensure rawSelector and requirements are not both set, and to consider the requirements field if set.",
   "type": "object",
   "properties": {
    "rawSelector": {
     "description": "rawSelector is the serialization of a field selector that would be included in a query parameter. Webhook implementations are encouraged to ignore rawSelector. The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present.",
     "type": "string"
    },
    "requirements": {
     "description": "requirements is the parsed interpretation of a label selector. All requirements must be met for a resource instance to match the selector. Webhook implementations should handle requirements, but how to handle them is up to the webhook. Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements are not understood.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.authorization.v1.NonResourceAttributes": {
   "description": "NonResourceAttributes includes the authorization attributes available for non-resource requests to the Authorizer interface",
   "type": "object",
   "properties": {
    "path": {
     "description": "Path is the URL path of the request",
     "type": "string"
    },
    "verb": {
     "description": "Verb is the standard HTTP verb",
     "type": "string"
    }
   }
  },
  "io.cluster.api.authorization.v1.NonResourceRule": {
   "description": "NonResourceRule holds information that describes a rule for the non-resource",
   "type": "object",
   "required": [
    "verbs"
   ],
   "properties": {
    "nonResourceURLs": {
     "description": "NonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path.  \"*\" means all.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "verbs": {
     "description": "Verb is a list of kubernetes non-resource API verbs, like: get, post, put, delete, patch, head, options.  \"*\" means all.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.authorization.v1.ResourceAttributes": {
   "description": "ResourceAttributes includes the authorization attributes available for resource requests to the Authorizer interface",
   "type": "object",
   "properties": {
    "fieldSelector": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.FieldSelectorAttributes",
     "description": "fieldSelector describes the limitation on access based on field.  It can only limit access, not broaden it."
    },
    "group": {
     "description": "Group is the API Group of the Resource.  \"*\" means all.",
     "type": "string"
    },
    "labelSelector": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.LabelSelectorAttributes",
     "description": "labelSelector describes the limitation on access based on labels.  It can only limit access, not broaden it."
    },
    "name": {
     "description": "Name is the name of the resource being requested for a \"get\" or deleted for a \"delete\". \"\" (empty) means all.",
     "type": "string"
    },
    "namespace": {
     "description": "Namespace is the namespace of the action being requested.  Currently, there is no distinction between no namespace and all namespaces \"\" (empty) is defaulted for LocalSubjectAccessReviews \"\" (empty) is empty for cluster-scoped resources \"\" (empty) means \"all\" for namespace scoped resources from a SubjectAccessReview or SelfSubjectAccessReview",
     "type": "string"
    },
    "resource": {
     "description": "Resource is one of the existing resource types.  \"*\" means all.",
     "type": "string"
    },
    "subresource": {
     "description": "Subresource is one of the existing resource types.  \"\" means none.",
     "type": "string"
    },
    "verb": {
     "description": "Verb is a kubernetes resource API verb, like: get, list, watch, create, update, delete, proxy.  \"*\" means all.",
     "type": "string"
    },
    "version": {
     "description": "Version is the API Version of the Resource.  \"*\" means all.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.authorization.v1.ResourceRule": {
   "description": "ResourceRule is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.",
   "type": "object",
   "required": [
    "verbs"
   ],
   "properties": {
    "apiGroups": {
     "description": "APIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.  \"*\" means all.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "resourceNames": {
     "description": "ResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.  \"*\" means all.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "resources": {
     "description": "Resources is a list of resources this rule applies to.  \"*\" means all in the specified apiGroups.\n \"*/foo\" represents the subresource 'foo' for all resources in the specified apiGroups.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "verbs": {
     "description": "Verb is a list of kubernetes resource API verbs, like: get, list, watch, create, update, delete, proxy.  \"*\" means all.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.authorization.v1.SelfSubjectAccessReview": {
   "description": "SelfSubjectAccessReview checks whether or the current user can perform an action.  Not filling in a spec.namespace means \"in all namespaces\".  Self is a special case, because users should always be able to check whether they can perform an action",
   "type": "object",
   "required": [
    "spec"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectAccessReviewSpec",
     "description": "Spec holds information about the request being evaluated.  user and groups must be empty",
     "default": {}
    },
    "status": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.SubjectAccessReviewStatus",
     "description": "Status is filled in by the server and indicates whether the request is allowed or not",
     "default": {}
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
   "description": "SelfSubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set",
   "type": "object",
   "properties": {
    "nonResourceAttributes": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.NonResourceAttributes",
     "description": "NonResourceAttributes describes information for a non-resource access request"
    },
    "resourceAttributes": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.ResourceAttributes",
     "description": "ResourceAuthorizationAttributes describes information for a resource access request"
    }
   }
  },
  "io.cluster.api.authorization.v1.SelfSubjectRulesReview": {
   "description": "SelfSubjectRulesReview enumerates the set of actions the current user can perform within a namespace. The returned list of actions may be incomplete depending on the server's authorization mode, and any errors experienced during the evaluation. SelfSubjectRulesReview should be used by UIs to show/hide actions, or to quickly let an end user reason about their permissions. It should NOT Be used by external systems to drive authorization decisions as this raises confused deputy, cache lifetime/revocation, and correctness concerns. SubjectAccessReview, and LocalAccessReview are the correct way to defer authorization decisions to the API server.",
   "type": "object",
   "required": [
    "spec"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.SelfSubjectRulesReviewSpec",
     "description": "Spec holds information about the request being evaluated.",
     "default": {}
    },
    "status": {
     "$ref": "#/definitions/io.cluster.api.authorization.v1.SubjectRulesReviewStatus",
     "description": "Status is filled in by the server and indicates the set of actions a user can perform."
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
   "description": "SelfSubjectRulesReviewSpec defines the specification for SelfSubjectRulesReview.",
   "type": "object",
   "properties": {
    "namespace": {
     "description": "Namespace to evaluate rules for. Required.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.authorization.v1.SubjectAccessReviewStatus": {
   "description": "SubjectAccessReviewStatus",
   "type": "object",
   "required": [
    "allowed"
   ],
   "properties": {
    "allowed": {
     "description": "Allowed is required. True if the action would be allowed, false otherwise.",
     "type": "boolean",
     "default": false
    },
    "denied": {
     "description": "Denied is optional. True if the action would be denied, otherwise false. If both allowed is false and denied is false, then the authorizer has no opinion on whether to authorize the action. Denied may not be true if Allowed is true.",
     "type": "boolean"
    },
    "evaluationError": {
     "description": "EvaluationError is an indication that some error occurred during the authorization check. It is entirely possible to get an error and be able to continue determine authorization status in spite of it. For instance, RBAC can be missing a role, but enough roles are still present and bound to reason about the request.",
     "type": "string"
    },
    "reason": {
     "description": "Reason is optional.  It indicates why a request was allowed or denied.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.authorization.v1.SubjectRulesReviewStatus": {
   "description": "SubjectRulesReviewStatus contains the result of a rules check. This check can be incomplete depending on the set of authorizers the server is configured with and any errors experienced during evaluation. Because authorization rules are additive, if a rule appears in a list it's safe to assume the subject has that permission, even if that list is incomplete.",
   "type": "object",
   "required": [
    "resourceRules",
    "nonResourceRules",
    "incomplete"
   ],
   "properties": {
    "evaluationError": {
     "description": "EvaluationError can appear in combination with Rules. It indicates an error occurred during rule evaluation, such as an authorizer that doesn't support rule evaluation, and that ResourceRules and/or NonResourceRules may be incomplete.",
     "type": "string"
    },
    "incomplete": {
     "description": "Incomplete is true when the rules returned by this call are incomplete. This is most commonly encountered when an authorizer, such as an external authorizer, doesn't support rules evaluation.",
     "type": "boolean",
     "default": false
    },
    "nonResourceRules": {
     "description": "NonResourceRules is the list of actions the subject is allowed to perform on non-resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.authorization.v1.NonResourceRule",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "resourceRules": {
     "description": "ResourceRules is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.authorization.v1.ResourceRule",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.coordination.v1.Lease": {
   "description": "Lease defines a lease concept.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.coordination.v1.LeaseSpec",
     "description": "spec contains the specification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status",
     "default": {}
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
   "description": "LeaseList is a list of Lease objects.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "items is a list of schema objects.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.coordination.v1.Lease",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
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
   "description": "LeaseSpec is a specification of a Lease.",
   "type": "object",
   "properties": {
    "acquireTime": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime",
     "description": "acquireTime is a time when the current lease was acquired."
    },
    "holderIdentity": {
     "description": "holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field.",
     "type": "string"
    },
    "leaseDurationSeconds": {
     "description": "leaseDurationSeconds is a duration that candidates for a lease need to wait to force acquire it. This is measured against the time of last observed renewTime.",
     "type": "integer",
     "format": "int32"
    },
    "leaseTransitions": {
     "description": "leaseTransitions is the number of transitions of a lease between holders.",
     "type": "integer",
     "format": "int32"
    },
    "preferredHolder": {
     "description": "PreferredHolder signals to a lease holder that the lease has a more optimal holder and should be given up. This field can only be set if Strategy is also set.",
     "type": "string"
    },
    "renewTime": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime",
     "description": "renewTime is a time when the current holder of a lease has last updated the lease."
    },
    "strategy": {
     "description": "Strategy indicates the strategy for picking the leader for coordinated leader election. If the field is not specified, there is no active coordination for this lease. (Alpha) Using this field requires the CoordinatedLeaderElection feature gate to be enabled.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.coordination.v1beta1.LeaseCandidate": {
   "description": "LeaseCandidate defines a candidate for a Lease object. Candidates are created such that coordinated leader election will pick the best leader from the list of candidates.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidateSpec",
     "description": "spec contains the specification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status",
     "default": {}
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
   "description": "LeaseCandidateList is a list of Lease objects.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "items is a list of schema objects.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.coordination.v1beta1.LeaseCandidate",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
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
   "description": "LeaseCandidateSpec is a specification of a Lease.",
   "type": "object",
   "required": [
    "leaseName",
    "binaryVersion",
    "strategy"
   ],
   "properties": {
    "binaryVersion": {
     "description": "BinaryVersion is the binary version. It must be in a semver format without leading `v`. This field is required.",
     "type": "string",
     "default": ""
    },
    "emulationVersion": {
     "description": "EmulationVersion is the emulation version. It must be in a semver format without leading `v`. EmulationVersion must be less than or equal to BinaryVersion. This field is required when strategy is \"OldestEmulationVersion\"",
     "type": "string"
    },
    "leaseName": {
     "description": "LeaseName is the name of the lease for which this candidate is contending. The limits on this field are the same as on Lease.name. Multiple lease candidates may reference the same Lease.name. This field is immutable.",
     "type": "string",
     "default": ""
    },
    "pingTime": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime",
     "description": "PingTime is the last time that the server has requested the LeaseCandidate to renew. It is only done during leader election to check if any LeaseCandidates have become ineligible. When PingTime is updated, the LeaseCandidate will respond by updating RenewTime."
    },
    "renewTime": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime",
     "description": "RenewTime is the time that the LeaseCandidate was last updated. Any time a Lease needs to do leader election, the PingTime field is updated to signal to the LeaseCandidate that they should update the RenewTime. Old LeaseCandidate objects are also garbage collected if it has been hours since the last renew. The PingTime field is updated regularly to prevent garbage collection for still active LeaseCandidates."
    },
    "strategy": {
     "description": "Strategy is the strategy that coordinated leader election will use for picking the leader. If multiple candidates for the same Lease return different strategies, the strategy provided by the candidate with the latest BinaryVersion will be used. If there is still conflict, this is a user error and coordinated leader election will not operate the Lease until resolved.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.core.v1.Namespace": {
   "description": "Namespace provides a scope for Names. Use of multiple namespaces is optional.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "spec": {
     "$ref": "#/definitions/io.cluster.api.core.v1.NamespaceSpec",
     "description": "Spec defines the behavior of the Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status",
     "default": {}
    },
    "status": {
     "$ref": "#/definitions/io.cluster.api.core.v1.NamespaceStatus",
     "description": "Status describes the current status of a Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status",
     "default": {}
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
  "io.cluster.api.core.v1.NamespaceList": {
   "description": "NamespaceList is a list of Namespaces.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "Items is the list of Namespace objects in the list. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.core.v1.Namespace",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "default": {}
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
  "io.cluster.api.core.v1.NamespaceSpec": {
   "description": "NamespaceSpec describes the attributes on a Namespace.",
   "type": "object",
   "properties": {
    "finalizers": {
     "description": "Finalizers is an opaque list of values that must be empty to permanently remove object from storage. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.api.core.v1.NamespaceStatus": {
   "description": "NamespaceStatus is information about the current status of a Namespace.",
   "type": "object",
   "properties": {
    "phase": {
     "description": "Phase is the current lifecycle phase of the namespace. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/\n\nPossible enum values:\n - `\"Active\"` means the namespace is available for use in the system\n - `\"Terminating\"` means the namespace is undergoing graceful termination",
     "type": "string",
     "enum": [
      "Active",
      "Terminating"
     ]
    }
   }
  },
  "io.cluster.api.core.v1.Toleration": {
   "description": "The pod this Toleration is attached to tolerates any taint that matches the triple <key,value,effect> using the matching operator <operator>.",
   "type": "object",
   "properties": {
    "effect": {
     "description": "Effect indicates the taint effect to match. Empty means match all taint effects. When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.",
     "type": "string"
    },
    "key": {
     "description": "Key is the taint key that the toleration applies to. Empty means match all taint keys. If the key is empty, operator must be Exists; this combination means to match all values and all keys.",
     "type": "string"
    },
    "operator": {
     "description": "Operator represents a key's relationship to the value. Valid operators are Exists and Equal. Defaults to Equal. Exists is equivalent to wildcard for value, so that a pod can tolerate all taints of a particular category.",
     "type": "string"
    },
    "tolerationSeconds": {
     "description": "TolerationSeconds represents the period of time the toleration (which must be of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default, it is not set, which means tolerate the taint forever (do not evict). Zero and negative values will be treated as 0 (evict immediately) by the system.",
     "type": "integer",
     "format": "int64"
    },
    "value": {
     "description": "Value is the taint value the toleration matches to. If the operator is Exists, the value should be empty, otherwise just a regular string.",
     "type": "string"
    }
   }
  },
  "io.cluster.api.node.v1.Overhead": {
   "description": "Overhead structure represents the resource overhead associated with running a pod.",
   "type": "object",
   "properties": {
    "podFixed": {
     "description": "podFixed represents the fixed resource overhead associated with running a pod.",
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.api.resource.Quantity"
     }
    }
   }
  },
  "io.cluster.api.node.v1.RuntimeClass": {
   "description": "RuntimeClass defines a class of container runtime supported in the cluster. The RuntimeClass is used to determine which container runtime is used to run all containers in a pod. RuntimeClasses are manually defined by a user or cluster provisioner, and referenced in the PodSpec. The Kubelet is responsible for resolving the RuntimeClassName reference before running the pod.  For more details, see https://kubernetes.io/docs/concepts/containers/runtime-class/",
   "type": "object",
   "required": [
    "handler"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "handler": {
     "description": "handler specifies the underlying runtime and configuration that the CRI implementation will use to handle pods of this class. The possible values are specific to the node & CRI configuration.  It is assumed that all handlers are available on every node, and handlers of the same name are equivalent on every node. For example, a handler called \"runc\" might specify that the runc OCI runtime (using native Linux containers) will be used to run the containers in a pod. The Handler must be lowercase, conform to the DNS Label (RFC 1123) requirements, and is immutable.",
     "type": "string",
     "default": ""
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
    },
    "overhead": {
     "$ref": "#/definitions/io.cluster.api.node.v1.Overhead",
     "description": "overhead represents the resource overhead associated with running a pod for a given RuntimeClass. For more details, see\n https://kubernetes.io/docs/concepts/scheduling-eviction/pod-overhead/"
    },
    "scheduling": {
     "$ref": "#/definitions/io.cluster.api.node.v1.Scheduling",
     "description": "scheduling holds the scheduling constraints to ensure that pods running with this RuntimeClass are scheduled to nodes that support it. If scheduling is nil, this RuntimeClass is assumed to be supported by all nodes."
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
   "description": "RuntimeClassList is a list of RuntimeClass objects.",
   "type": "object",
   "required": [
    "items"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "items": {
     "description": "items is a list of schema objects.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.node.v1.RuntimeClass",
      "default": {}
     }
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
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
   "description": "Scheduling specifies the scheduling constraints for nodes supporting a RuntimeClass.",
   "type": "object",
   "properties": {
    "nodeSelector": {
     "description": "nodeSelector lists labels that must be present on nodes that support this RuntimeClass. Pods using this RuntimeClass can only be scheduled to a node matched by this selector. The RuntimeClass nodeSelector is merged with a pod's existing nodeSelector. Any conflicts will cause the pod to be rejected in admission.",
     "type": "object",
     "additionalProperties": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-map-type": "atomic"
    },
    "tolerations": {
     "description": "tolerations are appended (excluding duplicates) to pods running with this RuntimeClass during admission, effectively unioning the set of nodes tolerated by the pod and the RuntimeClass.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.api.core.v1.Toleration",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.apimachinery.pkg.api.resource.Quantity": {
   "description": "Quantity is a fixed-point representation of a number. It provides convenient marshaling/unmarshaling in JSON and YAML, in addition to String() and AsInt64() accessors.\n\nThe serialization format is:\n\n``` <quantity>        ::= <signedNumber><suffix>\n\n\t(Note that <suffix> may be empty, from the \"\" case in <decimalSI>.)\n\n<digit>           ::= 0 | 1 | ... | 9 <digits>          ::= <digit> | <digit><digits> <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits> <sign>            ::= \"+\" | \"-\" <signedNumber>    ::= <number> | <sign><number> <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI> <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei\n\n\t(International System of units; See: http://physics.nist.gov/cuu/Units/binary.html)\n\n<decimalSI>       ::= m | \"\" | k | M | G | T | P | E\n\n\t(Note that 1024 = 1Ki but 1000 = 1k; I didn't choose the capitalization.)\n\n<decimalExponent> ::= \"e\" <signedNumber> | \"E\" <signedNumber> ```\n\nNo matter which of the three exponent forms is used, no quantity may represent a number greater than 2^63-1 in magnitude, nor may it have more than 3 decimal places. Numbers larger or more precise will be capped or rounded up. (E.g.: 0.1m will rounded up to 1m.) This may be extended in the future if we require larger or smaller quantities.\n\nWhen a Quantity is parsed from a string, it will remember the type of suffix it had, and will use the same type again when it is serialized.\n\nBefore serializing, Quantity will be put in \"canonical form\". This means that Exponent/suffix will be adjusted up or down (with a corresponding increase or decrease in Mantissa) such that:\n\n- No precision is lost - No fractional digits will be emitted - The exponent (or suffix) is as large as possible.\n\nThe sign will be omitted unless the number is negative.\n\nExamples:\n\n- 1.5 will be serialized as \"1500m\" - 1.5Gi will be serialized as \"1536Mi\"\n\nNote that the quantity will NEVER be internally represented by a floating point number. That is the whole point of this exercise.\n\nNon-canonical values will still parse as long as they are well formed, but will be re-emitted in their canonical form. (So always use canonical form, or don't diff.)\n\nThis format is intended to make it difficult to use these numbers without writing some sort of special handling code in the hopes that that will cause implementors to also use a fixed point implementation.",
   "type": "string"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Condition": {
   "description": "Condition contains details for one aspect of the current state of this API Resource.",
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
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Time",
     "description": "lastTransitionTime is the last time the condition transitioned from one status to another. This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable."
    },
    "message": {
     "description": "message is a human readable message indicating details about the transition. This may be an empty string.",
     "type": "string",
     "default": ""
    },
    "observedGeneration": {
     "description": "observedGeneration represents the .metadata.generation that the condition was set based upon. For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date with respect to the current state of the instance.",
     "type": "integer",
     "format": "int64"
    },
    "reason": {
     "description": "reason contains a programmatic identifier indicating the reason for the condition's last transition. Producers of specific condition types may define expected values and meanings for this field, and whether the values are considered a guaranteed API. The value should be a CamelCase string. This field may not be empty.",
     "type": "string",
     "default": ""
    },
    "status": {
     "description": "status of the condition, one of True, False, Unknown.",
     "type": "string",
     "default": ""
    },
    "type": {
     "description": "type of condition in CamelCase or in foo.example.com/CamelCase.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.DeleteOptions": {
   "description": "DeleteOptions may be provided when deleting an API object.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "dryRun": {
     "description": "When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    },
    "gracePeriodSeconds": {
     "description": "The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.",
     "type": "integer",
     "format": "int64"
    },
    "ignoreStoreReadErrorWithClusterBreakingPotential": {
     "description": "if set to true, it will trigger an unsafe deletion of the resource in case the normal deletion flow fails with a corrupt object error. A resource is considered corrupt if it can not be retrieved from the underlying storage successfully because of a) its data can not be transformed e.g. decryption failure, or b) it fails to decode into an object. NOTE: unsafe deletion ignores finalizer constraints, skips precondition checks, and removes the object from the storage. WARNING: This may potentially break the cluster if the workload associated with the resource being unsafe-deleted relies on normal deletion flow. Use only if you REALLY know what you are doing. The default value is false, and the user must opt in to enable it",
     "type": "boolean"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "orphanDependents": {
     "description": "Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the \"orphan\" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.",
     "type": "boolean"
    },
    "preconditions": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions",
     "description": "Must be fulfilled before a deletion is carried out. If not possible, a 409 Conflict status will be returned."
    },
    "propagationPolicy": {
     "description": "Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.",
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
   "description": "FieldSelectorRequirement is a selector that contains values, a key, and an operator that relates the key and values.",
   "type": "object",
   "required": [
    "key",
    "operator"
   ],
   "properties": {
    "key": {
     "description": "key is the field selector key that the requirement applies to.",
     "type": "string",
     "default": ""
    },
    "operator": {
     "description": "operator represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist. The list of operators may grow in the future.",
     "type": "string",
     "default": ""
    },
    "values": {
     "description": "values is an array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.FieldsV1": {
   "description": "FieldsV1 stores a set of fields in a data structure like a Trie, in JSON format.\n\nEach key is either a '.' representing the field itself, and will always map to an empty set, or a string representing a sub-field or item. The string will follow one of these four formats: 'f:<name>', where <name> is the name of a field in a struct, or key in a map 'v:<value>', where <value> is the exact json formatted value of a list item 'i:<index>', where <index> is position of a item in a list 'k:<keys>', where <keys> is a map of  a list item's key fields to their unique values If a key maps to an empty Fields value, the field that key represents is part of the set.\n\nThe exact format is defined in sigs.k8s.io/structured-merge-diff",
   "type": "object"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelector": {
   "description": "A label selector is a label query over a set of resources. The result of matchLabels and matchExpressions are ANDed. An empty label selector matches all objects. A null label selector matches no objects.",
   "type": "object",
   "properties": {
    "matchExpressions": {
     "description": "matchExpressions is a list of label selector requirements. The requirements are ANDed.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "matchLabels": {
     "description": "matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is equivalent to an element of matchExpressions, whose key field is \"key\", the operator is \"In\", and the values array contains only \"value\". The requirements are ANDed.",
     "type": "object",
     "additionalProperties": {
      "type": "string",
      "default": ""
     }
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement": {
   "description": "A label selector requirement is a selector that contains values, a key, and an operator that relates the key and values.",
   "type": "object",
   "required": [
    "key",
    "operator"
   ],
   "properties": {
    "key": {
     "description": "key is the label key that the selector applies to.",
     "type": "string",
     "default": ""
    },
    "operator": {
     "description": "operator represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists and DoesNotExist.",
     "type": "string",
     "default": ""
    },
    "values": {
     "description": "values is an array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. This array is replaced during a strategic merge patch.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "atomic"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta": {
   "description": "ListMeta describes metadata that synthetic resources must have, including lists and various status objects. A resource may have only one of {ObjectMeta, ListMeta}.",
   "type": "object",
   "properties": {
    "continue": {
     "description": "continue may be set if the user set a limit on the number of items returned, and indicates that the server has more data available. The value is opaque and may be used to issue another request to the endpoint that served this list to retrieve the next set of available objects. Continuing a consistent list may not be possible if the server configuration has changed or more than a few minutes have passed. The resourceVersion field returned when using this continue value will be identical to the value in the first response, unless you have received this token from an error message.",
     "type": "string"
    },
    "remainingItemCount": {
     "description": "remainingItemCount is the number of subsequent items in the list which are not included in this list response. If the list request contained label or field selectors, then the number of remaining items is unknown and the field will be left unset and omitted during serialization. If the list is complete (either because it is not chunking or because this is the last chunk), then there are no more remaining items and this field will be left unset and omitted during serialization. Servers older than v1.15 do not set this field. The intended use of the remainingItemCount is *estimating* the size of a collection. Clients should not rely on the remainingItemCount to be set or to be exact.",
     "type": "integer",
     "format": "int64"
    },
    "resourceVersion": {
     "description": "String that identifies the server's internal version of this object that can be used by clients to determine when objects have changed. Value must be treated as opaque by clients and passed unmodified back to the server. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency",
     "type": "string"
    },
    "selfLink": {
     "description": "Deprecated: selfLink is a legacy read-only field that is no longer populated by the system.",
     "type": "string"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry": {
   "description": "ManagedFieldsEntry is a workflow-id, a FieldSet and the group version of the resource that the fieldset applies to.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the version of this resource that this field set applies to. The format is \"group/version\" just like the top-level APIVersion field. It is necessary to track the version of a field set because it cannot be automatically converted.",
     "type": "string"
    },
    "fieldsType": {
     "description": "FieldsType is the discriminator for the different fields format and version. There is currently only one possible value: \"FieldsV1\"",
     "type": "string"
    },
    "fieldsV1": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.FieldsV1",
     "description": "FieldsV1 holds the first JSON version format as described in the \"FieldsV1\" type."
    },
    "manager": {
     "description": "Manager is an identifier of the workflow managing these fields.",
     "type": "string"
    },
    "operation": {
     "description": "Operation is the type of operation which lead to this ManagedFieldsEntry being created. The only valid values for this field are 'Apply' and 'Update'.",
     "type": "string"
    },
    "subresource": {
     "description": "Subresource is the name of the subresource used to update that object, or empty string if the object was updated through the main resource. The value of this field is used to distinguish between managers, even if they share the same name. For example, a status update will be distinct from a regular update using the same manager name. Note that the APIVersion field is not related to the Subresource field and it always corresponds to the version of the main resource.",
     "type": "string"
    },
    "time": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Time",
     "description": "Time is the timestamp of when the ManagedFields entry was added. The timestamp will also be updated if a field is added, the manager changes any of the owned fields value or removes a field. The timestamp does not update when a field is removed from the entry because another manager took it over."
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.MicroTime": {
   "description": "MicroTime is version of Time with microsecond level precision.",
   "type": "string",
   "format": "date-time"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta": {
   "description": "ObjectMeta is metadata that all persisted resources must have, which includes all objects users must create.",
   "type": "object",
   "properties": {
    "annotations": {
     "description": "Annotations is an unstructured key value map stored with a resource that may be set by external tools to store and retrieve arbitrary metadata. They are not queryable and should be preserved when modifying objects. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/annotations",
     "type": "object",
     "additionalProperties": {
      "type": "string",
      "default": ""
     }
    },
    "creationTimestamp": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Time",
     "description": "CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata"
    },
    "deletionGracePeriodSeconds": {
     "description": "Number of seconds allowed for this object to gracefully terminate before it will be removed from the system. Only set when deletionTimestamp is also set. May only be shortened. Read-only.",
     "type": "integer",
     "format": "int64"
    },
    "deletionTimestamp": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.Time",
     "description": "DeletionTimestamp is RFC 3339 date and time at which this resource will be deleted. This field is set by the server when a graceful deletion is requested by the user, and is not directly settable by a client. The resource is expected to be deleted (no longer visible from resource lists, and not reachable by name) after the time in this field, once the finalizers list is empty. As long as the finalizers list contains items, deletion is blocked. Once the deletionTimestamp is set, this value may not be unset or be set further into the future, although it may be shortened or the resource may be deleted prior to this time. For example, a user may request that a pod is deleted in 30 seconds. The Kubelet will react by sending a graceful termination signal to the containers in the pod. After that 30 seconds, the Kubelet will send a hard termination signal (SIGKILL) to the container and after cleanup, remove the pod from the API. In the presence of network partitions, this object may still exist after this timestamp, until an administrator or automated process can determine the resource is fully terminated. If not set, graceful deletion of the object has not been requested.\n\nPopulated by the system when a graceful deletion is requested. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata"
    },
    "finalizers": {
     "description": "Must be empty before the object is deleted from the registry. Each entry is an identifier for the responsible component that will remove the entry from the list. If the deletionTimestamp of the object is non-nil, entries in this list can only be removed. Finalizers may be processed and removed in any order.  Order is NOT enforced because it introduces significant risk of stuck finalizers. finalizers is a shared field, any actor with permission can reorder it. If the finalizer list is processed in order, then this can lead to a situation in which the component responsible for the first finalizer in the list is waiting for a signal (field value, external system, or other) produced by a component responsible for a finalizer later in the list, resulting in a deadlock. Without enforced ordering finalizers are free to order amongst themselves and are not vulnerable to ordering changes in the list.",
     "type": "array",
     "items": {
      "type": "string",
      "default": ""
     },
     "x-kubernetes-list-type": "set",
     "x-kubernetes-patch-strategy": "merge"
    },
    "generateName": {
     "description": "GenerateName is an optional prefix, used by the server, to generate a unique name ONLY IF the Name field has not been provided. If this field is used, the name returned to the client will be different than the name passed. This value will also be combined with a unique suffix. The provided value has the same validation rules as the Name field, and may be truncated by the length of the suffix required to make the value unique on the server.\n\nIf this field is specified and the generated name exists, the server will return a 409.\n\nApplied only if Name is not specified. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#idempotency",
     "type": "string"
    },
    "generation": {
     "description": "A sequence number representing a specific generation of the desired state. Populated by the system. Read-only.",
     "type": "integer",
     "format": "int64"
    },
    "labels": {
     "description": "Map of string keys and values that can be used to organize and categorize (scope and select) objects. May match selectors of replication controllers and services. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels",
     "type": "object",
     "additionalProperties": {
      "type": "string",
      "default": ""
     }
    },
    "managedFields": {
     "description": "ManagedFields maps workflow-id and version to the set of fields that are managed by that workflow. This is mostly for internal housekeeping, and users typically shouldn't need to set or understand this field. A workflow can be the user's name, a controller's name, or the name of a specific apply path like \"ci-cd\". The set of fields is always in the version that the workflow used when modifying the object.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "name": {
     "description": "Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names",
     "type": "string"
    },
    "namespace": {
     "description": "Namespace defines the space within which each name must be unique. An empty namespace is equivalent to the \"default\" namespace, but \"default\" is the canonical representation. Not all objects are required to be scoped to a namespace - the value of this field for those objects will be empty.\n\nMust be a DNS_LABEL. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces",
     "type": "string"
    },
    "ownerReferences": {
     "description": "List of objects depended by this object. If ALL objects in the list have been deleted, this object will be garbage collected. If this object is managed by a controller, then an entry in this list will point to this controller, with the controller field set to true. There cannot be more than one managing controller.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference",
      "default": {}
     },
     "x-kubernetes-list-type": "map",
     "x-kubernetes-list-map-keys": [
      "uid"
     ],
     "x-kubernetes-patch-strategy": "merge",
     "x-kubernetes-patch-merge-key": "uid"
    },
    "resourceVersion": {
     "description": "An opaque value that represents the internal version of this object that can be used by clients to determine when objects have changed. May be used for optimistic concurrency, change detection, and the watch operation on a resource or set of resources. Clients must treat these values as opaque and passed unmodified back to the server. They may only be valid for a particular resource or set of resources.\n\nPopulated by the system. Read-only. Value must be treated as opaque by clients and . More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency",
     "type": "string"
    },
    "selfLink": {
     "description": "Deprecated: selfLink is a legacy read-only field that is no longer populated by the system.",
     "type": "string"
    },
    "uid": {
     "description": "UID is the unique in time and space value for this object. It is typically generated by the server on successful creation of a resource and is not allowed to change on PUT operations.\n\nPopulated by the system. Read-only. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids",
     "type": "string"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.OwnerReference": {
   "description": "OwnerReference contains enough information to let you identify an owning object. An owning object must be in the same namespace as the dependent, or be cluster-scoped, so there is no namespace field.",
   "type": "object",
   "required": [
    "apiVersion",
    "kind",
    "name",
    "uid"
   ],
   "properties": {
    "apiVersion": {
     "description": "API version of the referent.",
     "type": "string",
     "default": ""
    },
    "blockOwnerDeletion": {
     "description": "If true, AND if the owner has the \"foregroundDeletion\" finalizer, then the owner cannot be deleted from the key-value store until this reference is removed. See https://kubernetes.io/docs/concepts/architecture/garbage-collection/#foreground-deletion for how the garbage collector interacts with this field and enforces the foreground deletion. Defaults to false. To set this field, a user needs \"delete\" permission of the owner, otherwise 422 (Unprocessable Entity) will be returned.",
     "type": "boolean"
    },
    "controller": {
     "description": "If true, this reference points to the managing controller.",
     "type": "boolean"
    },
    "kind": {
     "description": "Kind of the referent. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string",
     "default": ""
    },
    "name": {
     "description": "Name of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names",
     "type": "string",
     "default": ""
    },
    "uid": {
     "description": "UID of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids",
     "type": "string",
     "default": ""
    }
   },
   "x-kubernetes-map-type": "atomic"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.PartialObjectMetadata": {
   "description": "PartialObjectMetadata is a generic representation of any object with ObjectMeta. It allows clients to get access to a particular ObjectMeta schema without knowing the details of the version.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ObjectMeta",
     "description": "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
     "default": {}
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
   "description": "Patch is provided to give a concrete name and type to the Kubernetes PATCH request body.",
   "type": "object"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Preconditions": {
   "description": "Preconditions must be fulfilled before an operation (update, delete, etc.) is carried out.",
   "type": "object",
   "properties": {
    "resourceVersion": {
     "description": "Specifies the target ResourceVersion",
     "type": "string"
    },
    "uid": {
     "description": "Specifies the target UID.",
     "type": "string"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Status": {
   "description": "Status is a return value for calls that don't return other objects.",
   "type": "object",
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "code": {
     "description": "Suggested HTTP return code for this status, 0 if not set.",
     "type": "integer",
     "format": "int32"
    },
    "details": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails",
     "description": "Extended data associated with the reason.  Each reason may define its own extended details. This field is optional and the data returned is not guaranteed to conform to any schema except that defined by the reason type.",
     "x-kubernetes-list-type": "atomic"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "message": {
     "description": "A human-readable description of the status of this operation.",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "default": {}
    },
    "reason": {
     "description": "A machine-readable description of why this operation is in the \"Failure\" status. If this value is empty there is no information available. A Reason clarifies an HTTP status code but does not override it.",
     "type": "string"
    },
    "status": {
     "description": "Status of the operation. One of: \"Success\" or \"Failure\". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status",
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
   "description": "StatusCause provides more information about an api.Status failure, including cases when multiple errors are encountered.",
   "type": "object",
   "properties": {
    "field": {
     "description": "The field of the resource that has caused this error, as named by its JSON serialization. May include dot and postfix notation for nested attributes. Arrays are zero-indexed.  Fields may appear more than once in an array of causes due to fields having multiple errors. Optional.\n\nExamples:\n  \"name\" - the field \"name\" on the current resource\n  \"items[0].name\" - the field \"name\" on the first array entry in \"items\"",
     "type": "string"
    },
    "message": {
     "description": "A human-readable description of the cause of the error.  This field may be presented as-is to a reader.",
     "type": "string"
    },
    "reason": {
     "description": "A machine-readable description of the cause of the error. If this value is empty there is no information available.",
     "type": "string"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.StatusDetails": {
   "description": "StatusDetails is a set of additional properties that MAY be set by the server to provide additional information about a response. The Reason field of a Status object defines what attributes will be set. Clients must ignore fields that do not match the defined type of each attribute, and should assume that any attribute may be empty, invalid, or under defined.",
   "type": "object",
   "properties": {
    "causes": {
     "description": "The Causes array includes more details associated with the StatusReason failure. Not all StatusReasons may provide detailed causes.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.StatusCause",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "group": {
     "description": "The group attribute of the resource associated with the status StatusReason.",
     "type": "string"
    },
    "kind": {
     "description": "The kind attribute of the resource associated with the status StatusReason. On some operations may differ from the requested resource Kind. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "name": {
     "description": "The name attribute of the resource associated with the status StatusReason (when there is a single name which can be described).",
     "type": "string"
    },
    "retryAfterSeconds": {
     "description": "If specified, the time in seconds before the operation should be retried. Some errors may indicate the client must take an alternate action - for those errors this field may indicate how long to wait before taking the alternate action.",
     "type": "integer",
     "format": "int32"
    },
    "uid": {
     "description": "UID of the resource. (when there is a single resource which can be described). More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids",
     "type": "string"
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Table": {
   "description": "Table is a tabular representation of a set of API resources. The server transforms the object into a set of preferred columns for quickly reviewing the objects.",
   "type": "object",
   "required": [
    "columnDefinitions",
    "rows"
   ],
   "properties": {
    "apiVersion": {
     "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
     "type": "string"
    },
    "columnDefinitions": {
     "description": "columnDefinitions describes each column in the returned items array. The number of cells per row will always match the number of column definitions.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.TableColumnDefinition",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "kind": {
     "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "type": "string"
    },
    "metadata": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.ListMeta",
     "description": "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
     "default": {}
    },
    "rows": {
     "description": "rows is the list of items in the table.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.TableRow",
      "default": {}
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
   "description": "TableColumnDefinition contains information about a column returned in the Table.",
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
     "description": "description is a human readable description of this column.",
     "type": "string",
     "default": ""
    },
    "format": {
     "description": "format is an optional OpenAPI type modifier for this column. A format modifies the type and imposes additional rules, like date or time formatting for a string. The 'name' format is applied to the primary identifier column which has type 'string' to assist in clients identifying column is the resource name. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for more.",
     "type": "string",
     "default": ""
    },
    "name": {
     "description": "name is a human readable name for the column.",
     "type": "string",
     "default": ""
    },
    "priority": {
     "description": "priority is an integer defining the relative importance of this column compared to others. Lower numbers are considered higher priority. Columns that may be omitted in limited space scenarios should be given a higher priority.",
     "type": "integer",
     "format": "int32",
     "default": 0
    },
    "type": {
     "description": "type is an OpenAPI type definition for this column, such as number, integer, string, or array. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for more.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.TableRow": {
   "description": "TableRow is an individual row in a table.",
   "type": "object",
   "required": [
    "cells"
   ],
   "properties": {
    "cells": {
     "description": "cells will be as wide as the column definitions array and may contain strings, numbers (float64 or int64), booleans, simple maps, lists, or null. See the type field of the column definition for a more detailed description.",
     "type": "array",
     "items": {},
     "x-kubernetes-list-type": "atomic"
    },
    "conditions": {
     "description": "conditions describe additional status of a row that are relevant for a human user. These conditions apply to the row, not to the object, and will be specific to table output. The only defined condition type is 'Completed', for a row that indicates a resource that has run to completion and can be given less visual priority.",
     "type": "array",
     "items": {
      "$ref": "#/definitions/io.cluster.apimachinery.pkg.apis.meta.v1.TableRowCondition",
      "default": {}
     },
     "x-kubernetes-list-type": "atomic"
    },
    "object": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.runtime.RawExtension",
     "description": "This field contains the requested additional information about each object based on the includeObject policy when requesting the Table. If \"None\", this field is empty, if \"Object\" this will be the default serialization of the object for the current API version, and if \"Metadata\" (the default) will contain the object metadata. Check the returned kind and apiVersion of the object before parsing. The media type of the object will always match the enclosing list - if this as a JSON table, these will be JSON encoded objects."
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.TableRowCondition": {
   "description": "TableRowCondition allows a row to be marked with additional information.",
   "type": "object",
   "required": [
    "type",
    "status"
   ],
   "properties": {
    "message": {
     "description": "Human readable message indicating details about last transition.",
     "type": "string"
    },
    "reason": {
     "description": "(brief) machine readable reason for the condition's last transition.",
     "type": "string"
    },
    "status": {
     "description": "Status of the condition, one of True, False, Unknown.",
     "type": "string",
     "default": ""
    },
    "type": {
     "description": "Type of row condition. The only defined value is 'Completed' indicating that the object this row represents has reached a completed state and may be given less visual priority than other rows. Clients are not required to honor any conditions but should be consistent where possible about handling the conditions.",
     "type": "string",
     "default": ""
    }
   }
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.Time": {
   "description": "Time is a wrapper around time.Time which supports correct marshaling to YAML and JSON. Wrappers are provided for many of the factory methods that the time package offers.",
   "type": "string",
   "format": "date-time"
  },
  "io.cluster.apimachinery.pkg.apis.meta.v1.WatchEvent": {
   "description": "Event represents a single event to a watched resource.",
   "type": "object",
   "required": [
    "type",
    "object"
   ],
   "properties": {
    "object": {
     "$ref": "#/definitions/io.cluster.apimachinery.pkg.runtime.RawExtension",
     "description": "Object is:\n * If Type is Added or Modified: the new state of the object.\n * If Type is Deleted: the state of the object immediately before deletion.\n * If Type is Error: *Status is recommended; other types may make sense\n   depending on context."
    },
    "type": {
     "type": "string",
     "default": ""
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
  },
  "io.cluster.apimachinery.pkg.runtime.RawExtension": {
   "description": "RawExtension is used to hold extensions in external versions. On the wire it is the embedded object itself, serialised in the media type of the enclosing object (a JSON object in JSON, the self-describing protobuf envelope bytes in protobuf).",
   "type": "object"
  }
 },
 "securityDefinitions": {
  "BearerToken": {
   "description": "Bearer Token authentication",
   "type": "apiKey",
   "name": "authorization",
   "in": "header"
  }
 },
 "security": [
  {
   "BearerToken": []
  }
 ]
};
