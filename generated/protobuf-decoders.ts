/**
 * Generated file: do not edit.
 *
 * Source:    openapi/meta.v1.proto, openapi/resource.proto, openapi/core.v1.proto, openapi/coordination.v1.proto, openapi/coordination.v1beta1.proto, openapi/node.v1.proto, openapi/admissionregistration.v1.proto
 * Generator: scripts/generate-protobuf.mjs (JSON rules: its JSON_RULES table)
 * Rebuild:   npm run generate
 *
 * One reader per message: a switch on the field tag into locals, then one object built with
 * exactly the keys Go's JSON encoding writes (in Go struct order), through a shape builder
 * whose per-mask constructors are object literals. Readers enter a length-delimited message
 * at the reader's position and return with the reader after it.
 */

export type JsonObject = Record<string, unknown>;

/** The reader the decoders drive (src/codec/protobuf/wire.ts ProtoReader). */
export interface DecoderReader {
  pos: number;
  limit: number;
  /** Items of resource lists get the list's apiVersion and their kind (DecodeProtobufOptions.itemTypeMeta). */
  readonly itemTypeMeta: boolean;
  /** `droppable` fields (metadata.managedFields) are skipped and left out (DecodeProtobufOptions.dropManagedFields). */
  readonly dropManagedFields: boolean;
  tag(): number;
  string(): string;
  /** A `unique` string field: the same value as `string()`, not looked up in or added to a cache. */
  uniqueString(): string;
  int64(): number;
  int32(): number;
  bool(): boolean;
  enter(): number;
  leave(saved: number): void;
  skip(tag: number, knownFields: number): void;
}

/** Builds objects of one message: `fn(mask)` returns a constructor taking every key's value in order. */
export interface DecoderShape {
  fn(mask: number): (...values: unknown[]) => JsonObject;
}

export interface DecoderStringMap {
  reset(): void;
  build(): JsonObject | undefined;
}

export interface DecoderCollector<T> {
  reset(): void;
  add(item: T): void;
  take(): T[] | undefined;
}

/** What the generated readers need from the codec: construction helpers and the custom JSON forms. */
export interface DecoderRuntime<R extends DecoderReader, M extends DecoderStringMap> {
  shape(keys: readonly string[]): DecoderShape;
  stringMap(): M;
  collector<T>(): DecoderCollector<T>;
  readStringMapEntry(r: R, target: M): void;
  readQuantityMapEntry(r: R, target: JsonObject): void;
  readTime(r: R): string | undefined;
  readMicroTime(r: R): string | undefined;
  readFieldsV1(r: R): unknown;
  readQuantity(r: R): string;
  /**
   * One element of a `shared` repeated field: `read(r)`, or in a read-only decode the element
   * decoded last (frozen) when this one's bytes are the same.
   */
  readShared(r: R, read: (r: R) => JsonObject): JsonObject;
  /** A `shared` repeated field's elements: in a read-only decode the last such list (frozen) when its elements are the same. */
  shareArray(r: R, items: JsonObject[] | undefined): JsonObject[] | undefined;
}

/** A top-level reader: `kind` undefined for a list item (no kind/apiVersion keys). */
export type TopLevelReader<R> = (r: R, kind: string | undefined, apiVersion: string | undefined) => JsonObject;

export interface ProtobufDecoders<R> {
  ObjectMeta: (r: R) => JsonObject;
  ValidatingAdmissionPolicy: TopLevelReader<R>;
  ValidatingAdmissionPolicyBinding: TopLevelReader<R>;
  ListMeta: (r: R) => JsonObject;
  ValidatingAdmissionPolicyBindingList: TopLevelReader<R>;
  ValidatingAdmissionPolicyList: TopLevelReader<R>;
  Lease: TopLevelReader<R>;
  LeaseList: TopLevelReader<R>;
  LeaseCandidate: TopLevelReader<R>;
  LeaseCandidateList: TopLevelReader<R>;
  Namespace: TopLevelReader<R>;
  NamespaceList: TopLevelReader<R>;
  RuntimeClass: TopLevelReader<R>;
  RuntimeClassList: TopLevelReader<R>;
  PartialObjectMetadata: TopLevelReader<R>;
  PartialObjectMetadataList: TopLevelReader<R>;
  Status: TopLevelReader<R>;
  TableOptions: TopLevelReader<R>;
}

export function createProtobufDecoders<R extends DecoderReader, M extends DecoderStringMap>(rt: DecoderRuntime<R, M>): ProtobufDecoders<R> {
  // The runtime's readers as plain bindings: direct calls, no property load per field.
  const rt_readStringMapEntry = rt.readStringMapEntry;
  const rt_readQuantityMapEntry = rt.readQuantityMapEntry;
  const rt_readShared = rt.readShared;
  const rt_shareArray = rt.shareArray;
  const rt_readTime = rt.readTime;
  const rt_readMicroTime = rt.readMicroTime;
  const rt_readFieldsV1 = rt.readFieldsV1;

  // cluster.io.api.admissionregistration.v1.AuditAnnotation
  function readAuditAnnotation(r: R): JsonObject {
    const saved = r.enter();
    let f_key: string = '';
    let f_valueExpression: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_key = r.string();
          break;
        case 0x12:
          f_valueExpression = r.string();
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    return { key: f_key, valueExpression: f_valueExpression };
  }

  // cluster.io.api.admissionregistration.v1.ExpressionWarning
  function readExpressionWarning(r: R): JsonObject {
    const saved = r.enter();
    let f_fieldRef: string = '';
    let f_warning: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x12:
          f_fieldRef = r.string();
          break;
        case 0x1a:
          f_warning = r.string();
          break;
        default:
          r.skip(tag, 0xc);
      }
    }
    r.leave(saved);
    return { fieldRef: f_fieldRef, warning: f_warning };
  }

  // cluster.io.api.admissionregistration.v1.MatchCondition
  function readMatchCondition(r: R): JsonObject {
    const saved = r.enter();
    let f_name: string = '';
    let f_expression: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_name = r.string();
          break;
        case 0x12:
          f_expression = r.string();
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    return { name: f_name, expression: f_expression };
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement
  const SHAPE_LabelSelectorRequirement = rt.shape(["key","operator","values"]);
  const C_LabelSelectorRequirement_values = rt.collector<string>();
  function readLabelSelectorRequirement(r: R): JsonObject {
    const saved = r.enter();
    C_LabelSelectorRequirement_values.reset();
    let f_key: string = '';
    let f_operator: string = '';
    let f_values: string[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_key = r.string();
          break;
        case 0x12:
          f_operator = r.string();
          break;
        case 0x1a:
          C_LabelSelectorRequirement_values.add(r.string());
          break;
        default:
          r.skip(tag, 0xe);
      }
    }
    r.leave(saved);
    f_values = C_LabelSelectorRequirement_values.take();
    const mask = 3 | (f_values !== undefined ? 4 : 0);
    return SHAPE_LabelSelectorRequirement.fn(mask)(f_key, f_operator, f_values);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.LabelSelector
  const SHAPE_LabelSelector = rt.shape(["matchLabels","matchExpressions"]);
  const M_LabelSelector_matchLabels = rt.stringMap();
  const C_LabelSelector_matchExpressions = rt.collector<JsonObject>();
  function readLabelSelector(r: R): JsonObject {
    const saved = r.enter();
    M_LabelSelector_matchLabels.reset();
    C_LabelSelector_matchExpressions.reset();
    let f_matchLabels: JsonObject | undefined;
    let f_matchExpressions: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          rt_readStringMapEntry(r, M_LabelSelector_matchLabels);
          break;
        case 0x12:
          C_LabelSelector_matchExpressions.add(readLabelSelectorRequirement(r));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    f_matchLabels = M_LabelSelector_matchLabels.build();
    f_matchExpressions = C_LabelSelector_matchExpressions.take();
    const mask = (f_matchLabels !== undefined ? 1 : 0) | (f_matchExpressions !== undefined ? 2 : 0);
    return SHAPE_LabelSelector.fn(mask)(f_matchLabels, f_matchExpressions);
  }

  // cluster.io.api.admissionregistration.v1.Rule
  const SHAPE_Rule = rt.shape(["apiGroups","apiVersions","resources","scope"]);
  const C_Rule_apiGroups = rt.collector<string>();
  const C_Rule_apiVersions = rt.collector<string>();
  const C_Rule_resources = rt.collector<string>();
  function readRule(r: R): JsonObject {
    const saved = r.enter();
    C_Rule_apiGroups.reset();
    C_Rule_apiVersions.reset();
    C_Rule_resources.reset();
    let f_apiGroups: string[] | undefined;
    let f_apiVersions: string[] | undefined;
    let f_resources: string[] | undefined;
    let f_scope: string | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          C_Rule_apiGroups.add(r.string());
          break;
        case 0x12:
          C_Rule_apiVersions.add(r.string());
          break;
        case 0x1a:
          C_Rule_resources.add(r.string());
          break;
        case 0x22:
          f_scope = r.string();
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    r.leave(saved);
    f_apiGroups = C_Rule_apiGroups.take();
    f_apiVersions = C_Rule_apiVersions.take();
    f_resources = C_Rule_resources.take();
    const mask = (f_apiGroups !== undefined ? 1 : 0) | (f_apiVersions !== undefined ? 2 : 0) | (f_resources !== undefined ? 4 : 0) | (f_scope !== undefined ? 8 : 0);
    return SHAPE_Rule.fn(mask)(f_apiGroups, f_apiVersions, f_resources, f_scope);
  }

  // cluster.io.api.admissionregistration.v1.RuleWithOperations
  const SHAPE_RuleWithOperations = rt.shape(["operations","apiGroups","apiVersions","resources","scope"]);
  const C_RuleWithOperations_operations = rt.collector<string>();
  function readRuleWithOperations(r: R): JsonObject {
    const saved = r.enter();
    C_RuleWithOperations_operations.reset();
    let f_operations: string[] | undefined;
    let f_rule: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          C_RuleWithOperations_operations.add(r.string());
          break;
        case 0x12:
          f_rule = readRule(r);
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    f_operations = C_RuleWithOperations_operations.take();
    const mask = (f_operations !== undefined ? 1 : 0) | (f_rule?.['apiGroups'] !== undefined ? 2 : 0) | (f_rule?.['apiVersions'] !== undefined ? 4 : 0) | (f_rule?.['resources'] !== undefined ? 8 : 0) | (f_rule?.['scope'] !== undefined ? 16 : 0);
    return SHAPE_RuleWithOperations.fn(mask)(f_operations, f_rule?.['apiGroups'], f_rule?.['apiVersions'], f_rule?.['resources'], f_rule?.['scope']);
  }

  // cluster.io.api.admissionregistration.v1.NamedRuleWithOperations
  const SHAPE_NamedRuleWithOperations = rt.shape(["resourceNames","operations","apiGroups","apiVersions","resources","scope"]);
  const C_NamedRuleWithOperations_resourceNames = rt.collector<string>();
  function readNamedRuleWithOperations(r: R): JsonObject {
    const saved = r.enter();
    C_NamedRuleWithOperations_resourceNames.reset();
    let f_resourceNames: string[] | undefined;
    let f_ruleWithOperations: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          C_NamedRuleWithOperations_resourceNames.add(r.string());
          break;
        case 0x12:
          f_ruleWithOperations = readRuleWithOperations(r);
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    f_resourceNames = C_NamedRuleWithOperations_resourceNames.take();
    const mask = (f_resourceNames !== undefined ? 1 : 0) | (f_ruleWithOperations?.['operations'] !== undefined ? 2 : 0) | (f_ruleWithOperations?.['apiGroups'] !== undefined ? 4 : 0) | (f_ruleWithOperations?.['apiVersions'] !== undefined ? 8 : 0) | (f_ruleWithOperations?.['resources'] !== undefined ? 16 : 0) | (f_ruleWithOperations?.['scope'] !== undefined ? 32 : 0);
    return SHAPE_NamedRuleWithOperations.fn(mask)(f_resourceNames, f_ruleWithOperations?.['operations'], f_ruleWithOperations?.['apiGroups'], f_ruleWithOperations?.['apiVersions'], f_ruleWithOperations?.['resources'], f_ruleWithOperations?.['scope']);
  }

  // cluster.io.api.admissionregistration.v1.MatchResources
  const SHAPE_MatchResources = rt.shape(["namespaceSelector","objectSelector","resourceRules","excludeResourceRules","matchPolicy"]);
  const C_MatchResources_resourceRules = rt.collector<JsonObject>();
  const C_MatchResources_excludeResourceRules = rt.collector<JsonObject>();
  function readMatchResources(r: R): JsonObject {
    const saved = r.enter();
    C_MatchResources_resourceRules.reset();
    C_MatchResources_excludeResourceRules.reset();
    let f_namespaceSelector: JsonObject | undefined;
    let f_objectSelector: JsonObject | undefined;
    let f_resourceRules: JsonObject[] | undefined;
    let f_excludeResourceRules: JsonObject[] | undefined;
    let f_matchPolicy: string | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_namespaceSelector = readLabelSelector(r);
          break;
        case 0x12:
          f_objectSelector = readLabelSelector(r);
          break;
        case 0x1a:
          C_MatchResources_resourceRules.add(readNamedRuleWithOperations(r));
          break;
        case 0x22:
          C_MatchResources_excludeResourceRules.add(readNamedRuleWithOperations(r));
          break;
        case 0x3a:
          f_matchPolicy = r.string();
          break;
        default:
          r.skip(tag, 0x9e);
      }
    }
    r.leave(saved);
    f_resourceRules = C_MatchResources_resourceRules.take();
    f_excludeResourceRules = C_MatchResources_excludeResourceRules.take();
    const mask = (f_namespaceSelector !== undefined ? 1 : 0) | (f_objectSelector !== undefined ? 2 : 0) | (f_resourceRules !== undefined ? 4 : 0) | (f_excludeResourceRules !== undefined ? 8 : 0) | (f_matchPolicy !== undefined ? 16 : 0);
    return SHAPE_MatchResources.fn(mask)(f_namespaceSelector, f_objectSelector, f_resourceRules, f_excludeResourceRules, f_matchPolicy);
  }

  // cluster.io.api.admissionregistration.v1.ParamKind
  const SHAPE_ParamKind = rt.shape(["apiVersion","kind"]);
  function readParamKind(r: R): JsonObject {
    const saved = r.enter();
    let f_apiVersion: string = '';
    let f_kind: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_apiVersion = r.string();
          break;
        case 0x12:
          f_kind = r.string();
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    const mask = (f_apiVersion !== '' ? 1 : 0) | (f_kind !== '' ? 2 : 0);
    return SHAPE_ParamKind.fn(mask)(f_apiVersion, f_kind);
  }

  // cluster.io.api.admissionregistration.v1.ParamRef
  const SHAPE_ParamRef = rt.shape(["name","namespace","selector","parameterNotFoundAction"]);
  function readParamRef(r: R): JsonObject {
    const saved = r.enter();
    let f_name: string = '';
    let f_namespace: string = '';
    let f_selector: JsonObject | undefined;
    let f_parameterNotFoundAction: string | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_name = r.string();
          break;
        case 0x12:
          f_namespace = r.string();
          break;
        case 0x1a:
          f_selector = readLabelSelector(r);
          break;
        case 0x22:
          f_parameterNotFoundAction = r.string();
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    r.leave(saved);
    const mask = (f_name !== '' ? 1 : 0) | (f_namespace !== '' ? 2 : 0) | (f_selector !== undefined ? 4 : 0) | (f_parameterNotFoundAction !== undefined ? 8 : 0);
    return SHAPE_ParamRef.fn(mask)(f_name, f_namespace, f_selector, f_parameterNotFoundAction);
  }

  // cluster.io.api.admissionregistration.v1.TypeChecking
  const SHAPE_TypeChecking = rt.shape(["expressionWarnings"]);
  const C_TypeChecking_expressionWarnings = rt.collector<JsonObject>();
  function readTypeChecking(r: R): JsonObject {
    const saved = r.enter();
    C_TypeChecking_expressionWarnings.reset();
    let f_expressionWarnings: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          C_TypeChecking_expressionWarnings.add(readExpressionWarning(r));
          break;
        default:
          r.skip(tag, 0x2);
      }
    }
    r.leave(saved);
    f_expressionWarnings = C_TypeChecking_expressionWarnings.take();
    const mask = (f_expressionWarnings !== undefined ? 1 : 0);
    return SHAPE_TypeChecking.fn(mask)(f_expressionWarnings);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.OwnerReference
  const SHAPE_OwnerReference = rt.shape(["apiVersion","kind","name","uid","controller","blockOwnerDeletion"]);
  function readOwnerReference(r: R): JsonObject {
    const saved = r.enter();
    let f_apiVersion: string = '';
    let f_kind: string = '';
    let f_name: string = '';
    let f_uid: string = '';
    let f_controller: boolean | undefined;
    let f_blockOwnerDeletion: boolean | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x2a:
          f_apiVersion = r.string();
          break;
        case 0xa:
          f_kind = r.string();
          break;
        case 0x1a:
          f_name = r.string();
          break;
        case 0x22:
          f_uid = r.string();
          break;
        case 0x30:
          f_controller = r.bool();
          break;
        case 0x38:
          f_blockOwnerDeletion = r.bool();
          break;
        default:
          r.skip(tag, 0xfa);
      }
    }
    r.leave(saved);
    const mask = 15 | (f_controller !== undefined ? 16 : 0) | (f_blockOwnerDeletion !== undefined ? 32 : 0);
    return SHAPE_OwnerReference.fn(mask)(f_apiVersion, f_kind, f_name, f_uid, f_controller, f_blockOwnerDeletion);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry
  const SHAPE_ManagedFieldsEntry = rt.shape(["manager","operation","apiVersion","time","fieldsType","fieldsV1","subresource"]);
  function readManagedFieldsEntry(r: R): JsonObject {
    const saved = r.enter();
    let f_manager: string = '';
    let f_operation: string = '';
    let f_apiVersion: string = '';
    let f_time: string | undefined;
    let f_fieldsType: string = '';
    let f_fieldsV1: unknown;
    let f_subresource: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_manager = r.string();
          break;
        case 0x12:
          f_operation = r.string();
          break;
        case 0x1a:
          f_apiVersion = r.string();
          break;
        case 0x22:
          f_time = rt_readTime(r);
          break;
        case 0x32:
          f_fieldsType = r.string();
          break;
        case 0x3a:
          f_fieldsV1 = rt_readFieldsV1(r);
          break;
        case 0x42:
          f_subresource = r.string();
          break;
        default:
          r.skip(tag, 0x1de);
      }
    }
    r.leave(saved);
    const mask = (f_manager !== '' ? 1 : 0) | (f_operation !== '' ? 2 : 0) | (f_apiVersion !== '' ? 4 : 0) | (f_time !== undefined ? 8 : 0) | (f_fieldsType !== '' ? 16 : 0) | (f_fieldsV1 !== undefined ? 32 : 0) | (f_subresource !== '' ? 64 : 0);
    return SHAPE_ManagedFieldsEntry.fn(mask)(f_manager, f_operation, f_apiVersion, f_time, f_fieldsType, f_fieldsV1, f_subresource);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.ObjectMeta
  const SHAPE_ObjectMeta = rt.shape(["name","generateName","namespace","selfLink","uid","resourceVersion","generation","creationTimestamp","deletionTimestamp","deletionGracePeriodSeconds","labels","annotations","ownerReferences","finalizers","managedFields"]);
  const M_ObjectMeta_labels = rt.stringMap();
  const M_ObjectMeta_annotations = rt.stringMap();
  const C_ObjectMeta_ownerReferences = rt.collector<JsonObject>();
  const C_ObjectMeta_finalizers = rt.collector<string>();
  const C_ObjectMeta_managedFields = rt.collector<JsonObject>();
  function readObjectMeta(r: R): JsonObject {
    const saved = r.enter();
    M_ObjectMeta_labels.reset();
    M_ObjectMeta_annotations.reset();
    C_ObjectMeta_ownerReferences.reset();
    C_ObjectMeta_finalizers.reset();
    C_ObjectMeta_managedFields.reset();
    let f_name: string = '';
    let f_generateName: string = '';
    let f_namespace: string = '';
    let f_selfLink: string = '';
    let f_uid: string = '';
    let f_resourceVersion: string = '';
    let f_generation: number = 0;
    let f_creationTimestamp: string | undefined;
    let f_deletionTimestamp: string | undefined;
    let f_deletionGracePeriodSeconds: number | undefined;
    let f_labels: JsonObject | undefined;
    let f_annotations: JsonObject | undefined;
    let f_ownerReferences: JsonObject[] | undefined;
    let f_finalizers: string[] | undefined;
    let f_managedFields: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_name = r.string();
          break;
        case 0x12:
          f_generateName = r.string();
          break;
        case 0x1a:
          f_namespace = r.string();
          break;
        case 0x22:
          f_selfLink = r.string();
          break;
        case 0x2a:
          f_uid = r.string();
          break;
        case 0x32:
          f_resourceVersion = r.uniqueString();
          break;
        case 0x38:
          f_generation = r.int64();
          break;
        case 0x42:
          f_creationTimestamp = rt_readTime(r);
          break;
        case 0x4a:
          f_deletionTimestamp = rt_readTime(r);
          break;
        case 0x50:
          f_deletionGracePeriodSeconds = r.int64();
          break;
        case 0x5a:
          rt_readStringMapEntry(r, M_ObjectMeta_labels);
          break;
        case 0x62:
          rt_readStringMapEntry(r, M_ObjectMeta_annotations);
          break;
        case 0x6a:
          C_ObjectMeta_ownerReferences.add(readOwnerReference(r));
          break;
        case 0x72:
          C_ObjectMeta_finalizers.add(r.string());
          break;
        case 0x8a:
          if (r.dropManagedFields) r.skip(tag, 0);
          else C_ObjectMeta_managedFields.add(rt_readShared(r, readManagedFieldsEntry));
          break;
        default:
          r.skip(tag, 0x27ffe);
      }
    }
    r.leave(saved);
    f_labels = M_ObjectMeta_labels.build();
    f_annotations = M_ObjectMeta_annotations.build();
    f_ownerReferences = C_ObjectMeta_ownerReferences.take();
    f_finalizers = C_ObjectMeta_finalizers.take();
    f_managedFields = rt_shareArray(r, C_ObjectMeta_managedFields.take());
    const mask = (f_name !== '' ? 1 : 0) | (f_generateName !== '' ? 2 : 0) | (f_namespace !== '' ? 4 : 0) | (f_selfLink !== '' ? 8 : 0) | (f_uid !== '' ? 16 : 0) | (f_resourceVersion !== '' ? 32 : 0) | (f_generation !== 0 ? 64 : 0) | (f_creationTimestamp !== undefined ? 128 : 0) | (f_deletionTimestamp !== undefined ? 256 : 0) | (f_deletionGracePeriodSeconds !== undefined ? 512 : 0) | (f_labels !== undefined ? 1024 : 0) | (f_annotations !== undefined ? 2048 : 0) | (f_ownerReferences !== undefined ? 4096 : 0) | (f_finalizers !== undefined ? 8192 : 0) | (f_managedFields !== undefined ? 16384 : 0);
    return SHAPE_ObjectMeta.fn(mask)(f_name, f_generateName, f_namespace, f_selfLink, f_uid, f_resourceVersion, f_generation, f_creationTimestamp, f_deletionTimestamp, f_deletionGracePeriodSeconds, f_labels, f_annotations, f_ownerReferences, f_finalizers, f_managedFields);
  }
  function emptyObjectMeta(): JsonObject {
    return SHAPE_ObjectMeta.fn(0)(undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined);
  }

  // cluster.io.api.admissionregistration.v1.Validation
  const SHAPE_Validation = rt.shape(["expression","message","reason","messageExpression"]);
  function readValidation(r: R): JsonObject {
    const saved = r.enter();
    let f_expression: string = '';
    let f_message: string = '';
    let f_reason: string | undefined;
    let f_messageExpression: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_expression = r.string();
          break;
        case 0x12:
          f_message = r.string();
          break;
        case 0x1a:
          f_reason = r.string();
          break;
        case 0x22:
          f_messageExpression = r.string();
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    r.leave(saved);
    const mask = 1 | (f_message !== '' ? 2 : 0) | (f_reason !== undefined ? 4 : 0) | (f_messageExpression !== '' ? 8 : 0);
    return SHAPE_Validation.fn(mask)(f_expression, f_message, f_reason, f_messageExpression);
  }

  // cluster.io.api.admissionregistration.v1.Variable
  function readVariable(r: R): JsonObject {
    const saved = r.enter();
    let f_name: string = '';
    let f_expression: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_name = r.string();
          break;
        case 0x12:
          f_expression = r.string();
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    return { name: f_name, expression: f_expression };
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicySpec
  const SHAPE_ValidatingAdmissionPolicySpec = rt.shape(["paramKind","matchConstraints","validations","failurePolicy","auditAnnotations","matchConditions","variables"]);
  const C_ValidatingAdmissionPolicySpec_validations = rt.collector<JsonObject>();
  const C_ValidatingAdmissionPolicySpec_auditAnnotations = rt.collector<JsonObject>();
  const C_ValidatingAdmissionPolicySpec_matchConditions = rt.collector<JsonObject>();
  const C_ValidatingAdmissionPolicySpec_variables = rt.collector<JsonObject>();
  function readValidatingAdmissionPolicySpec(r: R): JsonObject {
    const saved = r.enter();
    C_ValidatingAdmissionPolicySpec_validations.reset();
    C_ValidatingAdmissionPolicySpec_auditAnnotations.reset();
    C_ValidatingAdmissionPolicySpec_matchConditions.reset();
    C_ValidatingAdmissionPolicySpec_variables.reset();
    let f_paramKind: JsonObject | undefined;
    let f_matchConstraints: JsonObject | undefined;
    let f_validations: JsonObject[] | undefined;
    let f_failurePolicy: string | undefined;
    let f_auditAnnotations: JsonObject[] | undefined;
    let f_matchConditions: JsonObject[] | undefined;
    let f_variables: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_paramKind = readParamKind(r);
          break;
        case 0x12:
          f_matchConstraints = readMatchResources(r);
          break;
        case 0x1a:
          C_ValidatingAdmissionPolicySpec_validations.add(readValidation(r));
          break;
        case 0x22:
          f_failurePolicy = r.string();
          break;
        case 0x2a:
          C_ValidatingAdmissionPolicySpec_auditAnnotations.add(readAuditAnnotation(r));
          break;
        case 0x32:
          C_ValidatingAdmissionPolicySpec_matchConditions.add(readMatchCondition(r));
          break;
        case 0x3a:
          C_ValidatingAdmissionPolicySpec_variables.add(readVariable(r));
          break;
        default:
          r.skip(tag, 0xfe);
      }
    }
    r.leave(saved);
    f_validations = C_ValidatingAdmissionPolicySpec_validations.take();
    f_auditAnnotations = C_ValidatingAdmissionPolicySpec_auditAnnotations.take();
    f_matchConditions = C_ValidatingAdmissionPolicySpec_matchConditions.take();
    f_variables = C_ValidatingAdmissionPolicySpec_variables.take();
    const mask = (f_paramKind !== undefined ? 1 : 0) | (f_matchConstraints !== undefined ? 2 : 0) | (f_validations !== undefined ? 4 : 0) | (f_failurePolicy !== undefined ? 8 : 0) | (f_auditAnnotations !== undefined ? 16 : 0) | (f_matchConditions !== undefined ? 32 : 0) | (f_variables !== undefined ? 64 : 0);
    return SHAPE_ValidatingAdmissionPolicySpec.fn(mask)(f_paramKind, f_matchConstraints, f_validations, f_failurePolicy, f_auditAnnotations, f_matchConditions, f_variables);
  }
  function emptyValidatingAdmissionPolicySpec(): JsonObject {
    return SHAPE_ValidatingAdmissionPolicySpec.fn(0)(undefined, undefined, undefined, undefined, undefined, undefined, undefined);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.Condition
  const SHAPE_Condition = rt.shape(["type","status","observedGeneration","lastTransitionTime","reason","message"]);
  function readCondition(r: R): JsonObject {
    const saved = r.enter();
    let f_type: string = '';
    let f_status: string = '';
    let f_observedGeneration: number = 0;
    let f_lastTransitionTime: string | undefined;
    let f_reason: string = '';
    let f_message: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_type = r.string();
          break;
        case 0x12:
          f_status = r.string();
          break;
        case 0x18:
          f_observedGeneration = r.int64();
          break;
        case 0x22:
          f_lastTransitionTime = rt_readTime(r);
          break;
        case 0x2a:
          f_reason = r.string();
          break;
        case 0x32:
          f_message = r.string();
          break;
        default:
          r.skip(tag, 0x7e);
      }
    }
    r.leave(saved);
    const mask = 59 | (f_observedGeneration !== 0 ? 4 : 0);
    return SHAPE_Condition.fn(mask)(f_type, f_status, f_observedGeneration, f_lastTransitionTime ?? null, f_reason, f_message);
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus
  const SHAPE_ValidatingAdmissionPolicyStatus = rt.shape(["observedGeneration","typeChecking","conditions"]);
  const C_ValidatingAdmissionPolicyStatus_conditions = rt.collector<JsonObject>();
  function readValidatingAdmissionPolicyStatus(r: R): JsonObject {
    const saved = r.enter();
    C_ValidatingAdmissionPolicyStatus_conditions.reset();
    let f_observedGeneration: number = 0;
    let f_typeChecking: JsonObject | undefined;
    let f_conditions: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x8:
          f_observedGeneration = r.int64();
          break;
        case 0x12:
          f_typeChecking = readTypeChecking(r);
          break;
        case 0x1a:
          C_ValidatingAdmissionPolicyStatus_conditions.add(readCondition(r));
          break;
        default:
          r.skip(tag, 0xe);
      }
    }
    r.leave(saved);
    f_conditions = C_ValidatingAdmissionPolicyStatus_conditions.take();
    const mask = (f_observedGeneration !== 0 ? 1 : 0) | (f_typeChecking !== undefined ? 2 : 0) | (f_conditions !== undefined ? 4 : 0);
    return SHAPE_ValidatingAdmissionPolicyStatus.fn(mask)(f_observedGeneration, f_typeChecking, f_conditions);
  }
  function emptyValidatingAdmissionPolicyStatus(): JsonObject {
    return SHAPE_ValidatingAdmissionPolicyStatus.fn(0)(undefined, undefined, undefined);
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicy
  function readValidatingAdmissionPolicy(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_spec: JsonObject | undefined;
    let f_status: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_spec = readValidatingAdmissionPolicySpec(r);
          break;
        case 0x1a:
          f_status = readValidatingAdmissionPolicyStatus(r);
          break;
        default:
          r.skip(tag, 0xe);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicySpec(), status: f_status ?? emptyValidatingAdmissionPolicyStatus() };
    if (apiVersion !== undefined) return { apiVersion, kind: "ValidatingAdmissionPolicy", metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicySpec(), status: f_status ?? emptyValidatingAdmissionPolicyStatus() };
    return { metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicySpec(), status: f_status ?? emptyValidatingAdmissionPolicyStatus() };
  }
  function readValidatingAdmissionPolicyNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readValidatingAdmissionPolicy(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec
  const SHAPE_ValidatingAdmissionPolicyBindingSpec = rt.shape(["policyName","paramRef","matchResources","validationActions"]);
  const C_ValidatingAdmissionPolicyBindingSpec_validationActions = rt.collector<string>();
  function readValidatingAdmissionPolicyBindingSpec(r: R): JsonObject {
    const saved = r.enter();
    C_ValidatingAdmissionPolicyBindingSpec_validationActions.reset();
    let f_policyName: string = '';
    let f_paramRef: JsonObject | undefined;
    let f_matchResources: JsonObject | undefined;
    let f_validationActions: string[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_policyName = r.string();
          break;
        case 0x12:
          f_paramRef = readParamRef(r);
          break;
        case 0x1a:
          f_matchResources = readMatchResources(r);
          break;
        case 0x22:
          C_ValidatingAdmissionPolicyBindingSpec_validationActions.add(r.string());
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    r.leave(saved);
    f_validationActions = C_ValidatingAdmissionPolicyBindingSpec_validationActions.take();
    const mask = (f_policyName !== '' ? 1 : 0) | (f_paramRef !== undefined ? 2 : 0) | (f_matchResources !== undefined ? 4 : 0) | (f_validationActions !== undefined ? 8 : 0);
    return SHAPE_ValidatingAdmissionPolicyBindingSpec.fn(mask)(f_policyName, f_paramRef, f_matchResources, f_validationActions);
  }
  function emptyValidatingAdmissionPolicyBindingSpec(): JsonObject {
    return SHAPE_ValidatingAdmissionPolicyBindingSpec.fn(0)(undefined, undefined, undefined, undefined);
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding
  function readValidatingAdmissionPolicyBinding(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_spec = readValidatingAdmissionPolicyBindingSpec(r);
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicyBindingSpec() };
    if (apiVersion !== undefined) return { apiVersion, kind: "ValidatingAdmissionPolicyBinding", metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicyBindingSpec() };
    return { metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyValidatingAdmissionPolicyBindingSpec() };
  }
  function readValidatingAdmissionPolicyBindingNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readValidatingAdmissionPolicyBinding(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.ListMeta
  const SHAPE_ListMeta = rt.shape(["selfLink","resourceVersion","continue","remainingItemCount"]);
  function readListMeta(r: R): JsonObject {
    const saved = r.enter();
    let f_selfLink: string = '';
    let f_resourceVersion: string = '';
    let f_continue: string = '';
    let f_remainingItemCount: number | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_selfLink = r.string();
          break;
        case 0x12:
          f_resourceVersion = r.string();
          break;
        case 0x1a:
          f_continue = r.string();
          break;
        case 0x20:
          f_remainingItemCount = r.int64();
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    r.leave(saved);
    const mask = (f_selfLink !== '' ? 1 : 0) | (f_resourceVersion !== '' ? 2 : 0) | (f_continue !== '' ? 4 : 0) | (f_remainingItemCount !== undefined ? 8 : 0);
    return SHAPE_ListMeta.fn(mask)(f_selfLink, f_resourceVersion, f_continue, f_remainingItemCount);
  }
  function emptyListMeta(): JsonObject {
    return SHAPE_ListMeta.fn(0)(undefined, undefined, undefined, undefined);
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList
  function readValidatingAdmissionPolicyBindingList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readValidatingAdmissionPolicyBindingNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "ValidatingAdmissionPolicyBindingList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.api.admissionregistration.v1.ValidatingAdmissionPolicyList
  function readValidatingAdmissionPolicyList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readValidatingAdmissionPolicyNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "ValidatingAdmissionPolicyList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.api.coordination.v1.LeaseSpec
  const SHAPE_LeaseSpec = rt.shape(["holderIdentity","leaseDurationSeconds","acquireTime","renewTime","leaseTransitions","strategy","preferredHolder"]);
  function readLeaseSpec(r: R): JsonObject {
    const saved = r.enter();
    let f_holderIdentity: string | undefined;
    let f_leaseDurationSeconds: number | undefined;
    let f_acquireTime: string | undefined;
    let f_renewTime: string | undefined;
    let f_leaseTransitions: number | undefined;
    let f_strategy: string | undefined;
    let f_preferredHolder: string | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_holderIdentity = r.string();
          break;
        case 0x10:
          f_leaseDurationSeconds = r.int32();
          break;
        case 0x1a:
          f_acquireTime = rt_readMicroTime(r);
          break;
        case 0x22:
          f_renewTime = rt_readMicroTime(r);
          break;
        case 0x28:
          f_leaseTransitions = r.int32();
          break;
        case 0x32:
          f_strategy = r.string();
          break;
        case 0x3a:
          f_preferredHolder = r.string();
          break;
        default:
          r.skip(tag, 0xfe);
      }
    }
    r.leave(saved);
    const mask = (f_holderIdentity !== undefined ? 1 : 0) | (f_leaseDurationSeconds !== undefined ? 2 : 0) | (f_acquireTime !== undefined ? 4 : 0) | (f_renewTime !== undefined ? 8 : 0) | (f_leaseTransitions !== undefined ? 16 : 0) | (f_strategy !== undefined ? 32 : 0) | (f_preferredHolder !== undefined ? 64 : 0);
    return SHAPE_LeaseSpec.fn(mask)(f_holderIdentity, f_leaseDurationSeconds, f_acquireTime, f_renewTime, f_leaseTransitions, f_strategy, f_preferredHolder);
  }
  function emptyLeaseSpec(): JsonObject {
    return SHAPE_LeaseSpec.fn(0)(undefined, undefined, undefined, undefined, undefined, undefined, undefined);
  }

  // cluster.io.api.coordination.v1.Lease
  function readLease(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_spec = readLeaseSpec(r);
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseSpec() };
    if (apiVersion !== undefined) return { apiVersion, kind: "Lease", metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseSpec() };
    return { metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseSpec() };
  }
  function readLeaseNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readLease(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.api.coordination.v1.LeaseList
  function readLeaseList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readLeaseNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "LeaseList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.api.coordination.v1beta1.LeaseCandidateSpec
  const SHAPE_LeaseCandidateSpec = rt.shape(["leaseName","pingTime","renewTime","binaryVersion","emulationVersion","strategy"]);
  function readLeaseCandidateSpec(r: R): JsonObject {
    const saved = r.enter();
    let f_leaseName: string = '';
    let f_pingTime: string | undefined;
    let f_renewTime: string | undefined;
    let f_binaryVersion: string = '';
    let f_emulationVersion: string = '';
    let f_strategy: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_leaseName = r.string();
          break;
        case 0x12:
          f_pingTime = rt_readMicroTime(r);
          break;
        case 0x1a:
          f_renewTime = rt_readMicroTime(r);
          break;
        case 0x22:
          f_binaryVersion = r.string();
          break;
        case 0x2a:
          f_emulationVersion = r.string();
          break;
        case 0x32:
          f_strategy = r.string();
          break;
        default:
          r.skip(tag, 0x7e);
      }
    }
    r.leave(saved);
    const mask = 9 | (f_pingTime !== undefined ? 2 : 0) | (f_renewTime !== undefined ? 4 : 0) | (f_emulationVersion !== '' ? 16 : 0) | (f_strategy !== '' ? 32 : 0);
    return SHAPE_LeaseCandidateSpec.fn(mask)(f_leaseName, f_pingTime, f_renewTime, f_binaryVersion, f_emulationVersion, f_strategy);
  }
  function emptyLeaseCandidateSpec(): JsonObject {
    return SHAPE_LeaseCandidateSpec.fn(9)('', undefined, undefined, '', undefined, undefined);
  }

  // cluster.io.api.coordination.v1beta1.LeaseCandidate
  function readLeaseCandidate(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_spec: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_spec = readLeaseCandidateSpec(r);
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseCandidateSpec() };
    if (apiVersion !== undefined) return { apiVersion, kind: "LeaseCandidate", metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseCandidateSpec() };
    return { metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyLeaseCandidateSpec() };
  }
  function readLeaseCandidateNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readLeaseCandidate(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.api.coordination.v1beta1.LeaseCandidateList
  function readLeaseCandidateList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readLeaseCandidateNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "LeaseCandidateList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.api.core.v1.NamespaceSpec
  const SHAPE_NamespaceSpec = rt.shape(["finalizers"]);
  const C_NamespaceSpec_finalizers = rt.collector<string>();
  function readNamespaceSpec(r: R): JsonObject {
    const saved = r.enter();
    C_NamespaceSpec_finalizers.reset();
    let f_finalizers: string[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          C_NamespaceSpec_finalizers.add(r.string());
          break;
        default:
          r.skip(tag, 0x2);
      }
    }
    r.leave(saved);
    f_finalizers = C_NamespaceSpec_finalizers.take();
    const mask = (f_finalizers !== undefined ? 1 : 0);
    return SHAPE_NamespaceSpec.fn(mask)(f_finalizers);
  }
  function emptyNamespaceSpec(): JsonObject {
    return SHAPE_NamespaceSpec.fn(0)(undefined);
  }

  // cluster.io.api.core.v1.NamespaceCondition
  const SHAPE_NamespaceCondition = rt.shape(["type","status","lastTransitionTime","reason","message"]);
  function readNamespaceCondition(r: R): JsonObject {
    const saved = r.enter();
    let f_type: string = '';
    let f_status: string = '';
    let f_lastTransitionTime: string | undefined;
    let f_reason: string = '';
    let f_message: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_type = r.string();
          break;
        case 0x12:
          f_status = r.string();
          break;
        case 0x22:
          f_lastTransitionTime = rt_readTime(r);
          break;
        case 0x2a:
          f_reason = r.string();
          break;
        case 0x32:
          f_message = r.string();
          break;
        default:
          r.skip(tag, 0x76);
      }
    }
    r.leave(saved);
    const mask = 3 | (f_lastTransitionTime !== undefined ? 4 : 0) | (f_reason !== '' ? 8 : 0) | (f_message !== '' ? 16 : 0);
    return SHAPE_NamespaceCondition.fn(mask)(f_type, f_status, f_lastTransitionTime, f_reason, f_message);
  }

  // cluster.io.api.core.v1.NamespaceStatus
  const SHAPE_NamespaceStatus = rt.shape(["phase","conditions"]);
  const C_NamespaceStatus_conditions = rt.collector<JsonObject>();
  function readNamespaceStatus(r: R): JsonObject {
    const saved = r.enter();
    C_NamespaceStatus_conditions.reset();
    let f_phase: string = '';
    let f_conditions: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_phase = r.string();
          break;
        case 0x12:
          C_NamespaceStatus_conditions.add(readNamespaceCondition(r));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    f_conditions = C_NamespaceStatus_conditions.take();
    const mask = (f_phase !== '' ? 1 : 0) | (f_conditions !== undefined ? 2 : 0);
    return SHAPE_NamespaceStatus.fn(mask)(f_phase, f_conditions);
  }
  function emptyNamespaceStatus(): JsonObject {
    return SHAPE_NamespaceStatus.fn(0)(undefined, undefined);
  }

  // cluster.io.api.core.v1.Namespace
  function readNamespace(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_spec: JsonObject | undefined;
    let f_status: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_spec = readNamespaceSpec(r);
          break;
        case 0x1a:
          f_status = readNamespaceStatus(r);
          break;
        default:
          r.skip(tag, 0xe);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyNamespaceSpec(), status: f_status ?? emptyNamespaceStatus() };
    if (apiVersion !== undefined) return { apiVersion, kind: "Namespace", metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyNamespaceSpec(), status: f_status ?? emptyNamespaceStatus() };
    return { metadata: f_metadata ?? emptyObjectMeta(), spec: f_spec ?? emptyNamespaceSpec(), status: f_status ?? emptyNamespaceStatus() };
  }
  function readNamespaceNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readNamespace(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.api.core.v1.NamespaceList
  function readNamespaceList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readNamespaceNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "NamespaceList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.api.core.v1.Toleration
  const SHAPE_Toleration = rt.shape(["key","operator","value","effect","tolerationSeconds"]);
  function readToleration(r: R): JsonObject {
    const saved = r.enter();
    let f_key: string = '';
    let f_operator: string = '';
    let f_value: string = '';
    let f_effect: string = '';
    let f_tolerationSeconds: number | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_key = r.string();
          break;
        case 0x12:
          f_operator = r.string();
          break;
        case 0x1a:
          f_value = r.string();
          break;
        case 0x22:
          f_effect = r.string();
          break;
        case 0x28:
          f_tolerationSeconds = r.int64();
          break;
        default:
          r.skip(tag, 0x3e);
      }
    }
    r.leave(saved);
    const mask = (f_key !== '' ? 1 : 0) | (f_operator !== '' ? 2 : 0) | (f_value !== '' ? 4 : 0) | (f_effect !== '' ? 8 : 0) | (f_tolerationSeconds !== undefined ? 16 : 0);
    return SHAPE_Toleration.fn(mask)(f_key, f_operator, f_value, f_effect, f_tolerationSeconds);
  }

  // cluster.io.api.node.v1.Overhead
  const SHAPE_Overhead = rt.shape(["podFixed"]);
  function readOverhead(r: R): JsonObject {
    const saved = r.enter();
    let f_podFixed: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          rt_readQuantityMapEntry(r, (f_podFixed ??= {}));
          break;
        default:
          r.skip(tag, 0x2);
      }
    }
    r.leave(saved);
    const mask = (f_podFixed !== undefined ? 1 : 0);
    return SHAPE_Overhead.fn(mask)(f_podFixed);
  }

  // cluster.io.api.node.v1.Scheduling
  const SHAPE_Scheduling = rt.shape(["nodeSelector","tolerations"]);
  const M_Scheduling_nodeSelector = rt.stringMap();
  const C_Scheduling_tolerations = rt.collector<JsonObject>();
  function readScheduling(r: R): JsonObject {
    const saved = r.enter();
    M_Scheduling_nodeSelector.reset();
    C_Scheduling_tolerations.reset();
    let f_nodeSelector: JsonObject | undefined;
    let f_tolerations: JsonObject[] | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          rt_readStringMapEntry(r, M_Scheduling_nodeSelector);
          break;
        case 0x12:
          C_Scheduling_tolerations.add(readToleration(r));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    r.leave(saved);
    f_nodeSelector = M_Scheduling_nodeSelector.build();
    f_tolerations = C_Scheduling_tolerations.take();
    const mask = (f_nodeSelector !== undefined ? 1 : 0) | (f_tolerations !== undefined ? 2 : 0);
    return SHAPE_Scheduling.fn(mask)(f_nodeSelector, f_tolerations);
  }

  // cluster.io.api.node.v1.RuntimeClass
  const SHAPE_RuntimeClass = rt.shape(["kind","apiVersion","metadata","handler","overhead","scheduling"]);
  function readRuntimeClass(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_handler: string = '';
    let f_overhead: JsonObject | undefined;
    let f_scheduling: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        case 0x12:
          f_handler = r.string();
          break;
        case 0x1a:
          f_overhead = readOverhead(r);
          break;
        case 0x22:
          f_scheduling = readScheduling(r);
          break;
        default:
          r.skip(tag, 0x1e);
      }
    }
    const mask = (kind === undefined ? 0 : 3) | 12 | (f_overhead !== undefined ? 16 : 0) | (f_scheduling !== undefined ? 32 : 0);
    return SHAPE_RuntimeClass.fn(mask)(kind, apiVersion, f_metadata ?? emptyObjectMeta(), f_handler, f_overhead, f_scheduling);
  }
  function readRuntimeClassNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readRuntimeClass(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.api.node.v1.RuntimeClassList
  function readRuntimeClassList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readRuntimeClassNested(r, (r.itemTypeMeta && kind !== undefined ? apiVersion : undefined)));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "RuntimeClassList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.PartialObjectMetadata
  function readPartialObjectMetadata(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readObjectMeta(r);
          break;
        default:
          r.skip(tag, 0x2);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyObjectMeta() };
    if (apiVersion !== undefined) return { apiVersion, kind: "PartialObjectMetadata", metadata: f_metadata ?? emptyObjectMeta() };
    return { metadata: f_metadata ?? emptyObjectMeta() };
  }
  function readPartialObjectMetadataNested(r: R, itemApiVersion: string | undefined): JsonObject {
    const saved = r.enter();
    const o = readPartialObjectMetadata(r, undefined, itemApiVersion);
    r.leave(saved);
    return o;
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.PartialObjectMetadataList
  function readPartialObjectMetadataList(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    const f_items: JsonObject[] = [];
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_items.push(readPartialObjectMetadataNested(r, undefined));
          break;
        default:
          r.skip(tag, 0x6);
      }
    }
    if (kind !== undefined) return { kind, apiVersion, metadata: f_metadata ?? emptyListMeta(), items: f_items };
    if (apiVersion !== undefined) return { apiVersion, kind: "PartialObjectMetadataList", metadata: f_metadata ?? emptyListMeta(), items: f_items };
    return { metadata: f_metadata ?? emptyListMeta(), items: f_items };
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.StatusCause
  const SHAPE_StatusCause = rt.shape(["reason","message","field"]);
  function readStatusCause(r: R): JsonObject {
    const saved = r.enter();
    let f_reason: string = '';
    let f_message: string = '';
    let f_field: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_reason = r.string();
          break;
        case 0x12:
          f_message = r.string();
          break;
        case 0x1a:
          f_field = r.string();
          break;
        default:
          r.skip(tag, 0xe);
      }
    }
    r.leave(saved);
    const mask = (f_reason !== '' ? 1 : 0) | (f_message !== '' ? 2 : 0) | (f_field !== '' ? 4 : 0);
    return SHAPE_StatusCause.fn(mask)(f_reason, f_message, f_field);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.StatusDetails
  const SHAPE_StatusDetails = rt.shape(["name","group","kind","uid","causes","retryAfterSeconds"]);
  const C_StatusDetails_causes = rt.collector<JsonObject>();
  function readStatusDetails(r: R): JsonObject {
    const saved = r.enter();
    C_StatusDetails_causes.reset();
    let f_name: string = '';
    let f_group: string = '';
    let f_kind: string = '';
    let f_uid: string = '';
    let f_causes: JsonObject[] | undefined;
    let f_retryAfterSeconds: number = 0;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_name = r.string();
          break;
        case 0x12:
          f_group = r.string();
          break;
        case 0x1a:
          f_kind = r.string();
          break;
        case 0x32:
          f_uid = r.string();
          break;
        case 0x22:
          C_StatusDetails_causes.add(readStatusCause(r));
          break;
        case 0x28:
          f_retryAfterSeconds = r.int32();
          break;
        default:
          r.skip(tag, 0x7e);
      }
    }
    r.leave(saved);
    f_causes = C_StatusDetails_causes.take();
    const mask = (f_name !== '' ? 1 : 0) | (f_group !== '' ? 2 : 0) | (f_kind !== '' ? 4 : 0) | (f_uid !== '' ? 8 : 0) | (f_causes !== undefined ? 16 : 0) | (f_retryAfterSeconds !== 0 ? 32 : 0);
    return SHAPE_StatusDetails.fn(mask)(f_name, f_group, f_kind, f_uid, f_causes, f_retryAfterSeconds);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.Status
  const SHAPE_Status = rt.shape(["kind","apiVersion","metadata","status","message","reason","details","code"]);
  function readStatus(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_metadata: JsonObject | undefined;
    let f_status: string = '';
    let f_message: string = '';
    let f_reason: string = '';
    let f_details: JsonObject | undefined;
    let f_code: number = 0;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_metadata = readListMeta(r);
          break;
        case 0x12:
          f_status = r.string();
          break;
        case 0x1a:
          f_message = r.string();
          break;
        case 0x22:
          f_reason = r.string();
          break;
        case 0x2a:
          f_details = readStatusDetails(r);
          break;
        case 0x30:
          f_code = r.int32();
          break;
        default:
          r.skip(tag, 0x7e);
      }
    }
    const mask = (kind === undefined ? 0 : 3) | 4 | (f_status !== '' ? 8 : 0) | (f_message !== '' ? 16 : 0) | (f_reason !== '' ? 32 : 0) | (f_details !== undefined ? 64 : 0) | (f_code !== 0 ? 128 : 0);
    return SHAPE_Status.fn(mask)(kind, apiVersion, f_metadata ?? emptyListMeta(), f_status, f_message, f_reason, f_details, f_code);
  }

  // cluster.io.apimachinery.pkg.apis.meta.v1.TableOptions
  const SHAPE_TableOptions = rt.shape(["kind","apiVersion","includeObject"]);
  function readTableOptions(r: R, kind: string | undefined, apiVersion: string | undefined): JsonObject {
    let f_includeObject: string = '';
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0xa:
          f_includeObject = r.string();
          break;
        default:
          r.skip(tag, 0x2);
      }
    }
    const mask = (kind === undefined ? 0 : 3) | (f_includeObject !== '' ? 4 : 0);
    return SHAPE_TableOptions.fn(mask)(kind, apiVersion, f_includeObject);
  }

  return {
    ObjectMeta: readObjectMeta,
    ValidatingAdmissionPolicy: readValidatingAdmissionPolicy,
    ValidatingAdmissionPolicyBinding: readValidatingAdmissionPolicyBinding,
    ListMeta: readListMeta,
    ValidatingAdmissionPolicyBindingList: readValidatingAdmissionPolicyBindingList,
    ValidatingAdmissionPolicyList: readValidatingAdmissionPolicyList,
    Lease: readLease,
    LeaseList: readLeaseList,
    LeaseCandidate: readLeaseCandidate,
    LeaseCandidateList: readLeaseCandidateList,
    Namespace: readNamespace,
    NamespaceList: readNamespaceList,
    RuntimeClass: readRuntimeClass,
    RuntimeClassList: readRuntimeClassList,
    PartialObjectMetadata: readPartialObjectMetadata,
    PartialObjectMetadataList: readPartialObjectMetadataList,
    Status: readStatus,
    TableOptions: readTableOptions,
  };
}
