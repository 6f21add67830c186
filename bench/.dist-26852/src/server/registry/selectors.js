/**
 * Build the list predicate from `labelSelector` / `fieldSelector` query text. Parse
 * errors and unsupported field labels are 400 BadRequest with upstream's text.
 */
import { assertFieldSelectorSupported, parseFieldSelector } from '../../meta/field-selector.js';
import { isSelectorParseError, parseLabelSelector } from '../../meta/label-selector.js';
import { statusErrors } from '../../meta/status.js';
import { everything, fieldValue } from './predicate.js';
/** Field labels every resource supports (DefaultMetaV1FieldSelectorConversion). */
const META_FIELDS = ['metadata.name', 'metadata.namespace'];
export function buildPredicate(descriptor, labelText, fieldText) {
    try {
        const labels = parseLabelSelector(labelText);
        const fields = parseFieldSelector(fieldText);
        assertFieldSelectorSupported(fields, [...META_FIELDS, ...Object.keys(descriptor.selectableFields)]);
        if (labels.isEmpty() && fields.isEmpty())
            return everything;
        return {
            empty: false,
            matches: (obj) => labels.matches(obj.metadata?.labels) && fields.matches((field) => fieldValue(descriptor, obj, field)),
        };
    }
    catch (err) {
        if (isSelectorParseError(err))
            throw statusErrors.badRequest(err.message);
        throw err;
    }
}
//# sourceMappingURL=selectors.js.map