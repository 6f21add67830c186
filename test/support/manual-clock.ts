/** The test kit's manual clock (src/testing/manual-clock.ts), re-exported for the project's tests. */
export { ManualClock, flush } from '../../src/testing/manual-clock.js';
