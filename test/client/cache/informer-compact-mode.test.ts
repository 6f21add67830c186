/**
 * The informer tests built on harness.ts, run again with `cache: 'compact'` (handler
 * semantics must be those of the default cache). The imported files register their tests
 * here; `useCacheMode` runs before any test body, as the imports only register.
 */
import { useCacheMode } from './harness.js';
import './informer-backoff.test.js';
import './informer-cache.test.js';
import './informer-handlers.test.js';
import './informer-list-watch.test.js';
import './informer-relist.test.js';
import './informer-watchlist.test.js';

useCacheMode('compact');
