import type { Feeling, SpanishVariant } from '@sendero/shared';

/** `spanish`: the Spanish the person reads (issue 28); Spain's when absent. */
export type AdviceRequest = { feeling: Feeling; description: string; spanish?: SpanishVariant };

/** The model's own reading of the text: a second net behind the rule screen. */
export type AdviceRisk = 'none' | 'concern' | 'crisis';
export type Advice = { advice: string; risk: AdviceRisk };

/** Writes advice for one entry; rejects on failure or when `signal` aborts. */
export type AdviceProvider = { source: 'model' | 'builtin'; advise(request: AdviceRequest, signal: AbortSignal): Promise<Advice> };

const feelingNames: Record<Feeling, string> = {
  GREAT: 'Excelente',
  GOOD: 'Bien',
  NEUTRAL: 'Neutral',
  BAD: 'Mal',
  TERRIBLE: 'Terrible',
};

/** How the advice speaks to the person, in the Spanish they read (the rest of the instructions is the same for all). */
export const ADVICE_VOICE: Record<SpanishVariant, string> = {
  'es-ES': 'en el español de España, tuteando (tú)',
  'es-419':
    'en español latinoamericano neutro, tuteando (tú), con «ustedes» y nunca «vosotros», sin palabras propias de España como «vale», «ordenador», «móvil» o «coger»',
  'es-AR': 'en el español rioplatense de Argentina y Uruguay, con voseo («vos sentís», «contá», «podés», «escribí») y nunca con «tú» ni «vosotros»',
};

/** The model's instructions for a person who reads `spanish`. */
export const systemPrompt = (spanish: SpanishVariant = 'es-ES') =>
  [
    'Eres el acompañante de Sendero, una aplicación de bienestar emocional en español.',
    'Una persona acaba de escribir en su diario cómo se siente y qué pasó.',
    'Responde solo con un objeto JSON con dos campos, "risk" y "advice".',
    '"risk" vale "crisis" si el texto sugiere, aunque sea de forma velada, ideas de suicidio, autolesiones, un plan, un intento o que la persona no quiere seguir viviendo;',
    '"concern" si hay un malestar intenso sin esas señales; "none" en cualquier otro caso.',
    `"advice" es tu respuesta para la persona, ${ADVICE_VOICE[spanish]}, con calidez y respeto, en 80 a 150 palabras y en markdown sencillo:`,
    'reconoce lo que siente sin juzgar, y ofrece dos o tres ideas prácticas y concretas para hoy.',
    'No diagnostiques, no uses etiquetas clínicas, no sugieras ni menciones medicamentos ni dosis.',
    'Si lo que cuenta es muy difícil, anímale con suavidad a hablar con alguien de confianza o con un profesional.',
    'La aplicación ya avisa de que es una respuesta automática: no hace falta que lo digas.',
  ].join(' ');

const risks: Record<string, AdviceRisk> = { none: 'none', ninguno: 'none', concern: 'concern', preocupacion: 'concern', crisis: 'crisis' };

/**
 * Reads the model's answer. JSON as asked (also inside a code fence or after a preamble); a
 * model that ignores the format still gives usable advice, read as plain text without a risk.
 */
export function parseModelAnswer(text: string): Advice {
  const trimmed = text.trim();
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start !== -1 && end > start) {
    try {
      const parsed = JSON.parse(trimmed.slice(start, end + 1)) as Record<string, unknown>;
      const rawRisk = String(parsed.risk ?? parsed.riesgo ?? 'none')
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .trim();
      // An unknown level is read as concern: never quieter than what the model seemed to say.
      const risk = risks[rawRisk] ?? 'concern';
      const advice = parsed.advice ?? parsed.consejo;
      if (typeof advice === 'string') return { advice: advice.trim(), risk };
    } catch {
      // Not JSON after all: fall through to plain text.
    }
  }
  return { advice: trimmed, risk: 'none' };
}

/** Any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp…). */
export function createModelProvider(options: { baseUrl: string; apiKey: string | undefined; model: string | undefined }): AdviceProvider {
  // The SDK is about 240 modules: imported only by a process that has a model configured, and
  // straight away, so the first entry's time limit is not spent loading it.
  const sdk = import('openai').then(({ default: OpenAIClient, APIError }) => ({
    client: new OpenAIClient({ baseURL: options.baseUrl, apiKey: options.apiKey ?? 'not-needed', maxRetries: 0 }),
    APIError,
  }));
  sdk.catch(() => {}); // a failed import is reported by the first entry that needs it
  const loadSdk = () => sdk;
  // JSON mode where the server has it; a server that refuses the option is asked without it from then on.
  let jsonMode = true;

  const complete = async (request: AdviceRequest, signal: AbortSignal) =>
    (await loadSdk()).client.chat.completions.create(
      {
        model: options.model ?? 'default',
        temperature: 0.7,
        max_tokens: 500,
        ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [
          { role: 'system', content: systemPrompt(request.spanish) },
          {
            role: 'user',
            content: `Cómo me siento: ${feelingNames[request.feeling]}.\n${request.description ? `Qué pasó: ${request.description}` : 'No he escrito qué pasó.'}`,
          },
        ],
      },
      { signal },
    );

  return {
    source: 'model',
    async advise(request, signal) {
      let completion;
      try {
        completion = await complete(request, signal);
      } catch (error) {
        if (!(jsonMode && error instanceof (await loadSdk()).APIError && (error.status === 400 || error.status === 422))) throw error;
        jsonMode = false;
        completion = await complete(request, signal);
      }
      const answer = parseModelAnswer(completion.choices[0]?.message?.content ?? '');
      if (!answer.advice && answer.risk !== 'crisis') throw new Error('the model answered with no advice');
      return answer;
    },
  };
}

type ThemeKey = 'work' | 'sleep' | 'couple' | 'alone' | 'study' | 'health' | 'grief' | 'family';

const themes: { key: ThemeKey; words: RegExp }[] = [
  { key: 'work', words: /\b(trabaj|jefe|jefa|oficina|reunion|empleo|despid)/ },
  { key: 'sleep', words: /\b(dorm|duerm|sueno|insomnio|desvel|cansad)/ },
  { key: 'couple', words: /\b(pareja|novi[oa]|espos[oa]|discut|pelea|relacion)/ },
  { key: 'alone', words: /\b(sol[oa]|soledad|aislad|nadie)/ },
  { key: 'study', words: /\b(examen|estudi|clase|universidad|colegio|tarea)/ },
  { key: 'health', words: /\b(salud|enferm|dolor|medic|hospital)/ },
  { key: 'grief', words: /\b(muri|muerte|perdi|duelo|falleci|extran)/ },
  { key: 'family', words: /\b(familia|madre|padre|mama|papa|herman|hij)/ },
];

type BuiltinTexts = { openings: Record<Feeling, string[]>; tips: Record<ThemeKey, string>; general: Record<'up' | 'down', string[]>; closing: string };

/** Spain's words, the original: the other variants say only what they say differently. */
const esES: BuiltinTexts = {
  openings: {
    GREAT: ['¡Qué bien leer esto!', 'Me alegra mucho que hoy te sientas así.', 'Qué bonito día has tenido.'],
    GOOD: ['Suena a un buen día.', 'Qué bien que hoy te sientas bien.', 'Gracias por compartir este momento.'],
    NEUTRAL: [
      'Gracias por tomarte este momento para escribir.',
      'Hay días tranquilos, y también cuentan.',
      'Escribir, aunque el día sea normal, te ayuda a conocerte.',
    ],
    BAD: ['Siento que hoy haya sido un día difícil.', 'Gracias por contarlo: ponerlo en palabras ya es un paso.', 'Es comprensible sentirse así.'],
    TERRIBLE: [
      'Siento mucho que estés pasando por esto.',
      'Lo que sientes importa, y has hecho bien en escribirlo.',
      'Hoy está siendo muy duro, y no tienes que llevarlo en soledad.',
    ],
  },
  tips: {
    work: 'Si el trabajo pesa, elige una sola tarea pequeña para mañana y date una pausa de cinco minutos cada hora.',
    sleep: 'Para descansar mejor, prueba a dejar las pantallas una hora antes de dormir y a respirar despacio al acostarte.',
    couple: 'Cuando haya calma, intenta hablar desde cómo te sentiste ("yo me sentí…") en lugar de desde lo que hizo la otra persona.',
    alone: 'Escribe hoy a una persona con la que te sientas a gusto, aunque sea un mensaje corto.',
    study: 'Divide el estudio en bloques de 25 minutos con descansos cortos: avanzar poco a poco también es avanzar.',
    health: 'Cuida tu cuerpo con gestos sencillos: agua, algo de comida nutritiva y, si puedes, un paseo corto.',
    grief: 'El duelo no tiene un ritmo correcto. Date permiso para recordar y, si te ayuda, comparte un recuerdo con alguien cercano.',
    family: 'Busca un momento tranquilo con tu familia, aunque sea breve, para hablar o simplemente estar.',
  },
  general: {
    up: [
      'Anota qué hizo que hoy fuera así: te servirá para volver a ello en días grises.',
      'Comparte esta alegría con alguien; las buenas noticias crecen cuando se cuentan.',
      'Regálate un momento para saborearlo: un paseo, una canción, una pausa consciente.',
    ],
    down: [
      'Prueba a respirar en 4 tiempos al inhalar y 6 al exhalar, durante dos minutos.',
      'Sal a caminar diez minutos, aunque sea cerca de casa: el movimiento suave ayuda.',
      'Escribe tres cosas pequeñas que hoy sí han estado bien, por mínimas que sean.',
      'Háblale a alguien de confianza de cómo te sientes; no tienes que tenerlo todo resuelto.',
    ],
  },
  closing: 'Si este malestar se mantiene o crece, hablar con un profesional de la salud mental puede ayudarte mucho.',
};

/** The built-in writer's words in each Spanish (decision 045): Spain's is the original; voseo for Argentina and Uruguay. */
const builtinTexts: Record<SpanishVariant, BuiltinTexts> = {
  'es-ES': esES,
  'es-419': {
    ...esES,
    openings: {
      ...esES.openings,
      GREAT: ['¡Qué bien leer esto!', 'Me alegra mucho que hoy te sientas así.', 'Qué lindo día tuviste.'],
      TERRIBLE: [
        'Siento mucho que estés pasando por esto.',
        'Lo que sientes importa, e hiciste bien en escribirlo.',
        'Hoy está siendo muy duro, y no tienes que llevarlo en soledad.',
      ],
    },
    tips: {
      ...esES.tips,
      sleep: 'Para descansar mejor, intenta dejar las pantallas una hora antes de dormir y respirar despacio al acostarte.',
      health: 'Cuida tu cuerpo con gestos sencillos: agua, algo de comida nutritiva y, si puedes, una caminata corta.',
    },
    general: {
      up: [
        'Anota qué hizo que hoy fuera así: te servirá para volver a eso en días grises.',
        'Comparte esta alegría con alguien; las buenas noticias crecen cuando se cuentan.',
        'Regálate un momento para saborearlo: una caminata, una canción, una pausa consciente.',
      ],
      down: [
        'Intenta respirar en 4 tiempos al inhalar y 6 al exhalar, durante dos minutos.',
        'Sal a caminar diez minutos, aunque sea cerca de casa: el movimiento suave ayuda.',
        'Escribe tres cosas pequeñas que hoy sí estuvieron bien, por mínimas que sean.',
        'Háblale a alguien de confianza de cómo te sientes; no tienes que tenerlo todo resuelto.',
      ],
    },
  },
  'es-AR': {
    ...esES,
    openings: {
      ...esES.openings,
      GREAT: ['¡Qué bueno leer esto!', 'Me alegra mucho que hoy te sientas así.', 'Qué lindo día tuviste.'],
      GOOD: ['Suena a un buen día.', 'Qué bueno que hoy te sientas bien.', 'Gracias por compartir este momento.'],
      TERRIBLE: [
        'Siento mucho que estés pasando por esto.',
        'Lo que sentís importa, e hiciste bien en escribirlo.',
        'Hoy está siendo muy duro, y no tenés que llevarlo en soledad.',
      ],
    },
    tips: {
      work: 'Si el trabajo pesa, elegí una sola tarea chica para mañana y date una pausa de cinco minutos cada hora.',
      sleep: 'Para descansar mejor, probá dejar las pantallas una hora antes de dormir y respirar despacio al acostarte.',
      couple: 'Cuando haya calma, intentá hablar desde cómo te sentiste ("yo me sentí…") en lugar de desde lo que hizo la otra persona.',
      alone: 'Escribile hoy a una persona con la que te sientas a gusto, aunque sea un mensaje corto.',
      study: 'Dividí el estudio en bloques de 25 minutos con descansos cortos: avanzar de a poco también es avanzar.',
      health: 'Cuidá tu cuerpo con gestos sencillos: agua, algo de comida nutritiva y, si podés, una caminata corta.',
      grief: 'El duelo no tiene un ritmo correcto. Date permiso para recordar y, si te ayuda, compartí un recuerdo con alguien cercano.',
      family: 'Buscá un momento tranquilo con tu familia, aunque sea breve, para hablar o simplemente estar.',
    },
    general: {
      up: [
        'Anotá qué hizo que hoy fuera así: te va a servir para volver a eso en días grises.',
        'Compartí esta alegría con alguien; las buenas noticias crecen cuando se cuentan.',
        'Regalate un momento para disfrutarlo: una caminata, una canción, una pausa consciente.',
      ],
      down: [
        'Probá respirar en 4 tiempos al inhalar y 6 al exhalar, durante dos minutos.',
        'Salí a caminar diez minutos, aunque sea cerca de casa: el movimiento suave ayuda.',
        'Escribí tres cosas chiquitas que hoy sí estuvieron bien, por mínimas que sean.',
        'Hablale a alguien de confianza de cómo te sentís; no tenés que tenerlo todo resuelto.',
      ],
    },
  },
};

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A small, deterministic choice so the same entry always reads the same. */
function pick<T>(items: T[], seed: number): T {
  return items[seed % items.length]!;
}

/** Spanish advice without a model, in the person's Spanish: fits the feeling and the themes it recognises in the text. */
export const builtinProvider: AdviceProvider = {
  source: 'builtin',
  async advise({ feeling, description, spanish = 'es-ES' }) {
    const say = builtinTexts[spanish];
    const text = normalize(description);
    let seed = 0;
    for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
    const tips = themes
      .filter((theme) => theme.words.test(text))
      .map((theme) => say.tips[theme.key])
      .slice(0, 2);
    const mood = feeling === 'GREAT' || feeling === 'GOOD' ? 'up' : 'down';
    const general = say.general[mood];
    while (tips.length < 2) tips.push(pick(general, seed + tips.length));
    const closing = feeling === 'TERRIBLE' ? ['', say.closing] : [];
    const advice = [pick(say.openings[feeling], seed), '', ...[...new Set(tips)].map((tip) => `- ${tip}`), ...closing].join('\n');
    // The writer reads no risk: the rule screen has already looked at the text.
    return { advice, risk: 'none' };
  },
};
