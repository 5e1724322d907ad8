import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGroup,
  ApiError,
  CreatedGroup,
  CreateGroupBody,
  FacilitatedGroup,
  GroupFacilitatorsBody,
  GroupReport,
  GroupReportQuery,
  GroupRoutesBody,
  IdParams,
  JoinedGroup,
  JoinGroupBody,
  MyGroup,
  z,
} from '@sendero/shared';
import type { GroupService } from './group.service.js';
import { reportCsv } from './report-csv.js';

type Options = { groups: GroupService };

const tags = ['groups'];
const security = [{ bearer: [] }];
const guarded = { 401: ApiError, 403: ApiError };

/** Groups and programmes (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"). Every call needs a token; /admin/… an ADMIN's. */
export const groupsHttp: FastifyPluginAsyncZod<Options> = async (app, { groups }) => {
  adminEndpoints(app, groups);
  memberEndpoints(app, groups);
  reportEndpoints(app, groups);
};

type GroupsApp = Parameters<FastifyPluginAsyncZod>[0];

/** /admin/groups…: creating groups, their facilitators and their routes (an ADMIN's token). */
function adminEndpoints(app: GroupsApp, groups: GroupService) {
  app.post('/admin/groups', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Crear un grupo con un código para unirse (solo ADMIN)',
      security,
      body: CreateGroupBody,
      response: { 201: CreatedGroup, 400: ApiError, ...guarded },
    },
    handler: async (request, reply) => reply.code(201).send(await groups.create(request.body.name)),
  });

  app.get('/admin/groups', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Todos los grupos, con quienes los facilitan, sus rutas y cuántas personas participan (null por debajo de 10; solo ADMIN)',
      security,
      response: { 200: z.array(AdminGroup), ...guarded },
    },
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await groups.listForAdmin()),
  });

  app.put('/admin/groups/:id/facilitators', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Quiénes facilitan el grupo (sustituye la lista; una persona desconocida → 400; solo ADMIN)',
      security,
      params: IdParams,
      body: GroupFacilitatorsBody,
      response: { 200: AdminGroup, 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await groups.setFacilitators(request.params.id, request.body.userIds)),
  });

  app.put('/admin/groups/:id/routes', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Las rutas del grupo, en este orden (sustituye la lista; una ruta desconocida → 400; solo ADMIN)',
      security,
      params: IdParams,
      body: GroupRoutesBody,
      response: { 200: AdminGroup, 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await groups.setRoutes(request.params.id, request.body.routeIds)),
  });
}

/** Joining, leaving and listing one's groups: as a member, and as a facilitator. */
function memberEndpoints(app: GroupsApp, groups: GroupService) {
  app.post('/groups/join', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Unirme a un grupo con su código (201; 200 si ya estaba; quien lo facilita → 409)',
      security,
      body: JoinGroupBody,
      response: { 200: JoinedGroup, 201: JoinedGroup, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const { group, created } = await groups.join(request.auth.userId, request.body.code, request.ip);
      return reply.code(created ? 201 : 200).send(group);
    },
  });

  app.delete('/groups/:id/membership', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Salir de un grupo', security, params: IdParams, response: { 204: z.null(), 400: ApiError, 401: ApiError, 404: ApiError } },
    handler: async (request, reply) => {
      await groups.leave(request.auth.userId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/groups', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Mis grupos como participante, con sus rutas en orden', security, response: { 200: z.array(MyGroup), 401: ApiError } },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await groups.mine(request.auth.userId)),
  });

  app.get('/groups/facilitated', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Los grupos que facilito (todos, si soy ADMIN)', security, response: { 200: z.array(FacilitatedGroup), 401: ApiError } },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await groups.facilitated(request.auth)),
  });
}

/** The group's report, as JSON and as CSV, with the same suppressed figures (facilitators and ADMIN). */
function reportEndpoints(app: GroupsApp, groups: GroupService) {
  const reportSchema = {
    tags,
    security,
    params: IdParams,
    querystring: GroupReportQuery,
  };

  app.get('/groups/:id/report', {
    onRequest: app.authenticate,
    schema: {
      ...reportSchema,
      summary:
        'Informe del grupo en semanas enteras (12 por defecto; from y to opcionales): solo recuentos, y null donde describirían a menos de 10 personas (quienes lo facilitan y ADMIN)',
      response: { 200: GroupReport, 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await groups.report(request.auth, request.params.id, request.query)),
  });

  app.get('/groups/:id/report.csv', {
    onRequest: app.authenticate,
    schema: {
      ...reportSchema,
      summary: 'El mismo informe en CSV (UTF-8 con BOM), con las mismas cifras ocultas',
      produces: ['text/csv'],
      response: { 200: z.string(), 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => {
      const { name, report } = await groups.namedReport(request.auth, request.params.id, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="informe-del-grupo.csv"')
        .send(reportCsv(name, report));
    },
  });
}
