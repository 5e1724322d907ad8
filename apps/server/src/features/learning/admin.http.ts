import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  Content,
  ContentFields,
  contentFileKind,
  ContentType,
  errorMessages,
  IdParams,
  ReorderContentsBody,
  ReorderRoutesBody,
  Route,
  RouteFields,
  RouteFieldsPatch,
  UserProgressQuery,
  UserRouteProgressItem,
  z,
} from '@sendero/shared';
import { HttpError } from '../../lib/http-errors.js';
import type { Files, FormRules, MultipartForm } from '../../lib/files/index.js';
import type { ContentService } from './content.service.js';
import type { ReportService } from './report.service.js';
import type { RouteService } from './route.service.js';
import { asReply } from '../../lib/prewritten-json.js';

type Options = { files: Files; routes: RouteService; contents: ContentService; reports: ReportService };

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: ApiError, 403: ApiError };
const formErrors = { 400: ApiError, ...guarded, 404: ApiError, 413: ApiError, 415: ApiError };

// What OpenAPI shows for the multipart bodies. The multipart parser leaves the body null (hence
// nullish); the handlers stream the parts and validate them with the shared schemas.
const FileUpload = z.string().meta({ format: 'binary' });
const RouteForm = RouteFields.extend({ coverImage: FileUpload.optional() });
const RouteFormPatch = RouteFieldsPatch.extend({ coverImage: FileUpload.optional() });
const ContentForm = ContentFields.extend({ file: FileUpload.optional() });
const consumes = ['multipart/form-data'];

const routeForm: FormRules = { fields: ['title', 'type', 'description', 'coverImageAlt'], fileField: 'coverImage', kinds: ['image'] };
const routePatchForm: FormRules = { ...routeForm, fields: [...routeForm.fields, 'removeCoverImage'] };
const contentForm: FormRules = {
  fields: ['routeId', 'title', 'type', 'content', 'points', 'duration', 'quizData', 'subtitles', 'fileAlt'],
  fileField: 'file',
  kinds: ['image', 'audio', 'video'],
  kindFromFields: (fields) => {
    const type = ContentType.safeParse(fields.type);
    return type.success ? contentFileKind[type.data] : undefined;
  },
};
// A video's captions come in their own call: the form reader takes one file per form (decision 054).
const captionsForm: FormRules = { fields: [], fileField: 'captions', kinds: ['captions'] };
const CaptionsForm = z.object({ captions: FileUpload });

async function requireMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, errorMessages.unsupportedMediaType);
}

/** The admin back-office API (docs/product.md#screens Admin). Every call: a valid token of an ADMIN, checked before the body is read. */
export const adminHttp: FastifyPluginAsyncZod<Options> = async (app, { files, routes, contents, reports }) => {
  app.addHook('onRequest', app.requireAdmin);
  // Multipart is accepted here only; files are streamed by the services' form reader, never buffered.
  await app.register(multipart);
  const form = (request: FastifyRequest, rules: FormRules) => files.readForm(request, rules);

  routeEndpoints(app, form, routes);
  contentEndpoints(app, form, contents);

  app.get('/user-progress', {
    schema: {
      tags,
      summary: 'Progreso de cada usuario en una ruta, visita más reciente primero',
      security,
      querystring: UserProgressQuery,
      response: { 200: z.array(UserRouteProgressItem), 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request) => reports.routeProgress(request.query.routeId),
  });
};

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];
type ReadForm = (request: FastifyRequest, rules: FormRules) => Promise<MultipartForm>;

/** POST, PATCH, DELETE /routes and PATCH /routes/reorder. */
function routeEndpoints(app: AdminApp, form: ReadForm, routes: RouteService) {
  app.post('/routes', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary: 'Crear una ruta (multipart: title, type, description, coverImage opcional)',
      security,
      consumes,
      body: RouteForm.nullish(),
      response: { 201: Route, ...formErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await routes.create(request.auth.userId, await form(request, routeForm))),
  });

  app.patch('/routes/reorder', {
    schema: {
      tags,
      summary: 'Reordenar todas las rutas (queda 1..n)',
      security,
      body: ReorderRoutesBody,
      response: { 200: z.array(Route), 400: ApiError, ...guarded },
    },
    handler: async (request) => asReply(await routes.reorder(request.auth.userId, request.body)),
  });

  app.patch('/routes/:id', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary: 'Editar una ruta (multipart, cualquier subconjunto; removeCoverImage=true quita la portada)',
      security,
      consumes,
      params: IdParams,
      body: RouteFormPatch.nullish(),
      response: { 200: Route, ...formErrors },
    },
    handler: async (request) => routes.update(request.auth.userId, request.params.id, await form(request, routePatchForm)),
  });

  app.delete('/routes/:id', {
    schema: {
      tags,
      summary: 'Eliminar una ruta con sus contenidos, progresos, interacciones y archivos',
      security,
      params: IdParams,
      response: { 204: z.null().describe('Eliminada'), 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => {
      await routes.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
}

/** POST, PATCH, DELETE /contents, PATCH /contents/reorder, and a video's captions. */
function contentEndpoints(app: AdminApp, form: ReadForm, contents: ContentService) {
  app.post('/contents', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary: 'Crear un contenido (multipart: routeId, title, type, content, points, duration, quizData, subtitles, file)',
      security,
      consumes,
      body: ContentForm.nullish(),
      response: { 201: Content, ...formErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await contents.create(request.auth.userId, await form(request, contentForm))),
  });

  app.patch('/contents/reorder', {
    schema: {
      tags,
      summary: 'Reordenar los contenidos de una ruta (queda 1..n)',
      security,
      body: ReorderContentsBody,
      response: { 200: z.array(Content), 400: ApiError, ...guarded },
    },
    handler: async (request) => contents.reorder(request.auth.userId, request.body),
  });

  /** A multipart write of one content by id: the form read with `rules`, handed to `write`, the content answered. */
  const contentFormRoute = (
    method: 'PATCH' | 'PUT',
    url: string,
    { summary, body, rules }: { summary: string; body: z.ZodType; rules: FormRules },
    write: (adminId: string, contentId: string, form: MultipartForm) => Promise<Content>,
  ) =>
    app.route({
      method,
      url,
      preValidation: requireMultipart,
      schema: { tags, summary, security, consumes, params: IdParams, body: body.nullish(), response: { 200: Content, ...formErrors } },
      handler: async (request) => write(request.auth.userId, request.params.id, await form(request, rules)),
    });

  contentFormRoute(
    'PATCH',
    '/contents/:id',
    { summary: 'Editar un contenido (multipart, cualquier subconjunto; no cambia de ruta)', body: ContentForm.partial(), rules: contentForm },
    contents.update,
  );

  contentFormRoute(
    'PUT',
    '/contents/:id/captions',
    {
      summary: 'Subir los subtítulos WebVTT de un video (multipart: captions, hasta 1 MB); reemplaza los anteriores',
      body: CaptionsForm,
      rules: captionsForm,
    },
    contents.setCaptions,
  );

  app.delete('/contents/:id/captions', {
    schema: {
      tags,
      summary: 'Quitar los subtítulos de un video',
      security,
      params: IdParams,
      response: { 200: Content, 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request) => contents.removeCaptions(request.auth.userId, request.params.id),
  });

  app.delete('/contents/:id', {
    schema: {
      tags,
      summary: 'Eliminar un contenido y cerrar el hueco en su ruta',
      security,
      params: IdParams,
      response: { 204: z.null().describe('Eliminado'), 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request, reply) => {
      await contents.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
}
