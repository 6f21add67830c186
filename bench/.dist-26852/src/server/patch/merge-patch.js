/**
 * JSON Merge Patch (RFC 7386), as `MergePatch(Target, Patch)` in RFC 7386 §2:
 *
 *   if Patch is an object:
 *     if Target is not an object: Target = {}
 *     for each Name/Value in Patch:
 *       if Value is null: remove Name from Target
 *       else: Target[Name] = MergePatch(Target[Name], Value)
 *     return Target
 *   else: return Patch
 *
 * Contract: inputs are never mutated and the result shares no structure with them. Keys of
 * the target keep their order; new keys are appended in patch order. Nulls inside arrays
 * are kept (arrays are opaque values), where evanphx/json-patch also strips nulls from
 * objects nested in arrays of a newly added value.
 */
import { PatchError } from './patch-error.js';
import { cloneJson, getKey, hasKey, isJsonObject, setKey } from './json-value.js';
/** RFC 7386 MergePatch over arbitrary JSON values (see module comment). */
export function mergePatch(target, patch) {
    if (!isJsonObject(patch))
        return cloneJson(patch);
    const out = isJsonObject(target) ? cloneJson(target) : {};
    for (const name of Object.keys(patch)) {
        const value = patch[name];
        if (value === null) {
            if (hasKey(out, name))
                delete out[name];
        }
        else {
            setKey(out, name, mergePatch(getKey(out, name), value));
        }
    }
    return out;
}
/**
 * The apiserver's merge patch of a stored object (`jsonpatch.MergePatch` in the patch
 * handler): the patch document must be a JSON object or array; `null` and scalars fail with
 * `Invalid JSON Patch` (kind `BadRequest`). An array patch yields the array itself, which the
 * caller's decode then rejects, as upstream does.
 */
export function applyMergePatch(doc, patch) {
    if (patch === null || (typeof patch !== 'object' && !Array.isArray(patch))) {
        throw new PatchError('Invalid JSON Patch', 'BadRequest');
    }
    return mergePatch(doc, patch);
}
//# sourceMappingURL=merge-patch.js.map