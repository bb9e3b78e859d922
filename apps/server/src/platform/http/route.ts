import fastifyMultipart from '@fastify/multipart';
import { answerSchema, API_PREFIX, ErrorCodes, type Endpoint, type ParsedInput, type Reply } from '@apm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../auth/principal.js';

/** The request a handler gets: its input parsed by the endpoint's schema, and its caller. */
export type RouteRequest<E extends Endpoint> = FastifyRequest & {
  input: ParsedInput<E>;
  /** Null only on public calls. */
  principal: E['access'] extends 'public' ? Principal | null : Principal;
};

type Handler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<
  E['transport'] extends 'download' | 'events'
    ? FastifyReply
    : Record<never, never> extends Reply<E>
      ? Reply<E> | void
      : Reply<E>
>;

/** One route: an endpoint of the contract and the handler that serves it. */
export interface Route {
  endpoint: Endpoint;
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Pairs an endpoint with its handler; modules list their routes with it. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>): Route {
  return { endpoint, handler: handler as unknown as Route['handler'] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's definition of the call this route serves. */
    endpoint?: Endpoint;
  }
}

const binary = z.string().meta({ format: 'binary' });

/**
 * Registers routes on `app` (mounted under API_PREFIX) from their endpoints: method, path, access,
 * input parsed and answer checked by the contract's schemas; the success envelope is built here.
 */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[], parsesMultipart = false): void {
  for (const r of routes) {
    const { endpoint: e, handler } = r;
    if (e.transport === 'upload' && !parsesMultipart) {
      // An upload gets the multipart parser in a scope of its own, limited to its endpoint's size.
      void app.register(async (scope) => {
        await scope.register(fastifyMultipart, { limits: { fileSize: e.maxBytes, files: 1, fields: 4 } });
        registerRoutes(scope, [r], true);
      });
      continue;
    }
    const inQuery = e.method === 'GET' || e.transport !== 'form';
    app.route({
      method: e.method,
      url: e.path,
      ...(e.transport === 'form' && e.maxBytes !== undefined && { bodyLimit: e.maxBytes }),
      config: {
        endpoint: e,
        access: e.access,
        changesState: e.changesState,
        allowExpiredPassword: e.allowExpiredPassword,
        device: e.device,
      },
      schema: {
        tags: [e.tag],
        summary: e.summary,
        ...(e.description && { description: e.description }),
        ...(inQuery ? { querystring: e.input } : { body: e.input }),
        ...(e.transport === 'upload' && { consumes: ['multipart/form-data'] }),
        ...(e.transport === 'download' && { produces: [e.produces ?? 'application/octet-stream'] }),
        ...(e.transport === 'events' && { produces: ['text/event-stream'] }),
        response: { 200: e.transport === 'form' || e.transport === 'upload' ? answerSchema(e) : binary },
      },
      // A POST without a body (no content type, nothing sent) is a call with no fields, as an empty form is.
      ...(!inQuery && {
        preValidation: async (req: FastifyRequest) => {
          req.body ??= {};
        },
      }),
      handler: async (req, reply) => {
        (req as { input?: unknown }).input = inQuery ? req.query : req.body;
        const answer = await handler(req, reply);
        // Downloads and event streams answer themselves, and so does a call that answered 304.
        if (e.transport === 'download' || e.transport === 'events' || reply.sent) return answer;
        return { code: ErrorCodes.OK.code, message: ErrorCodes.OK.text, ...(answer as object | undefined) };
      },
    });
  }
}

/** The full path of an endpoint, as a browser calls it. */
export const urlOf = (e: Pick<Endpoint, 'path'>) => `${API_PREFIX}${e.path}`;
