/** The annotation on the BOOKMARK that ends a watch's initial events (sendInitialEvents). */
export const INITIAL_EVENTS_END_ANNOTATION = 'cluster.io/initial-events-end';
//# sourceMappingURL=watch-event.js.map