/**
 * The feature gates this server knows, with their 1.33 stage and default (the API level the
 * server reports). Stages and defaults are upstream's (apiserver/pkg/features at v0.33 and the
 * seed's declarative-validation table); the server consults only some of them, the others are
 * accepted so that `--feature-gates` lines written for a real kube-apiserver of that release
 * keep parsing.
 */
import { FeatureGate, type FeatureSpec } from './feature-gate.js';

export const KNOWN_FEATURES = {
  /** gzip for get and list responses. */
  APIResponseCompression: { default: true, preRelease: 'BETA', description: 'Compress GET and LIST responses.' },
  /** Deletion of objects that cannot be decoded, with `ignoreStoreReadErrorWithClusterBreakingPotential`. */
  AllowUnsafeMalformedObjectDeletion: {
    default: false,
    preRelease: 'ALPHA',
    description: 'Allow deleting corrupt objects with ignoreStoreReadErrorWithClusterBreakingPotential.',
  },
  /** Client certificates may carry a user UID in subject attribute 1.3.6.1.4.1.57683.2. */
  AllowParsingUserUIDFromCertAuth: {
    default: true,
    preRelease: 'BETA',
    description: 'Read the user UID from client certificates.',
  },
  /** Serve (and store) CBOR. */
  CBORServingAndStorage: { default: false, preRelease: 'ALPHA', description: 'Serve application/cbor.' },
  /** Serve consistent lists from the watch cache. */
  ConsistentListFromCache: { default: true, preRelease: 'BETA', description: 'Serve consistent lists from the watch cache.' },
  /** Run declarative validation beside hand-written validation and count mismatches. */
  DeclarativeValidation: {
    default: true,
    preRelease: 'BETA',
    description: 'Run declarative validation and compare it with hand-written validation.',
  },
  /**
   * Coordinated leader election (KEP-4355). Beta in 1.33, off by default. Off, the Lease strategy
   * drops `spec.strategy` and `spec.preferredHolder` that the stored object did not already have.
   */
  CoordinatedLeaderElection: {
    default: false,
    preRelease: 'BETA',
    description: 'Coordinated leader election: Lease strategy and preferredHolder, LeaseCandidate election.',
  },
  /** Declarative validation results are authoritative. Has no effect without DeclarativeValidation. */
  DeclarativeValidationTakeover: {
    default: false,
    preRelease: 'BETA',
    requires: ['DeclarativeValidation'],
    description: 'Make declarative validation authoritative.',
  },
  /** List from a cache snapshot at an exact resource version. */
  ListFromCacheSnapshot: { default: false, preRelease: 'ALPHA', description: 'Serve exact-version lists from cache snapshots.' },
  /** GA in 1.32: generateName creation retries on name conflicts. Locked. */
  RetryGenerateName: { default: true, preRelease: 'GA', lockToDefault: true, description: 'Retry generateName conflicts.' },
  /** Deprecated in 1.33 (default false). */
  SeparateCacheWatchRPC: { default: false, preRelease: 'DEPRECATED', description: 'Separate gRPC stream for watch cache watches.' },
  /** Streaming encoder for JSON lists (byte-identical output). */
  StreamingCollectionEncodingToJSON: {
    default: true,
    preRelease: 'BETA',
    description: 'Encode JSON lists item by item.',
  },
  /** Streaming encoder for protobuf lists (byte-identical output). */
  StreamingCollectionEncodingToProtobuf: {
    default: true,
    preRelease: 'BETA',
    description: 'Encode protobuf lists item by item.',
  },
  /** Streaming lists (watch with sendInitialEvents). Beta, switched back off in 1.33. */
  WatchList: { default: false, preRelease: 'BETA', description: 'Serve lists as watch streams (sendInitialEvents).' },
} as const satisfies Record<string, FeatureSpec>;

export type KnownFeature = keyof typeof KNOWN_FEATURES;

/** A fresh gate over KNOWN_FEATURES, at defaults. */
export function newFeatureGate(): FeatureGate<KnownFeature> {
  return new FeatureGate<KnownFeature>(KNOWN_FEATURES);
}
