import { type FieldError } from '../../meta/field-errors.js';
export type SubjectKind = 'User' | 'Group' | 'ServiceAccount';
export interface PolicySubject {
    readonly kind: SubjectKind;
    readonly name: string;
    /** ServiceAccount only (required there). */
    readonly namespace?: string;
}
export interface PolicyRule {
    readonly verbs: readonly string[];
    readonly apiGroups?: readonly string[];
    readonly resources?: readonly string[];
    readonly resourceNames?: readonly string[];
    readonly namespaces?: readonly string[];
    readonly nonResourceURLs?: readonly string[];
}
export interface PolicyRole {
    readonly name?: string;
    readonly subjects: readonly PolicySubject[];
    readonly rules: readonly PolicyRule[];
}
export interface Policy {
    readonly roles: readonly PolicyRole[];
}
/** Invalid policy file. `errors` are field errors with paths like `roles[0].rules[1].verbs`. */
export declare class PolicyError extends Error {
    readonly code: "ERR_POLICY";
    readonly errors: readonly FieldError[];
    constructor(message: string, errors?: readonly FieldError[], options?: {
        cause?: unknown;
    });
}
/**
 * Validate a parsed policy document (the top-level list of roles, or `{ roles: [...] }`).
 * @throws PolicyError listing every problem
 */
export declare function validatePolicy(doc: unknown): Policy;
/**
 * Parse and validate policy text (YAML, which includes JSON).
 * @throws PolicyError for syntax errors (cause: the YAML error) and invalid content
 */
export declare function loadPolicy(text: string): Policy;
