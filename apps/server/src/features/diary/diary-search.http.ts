import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, DiaryPage, DiarySearchQuery } from '@sendero/shared';
import type { DiarySearch } from './diary-search.service.js';

export const diarySearchHttp: FastifyPluginAsyncZod<{ search: DiarySearch }> = async (app, { search }) => {
  // Only the caller's own diary is ever searched: the token is checked before the query.
  app.addHook('onRequest', app.authenticate);

  app.get('/diary/search', {
    schema: {
      tags: ['diary'],
      summary: 'Buscar en el propio diario: palabras en el texto, el comentario y las actividades, con filtros; de la más reciente a la más antigua',
      description:
        'Las palabras se comparan sin tildes ni mayúsculas. Una página puede llegar con menos entradas (o ninguna) y un cursor: la búsqueda leyó su parte del diario y sigue en la página siguiente.',
      security: [{ bearer: [] }],
      querystring: DiarySearchQuery,
      response: { 200: DiaryPage, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => search.search(request.auth.userId, request.query),
  });
};
