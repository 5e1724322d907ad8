import http from 'node:http';
import type net from 'node:net';

export type ModelRequest = { authorization: string | undefined; model: string; system: string; user: string };

/** The label the server puts in its prompt ("Cómo me siento: Mal."), for answers that fit it. */
const feelingInPrompt = /Cómo me siento: ([^.\n]+)\./;

/** What the fake model answers to a prompt: markdown that names the feeling it was given. */
export function fakeAdvice(feelingLabel: string): string {
  return [
    `**Consejo del modelo de prueba** para un día «${feelingLabel}».`,
    '',
    '- Respira despacio durante un minuto.',
    '- Escribe una cosa que hoy haya salido bien.',
    '',
    '_Respuesta automática del modelo de prueba._',
  ].join('\n');
}

/**
 * A loopback server that speaks OpenAI's Chat Completions protocol (POST /v1/chat/completions),
 * as Ollama, vLLM or llama.cpp do, answering in the JSON the app asks for ({risk, advice}). It
 * records every request so tests can check what reached it.
 */
export async function startFakeModel(): Promise<{ baseUrl: string; requests: ModelRequest[]; close: () => Promise<void> }> {
  const requests: ModelRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const parsed = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
      const system = parsed.messages.find((message) => message.role === 'system')?.content ?? '';
      const user = parsed.messages.find((message) => message.role === 'user')?.content ?? '';
      requests.push({ authorization: request.headers.authorization, model: parsed.model, system, user });
      const feeling = feelingInPrompt.exec(user)?.[1] ?? 'sin nombre';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: parsed.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify({ risk: 'none', advice: fakeAdvice(feeling) }) }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
