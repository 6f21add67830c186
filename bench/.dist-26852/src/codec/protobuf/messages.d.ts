import { type ProtoReader, type ProtoWriter } from './wire.js';
export type JsonObject = Record<string, unknown>;
/** A message: how to read it from the current reader limit and how to write it. */
export interface MessageCodec {
    /**
     * Reads fields until `r.limit`. A top-level object gets `kind` and `apiVersion` first (as in
     * JSON); list items pass undefined and carry neither.
     */
    read(r: ProtoReader, kind: string | undefined, apiVersion: string | undefined): JsonObject;
    write(w: ProtoWriter, obj: JsonObject, path: string): void;
}
export declare function readObjectMeta(r: ProtoReader): JsonObject;
export declare function writeObjectMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void;
export declare function readListMeta(r: ProtoReader): JsonObject;
export declare function writeListMeta(w: ProtoWriter, tag: number, v: unknown, path: string): void;
export declare const statusMessage: MessageCodec;
export declare const tableOptionsMessage: MessageCodec;
/** A message whose only field is `metadata` (1: ObjectMeta). */
export declare const partialObjectMetadataMessage: MessageCodec;
export declare const namespaceMessage: MessageCodec;
export declare const leaseCandidateMessage: MessageCodec;
export declare const runtimeClassMessage: MessageCodec;
export declare function listMessage(item: MessageCodec): MessageCodec;
