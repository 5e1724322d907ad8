import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  Content,
  ContentsQuery,
  CreateInteractionBody,
  IdParams,
  Interaction,
  Route,
  RouteProgress,
  StartRouteBody,
  Technique,
  UpdateInteractionBody,
  UpdateInteractionResponse,
  UpdateRouteProgressBody,
  z,
} from '@sendero/shared';
import type { ContentService } from './content.service.js';
import type { ProgressService } from './progress.service.js';
import type { RouteService } from './route.service.js';
import { asReply } from '../../lib/prewritten-json.js';

const security = [{ bearer: [] }];
const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

type Options = { routes: RouteService; contents: ContentService; progress: ProgressService };

/** The learner's calls (docs/product.md#learning): routes and contents with the caller's own progress, and that progress. */
export const learnerHttp: FastifyPluginAsyncZod<Options> = async (app, { routes, contents, progress }) => {
  // Every call here is the caller's own learning: the token is checked before the body, so a
  // caller without one always hears 401.
  app.addHook('onRequest', app.authenticate);

  app.get('/routes', {
    schema: { tags: ['routes'], summary: 'Rutas en orden, con el progreso de quien llama', security, response: { 200: z.array(Route), 401: ApiError } },
    handler: async (request) => asReply(await routes.list(request.auth.userId)),
  });

  app.get('/contents', {
    schema: {
      tags: ['contents'],
      summary: 'Contenidos de una ruta en orden',
      security,
      querystring: ContentsQuery,
      response: { 200: z.array(Content), ...errors },
    },
    handler: async (request) => contents.list(request.auth.userId, request.query.routeId),
  });

  app.get('/contents/:id', {
    schema: { tags: ['contents'], summary: 'Un contenido', security, params: IdParams, response: { 200: Content, ...errors } },
    handler: async (request) => contents.get(request.auth.userId, request.params.id),
  });

  app.get('/techniques', {
    schema: {
      tags: ['progress'],
      summary: 'Mis Técnicas: los audios y vídeos guiados que completé, para repetirlos',
      security,
      response: { 200: z.array(Technique), 401: ApiError },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await progress.techniques(request.auth.userId)),
  });

  app.post('/user-progress', {
    schema: {
      tags: ['progress'],
      summary: 'Comenzar una ruta (idempotente: devuelve el progreso existente)',
      security,
      body: StartRouteBody,
      response: { 200: RouteProgress, 201: RouteProgress, ...errors },
    },
    handler: async (request, reply) => {
      const { created, progress: record } = await progress.startRoute(request.auth.userId, request.body.routeId);
      return reply.code(created ? 201 : 200).send(record);
    },
  });

  app.patch('/user-progress/:id', {
    schema: {
      tags: ['progress'],
      summary: 'Registrar que se abrió la ruta',
      security,
      params: IdParams,
      body: UpdateRouteProgressBody,
      response: { 200: RouteProgress, ...errors },
    },
    handler: async (request) => progress.touchRoute(request.auth.userId, request.params.id),
  });

  app.post('/user-progress/interaction', {
    schema: {
      tags: ['progress'],
      summary: 'Primera visita a un contenido (idempotente)',
      security,
      body: CreateInteractionBody,
      response: { 200: Interaction, 201: Interaction, ...errors },
    },
    handler: async (request, reply) => {
      const { created, interaction } = await progress.createInteraction(request.auth.userId, request.body);
      return reply.code(created ? 201 : 200).send(interaction);
    },
  });

  app.patch('/user-progress/interaction/:id', {
    schema: {
      tags: ['progress'],
      summary: 'Completar un contenido, guardar respuestas del cuestionario o registrar una visita',
      security,
      params: IdParams,
      body: UpdateInteractionBody,
      response: { 200: UpdateInteractionResponse, ...errors },
    },
    handler: async (request) => progress.updateInteraction(request.auth.userId, request.params.id, request.body),
  });
};
