import type { UserInfo } from './user-info.js';
/** Invalid token file. `code` is stable; the message names the line. */
export declare class TokenFileError extends Error {
    readonly code: "ERR_TOKEN_FILE";
    constructor(message: string);
}
/** Go encoding/csv records (RFC 4180 with Go's leniencies off: bare quotes are errors). */
export declare function parseCsv(text: string): {
    fields: string[];
    line: number;
}[];
export interface TokenFile {
    /** Users by token. */
    readonly users: ReadonlyMap<string, UserInfo>;
    /** Empty-token and duplicate-token notices, upstream wording. */
    readonly warnings: readonly string[];
}
/**
 * Parse token file text. @param source name used in messages (the file path).
 * @throws TokenFileError for malformed CSV or short records
 */
export declare function loadTokenFile(text: string, source?: string): TokenFile;
/**
 * Looks up bearer tokens in a loaded file. Comparison hashes both sides first so that lookup
 * time does not depend on how much of a guessed token matches.
 */
export declare class TokenFileAuthenticator {
    private readonly byDigest;
    constructor(file: TokenFile);
    /** The token's user, or undefined when the token is not in the file. */
    authenticateToken(token: string): UserInfo | undefined;
}
