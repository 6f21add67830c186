/**
 * Health checks: named probes run by /healthz, /livez and /readyz (apiserver/pkg/server/healthz).
 */
import type { Clock } from '../../meta/clock.js';
/**
 * One named check. `check` resolves when healthy and throws (or rejects) when not; the error
 * message is logged and shown on the individual endpoint (`/readyz/<name>`), never on the
 * aggregate endpoints. Checks run on every probe, so they must be cheap and must not hang:
 * a check that waits on I/O carries its own timeout.
 */
export interface HealthCheck {
    /** Shown as `[+]<name> ok`; also the path segment of the individual endpoint. */
    readonly name: string;
    check(): void | Promise<void>;
}
/** A check from a name and a function. */
export declare function namedCheck(name: string, check: () => void | Promise<void>): HealthCheck;
/** `ping`: always healthy. The default when a registry has no checks. */
export declare const pingCheck: HealthCheck;
/**
 * `log`: upstream checks that the logger flushed within two minutes. This server logs
 * synchronously, so the check always passes; it exists so the check list matches upstream's.
 */
export declare const logCheck: HealthCheck;
/**
 * Wrap a check so that it passes until `delayMs` after this call (`--livez-grace-period`):
 * boot-sequence checks must not kill a server that is still starting.
 */
export declare function delayedCheck(inner: HealthCheck, clock: Clock, delayMs: number): HealthCheck;
/**
 * A post-start hook's check, `poststarthook/<name>`: fails with `not finished` until `done()`
 * is called; never fails again afterwards.
 */
export interface PostStartHookCheck extends HealthCheck {
    done(): void;
    readonly finished: boolean;
}
export declare function postStartHookCheck(hookName: string): PostStartHookCheck;
