/**
 * A body as consecutive byte pieces and their total length: what the list encoders produce
 * (their memoised item bytes, not copies) and what the server writes without first joining
 * them into one body-sized buffer.
 */
export interface ByteParts {
  readonly parts: readonly Uint8Array[];
  readonly byteLength: number;
}

/** The pieces joined into one buffer. */
export function joinParts(body: ByteParts): Buffer {
  return Buffer.concat(body.parts, body.byteLength);
}
