/**
 * The one file-system capability the kubeconfig code needs, injectable so tests and
 * other runtimes supply their own.
 */
import { readFileSync } from 'node:fs';
/** The default {@link ReadFile}, on `node:fs`. */
export function readFileFromDisk(path) {
    try {
        return readFileSync(path, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
}
//# sourceMappingURL=read-file.js.map