/**
 * JSON Patch (RFC 6902) as the apiserver applies it: gopkg.in/evanphx/json-patch.v4
 * (v4.12), called from apiserver/pkg/endpoints/handlers/patch.go.
 *
 * Contract:
 * - `applyJsonPatch` never mutates its inputs: it works on a deep copy of the document and
 *   copies every value it takes from the patch.
 * - Operations run in order; the first failing one aborts the whole patch with a
 *   `PatchError` whose message is upstream's text, e.g.
 *   `testing value /spec/x failed: test failed`,
 *   `replace operation does not apply: doc is missing key: /x: missing value`,
 *   `add operation does not apply: doc is missing path: "/a/b": missing value`.
 * - A patch document that is not an array of objects fails with kind `BadRequest`
 *   (`json: cannot unmarshal object into Go value of type jsonpatch.Patch`); more than
 *   `maxOperations` operations fail with kind `RequestEntityTooLarge`; operations that do not
 *   apply fail with kind `Rejected` (422).
 *
 * Upstream behaviour kept on purpose (it is what clients of a real apiserver observe):
 * - JSON pointers are split on `/` and the first segment is ignored, so `a/b` means `/b`;
 *   `~1` decodes to `/` and `~0` to `~`.
 * - Array indices are parsed like Go's `strconv.Atoi` (a sign and leading zeros are accepted)
 *   and negative indices count from the end (`SupportNegativeIndices` defaults to true).
 *   `-` appends for `add` only.
 * - `add` and `remove` on the whole document (`""`) fail as a missing path; `replace` of `""`
 *   replaces the document when the value is an object or array and is otherwise a no-op;
 *   `test` of `""` compares the whole document.
 * - `test` with `"value": null` succeeds when the target is null or missing.
 * - Values compare structurally (numbers by value), where upstream compares scalar bytes.
 */
import { PatchError } from './patch-error.js';
import { cloneJson, getKey, hasKey, isJsonObject, jsonEqual, setKey } from './json-value.js';
/** The apiserver's limit on operations in one JSON patch (handlers/patch.go). */
export const MAX_JSON_PATCH_OPERATIONS = 10_000;
const MISSING = 'missing value';
const INVALID_INDEX = 'invalid index referenced';
const TEST_FAILED = 'test failed';
function goJsonKind(v) {
    if (Array.isArray(v))
        return 'array';
    if (v === null)
        return 'null';
    if (typeof v === 'object')
        return 'object';
    if (typeof v === 'boolean')
        return 'bool';
    return typeof v;
}
/**
 * `jsonpatch.DecodePatch`: the document must be a JSON array whose elements are objects
 * (or null). Throws `PatchError` of kind `BadRequest` otherwise.
 */
export function decodeJsonPatch(patch) {
    if (patch === null)
        return [];
    if (!Array.isArray(patch)) {
        throw new PatchError(`json: cannot unmarshal ${goJsonKind(patch)} into Go value of type jsonpatch.Patch`, 'BadRequest');
    }
    return patch.map((op) => {
        if (op === null)
            return null;
        if (!isJsonObject(op)) {
            throw new PatchError(`json: cannot unmarshal ${goJsonKind(op)} into Go value of type jsonpatch.Operation`, 'BadRequest');
        }
        return op;
    });
}
/** Go's strconv.Atoi: optional sign, decimal digits, int64 range. */
function atoi(s) {
    const quoted = JSON.stringify(s);
    if (!/^[+-]?\d+$/.test(s))
        return { ok: false, message: `strconv.Atoi: parsing ${quoted}: invalid syntax` };
    const big = BigInt(s);
    if (big > 9223372036854775807n || big < -9223372036854775808n) {
        return { ok: false, message: `strconv.Atoi: parsing ${quoted}: value out of range` };
    }
    return { ok: true, n: Number(big) };
}
function invalidIndex(idx) {
    return { message: `Unable to access invalid index: ${idx}: ${INVALID_INDEX}`, missing: false };
}
function decodePatchKey(k) {
    // strings.NewReplacer("~1", "/", "~0", "~"): one left-to-right pass, no rescanning.
    return k.replace(/~[01]/g, (m) => (m === '~1' ? '/' : '~'));
}
function get(con, key) {
    if (con.kind === 'object') {
        if (!hasKey(con.obj, key)) {
            return { ok: false, failure: { message: `unable to get nonexistent key: ${key}: ${MISSING}`, missing: true } };
        }
        return { ok: true, value: con.obj[key] };
    }
    const parsed = atoi(key);
    if (!parsed.ok)
        return { ok: false, failure: { message: parsed.message, missing: false } };
    let idx = parsed.n;
    const len = con.arr.length;
    if (idx < 0) {
        if (idx < -len)
            return { ok: false, failure: invalidIndex(idx) };
        idx += len;
    }
    if (idx >= len)
        return { ok: false, failure: invalidIndex(idx) };
    return { ok: true, value: con.arr[idx] };
}
function add(con, key, value) {
    if (con.kind === 'object') {
        setKey(con.obj, key, value);
        return undefined;
    }
    if (key === '-') {
        con.arr.push(value);
        return undefined;
    }
    const parsed = atoi(key);
    if (!parsed.ok)
        return { message: `value was not a proper array index: '${key}': ${parsed.message}`, missing: false };
    let idx = parsed.n;
    const size = con.arr.length + 1;
    if (idx >= size)
        return invalidIndex(idx);
    if (idx < 0) {
        if (idx < -size)
            return invalidIndex(idx);
        idx += size;
    }
    con.arr.splice(idx, 0, value);
    return undefined;
}
/** Only used by replace, after `get` has validated the key. */
function set(con, key, value) {
    if (con.kind === 'object') {
        setKey(con.obj, key, value);
        return undefined;
    }
    const parsed = atoi(key);
    if (!parsed.ok)
        return { message: parsed.message, missing: false };
    let idx = parsed.n;
    if (idx < 0) {
        if (idx < -con.arr.length)
            return invalidIndex(idx);
        idx += con.arr.length;
    }
    con.arr[idx] = value;
    return undefined;
}
function remove(con, key) {
    if (con.kind === 'object') {
        if (!hasKey(con.obj, key))
            return { message: `unable to remove nonexistent key: ${key}: ${MISSING}`, missing: true };
        delete con.obj[key];
        return undefined;
    }
    const parsed = atoi(key);
    if (!parsed.ok)
        return { message: parsed.message, missing: false };
    let idx = parsed.n;
    const len = con.arr.length;
    if (idx >= len)
        return invalidIndex(idx);
    if (idx < 0) {
        if (idx < -len)
            return invalidIndex(idx);
        idx += len;
    }
    con.arr.splice(idx, 1);
    return undefined;
}
function containerOf(v) {
    if (Array.isArray(v))
        return { kind: 'array', arr: v };
    if (isJsonObject(v))
        return { kind: 'object', obj: v };
    return undefined;
}
/** `findObject`: the container holding the last segment of `path`, or undefined. */
function findObject(root, path) {
    const split = path.split('/');
    if (split.length < 2)
        return undefined;
    let con = root;
    for (let i = 1; i < split.length - 1; i++) {
        const next = get(con, decodePatchKey(split[i]));
        if (!next.ok || next.value === null)
            return undefined;
        const c = containerOf(next.value);
        if (!c)
            return undefined;
        con = c;
    }
    return { con, key: decodePatchKey(split[split.length - 1]) };
}
/** A string field of an operation: Operation.Path()/From(). */
function stringField(op, field) {
    const v = getKey(op, field);
    if (v === undefined || v === null) {
        return {
            ok: false,
            message: field === 'path' ? `operation missing path field: ${MISSING}` : `operation, missing from field: ${MISSING}`,
        };
    }
    if (typeof v !== 'string')
        return { ok: false, message: `json: cannot unmarshal ${goJsonKind(v)} into Go value of type string` };
    return { ok: true, value: v };
}
function opKind(op) {
    if (!op)
        return 'unknown';
    const v = getKey(op, 'op');
    return typeof v === 'string' ? v : 'unknown';
}
function reject(message) {
    throw new PatchError(message, 'Rejected');
}
/**
 * Apply an RFC 6902 patch to a copy of `doc` and return the result. `patch` is the decoded
 * JSON body (validated with `decodeJsonPatch`). Throws `PatchError` (see module contract).
 */
export function applyJsonPatch(doc, patch, options = {}) {
    const ops = decodeJsonPatch(patch);
    const maxOperations = options.maxOperations ?? MAX_JSON_PATCH_OPERATIONS;
    if (ops.length > maxOperations) {
        throw new PatchError(`The allowed maximum operations in a JSON patch is ${maxOperations}, got ${ops.length}`, 'RequestEntityTooLarge');
    }
    let root = containerOf(cloneJson(doc));
    if (!root)
        throw new PatchError(`json: cannot unmarshal ${goJsonKind(doc)} into Go value of type jsonpatch.partialDoc`, 'Internal');
    const copyLimit = options.accumulatedCopySizeLimit ?? 0;
    let copied = 0;
    for (const rawOp of ops) {
        const kind = opKind(rawOp);
        const op = rawOp ?? {};
        const hasValue = hasKey(op, 'value');
        const value = () => (hasValue ? cloneJson(op.value) : null);
        switch (kind) {
            case 'add': {
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`add operation failed to decode path: ${MISSING}`);
                const found = findObject(root, path.value);
                if (!found)
                    reject(`add operation does not apply: doc is missing path: "${path.value}": ${MISSING}`);
                const f = add(found.con, found.key, value());
                if (f)
                    reject(`error in add for path: '${path.value}': ${f.message}`);
                break;
            }
            case 'remove': {
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`remove operation failed to decode path: ${MISSING}`);
                const found = findObject(root, path.value);
                if (!found)
                    reject(`remove operation does not apply: doc is missing path: "${path.value}": ${MISSING}`);
                const f = remove(found.con, found.key);
                if (f)
                    reject(`error in remove for path: '${path.value}': ${f.message}`);
                break;
            }
            case 'replace': {
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`replace operation failed to decode path: ${path.message}`);
                if (path.value === '') {
                    // Upstream wraps a nil error here, so a scalar value is silently ignored.
                    const c = hasValue ? containerOf(value()) : undefined;
                    if (c)
                        root = c;
                    break;
                }
                const found = findObject(root, path.value);
                if (!found)
                    reject(`replace operation does not apply: doc is missing path: ${path.value}: ${MISSING}`);
                if (!get(found.con, found.key).ok)
                    reject(`replace operation does not apply: doc is missing key: ${path.value}: ${MISSING}`);
                const f = set(found.con, found.key, value());
                if (f)
                    reject(`error in remove for path: '${path.value}': ${f.message}`);
                break;
            }
            case 'move': {
                const from = stringField(op, 'from');
                if (!from.ok)
                    reject(`move operation failed to decode from: ${from.message}`);
                const src = findObject(root, from.value);
                if (!src)
                    reject(`move operation does not apply: doc is missing from path: ${from.value}: ${MISSING}`);
                const got = get(src.con, src.key);
                if (!got.ok)
                    reject(`error in move for path: '${src.key}': ${got.failure.message}`);
                const rf = remove(src.con, src.key);
                if (rf)
                    reject(`error in move for path: '${src.key}': ${rf.message}`);
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`move operation failed to decode path: ${path.message}`);
                const dst = findObject(root, path.value);
                if (!dst)
                    reject(`move operation does not apply: doc is missing destination path: ${path.value}: ${MISSING}`);
                const af = add(dst.con, dst.key, got.value);
                if (af)
                    reject(`error in move for path: '${path.value}': ${af.message}`);
                break;
            }
            case 'copy': {
                const from = stringField(op, 'from');
                if (!from.ok)
                    reject(`copy operation failed to decode from: ${from.message}`);
                const src = findObject(root, from.value);
                if (!src)
                    reject(`copy operation does not apply: doc is missing from path: ${from.value}: ${MISSING}`);
                const got = get(src.con, src.key);
                if (!got.ok)
                    reject(`error in copy for from: '${from.value}': ${got.failure.message}`);
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`copy operation failed to decode path: ${MISSING}`);
                const dst = findObject(root, path.value);
                if (!dst)
                    reject(`copy operation does not apply: doc is missing destination path: ${path.value}: ${MISSING}`);
                const copy = cloneJson(got.value);
                copied += got.value === null ? 0 : Buffer.byteLength(JSON.stringify(copy), 'utf8');
                if (copyLimit > 0 && copied > copyLimit) {
                    reject(`Unable to complete the copy, the accumulated size increase of copy is ${copied}, exceeding the limit ${copyLimit}`);
                }
                const af = add(dst.con, dst.key, copy);
                if (af)
                    reject(`error while adding value during copy: ${af.message}`);
                break;
            }
            case 'test': {
                const path = stringField(op, 'path');
                if (!path.ok)
                    reject(`test operation failed to decode path: ${path.message}`);
                if (path.value === '') {
                    const self = root.kind === 'object' ? root.obj : root.arr;
                    if (hasValue && jsonEqual(self, op.value))
                        break;
                    reject(`testing value ${path.value} failed: ${TEST_FAILED}`);
                }
                const found = findObject(root, path.value);
                if (!found)
                    reject(`test operation does not apply: is missing path: ${path.value}: ${MISSING}`);
                const got = get(found.con, found.key);
                if (!got.ok && !got.failure.missing)
                    reject(`error in test for path: '${path.value}': ${got.failure.message}`);
                const actual = got.ok ? got.value : null;
                if (actual === null) {
                    if (hasValue && op.value === null)
                        break;
                    reject(`testing value ${path.value} failed: ${TEST_FAILED}`);
                }
                if (hasValue && jsonEqual(actual, op.value))
                    break;
                reject(`testing value ${path.value} failed: ${TEST_FAILED}`);
            }
            default:
                reject(`Unexpected kind: ${kind}`);
        }
    }
    return root.kind === 'object' ? root.obj : root.arr;
}
//# sourceMappingURL=json-patch.js.map