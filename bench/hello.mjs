// The floor every API figure is divided by: a bare Fastify hello world in its own process, as
// the app server is, so both pay the same process and loopback costs on this noisy machine.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
