/**
 * Demo objects seeded by `ctl server --demo` and `ctl demo`, so a newcomer has
 * something to get, watch and edit.
 */
import type { KubeObject } from '../meta/types.js';
export declare const DEMO_OBJECTS: readonly KubeObject[];
