/**
 * The storage contract: a versioned key-value store shaped like etcd v3.
 *
 * - One global, strictly increasing revision counter; every successful create, update
 *   and delete advances it by exactly one and stamps the affected key with it.
 * - Values are opaque serialised bytes (the server stores encoded objects); storage never
 *   decodes them, so a corrupt value can be stored and read back as is.
 * - Keys sort by plain string comparison (code unit order); lists return keys in that order.
 * - Reads at an older revision see exactly the state as of that revision, until the
 *   revision is compacted.
 *
 * Every backend (in-memory today, SQLite and etcd later) must pass
 * test/server/storage/conformance.ts.
 */
export class StorageError extends Error {
    code;
    key;
    /** For Conflict: the key's current modRevision. For Compacted: the compacted revision. */
    revision;
    constructor(code, key, revision, message) {
        super(message ?? `${code}: key ${JSON.stringify(key)} at revision ${revision}`);
        this.name = 'StorageError';
        this.code = code;
        this.key = key;
        this.revision = revision;
    }
}
//# sourceMappingURL=storage.js.map