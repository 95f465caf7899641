import type {} from '@fastify/multipart';
import type { FileUploadSpec } from '@playdeck/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { refuseNulBytes } from './nul-bytes';

/** A file of a multipart request, read whole (its size bounded by the operation's `files`). */
export interface Upload {
  field: string;
  filename: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a `multipart` operation (lib/operation-route). */
    uploads: Upload[];
  }
}

/** @fastify/multipart's limit errors, as the answers the contract declares. */
const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'upload.too.large',
  FST_FILES_LIMIT: 'upload.too.many',
  FST_PARTS_LIMIT: 'request.malformed',
  FST_FIELDS_LIMIT: 'request.malformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.malformed',
};

/**
 * Reads a multipart/form-data request: its text fields become the body (validated by the
 * operation's schema next), its files `request.uploads`. Limits are applied while reading, so a
 * fourth file or a file one byte over is refused before it is held in memory.
 */
export async function readMultipart(request: FastifyRequest, files: FileUploadSpec): Promise<void> {
  if (!request.isMultipart()) throw new AppError('request.malformed');
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  try {
    const parts = request.parts({
      limits: { files: files.maxFiles, fileSize: files.maxBytes, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== files.field) throw new AppError('request.malformed');
        uploads.push({ field: part.fieldname, filename: part.filename, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && LIMIT_ERRORS[code]) throw new AppError(LIMIT_ERRORS[code]);
    throw error;
  }
  refuseNulBytes({ body: fields });
  request.body = fields;
  request.uploads = uploads;
}
