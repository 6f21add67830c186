/**
 * Feature gates the server consults, with the defaults of the API level it reports (1.33).
 * Issue 6 adds parsing of --feature-gates and the lifecycle rules.
 */
export interface FeatureGateValues {
  /** Streaming lists (watch with sendInitialEvents). Beta, off by default in 1.33. */
  readonly WatchList: boolean;
  /** gzip for get and list responses. Beta, on. */
  readonly APIResponseCompression: boolean;
  /** CBOR serving. Alpha, off. */
  readonly CBORServingAndStorage: boolean;
  /** DELETE with ignoreStoreReadErrorWithClusterBreakingPotential for corrupt objects. Alpha, off. */
  readonly AllowUnsafeMalformedObjectDeletion: boolean;
}

export const DEFAULT_FEATURE_GATES: FeatureGateValues = {
  WatchList: false,
  APIResponseCompression: true,
  CBORServingAndStorage: false,
  AllowUnsafeMalformedObjectDeletion: false,
};
