import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES, INPUT_MESSAGES } from '@platform/contracts';
import { BadRequestError, PayloadTooLargeError } from './domain-errors.js';

/**
 * The one file of a multipart request, read into memory (max 10 MB). A truncated or malformed
 * multipart body is the client's fault: 400, never the 500 that the parser's bare errors used to give.
 */
export async function readMultipartFile(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Uint8Array } | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    if (!file) return undefined;
    return { filename: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new PayloadTooLargeError(FILE_MESSAGES.tooLarge, { file: FILE_MESSAGES.tooLarge });
    }
    throw new BadRequestError(INPUT_MESSAGES.malformedMultipart, { file: INPUT_MESSAGES.malformedMultipart });
  }
}
