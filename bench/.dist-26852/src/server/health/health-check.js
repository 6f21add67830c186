/** A check from a name and a function. */
export function namedCheck(name, check) {
    return { name, check };
}
/** `ping`: always healthy. The default when a registry has no checks. */
export const pingCheck = namedCheck('ping', () => { });
/**
 * `log`: upstream checks that the logger flushed within two minutes. This server logs
 * synchronously, so the check always passes; it exists so the check list matches upstream's.
 */
export const logCheck = namedCheck('log', () => { });
/**
 * Wrap a check so that it passes until `delayMs` after this call (`--livez-grace-period`):
 * boot-sequence checks must not kill a server that is still starting.
 */
export function delayedCheck(inner, clock, delayMs) {
    const startCheckingAt = clock.now() + delayMs;
    return namedCheck(inner.name, () => {
        // Upstream compares with After(): at exactly the boundary the check still passes.
        if (clock.now() > startCheckingAt)
            return inner.check();
    });
}
export function postStartHookCheck(hookName) {
    let finished = false;
    return {
        name: `poststarthook/${hookName}`,
        check() {
            if (!finished)
                throw new Error('not finished');
        },
        done() {
            finished = true;
        },
        get finished() {
            return finished;
        },
    };
}
//# sourceMappingURL=health-check.js.map