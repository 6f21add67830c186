/**
 * Per-kind behaviour the generic store delegates to (upstream: RESTCreateStrategy,
 * RESTUpdateStrategy). One strategy per resource; everything else is generic.
 */
import type { FieldError } from '../../meta/field-errors.js';
import type { ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject } from '../../meta/types.js';

export interface ResourceStrategy<T extends KubeObject = KubeObject> {
  readonly descriptor: ResourceDescriptor<T>;
  /** PUT may create a missing object (AllowCreateOnUpdate). */
  readonly allowCreateOnUpdate: boolean;
  /** Set server-owned fields before validation on create (e.g. Namespace status.phase). */
  prepareForCreate?(obj: T): void;
  /** Carry server-owned fields over from the old object on update. */
  prepareForUpdate?(obj: T, old: T): void;
  /** Full validation of a new object, ObjectMeta included. */
  validate(obj: T): FieldError[];
  /** Validation of an update: ObjectMeta update rules, immutability, and the object itself. */
  validateUpdate(obj: T, old: T): FieldError[];
  /**
   * Whether an update that leaves a deleting object without metadata.finalizers removes it
   * (upstream: Store.ShouldDeleteDuringUpdate); absent means yes. Namespaces also wait for
   * their spec.finalizers to empty.
   */
  shouldDeleteDuringUpdate?(obj: T, old: T): boolean;
}
