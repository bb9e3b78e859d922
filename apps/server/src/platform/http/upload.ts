import type { FastifyRequest } from 'fastify';
import { AppError } from './envelope.js';

/**
 * The one uploaded file of a multipart request (the route's plugin registration sets the size
 * limit); a missing or too large file is a field error on `file`.
 */
export async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'required' }] });
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'fileTooLarge' }] });
    }
    throw err;
  }
}
