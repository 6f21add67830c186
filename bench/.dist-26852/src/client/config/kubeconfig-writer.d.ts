import { type KubeconfigContext, type KubeconfigFile, type LoadKubeconfigOptions, type MergedKubeconfig } from './kubeconfig.js';
/** Writes a whole text file, creating parent directories. */
export type WriteFile = (path: string, text: string) => void;
/** The default {@link WriteFile}: directories 0755, the file 0600 (it holds credentials). */
export declare function writeFileToDisk(path: string, text: string): void;
export interface KubeconfigAccess extends LoadKubeconfigOptions {
    readonly writeFile?: WriteFile;
}
/** client-go `GetDefaultFilename` (module comment). */
export declare function kubeconfigDefaultFilename(access?: KubeconfigAccess): string;
/** `PathOptions.GetStartingConfig`: the merged view; a missing explicit file is empty. */
export declare function loadStartingConfig(access?: KubeconfigAccess): MergedKubeconfig;
/** clientcmd `getConfigFromFile`: one file as written, or the empty config when it does not exist. */
export declare function readKubeconfigFile(access: KubeconfigAccess, path: string): KubeconfigFile;
/**
 * Makes `name` the current context (clientcmd `writeCurrentContext`, see the module
 * comment). Validation (the context must exist) is the caller's, as in kubectl.
 */
export declare function writeCurrentContext(access: KubeconfigAccess, name: string): void;
/**
 * Stores a context under `name`: back into the file that defines it, or into the default
 * file when it is new. Nothing is written when the stored context would not change.
 * Returns whether the context existed before.
 */
export declare function writeContext(access: KubeconfigAccess, name: string, context: KubeconfigContext): {
    existed: boolean;
};
