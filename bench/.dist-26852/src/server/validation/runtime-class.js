/**
 * RuntimeClass validation (node.cluster.io/v1), ported from upstream
 * `pkg/apis/node/validation/validation.go` and the core helpers it reuses
 * (`ValidateContainerResourceRequirements`, `ValidateTolerations`; wire.md §9.2).
 *
 * Overhead errors are reported at `overhead.limits[<resource>]` because upstream validates
 * `overhead.podFixed` as the limits of a container's resource requirements. Resource names
 * print unquoted in messages (the Go type is a Stringer), and a non-integer quantity for an
 * integer resource prints Go's `%#v` dump of the Quantity, both as upstream does.
 *
 * Quantities that do not parse are skipped here: upstream rejects them while decoding the
 * request (`QUANTITY_FORMAT_ERROR` and friends), before validation runs.
 */
import { fieldErrors, goQuote, goValue } from '../../meta/field-errors.js';
import { GO_POINTER_PLACEHOLDER, parseQuantity, parseQuantityJSON } from '../../meta/quantity.js';
import { isQualifiedName, isValidLabelValue, nameIsDNSLabel, nameIsDNSSubdomain } from '../../meta/validation/names.js';
import { IS_NEGATIVE_ERROR_MSG, validateImmutableField, validateLabelName, validateLabels, validateObjectMeta, validateObjectMetaUpdate, } from './object-meta.js';
/** `isNotIntegerErrorMsg`. */
export const IS_NOT_INTEGER_ERROR_MSG = 'must be an integer';
const HUGE_PAGES_PREFIX = 'hugepages-';
const REQUESTS_HUGE_PAGES_PREFIX = 'requests.hugepages-';
const DEFAULT_NAMESPACE_PREFIX = 'kubernetes.io/';
const DEFAULT_RESOURCE_REQUESTS_PREFIX = 'requests.';
/** Resources a container (and so a pod overhead) may name without a domain. */
const STANDARD_CONTAINER_RESOURCES = new Set(['cpu', 'memory', 'ephemeral-storage']);
/** `standardResources`: every unprefixed resource name the platform knows. */
const STANDARD_RESOURCES = new Set([
    'cpu',
    'memory',
    'ephemeral-storage',
    'requests.cpu',
    'requests.memory',
    'requests.ephemeral-storage',
    'limits.cpu',
    'limits.memory',
    'limits.ephemeral-storage',
    'pods',
    'resourcequotas',
    'services',
    'replicationcontrollers',
    'secrets',
    'configmaps',
    'persistentvolumeclaims',
    'storage',
    'requests.storage',
    'services.nodeports',
    'services.loadbalancers',
]);
/** `integerResources`: object counts, which cannot be fractional. */
const INTEGER_RESOURCES = new Set([
    'pods',
    'resourcequotas',
    'services',
    'replicationcontrollers',
    'secrets',
    'configmaps',
    'persistentvolumeclaims',
    'services.nodeports',
    'services.loadbalancers',
]);
/** Resources that make a pod's QoS computable; hugepages need one of them. */
const QOS_COMPUTE_RESOURCES = new Set(['cpu', 'memory']);
export const TOLERATION_OP_EXISTS = 'Exists';
export const TOLERATION_OP_EQUAL = 'Equal';
const TOLERATION_OPERATORS = [TOLERATION_OP_EQUAL, TOLERATION_OP_EXISTS];
export const TAINT_EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];
/** Read the generated type through the narrow view of the fields validation needs. */
function view(obj) {
    return obj ?? {};
}
const isHugePageResourceName = (name) => name.startsWith(HUGE_PAGES_PREFIX);
/** `IsNativeResource`: unprefixed, or in the `kubernetes.io/` domain. */
const isNativeResource = (name) => !name.includes('/') || name.includes(DEFAULT_NAMESPACE_PREFIX);
/** `IsExtendedResourceName`: domain-prefixed, not native, and valid as a quota name too. */
export function isExtendedResourceName(name) {
    if (isNativeResource(name) || name.startsWith(DEFAULT_RESOURCE_REQUESTS_PREFIX))
        return false;
    return isQualifiedName(DEFAULT_RESOURCE_REQUESTS_PREFIX + name).length === 0;
}
/** `IsIntegerResourceName`: object counts and extended resources. */
export function isIntegerResourceName(name) {
    return INTEGER_RESOURCES.has(name) || isExtendedResourceName(name);
}
const isStandardResourceName = (name) => STANDARD_RESOURCES.has(name) || name.startsWith(HUGE_PAGES_PREFIX) || name.startsWith(REQUESTS_HUGE_PAGES_PREFIX);
const isStandardContainerResourceName = (name) => STANDARD_CONTAINER_RESOURCES.has(name) || isHugePageResourceName(name);
/** `validateResourceName`: a qualified name, and a known one when it has no domain. */
function validateResourceName(name, field) {
    // core.ResourceName has a String() method, so upstream prints it without quotes.
    const shown = goValue(name);
    const errs = isQualifiedName(name).map((msg) => fieldErrors.invalid(field, shown, msg));
    if (errs.length)
        return errs;
    if (!name.includes('/') && !isStandardResourceName(name)) {
        errs.push(fieldErrors.invalid(field, shown, 'must be a standard resource type or fully qualified'));
    }
    return errs;
}
/** `validateContainerResourceName`. */
function validateContainerResourceName(name, field) {
    const errs = validateResourceName(name, field);
    if (!name.includes('/')) {
        if (!isStandardContainerResourceName(name)) {
            errs.push(fieldErrors.invalid(field, goValue(name), 'must be a standard resource for containers'));
        }
    }
    else if (!isNativeResource(name) && !isExtendedResourceName(name)) {
        errs.push(fieldErrors.invalid(field, goValue(name), "doesn't follow extended resource name standard"));
    }
    return errs;
}
/** `ValidateResourceQuantityValue`: not negative; whole for integer resources. */
function validateResourceQuantityValue(name, q, field) {
    const errs = [];
    if (q.sign() < 0)
        errs.push(fieldErrors.invalid(field, q.toString(), IS_NEGATIVE_ERROR_MSG));
    // MilliValue rounds away from zero, so e.g. 0.9999 passes, exactly as upstream.
    if (isIntegerResourceName(name) && q.milliValue() % 1000n !== 0n) {
        errs.push(fieldErrors.invalid(field, goValue(q.goSyntax()), IS_NOT_INTEGER_ERROR_MSG));
    }
    return errs;
}
/** `IsHugePageResourceValueDivisible`: the amount is a whole number of pages. */
function isHugePageValueDivisible(name, q) {
    const pageSize = parseQuantity(name.slice(HUGE_PAGES_PREFIX.length));
    if (!pageSize || pageSize.sign() <= 0 || pageSize.milliValue() % 1000n !== 0n)
        return false;
    const page = pageSize.value();
    return page !== 0n && q.value() % page === 0n;
}
/**
 * `ValidateContainerResourceRequirements` for limits only (what a RuntimeClass overhead is),
 * with default pod validation options (indivisible hugepage amounts are rejected).
 */
export function validateOverheadLimits(limits, path) {
    const errs = [];
    let containsCpuOrMemory = false;
    let containsHugePages = false;
    for (const [name, raw] of Object.entries(limits ?? {})) {
        const field = `${path}.limits[${name}]`;
        errs.push(...validateContainerResourceName(name, field));
        const parsed = parseQuantityJSON(raw);
        if (parsed.ok) {
            const q = parsed.quantity;
            errs.push(...validateResourceQuantityValue(name, q, field));
            if (isHugePageResourceName(name) && !isHugePageValueDivisible(name, q)) {
                errs.push(fieldErrors.invalid(field, q.toString(), `${q.toString()} is not positive integer multiple of ${name}`));
            }
        }
        if (isHugePageResourceName(name))
            containsHugePages = true;
        if (QOS_COMPUTE_RESOURCES.has(name))
            containsCpuOrMemory = true;
    }
    if (!containsCpuOrMemory && containsHugePages)
        errs.push(fieldErrors.forbidden(path, 'HugePages require cpu or memory'));
    return errs;
}
/**
 * Go `%#v` of the internal `core.Toleration`, as upstream prints it in two messages. A set
 * `tolerationSeconds` is a pointer, shown as an address placeholder.
 */
export function goToleration(t) {
    return goTolerationView(t);
}
function goTolerationView(v) {
    const seconds = v.tolerationSeconds === null || v.tolerationSeconds === undefined
        ? '(*int64)(nil)'
        : `(*int64)(${GO_POINTER_PLACEHOLDER})`;
    return (`core.Toleration{Key:${goQuote(v.key ?? '')}, Operator:${goQuote(v.operator ?? '')}, ` +
        `Value:${goQuote(v.value ?? '')}, Effect:${goQuote(v.effect ?? '')}, TolerationSeconds:${seconds}}`);
}
/** `ValidateTolerations` (default options) plus RuntimeClass's uniqueness check. */
export function validateTolerations(tolerations, path) {
    return validateTolerationList(tolerations ?? [], path);
}
function validateTolerationList(list, path) {
    const errs = [];
    list.forEach((t, i) => {
        const idx = `${path}[${i}]`;
        const key = t.key ?? '';
        const operator = t.operator ?? '';
        const value = t.value ?? '';
        const effect = t.effect ?? '';
        if (key !== '')
            errs.push(...validateLabelName(key, `${idx}.key`));
        if (key === '' && operator !== TOLERATION_OP_EXISTS) {
            errs.push(fieldErrors.invalid(`${idx}.operator`, operator, 'operator must be Exists when `key` is empty, which means "match all values and all keys"'));
        }
        if (t.tolerationSeconds !== null && t.tolerationSeconds !== undefined && effect !== 'NoExecute') {
            errs.push(fieldErrors.invalid(`${idx}.effect`, effect, "effect must be 'NoExecute' when `tolerationSeconds` is set"));
        }
        if (operator === TOLERATION_OP_EQUAL || operator === '') {
            const msgs = isValidLabelValue(value);
            if (msgs.length)
                errs.push(fieldErrors.invalid(`${idx}.operator`, value, msgs.join(';')));
        }
        else if (operator === TOLERATION_OP_EXISTS) {
            if (value !== '') {
                errs.push(fieldErrors.invalid(`${idx}.operator`, goValue(goTolerationView(t)), "value must be empty when `operator` is 'Exists'"));
            }
        }
        else {
            errs.push(fieldErrors.notSupported(`${idx}.operator`, operator, TOLERATION_OPERATORS));
        }
        if (effect !== '' && !TAINT_EFFECTS.includes(effect)) {
            errs.push(fieldErrors.notSupported(`${idx}.effect`, effect, TAINT_EFFECTS));
        }
    });
    // Uniqueness over the list-map keys (key, operator, value, effect); the error shows the
    // whole toleration, tolerationSeconds included.
    const seen = new Set();
    list.forEach((t, i) => {
        const listKey = JSON.stringify([t.key ?? '', t.operator ?? '', t.value ?? '', t.effect ?? '']);
        if (seen.has(listKey)) {
            errs.push(fieldErrors.duplicate(`${path}[${i}]`, goValue(goTolerationView(t))));
        }
        else {
            seen.add(listKey);
        }
    });
    return errs;
}
/**
 * `ValidateRuntimeClass` (create): cluster-scoped metadata with DNS-subdomain names, a
 * DNS-label handler, overhead and scheduling.
 */
export function validateRuntimeClass(obj) {
    const rc = view(obj);
    const errs = validateObjectMeta(rc.metadata, { namespaced: false, nameFn: nameIsDNSSubdomain });
    const handler = rc.handler ?? '';
    for (const msg of nameIsDNSLabel(handler, false))
        errs.push(fieldErrors.invalid('handler', handler, msg));
    if (rc.overhead !== null && rc.overhead !== undefined) {
        errs.push(...validateOverheadLimits(rc.overhead.podFixed, 'overhead'));
    }
    if (rc.scheduling !== null && rc.scheduling !== undefined) {
        const s = rc.scheduling;
        if (s.nodeSelector !== null && s.nodeSelector !== undefined) {
            errs.push(...validateLabels(s.nodeSelector, 'scheduling.nodeSelector'));
        }
        errs.push(...validateTolerationList(s.tolerations ?? [], 'scheduling.tolerations'));
    }
    return errs;
}
/**
 * The registry's update validation: the full create rules on the new object, then the
 * metadata update rules, then `handler` immutable (the only immutable spec field).
 */
export function validateRuntimeClassUpdate(newObj, oldObj) {
    const n = view(newObj);
    const o = view(oldObj);
    return [
        ...validateRuntimeClass(newObj),
        ...validateObjectMetaUpdate(n.metadata, o.metadata),
        ...validateImmutableField(n.handler ?? '', o.handler ?? '', 'handler'),
    ];
}
//# sourceMappingURL=runtime-class.js.map