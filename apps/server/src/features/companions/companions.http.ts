import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptCompanionInvitationBody,
  AccompaniedPerson,
  ApiError,
  Companion,
  CompanionInvitation,
  CompanionRead,
  CreateCompanionInvitationBody,
  IdParams,
  UpdateCompanionBody,
  z,
} from '@sendero/shared';
import type { CompanionService } from './companion.service.js';
import { peopleHttp } from './people.http.js';

const security = [{ bearer: [] }];
const tags = ['companions'];
const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

/** The person's calls: their codes, their companions, what each one sees, and the record of their reads. */
const personCallsHttp: FastifyPluginAsyncZod<{ companions: CompanionService }> = async (app, { companions }) => {
  app.addHook('onRequest', app.authenticate);
  // Every answer here is about a person: plugins/security.ts sends `no-store` for every /api route.

  app.post('/companions/invitations', {
    schema: {
      tags,
      summary: 'Crear un código de 8 letras y números para que alguien me acompañe: un solo uso, válido 7 días',
      security,
      body: CreateCompanionInvitationBody,
      response: { 201: CompanionInvitation, 400: ApiError, 401: ApiError },
    },
    handler: async (request, reply) => reply.code(201).send(await companions.createInvitation(request.auth.userId, request.body.scopes)),
  });

  app.post('/companions/accept', {
    schema: {
      tags,
      summary: 'Aceptar el código de otra persona para acompañarla (el propio → 400; desconocido, usado o caducado → 404; ya la acompaño → 409)',
      security,
      body: AcceptCompanionInvitationBody,
      response: { 201: AccompaniedPerson, ...errors, 409: ApiError },
    },
    handler: async (request, reply) => reply.code(201).send(await companions.accept(request.auth.userId, request.body.code, request.ip)),
  });

  app.get('/companions', {
    schema: {
      tags,
      summary: 'Mis acompañantes activos: qué puede ver cada uno y cuándo leyó por última vez',
      security,
      response: { 200: z.array(Companion), 401: ApiError },
    },
    handler: async (request) => companions.list(request.auth.userId),
  });

  app.patch('/companions/:id', {
    schema: {
      tags,
      summary: 'Cambiar lo que ve un acompañante y si le avisamos cuando escribo algo preocupante',
      security,
      params: IdParams,
      body: UpdateCompanionBody,
      response: { 200: Companion, ...errors },
    },
    handler: async (request) => companions.update(request.auth.userId, request.params.id, request.body),
  });

  app.delete('/companions/:id', {
    schema: {
      tags,
      summary: 'Terminar el acompañamiento (la persona o su acompañante); el acceso termina al instante',
      security,
      params: IdParams,
      response: { 204: z.null().describe('Terminado'), ...errors },
    },
    handler: async (request, reply) => {
      await companions.end(request.auth.userId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/companions/:id/audit', {
    schema: {
      tags,
      summary: 'Cada lectura de mi acompañante, con lo que leyó, de la más reciente a la más antigua',
      security,
      params: IdParams,
      response: { 200: z.array(CompanionRead), ...errors },
    },
    handler: async (request) => companions.audit(request.auth.userId, request.params.id),
  });
};

/** docs/product.md#companions-wellbeing-checks-and-organisations "A companion, with consent": the person's calls, then the companion's (decision 035). */
export const companionsHttp: FastifyPluginAsyncZod<{ companions: CompanionService }> = async (app, options) => {
  await app.register(personCallsHttp, options);
  await app.register(peopleHttp, options);
};
