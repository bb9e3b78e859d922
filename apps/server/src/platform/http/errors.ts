import { ErrorCodes, type FieldError } from '@apm/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './envelope.js';

/** Turns every thrown error into the envelope: AppErrors as they are, validation as 400, the rest as 500. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return reply.status(err.status).send(err.toEnvelope());
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: FieldError[] = err.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'invalid',
    }));
    return reply.status(400).send(new AppError('VALIDATION', { fields }).toEnvelope());
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return reply
      .status(err.statusCode)
      .send({ code: ErrorCodes.VALIDATION.code, message: err.message || ErrorCodes.VALIDATION.text });
  }
  req.log.error({ err }, 'request failed');
  return reply.status(500).send({ code: ErrorCodes.INTERNAL.code, message: ErrorCodes.INTERNAL.text });
}
