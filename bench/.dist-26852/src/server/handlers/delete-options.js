/**
 * DeleteOptions from the body (JSON) or the query string, as upstream accepts both.
 */
import { fieldErrors, goValue } from '../../meta/field-errors.js';
import { statusErrors } from '../../meta/status.js';
import { decodeJsonText } from '../../codec/json.js';
import { readBody } from '../http/body.js';
import { invalidOptions, parseDryRun, queryBool, queryInt, queryString } from '../http/query.js';
const PROPAGATION_POLICIES = ['Foreground', 'Background', 'Orphan'];
export async function parseDeleteOptions(scope) {
    const q = scope.query;
    let opts = {};
    const body = await readBody(scope.req);
    if (body.length > 0) {
        let parsed;
        try {
            parsed = decodeJsonText(body.toString('utf8'));
        }
        catch (err) {
            throw statusErrors.badRequest(`DeleteOptions in version "v1" cannot be handled as a DeleteOptions: ${err.message}`);
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
            throw statusErrors.badRequest('DeleteOptions in version "v1" cannot be handled as a DeleteOptions: expected a JSON object');
        }
        opts = parsed;
    }
    const grace = queryInt(q, 'gracePeriodSeconds');
    if (grace !== undefined)
        opts.gracePeriodSeconds = grace;
    const policy = queryString(q, 'propagationPolicy');
    if (policy !== undefined && policy !== '')
        opts.propagationPolicy = policy;
    const orphan = queryBool(q, 'orphanDependents');
    if (orphan !== undefined)
        opts.orphanDependents = orphan;
    const unsafe = queryBool(q, 'ignoreStoreReadErrorWithClusterBreakingPotential');
    if (unsafe !== undefined)
        opts.ignoreStoreReadErrorWithClusterBreakingPotential = unsafe;
    const queryDryRun = parseDryRun(q, 'DeleteOptions');
    const bodyDryRun = (opts.dryRun ?? []).filter((v) => v !== '');
    const errs = [];
    if (bodyDryRun.some((v) => v !== 'All'))
        errs.push(fieldErrors.notSupported('dryRun', bodyDryRun.join(','), ['All']));
    if (opts.orphanDependents !== undefined && opts.propagationPolicy !== undefined) {
        errs.push(fieldErrors.invalid('propagationPolicy', opts.propagationPolicy, 'orphanDependents and deletionPropagation cannot be both set'));
    }
    if (opts.propagationPolicy !== undefined && !PROPAGATION_POLICIES.includes(opts.propagationPolicy)) {
        errs.push(fieldErrors.notSupported('propagationPolicy', opts.propagationPolicy, PROPAGATION_POLICIES));
    }
    if (opts.gracePeriodSeconds !== undefined && opts.gracePeriodSeconds < 0) {
        errs.push(fieldErrors.invalid('gracePeriodSeconds', opts.gracePeriodSeconds, 'must be greater than or equal to 0'));
    }
    if (opts.ignoreStoreReadErrorWithClusterBreakingPotential === true) {
        // Unsafe deletion stands alone: every other option must be unset (the seed's rule 2).
        const others = [
            ['dryRun', queryDryRun || bodyDryRun.length > 0 ? goValue('[]string{"All"}') : undefined],
            ['gracePeriodSeconds', opts.gracePeriodSeconds],
            ['orphanDependents', opts.orphanDependents],
            ['preconditions', opts.preconditions ? goValue('&v1.Preconditions{...}') : undefined],
            ['propagationPolicy', opts.propagationPolicy],
        ];
        for (const [field, value] of others) {
            if (value !== undefined) {
                errs.push(fieldErrors.invalid(field, value, 'is not allowed with ignoreStoreReadErrorWithClusterBreakingPotential, try again after removing the option'));
            }
        }
    }
    if (errs.length)
        throw invalidOptions('DeleteOptions', errs);
    return { ...opts, dryRunAll: queryDryRun || bodyDryRun.length > 0 };
}
//# sourceMappingURL=delete-options.js.map