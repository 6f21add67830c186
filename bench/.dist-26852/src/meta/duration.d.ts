/**
 * apimachinery's `duration.HumanDuration`: the AGE column format.
 * Input is a duration in milliseconds.
 */
export declare function humanDuration(ms: number): string;
