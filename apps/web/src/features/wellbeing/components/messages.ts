import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/**
 * The WHO-5 check, its result and the trend in each Spanish (decisions 045, 061), in the screens'
 * own chunk (home's offer is in ../messages.ts). The questions and answers themselves are the
 * instrument's official Spanish (WHO5_ITEMS), the same for everyone.
 */
const esES = {
  missingAnswer: 'Falta esta respuesta.',
  yourResult: 'Tu resultado:',
  outOf100: 'de 100',
  seeYourTrend: 'Ver tu evolución',
  backHome: 'Volver al inicio',
  notSaved: 'No pudimos guardar tus respuestas. Revisa tu conexión e inténtalo de nuevo: tus respuestas siguen aquí.',
  missingOne: params<{ number: number }>('Te falta responder la pregunta {number}.'),
  missingMany: params<{ numbers: string }>('Te falta responder las preguntas {numbers}.'),
  and: 'y',
  saving: 'Guardando…',
  seeMyResult: 'Ver mi resultado',
  questionnaire: 'Cuestionario de bienestar (WHO-5)',
  checkTitle: '¿Cómo has estado estas dos semanas?',
  checkIntro: 'Cinco preguntas breves. En cada una, elige la respuesta que más se acerque a cómo te has sentido. No hay respuestas buenas ni malas.',
  resultsCaption: 'Tus resultados, del más reciente al más antiguo',
  date: 'Fecha',
  result: 'Resultado',
  sum: 'Suma',
  yourWellbeing: 'Tu bienestar',
  loading: 'Cargando tus resultados...',
  notLoaded: 'No pudimos cargar tus resultados. Inténtalo de nuevo en un momento.',
  noneYet: 'Aún no has respondido el cuestionario. Son cinco preguntas sobre tus últimas dos semanas.',
  answerNow: 'Responder ahora',
  latestResult: 'Último resultado:',
  yourTrend: 'Tu evolución',
  answerAgain: 'Responder de nuevo',
  howToRead: 'Cómo leer tu resultado',
  howCalculated:
    'El resultado se calcula siempre igual: se suman tus cinco respuestas (de 0 a 25) y el total se multiplica por 4. Ninguna inteligencia artificial lo interpreta, y solo lo ve otra persona si tú decides compartirlo.',
  scale: params<{ low: number }>(
    'La puntuación va de 0 a 100: cuanto más alta, mayor bienestar. Una puntuación de {low} o menos suele indicar un bienestar bajo, y merece la pena hablar de ello con un profesional. No es un diagnóstico: es una forma de ver cómo has estado las últimas dos semanas.',
  ),
  aboveLow: params<{ low: number }>('Está por encima de {low}: no apunta a un bienestar bajo. Si algo cambia, puedes volver a responder cuando quieras.'),
  veryLow:
    'Es una puntuación muy baja: suele indicar que estas semanas han sido muy difíciles. Te animamos a hablar de ello pronto con un profesional, como tu médico de cabecera o una psicóloga o un psicólogo.',
  low: params<{ low: number }>(
    'Es una puntuación de {low} o menos: suele indicar un bienestar bajo. Vale la pena que lo hables con un profesional, como tu médico de cabecera o una psicóloga o un psicólogo.',
  ),
  notDiagnosis: 'No es un diagnóstico.',
  callNow: 'Si ahora mismo lo estás pasando muy mal, no tienes que esperar: puedes llamar ya',
  cardLatest: params<{ score: number; date: string }>('Último resultado: {score} de 100, el {date}'),
  cardInvite: 'Cuestionario de bienestar WHO-5: cinco preguntas sobre tus últimas dos semanas',
};

export const who5Text = defineMessages('who5', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    checkTitle: '¿Cómo estuviste estas dos semanas?',
    checkIntro: 'Cinco preguntas breves. En cada una, elige la respuesta que más se acerque a cómo te sentiste. No hay respuestas buenas ni malas.',
    noneYet: 'Todavía no respondiste el cuestionario. Son cinco preguntas sobre tus últimas dos semanas.',
    scale: params<{ low: number }>(
      'La puntuación va de 0 a 100: cuanto más alta, mayor bienestar. Una puntuación de {low} o menos suele indicar un bienestar bajo, y conviene hablarlo con un profesional. No es un diagnóstico: es una forma de ver cómo estuviste las últimas dos semanas.',
    ),
    veryLow:
      'Es una puntuación muy baja: suele indicar que estas semanas fueron muy difíciles. Te animamos a hablarlo pronto con un profesional, como tu médico de familia o una psicóloga o un psicólogo.',
    low: params<{ low: number }>(
      'Es una puntuación de {low} o menos: suele indicar un bienestar bajo. Conviene que lo hables con un profesional, como tu médico de familia o una psicóloga o un psicólogo.',
    ),
  },
  'es-AR': {
    ...esES,
    notSaved: 'No pudimos guardar tus respuestas. Revisá tu conexión e intentalo de nuevo: tus respuestas siguen acá.',
    checkTitle: '¿Cómo estuviste estas dos semanas?',
    checkIntro: 'Cinco preguntas breves. En cada una, elegí la respuesta que más se acerque a cómo te sentiste. No hay respuestas buenas ni malas.',
    notLoaded: 'No pudimos cargar tus resultados. Intentalo de nuevo en un momento.',
    noneYet: 'Todavía no respondiste el cuestionario. Son cinco preguntas sobre tus últimas dos semanas.',
    howCalculated:
      'El resultado se calcula siempre igual: se suman tus cinco respuestas (de 0 a 25) y el total se multiplica por 4. Ninguna inteligencia artificial lo interpreta, y solo lo ve otra persona si vos decidís compartirlo.',
    scale: params<{ low: number }>(
      'La puntuación va de 0 a 100: cuanto más alta, mayor bienestar. Una puntuación de {low} o menos suele indicar un bienestar bajo, y vale la pena hablarlo con un profesional. No es un diagnóstico: es una forma de ver cómo estuviste las últimas dos semanas.',
    ),
    aboveLow: params<{ low: number }>('Está por encima de {low}: no apunta a un bienestar bajo. Si algo cambia, podés volver a responder cuando quieras.'),
    veryLow:
      'Es una puntuación muy baja: suele indicar que estas semanas fueron muy difíciles. Te animamos a hablarlo pronto con un profesional, como tu médico de cabecera o una psicóloga o un psicólogo.',
    callNow: 'Si ahora mismo la estás pasando muy mal, no tenés que esperar: podés llamar ya',
  },
});
