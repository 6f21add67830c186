/**
 * The feature gates this server knows, with their 1.33 stage and default (the API level the
 * server reports). Stages and defaults are upstream's (apiserver/pkg/features at v0.33 and the
 * seed's declarative-validation table); the server consults only some of them, the others are
 * accepted so that `--feature-gates` lines written for a real kube-apiserver of that release
 * keep parsing.
 */
import { FeatureGate } from './feature-gate.js';
export declare const KNOWN_FEATURES: {
    /** gzip for get and list responses. */
    readonly APIResponseCompression: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Compress GET and LIST responses.";
    };
    /** Deletion of objects that cannot be decoded, with `ignoreStoreReadErrorWithClusterBreakingPotential`. */
    readonly AllowUnsafeMalformedObjectDeletion: {
        readonly default: false;
        readonly preRelease: "ALPHA";
        readonly description: "Allow deleting corrupt objects with ignoreStoreReadErrorWithClusterBreakingPotential.";
    };
    /** Client certificates may carry a user UID in subject attribute 1.3.6.1.4.1.57683.2. */
    readonly AllowParsingUserUIDFromCertAuth: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Read the user UID from client certificates.";
    };
    /** Serve (and store) CBOR. */
    readonly CBORServingAndStorage: {
        readonly default: false;
        readonly preRelease: "ALPHA";
        readonly description: "Serve application/cbor.";
    };
    /** Serve consistent lists from the watch cache. */
    readonly ConsistentListFromCache: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Serve consistent lists from the watch cache.";
    };
    /** Run declarative validation beside hand-written validation and count mismatches. */
    readonly DeclarativeValidation: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Run declarative validation and compare it with hand-written validation.";
    };
    /** Declarative validation results are authoritative. Has no effect without DeclarativeValidation. */
    readonly DeclarativeValidationTakeover: {
        readonly default: false;
        readonly preRelease: "BETA";
        readonly requires: readonly ["DeclarativeValidation"];
        readonly description: "Make declarative validation authoritative.";
    };
    /** List from a cache snapshot at an exact resource version. */
    readonly ListFromCacheSnapshot: {
        readonly default: false;
        readonly preRelease: "ALPHA";
        readonly description: "Serve exact-version lists from cache snapshots.";
    };
    /** GA in 1.32: generateName creation retries on name conflicts. Locked. */
    readonly RetryGenerateName: {
        readonly default: true;
        readonly preRelease: "GA";
        readonly lockToDefault: true;
        readonly description: "Retry generateName conflicts.";
    };
    /** Deprecated in 1.33 (default false). */
    readonly SeparateCacheWatchRPC: {
        readonly default: false;
        readonly preRelease: "DEPRECATED";
        readonly description: "Separate gRPC stream for watch cache watches.";
    };
    /** Streaming encoder for JSON lists (byte-identical output). */
    readonly StreamingCollectionEncodingToJSON: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Encode JSON lists item by item.";
    };
    /** Streaming encoder for protobuf lists (byte-identical output). */
    readonly StreamingCollectionEncodingToProtobuf: {
        readonly default: true;
        readonly preRelease: "BETA";
        readonly description: "Encode protobuf lists item by item.";
    };
    /** Streaming lists (watch with sendInitialEvents). Beta, switched back off in 1.33. */
    readonly WatchList: {
        readonly default: false;
        readonly preRelease: "BETA";
        readonly description: "Serve lists as watch streams (sendInitialEvents).";
    };
};
export type KnownFeature = keyof typeof KNOWN_FEATURES;
/** A fresh gate over KNOWN_FEATURES, at defaults. */
export declare function newFeatureGate(): FeatureGate<KnownFeature>;
