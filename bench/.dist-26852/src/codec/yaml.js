/**
 * YAML codec (application/yaml), built on the `yaml` package.
 *
 * Decoding (one document, YAML 1.2 core schema, `<<` merge keys allowed):
 * - safe against entity-expansion bombs: at most `maxAliasCount` (default 100) alias
 *   expansions, and input larger than `maxBytes` (default 32 MiB) is refused before parsing;
 * - duplicate keys are accepted, the last one winning (as upstream's non-strict decode), and
 *   reported by `decodeYamlWithDuplicates` as field paths in upstream's strict-error notation
 *   (`spec.leaseName`, `items[0].metadata.name`) for `fieldValidation`;
 * - the result is JSON data: NaN/Infinity (`.nan`, `.inf`) and non-scalar keys are rejected,
 *   scalar keys become strings (`1: x` -> `"1"`), as sigs.k8s.io/yaml's YAMLToJSON does;
 * - with the 1.2 core schema, `yes`/`no`/`on`/`off` stay strings and `0777` is decimal, which
 *   is what upstream produces for string fields (its YAML 1.1 reading of them only applies to
 *   untyped values).
 *
 * Encoding resembles Go's sigs.k8s.io/yaml (go-yaml v2) output: block style, two-space indent,
 * sequences not indented under their key, YAML 1.1 quoting (`"yes"`, `"n"`, timestamps and
 * numeric-looking strings are quoted), literal blocks for multi-line strings, no anchors, a
 * trailing newline. Keys keep the object's order (Go sorts them; pass `sortKeys: true` for that).
 */
import YAML from 'yaml';
import { CodecError } from './codec.js';
const { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, stringify } = YAML;
export const YAML_MEDIA_TYPE = 'application/yaml';
export const DEFAULT_YAML_MAX_ALIAS_COUNT = 100;
export const DEFAULT_YAML_MAX_BYTES = 32 * 1024 * 1024;
function yamlError(message, cause) {
    return new CodecError(YAML_MEDIA_TYPE, message, cause === undefined ? undefined : { cause });
}
function childPath(parent, key) {
    return parent === '' ? key : `${parent}.${key}`;
}
/** Walk the document tree (not through aliases) collecting duplicate keys; iterative, so deep input cannot overflow the stack. */
function findDuplicates(root) {
    const found = [];
    const seenPaths = new Set();
    const stack = [{ node: root, path: '' }];
    while (stack.length > 0) {
        const { node, path } = stack.pop();
        if (isMap(node)) {
            const keys = new Set();
            const children = [];
            for (const pair of node.items) {
                if (!isPair(pair))
                    continue;
                const k = pair.key;
                if (!isScalar(k))
                    continue;
                const name = k.value === null ? 'null' : String(k.value);
                if (name === '<<')
                    continue; // merge key, not a field
                const p = childPath(path, name);
                if (keys.has(name)) {
                    if (!seenPaths.has(p)) {
                        seenPaths.add(p);
                        found.push({ path: p, offset: k.range?.[0] ?? 0 });
                    }
                }
                else
                    keys.add(name);
                children.push({ node: pair.value, path: p });
            }
            for (let i = children.length - 1; i >= 0; i--)
                stack.push(children[i]);
        }
        else if (isSeq(node)) {
            for (let i = node.items.length - 1; i >= 0; i--)
                stack.push({ node: node.items[i], path: `${path}[${i}]` });
        }
    }
    // Document order of the repeated occurrences, as a streaming decoder would report them.
    return found.sort((a, b) => a.offset - b.offset).map((d) => d.path);
}
/** Reject what JSON cannot carry; iterative (the value may be deep). */
function checkJsonData(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                throw yamlError(`yaml: ${v} is not a JSON number`);
        }
        else if (typeof v === 'bigint') {
            throw yamlError('yaml: integer out of range');
        }
        else if (Array.isArray(v)) {
            for (const x of v)
                stack.push(x);
        }
        else if (typeof v === 'object' && v !== null) {
            if (v instanceof Map || v instanceof Set || v instanceof Date || ArrayBuffer.isView(v))
                throw yamlError('yaml: value is not JSON data');
            for (const k of Object.keys(v))
                stack.push(v[k]);
        }
    }
}
/** Keys must be scalars (sigs.k8s.io/yaml refuses maps or sequences as keys). */
function checkKeys(root) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (isMap(node)) {
            for (const pair of node.items) {
                if (!isPair(pair))
                    continue;
                if (pair.key !== null && !isScalar(pair.key) && !isAlias(pair.key))
                    throw yamlError('yaml: map keys must be scalars');
                stack.push(pair.value);
            }
        }
        else if (isSeq(node))
            for (const item of node.items)
                stack.push(item);
    }
}
/** Parse one YAML document; duplicate keys are reported, not rejected. Throws `CodecError`. */
export function decodeYamlWithDuplicates(text, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_YAML_MAX_BYTES;
    if (text.length > maxBytes)
        throw yamlError(`yaml: document of ${text.length} characters exceeds the maximum of ${maxBytes}`);
    try {
        const doc = parseDocument(text, { uniqueKeys: false, merge: true, version: '1.2', schema: 'core', prettyErrors: false });
        const first = doc.errors[0];
        if (first)
            throw yamlError(`yaml: ${first.message}`, first);
        checkKeys(doc.contents);
        const duplicates = findDuplicates(doc.contents);
        const value = doc.toJS({ maxAliasCount: options.maxAliasCount ?? DEFAULT_YAML_MAX_ALIAS_COUNT }) ?? null;
        checkJsonData(value);
        return { value, duplicates };
    }
    catch (err) {
        if (err instanceof CodecError)
            throw err;
        // ReferenceError for alias bombs, RangeError for nesting beyond the stack, YAMLError, ...
        throw yamlError(`yaml: ${err.message}`, err);
    }
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function bytesToText(bytes, maxBytes) {
    if (bytes.length > maxBytes)
        throw yamlError(`yaml: document of ${bytes.length} bytes exceeds the maximum of ${maxBytes}`);
    try {
        return utf8.decode(bytes);
    }
    catch (err) {
        throw yamlError('yaml: invalid UTF-8', err);
    }
}
/** Decode bytes (UTF-8) to a value, ignoring duplicate keys (last wins). */
export function decodeYaml(bytes, options = {}) {
    return decodeYamlWithDuplicates(bytesToText(bytes, options.maxBytes ?? DEFAULT_YAML_MAX_BYTES), options).value;
}
/** The JSON data model of a value: `toJSON` applied, undefined members dropped; NaN/Inf rejected (Go's JSON refuses them). */
function toJsonData(value) {
    const text = JSON.stringify(value, (_key, v) => {
        if (typeof v === 'number' && !Number.isFinite(v))
            throw yamlError(`yaml: cannot encode ${v}`);
        if (typeof v === 'bigint')
            return Number(v);
        return v;
    });
    return text === undefined ? null : JSON.parse(text);
}
/** Encode a value as one YAML document (see the module comment for the style). */
export function encodeYaml(value, options = {}) {
    let data;
    try {
        data = toJsonData(value);
    }
    catch (err) {
        if (err instanceof CodecError)
            throw err;
        throw yamlError(`yaml: cannot encode: ${err.message}`, err);
    }
    return stringify(data, {
        version: '1.1',
        indent: 2,
        indentSeq: false,
        aliasDuplicateObjects: false,
        sortMapEntries: options.sortKeys === true,
        lineWidth: 80,
    });
}
export const yamlCodec = {
    mediaType: YAML_MEDIA_TYPE,
    encode(obj) {
        return Buffer.from(encodeYaml(obj), 'utf8');
    },
    decode(bytes) {
        return decodeYaml(bytes);
    },
};
//# sourceMappingURL=yaml.js.map