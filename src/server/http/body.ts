/**
 * Reading request bodies with a size limit (upstream: 3 MiB default max request body).
 */
import type { IncomingMessage } from 'node:http';
import { statusErrors } from '../../meta/status.js';

export const DEFAULT_MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = DEFAULT_MAX_REQUEST_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw statusErrors.requestEntityTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw statusErrors.requestEntityTooLarge(limit);
    chunks.push(buf);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}
