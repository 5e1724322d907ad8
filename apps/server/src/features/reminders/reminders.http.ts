import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  PushPublicKey,
  PushSubscriptionBody,
  PushSubscriptionRemoveBody,
  ReminderSettings,
  ReminderSettingsBody,
  reminderMessages,
  UnsubscribeResult,
  z,
} from '@sendero/shared';
import type { RemindersService } from './reminders.service.js';

const tags = ['reminders'];
const security = [{ bearer: [] }];
const TokenParams = z.object({ token: z.string().max(100) });

export const remindersHttp: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (app, { reminders }) => {
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form; the body is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  app.get('/reminders', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Mi recordatorio diario (valores por defecto antes de guardarlo)', security, response: { 200: ReminderSettings, 401: ApiError } },
    handler: async (request) => reminders.get(request.auth.userId),
  });

  app.put('/reminders', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Guardar mi recordatorio diario: activado, hora local HH:MM, zona horaria IANA y canales (email, push)',
      security,
      body: ReminderSettingsBody,
      response: { 200: ReminderSettings, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => reminders.save(request.auth.userId, request.body),
  });

  app.get('/reminders/push-key', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Clave pública VAPID para suscribir este navegador a los avisos',
      security,
      response: { 200: PushPublicKey, 401: ApiError, 404: ApiError },
    },
    handler: async () => ({ publicKey: reminders.publicKey() }),
  });

  app.put('/reminders/push-subscriptions', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Guardar la suscripción Web Push de este navegador (PushSubscription.toJSON())',
      description:
        'Solo endpoints https de los servicios de avisos admitidos (PUSH_SERVICE_HOSTS); como mucho 10 dispositivos por persona (400). ' +
        'Un endpoint que ya pertenece a otra cuenta: 409, sin cambios.',
      security,
      body: PushSubscriptionBody,
      response: { 204: z.null().describe('Guardada'), 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      await reminders.addDevice(request.auth.userId, request.body);
      return reply.code(204).send(null);
    },
  });

  app.delete('/reminders/push-subscriptions', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Quitar la suscripción Web Push de este navegador',
      security,
      body: PushSubscriptionRemoveBody,
      response: { 204: z.null().describe('Quitada (o no existía)'), 400: ApiError, 401: ApiError },
    },
    handler: async (request, reply) => {
      await reminders.removeDevice(request.auth.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  });

  app.post('/reminders/unsubscribe/:token', {
    // The stop link of the emails: works without signing in, as often as it is used.
    schema: {
      tags,
      summary: 'Dejar de recibir los recordatorios por correo (enlace firmado del correo; RFC 8058 un clic)',
      params: TokenParams,
      response: { 200: UnsubscribeResult, 400: ApiError, 404: ApiError },
    },
    handler: async (request) => {
      await reminders.unsubscribe(request.params.token);
      return { message: reminderMessages.unsubscribed };
    },
  });
};
