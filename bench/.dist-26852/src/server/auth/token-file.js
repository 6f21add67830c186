/**
 * Static bearer tokens from a `--token-auth-file` (apiserver tokenfile.go): a CSV file with
 * records `token,user,uid[,"group1,group2,..."]`.
 *
 * Parsing follows Go's encoding/csv with FieldsPerRecord = -1: fields separated by commas,
 * double-quoted fields may contain commas, newlines and `""` escapes; `\r\n` ends a record like
 * `\n`; empty lines are skipped. A record with fewer than 3 fields is an error; a record with an
 * empty token is skipped with a warning; a later duplicate token replaces the earlier one with a
 * warning. Groups are the 4th field split on commas, as upstream (no trimming).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
/** Invalid token file. `code` is stable; the message names the line. */
export class TokenFileError extends Error {
    code = 'ERR_TOKEN_FILE';
    constructor(message) {
        super(message);
        this.name = 'TokenFileError';
    }
}
/** Go encoding/csv records (RFC 4180 with Go's leniencies off: bare quotes are errors). */
export function parseCsv(text) {
    const records = [];
    let line = 1;
    let i = 0;
    const n = text.length;
    while (i < n) {
        const recordLine = line;
        // Empty lines are skipped.
        if (text[i] === '\n') {
            i++;
            line++;
            continue;
        }
        if (text[i] === '\r' && text[i + 1] === '\n') {
            i += 2;
            line++;
            continue;
        }
        const fields = [];
        for (;;) {
            let field = '';
            if (text[i] === '"') {
                i++;
                for (;;) {
                    if (i >= n)
                        throw new TokenFileError(`record on line ${recordLine}: extraneous or missing " in quoted-field`);
                    const c = text[i];
                    if (c === '"') {
                        if (text[i + 1] === '"') {
                            field += '"';
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    if (c === '\n')
                        line++;
                    field += c;
                    i++;
                }
                if (i < n && text[i] !== ',' && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) {
                    throw new TokenFileError(`record on line ${recordLine}: extraneous or missing " in quoted-field`);
                }
            }
            else {
                while (i < n && text[i] !== ',' && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) {
                    if (text[i] === '"')
                        throw new TokenFileError(`record on line ${recordLine}: bare " in non-quoted-field`);
                    field += text[i];
                    i++;
                }
            }
            fields.push(field);
            if (text[i] === ',') {
                i++;
                continue;
            }
            break;
        }
        if (text[i] === '\r')
            i++;
        if (text[i] === '\n') {
            i++;
            line++;
        }
        records.push({ fields, line: recordLine });
    }
    return records;
}
/**
 * Parse token file text. @param source name used in messages (the file path).
 * @throws TokenFileError for malformed CSV or short records
 */
export function loadTokenFile(text, source = 'token file') {
    const users = new Map();
    const warnings = [];
    let recordNum = 0;
    for (const { fields, line } of parseCsv(text)) {
        if (fields.length < 3) {
            throw new TokenFileError(`token file '${source}' must have at least 3 columns (token, user name, user uid), found ${fields.length} (line ${line})`);
        }
        recordNum++;
        const [token, username, uid] = fields;
        if (token === '') {
            warnings.push(`empty token has been found in token file '${source}', record number '${recordNum}'`);
            continue;
        }
        if (users.has(token))
            warnings.push(`duplicate token has been found in token file '${source}', record number '${recordNum}'`);
        users.set(token, { username, uid, groups: fields.length >= 4 ? fields[3].split(',') : [], extra: {} });
    }
    return { users, warnings };
}
/**
 * Looks up bearer tokens in a loaded file. Comparison hashes both sides first so that lookup
 * time does not depend on how much of a guessed token matches.
 */
export class TokenFileAuthenticator {
    byDigest;
    constructor(file) {
        this.byDigest = new Map();
        for (const [token, user] of file.users) {
            this.byDigest.set(createHash('sha256').update(token).digest('hex'), { token: Buffer.from(token), user });
        }
    }
    /** The token's user, or undefined when the token is not in the file. */
    authenticateToken(token) {
        const entry = this.byDigest.get(createHash('sha256').update(token).digest('hex'));
        if (!entry)
            return undefined;
        const given = Buffer.from(token);
        return given.length === entry.token.length && timingSafeEqual(given, entry.token) ? entry.user : undefined;
    }
}
//# sourceMappingURL=token-file.js.map