// Types for scripts/generate-protobuf.mjs, so TypeScript tests can import the generator directly.

/** The .proto files the decoders are generated from, relative to the repository root. */
export declare const PROTOBUF_INPUTS: readonly string[];
/** Full text of generated/protobuf-decoders.ts for the definitions under `rootDir`; writes nothing. */
export declare function renderProtobufDecoders(rootDir: string): Promise<string>;
