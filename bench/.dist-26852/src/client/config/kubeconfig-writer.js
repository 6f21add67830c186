/**
 * Editing kubeconfig files the way `kubectl config` does (client-go clientcmd
 * `PathOptions` and `ModifyConfig`):
 *
 * - The starting configuration is the merged view (kubeconfig.ts precedence); a missing
 *   `--kubeconfig` file is an empty configuration here, since the edit will create it.
 * - The default file to write is the explicit file, else the first file of the precedence
 *   that exists, else the first file of the precedence (`$KUBECONFIG`'s first entry, or
 *   `~/.kube/config`): client-go `GetDefaultFilename`.
 * - A changed context is written back to the file it came from; a new one goes to the
 *   default file.
 * - A new current-context goes to the explicit file; else to the first file of the
 *   precedence that already sets a current-context (nothing is written when that file
 *   already names the same context); else to the default file.
 *
 * Each write reads that one file as it is on disk (relative paths stay relative), changes
 * only the stanza concerned, and writes the whole file with serializeKubeconfig, creating
 * missing directories (0755) and files (0600) as client-go does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { ConfigError, goPathError } from './config-error.js';
import { emptyKubeconfig, kubeconfigLoadingPrecedence, loadKubeconfig, parseKubeconfig, serializeKubeconfig, } from './kubeconfig.js';
import { readFileFromDisk } from './read-file.js';
/** The default {@link WriteFile}: directories 0755, the file 0600 (it holds credentials). */
export function writeFileToDisk(path, text) {
    mkdirSync(nodePath.dirname(path), { recursive: true, mode: 0o755 });
    writeFileSync(path, text, { mode: 0o600 });
}
function absolute(access, path) {
    return nodePath.resolve(access.cwd ?? process.cwd(), path);
}
function exists(access, path) {
    try {
        return (access.readFile ?? readFileFromDisk)(absolute(access, path)) !== undefined;
    }
    catch {
        // os.Stat succeeds for a file that exists but cannot be read.
        return true;
    }
}
/** client-go `GetDefaultFilename` (module comment). */
export function kubeconfigDefaultFilename(access = {}) {
    if (access.explicitPath)
        return access.explicitPath;
    const precedence = kubeconfigLoadingPrecedence(access);
    return precedence.find((p) => exists(access, p)) ?? precedence[0];
}
/** `PathOptions.GetStartingConfig`: the merged view; a missing explicit file is empty. */
export function loadStartingConfig(access = {}) {
    try {
        return loadKubeconfig(access);
    }
    catch (err) {
        if (err instanceof ConfigError && err.reason === 'ExplicitFileNotFound')
            return emptyKubeconfig();
        throw err;
    }
}
/** clientcmd `getConfigFromFile`: one file as written, or the empty config when it does not exist. */
export function readKubeconfigFile(access, path) {
    const file = absolute(access, path);
    let text;
    try {
        text = (access.readFile ?? readFileFromDisk)(file);
    }
    catch (err) {
        throw new ConfigError(goPathError('open', path, err), { reason: 'LoadFailed', cause: err });
    }
    if (text === undefined)
        return {};
    try {
        return parseKubeconfig(text);
    }
    catch (err) {
        throw new ConfigError(`error loading config file "${path}": ${err instanceof Error ? err.message : String(err)}`, { reason: 'LoadFailed', cause: err });
    }
}
function writeKubeconfigFile(access, path, config) {
    (access.writeFile ?? writeFileToDisk)(absolute(access, path), serializeKubeconfig(config));
}
function sameJson(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/**
 * Makes `name` the current context (clientcmd `writeCurrentContext`, see the module
 * comment). Validation (the context must exist) is the caller's, as in kubectl.
 */
export function writeCurrentContext(access, name) {
    if (loadStartingConfig(access).currentContext === name)
        return;
    if (access.explicitPath) {
        const file = readKubeconfigFile(access, access.explicitPath);
        writeKubeconfigFile(access, access.explicitPath, { ...file, 'current-context': name });
        return;
    }
    if (name !== '') {
        for (const path of kubeconfigLoadingPrecedence(access)) {
            const file = readKubeconfigFile(access, path);
            if (file['current-context'] === name)
                return;
            if (file['current-context']) {
                writeKubeconfigFile(access, path, { ...file, 'current-context': name });
                return;
            }
        }
    }
    const path = kubeconfigDefaultFilename(access);
    writeKubeconfigFile(access, path, { ...readKubeconfigFile(access, path), 'current-context': name });
}
/**
 * Stores a context under `name`: back into the file that defines it, or into the default
 * file when it is new. Nothing is written when the stored context would not change.
 * Returns whether the context existed before.
 */
export function writeContext(access, name, context) {
    const starting = loadStartingConfig(access);
    const previous = starting.contexts.get(name);
    if (previous && sameJson(previous.context, context))
        return { existed: true };
    const path = access.explicitPath ?? previous?.locationOfOrigin ?? kubeconfigDefaultFilename(access);
    const file = readKubeconfigFile(access, path);
    const contexts = [...(file.contexts ?? []).filter((c) => c.name !== name), { name, context }];
    writeKubeconfigFile(access, path, { ...file, contexts });
    return { existed: previous !== undefined };
}
//# sourceMappingURL=kubeconfig-writer.js.map