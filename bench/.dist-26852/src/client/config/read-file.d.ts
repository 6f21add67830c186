/**
 * Reads a whole text file. Returns undefined when the file does not exist (Go's
 * `os.IsNotExist`); throws for any other failure (permissions, a directory, ...).
 */
export type ReadFile = (path: string) => string | undefined;
/** The default {@link ReadFile}, on `node:fs`. */
export declare function readFileFromDisk(path: string): string | undefined;
