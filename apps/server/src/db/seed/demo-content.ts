import type { ContentType, QuizData, Subtitle } from '@sendero/shared';
import { demoMedia } from './demo-media.js';

// The three foundation routes a new installation starts with (docs/product.md#screens 'Rutas Fundamento').
// Psychoeducation, not therapy: no diagnosis, no medication, and a pointer to people who can help.
// Media files live in ./media and are made by scripts/make-demo-media.

export type DemoContent = {
  title: string;
  type: ContentType;
  /** Markdown: the text of a READING, a short note for the other types. */
  content: string | null;
  points: number;
  /** Seconds: the real length for AUDIO and VIDEO, a reading estimate for the rest. */
  duration: number;
  /** A file name in ./media, for AUDIO, VIDEO and IMAGE. */
  media?: string;
  /** What an IMAGE shows, for who cannot see it (required for IMAGE contents). */
  alt?: string;
  subtitles?: Subtitle[];
  quiz?: QuizData;
};

export type DemoRoute = {
  title: string;
  description: string;
  /** A file name in ./media. */
  cover: string;
  /** What the cover shows: an illustration that sets the mood of the route. */
  coverAlt: string;
  contents: DemoContent[];
};

const seekHelp =
  '> Si lo que sientes se vuelve muy intenso o dura mucho tiempo, no tienes que afrontarlo a solas: hablar con una persona de confianza o con un profesional de la salud mental puede ayudarte mucho. Pedir ayuda es una forma de cuidarte.';

const conoceTusEmociones: DemoRoute = {
  title: 'Conoce tus emociones',
  description: 'Descubre qué son las emociones, para qué sirven y cómo se manifiestan en tu cuerpo. Ponerles nombre es el primer paso para cuidarte.',
  cover: 'cover-conoce-tus-emociones.webp',
  coverAlt: 'Ilustración: una flor de seis pétalos de colores suaves que se superponen alrededor de un centro amarillo, sobre un cielo nocturno.',
  contents: [
    {
      title: '¿Qué son las emociones y para qué sirven?',
      type: 'READING',
      points: 10,
      duration: 180,
      content: `## Información, no enemigas

Las emociones son respuestas naturales de tu mente y de tu cuerpo ante lo que vives. Aparecen de forma automática, muchas veces antes de que tengas tiempo de pensarlo, y preparan a tu organismo para actuar: acercarte, protegerte, pedir ayuda o descansar.

No hay emociones «buenas» ni «malas». Algunas son **agradables** y otras **desagradables**, pero todas cumplen una función.

## ¿Para qué sirve cada una?

- **Alegría**: te indica que algo es valioso para ti y te anima a repetirlo y a compartirlo.
- **Tristeza**: aparece ante una pérdida; te invita a parar, a recogerte y a buscar apoyo.
- **Miedo**: te avisa de un posible peligro y te prepara para protegerte.
- **Enojo** (o enfado): surge cuando algo te parece injusto o cruza tus límites, y te da energía para defenderlos.
- **Asco**: te aleja de lo que puede hacerte daño, sea un alimento en mal estado o una situación que rechazas.
- **Sorpresa**: centra tu atención en algo nuevo o inesperado para que puedas entenderlo.

## Sentir no es lo mismo que actuar

Una emoción no es lo mismo que lo que haces con ella. Sentir enojo es humano; gritar, o callarte y guardarlo, son respuestas que puedes aprender a elegir. Entre lo que sientes y lo que haces hay un pequeño espacio, y esta ruta te ayudará a ampliarlo.

## Tres ideas para empezar

1. **Todas las emociones son válidas.** Lo que sientes tiene sentido, aunque no siempre sea cómodo.
2. **Las emociones son pasajeras.** Suben, alcanzan un punto máximo y bajan, como las olas.
3. **Escucharlas ayuda.** Cuando intentas ignorar una emoción, suele volverse más intensa o durar más; cuando la reconoces, es más fácil cuidarte.

Si quieres saber más, la Organización Mundial de la Salud explica qué es la salud mental y por qué importa en [Salud mental: fortalecer nuestra respuesta](https://www.who.int/es/news-room/fact-sheets/detail/mental-health-strengthening-our-response).

${seekHelp}`,
    },
    {
      title: 'Las emociones son como olas',
      type: 'VIDEO',
      points: 10,
      duration: demoMedia['emociones-como-olas.mp4'].duration,
      media: 'emociones-como-olas.mp4',
      content:
        'Un video breve para recordar que las emociones suben, alcanzan un punto máximo y vuelven a bajar. Obsérvalo con calma y, si quieres, respira al ritmo de las olas.',
    },
    {
      title: 'La rueda de las emociones',
      type: 'IMAGE',
      points: 5,
      duration: 60,
      media: 'rueda-de-las-emociones.webp',
      alt: 'Rueda de las emociones. En el centro, «¿Qué siento?». Alrededor, seis emociones básicas, cada una con dos palabras más precisas hacia fuera: alegría (entusiasmo, gratitud), sorpresa (asombro, confusión), miedo (ansiedad, inseguridad), tristeza (soledad, desánimo), asco (rechazo, desagrado) y enojo (frustración, irritación). Al pie: «Todas las emociones son válidas: nombrarlas te ayuda a entenderlas».',
      content:
        'En el centro están seis emociones básicas; hacia fuera, palabras más precisas para cada una. Cuando no sepas qué sientes, empieza por el centro y avanza hacia fuera hasta encontrar la palabra que mejor encaje.',
    },
    {
      title: 'Ponle nombre: las señales de tu cuerpo',
      type: 'READING',
      points: 10,
      duration: 180,
      content: `## Nombrar lo que sientes

Ponerle nombre a una emoción parece un gesto pequeño, pero tiene un gran efecto. Cuando dices «esto es ansiedad» o «siento tristeza», pasas de estar dentro de la emoción a observarla. Algunas investigaciones sugieren que describir con palabras lo que sentimos puede reducir su intensidad.

## Tu cuerpo habla primero

Muchas veces el cuerpo nota la emoción antes que la mente. Algunas señales frecuentes:

- **Miedo o ansiedad**: corazón acelerado, respiración rápida, tensión en el estómago, manos frías o sudorosas.
- **Enojo**: calor en la cara, mandíbula apretada, puños cerrados, ganas de moverte.
- **Tristeza**: pesadez en el pecho, nudo en la garganta, poca energía, ganas de llorar.
- **Alegría**: sensación de ligereza, sonrisa, energía, ganas de compartir.
- **Calma**: respiración lenta, hombros sueltos, músculos relajados.

Cada persona lo vive a su manera: estas señales son pistas, no reglas.

## Un ejercicio en tres pasos

1. **Para.** Haz una pausa breve y respira.
2. **Observa.** ¿Qué notas en tu cuerpo? ¿Dónde? ¿Es calor, presión, vacío, cosquilleo?
3. **Nombra.** Elige la palabra que mejor lo describa. Si dudas, empieza por una emoción básica y luego afina: «estoy mal» puede ser cansancio, decepción, soledad o preocupación.

## Amplía tu vocabulario emocional

Cuantas más palabras tienes para lo que sientes, más fácil es entender qué necesitas. No es lo mismo sentir **frustración** (algo no sale como esperabas) que **decepción** (alguien o algo no cumplió lo que esperabas) o **impotencia** (sientes que no puedes hacer nada). La rueda de las emociones que acabas de ver puede ayudarte a encontrar la palabra justa.

No se trata de juzgar lo que sientes, sino de conocerlo. Con práctica, este gesto se vuelve casi automático.`,
    },
    {
      title: 'Escaneo corporal: escucha a tu cuerpo',
      type: 'AUDIO',
      points: 10,
      duration: demoMedia['escaneo-corporal.mp3'].duration,
      media: 'escaneo-corporal.mp3',
      subtitles: demoMedia['escaneo-corporal.mp3'].subtitles,
      content:
        'Un ejercicio guiado de poco más de un minuto para recorrer tu cuerpo con atención y descubrir dónde se nota lo que sientes. Busca un lugar tranquilo; puedes hacerlo con los ojos abiertos o cerrados.',
    },
    {
      title: 'Repaso: conoce tus emociones',
      type: 'QUIZ',
      points: 15,
      duration: 180,
      content: null,
      quiz: {
        questions: [
          {
            id: '5sk55i',
            type: 'text',
            question:
              '## Un repaso sin prisa\n\nEsto no es un examen: sirve para afianzar lo que has aprendido. Responde con calma y vuelve a los contenidos cuando quieras.',
            options: [],
          },
          {
            id: '2z9k1c',
            type: 'multiple_choice',
            question: '¿Cuál de estas afirmaciones describe mejor la función de las emociones?',
            options: [
              'Son errores del cerebro que conviene eliminar.',
              'Nos dan información y nos preparan para actuar.',
              'Solo sirven las emociones agradables.',
              'Aparecen únicamente cuando algo va mal.',
            ],
          },
          {
            id: 'pjba5c',
            type: 'multiple_choice',
            question: 'Notas calor en la cara, la mandíbula apretada y ganas de moverte. ¿Qué emoción podría estar apareciendo?',
            options: ['Enojo', 'Calma', 'Tristeza', 'Sorpresa'],
          },
          {
            id: '3bxh5q',
            type: 'multiple_choice',
            question: 'Cuando intentas ignorar una emoción intensa, lo más habitual es que…',
            options: ['desaparezca al instante.', 'se vuelva más intensa o dure más.', 'se convierta en alegría.'],
          },
          {
            id: 'wjvx6q',
            type: 'open',
            question: 'Piensa en un momento reciente en el que sentiste algo con fuerza. ¿Qué emoción era y en qué parte de tu cuerpo la notaste?',
            options: [],
          },
          {
            id: '1o2xlz',
            type: 'text',
            question:
              '**Para comprobar:** las emociones nos dan información y nos preparan para actuar; el calor en la cara y la mandíbula apretada suelen acompañar al enojo; y reconocer una emoción ayuda más que ignorarla. ¡Buen trabajo!',
            options: [],
          },
        ],
      },
    },
  ],
};

const respiracionYCalma: DemoRoute = {
  title: 'Respiración y calma',
  description: 'Aprende técnicas sencillas de respiración y de anclaje al presente para recuperar la calma cuando el estrés o la ansiedad aprietan.',
  cover: 'cover-respiracion-y-calma.webp',
  coverAlt: 'Ilustración: un sol amarillo rodeado de círculos concéntricos, como ondas de una respiración lenta, sobre un mar tranquilo de noche.',
  contents: [
    {
      title: 'Tu respiración, un ancla para la calma',
      type: 'READING',
      points: 10,
      duration: 180,
      content: `## Por qué respirar te ayuda

Cuando sientes estrés o ansiedad, tu cuerpo activa una respuesta de alerta: el corazón se acelera y la respiración se vuelve rápida y superficial, en la parte alta del pecho. Es una reacción útil ante un peligro real, pero agotadora cuando se mantiene en el día a día.

La respiración es una de las pocas funciones automáticas que también puedes dirigir a voluntad. Respirar despacio, y sobre todo alargar la exhalación, envía a tu cuerpo una señal de seguridad y favorece la respuesta de calma.

## Respiración diafragmática, paso a paso

El diafragma es un músculo en forma de cúpula situado debajo de los pulmones. Cuando respiras con él, el abdomen se mueve más que el pecho.

1. Siéntate o recuéstate en una postura cómoda y afloja los hombros.
2. Coloca una mano sobre el pecho y otra sobre el abdomen, justo encima del ombligo.
3. **Inhala por la nariz** durante unos 4 segundos y nota cómo se eleva la mano del abdomen; la del pecho apenas se mueve.
4. **Exhala despacio**, por la nariz o por la boca con los labios entreabiertos, durante unos 6 segundos.
5. Repite entre 5 y 10 veces, sin prisa.

## Cuidados importantes

- **No fuerces.** La respiración debe ser suave y cómoda, no lo más profunda posible.
- Si te mareas o notas hormigueo, vuelve a tu respiración normal: puede ser señal de que estás tomando demasiado aire.
- Los números son orientativos. Si 4 y 6 segundos se te hacen largos, empieza con 3 y 4.
- Si tienes alguna enfermedad respiratoria o cardíaca, consulta con tu médico antes de practicar técnicas que incluyan retener el aire.

## Cuándo practicar

Lo ideal es entrenar en momentos tranquilos, unos minutos al día, para que la técnica esté disponible cuando más la necesites: antes de una conversación difícil, al despertar con inquietud o al acostarte.

> Estas técnicas ayudan a manejar el estrés cotidiano, pero no sustituyen la atención profesional. Si la ansiedad es muy intensa o frecuente, hablar con un profesional de la salud puede marcar la diferencia.`,
    },
    {
      title: 'Respira con el círculo',
      type: 'VIDEO',
      points: 10,
      duration: demoMedia['respira-con-el-circulo.mp4'].duration,
      media: 'respira-con-el-circulo.mp4',
      content:
        'Tres respiraciones lentas guiadas: inhala mientras el círculo crece (4 segundos) y exhala mientras se encoge (6 segundos). Si el ritmo no te resulta cómodo, respira a tu manera y solo observa.',
    },
    {
      title: 'Respiración cuadrada',
      type: 'IMAGE',
      points: 5,
      duration: 60,
      media: 'respiracion-cuadrada.webp',
      alt: 'Respiración cuadrada: un cuadrado que se recorre empezando arriba a la izquierda. 1, inhala 4 segundos; 2, mantén el aire 4 segundos; 3, exhala 4 segundos; 4, mantén sin aire 4 segundos. Repite 4 veces. Si retener el aire te incomoda, acorta las pausas y respira siempre sin forzar.',
      content:
        'Recorre con la mirada los cuatro lados del cuadrado: inhala, mantén el aire, exhala y mantén sin aire, cuatro segundos cada vez. Si las pausas te incomodan, acórtalas.',
    },
    {
      title: 'Más técnicas: 4-7-8 y anclaje 5-4-3-2-1',
      type: 'READING',
      points: 10,
      duration: 180,
      content: `## Respiración cuadrada (4-4-4-4)

Imagina que recorres los cuatro lados de un cuadrado:

1. Inhala contando hasta 4.
2. Mantén el aire contando hasta 4.
3. Exhala contando hasta 4.
4. Mantén los pulmones vacíos contando hasta 4.

Su ritmo regular ayuda a centrar la atención. Si las pausas te resultan incómodas, acórtalas o suprímelas.

## Respiración 4-7-8

1. Suelta todo el aire por la boca.
2. Inhala por la nariz contando hasta 4.
3. Mantén el aire contando hasta 7.
4. Exhala por la boca, despacio, contando hasta 8.

Al principio, haz como máximo 4 ciclos seguidos. Lo importante es la proporción, no la velocidad: puedes contar más deprisa. Si retener el aire te provoca mareo o malestar, omite la pausa y limítate a alargar la exhalación.

## Anclaje 5-4-3-2-1

Cuando la mente va muy deprisa, los sentidos te devuelven al presente. Nombra, en silencio o en voz alta:

- **5** cosas que puedes ver,
- **4** cosas que puedes tocar,
- **3** sonidos que puedes oír,
- **2** olores que puedes percibir,
- **1** sabor que notas en la boca.

No hay respuestas correctas: lo que importa es prestar atención con curiosidad.

## ¿Cuál elegir?

- Para **bajar el ritmo** antes de dormir: la respiración 4-7-8 o la diafragmática.
- Para **concentrarte** antes de un momento exigente: la respiración cuadrada.
- Para **salir de un bucle de preocupación** o de una sensación de agobio: el anclaje 5-4-3-2-1.

Prueba cada una varias veces y quédate con la que mejor te funcione. No hay una técnica perfecta, sino la que te resulta útil a ti.`,
    },
    {
      title: 'Anclaje 5-4-3-2-1 guiado',
      type: 'AUDIO',
      points: 10,
      duration: demoMedia['anclaje-5-4-3-2-1.mp3'].duration,
      media: 'anclaje-5-4-3-2-1.mp3',
      subtitles: demoMedia['anclaje-5-4-3-2-1.mp3'].subtitles,
      content:
        'Una guía de poco más de un minuto para volver al presente a través de los cinco sentidos. Funciona con los ojos abiertos, en casa, en el trabajo o en la calle.',
    },
    {
      title: 'Repaso: respiración y calma',
      type: 'QUIZ',
      points: 15,
      duration: 180,
      content: null,
      quiz: {
        questions: [
          {
            id: '9a4gli',
            type: 'text',
            question: '## Repasemos las técnicas\n\nRecuerda: la mejor técnica es la que te resulta cómoda y practicas con regularidad.',
            options: [],
          },
          {
            id: 'fisy69',
            type: 'multiple_choice',
            question: 'En la respiración diafragmática, ¿qué parte del cuerpo se mueve más al inhalar?',
            options: ['El abdomen', 'Los hombros', 'La parte alta del pecho'],
          },
          {
            id: 'pk7m2f',
            type: 'multiple_choice',
            question: '¿Qué conviene hacer si te mareas mientras practicas una técnica de respiración?',
            options: ['Respirar aún más hondo.', 'Volver a tu respiración normal.', 'Retener el aire más tiempo.', 'Acelerar el ritmo.'],
          },
          {
            id: '16p7ux',
            type: 'multiple_choice',
            question: 'En el anclaje 5-4-3-2-1, ¿por qué sentido empiezas?',
            options: ['La vista: cinco cosas que puedes ver.', 'El oído: cinco sonidos.', 'El gusto: cinco sabores.'],
          },
          {
            id: '5ygkll',
            type: 'multiple_choice',
            question: '¿Qué técnica te gustaría practicar esta semana?',
            options: ['Respiración diafragmática', 'Respiración cuadrada', 'Respiración 4-7-8', 'Anclaje 5-4-3-2-1'],
          },
          {
            id: '6lkfao',
            type: 'open',
            question: '¿En qué momentos de tu día podrías usar una de estas técnicas? Escribe uno o dos ejemplos.',
            options: [],
          },
          {
            id: 'xbak8a',
            type: 'text',
            question:
              '**Para comprobar:** en la respiración diafragmática se mueve sobre todo el abdomen; si te mareas, vuelve a tu respiración normal; y el anclaje empieza por cinco cosas que puedes ver.',
            options: [],
          },
        ],
      },
    },
  ],
};

const pensamientosYEmociones: DemoRoute = {
  title: 'Pensamientos y emociones',
  description:
    'Explora cómo lo que piensas influye en lo que sientes y haces, aprende a reconocer las trampas del pensamiento y practica una mirada más amable contigo.',
  cover: 'cover-pensamientos-y-emociones.webp',
  coverAlt: 'Ilustración: tres círculos de luz unidos en triángulo por líneas de puntos, entre nubes grises, sobre un cielo nocturno.',
  contents: [
    {
      title: 'Pensar, sentir, actuar',
      type: 'READING',
      points: 10,
      duration: 180,
      content: `## Un triángulo en movimiento

Lo que piensas, lo que sientes y lo que haces están conectados. Imagina un triángulo:

- **Pensamientos**: lo que te dices sobre lo que ocurre.
- **Emociones**: lo que sientes, en la mente y en el cuerpo.
- **Conductas**: lo que haces o dejas de hacer.

Cada vértice influye en los otros dos. Por eso, un cambio en uno de ellos puede mover todo el triángulo.

## La misma situación, dos caminos

Envías un mensaje a una amiga y pasan horas sin respuesta.

**Camino 1**

- Pensamiento: «Seguro que hice algo mal y está molesta conmigo».
- Emoción: preocupación, tristeza.
- Conducta: no vuelves a escribir y pasas la tarde dándole vueltas.

**Camino 2**

- Pensamiento: «Quizá está ocupada; ya me responderá».
- Emoción: cierta calma, algo de impaciencia.
- Conducta: sigues con tu día y vuelves a escribirle mañana.

La situación es idéntica; lo que cambia es la interpretación. No se trata de «pensar en positivo», sino de darte cuenta de que tu primera interpretación es solo una de las posibles.

## Los pensamientos automáticos

Muchos pensamientos aparecen solos, en un instante, y parecen verdades. Se llaman **pensamientos automáticos**. No puedes evitar que surjan, pero sí puedes aprender a detectarlos y a preguntarte si son exactos y si te ayudan.

## Pruébalo esta semana

Cuando notes un cambio brusco en tu estado de ánimo, haz una pausa y anota:

1. ¿Qué estaba pasando? (la situación)
2. ¿Qué pasó por mi mente? (el pensamiento)
3. ¿Qué sentí, y con qué intensidad del 0 al 10? (la emoción)
4. ¿Qué hice después? (la conducta)

Con unos pocos registros empezarás a ver patrones. Puedes usar tu diario de Sendero para hacerlo.`,
    },
    {
      title: 'El triángulo pensamiento, emoción y conducta',
      type: 'IMAGE',
      points: 5,
      duration: 60,
      media: 'pensar-sentir-actuar.webp',
      alt: 'Pensar, sentir, actuar. Situación: envías un mensaje y no te responden. Pensamiento: «Seguro que hice algo mal». Emoción: preocupación, tristeza. Conducta: no vuelvo a escribir. Flechas en ambos sentidos unen las tres partes: cada una influye en las otras dos. Si cambias la interpretación, también pueden cambiar lo que sientes y lo que haces.',
      content:
        'Una situación cotidiana vista a través del triángulo: el pensamiento que aparece, la emoción que despierta y lo que acabas haciendo. Las flechas van en ambos sentidos porque cada parte influye en las demás.',
    },
    {
      title: 'Trampas del pensamiento',
      type: 'READING',
      points: 10,
      duration: 210,
      content: `## Cuando la mente toma atajos

La mente usa atajos para entender el mundo con rapidez. Son útiles, pero a veces nos llevan a conclusiones exageradas o injustas, sobre todo cuando hay cansancio, estrés o tristeza. En psicología se llaman **distorsiones cognitivas**. Estas son algunas de las más comunes:

- **Todo o nada.** Ves las cosas en blanco o negro: «Si no sale perfecto, es un fracaso».
- **Catastrofismo.** Imaginas el peor final posible y lo das por hecho: «Voy a perder el trabajo y no encontraré otro».
- **Leer la mente.** Crees saber lo que otras personas piensan, sin pruebas: «Seguro que piensa que no valgo».
- **Generalización excesiva.** Conviertes un hecho aislado en una regla: «Siempre me sale todo mal».
- **Filtro mental.** Te fijas solo en lo negativo: recibes diez comentarios amables y uno crítico, y solo recuerdas el crítico.
- **Los «debería».** Te exiges normas rígidas: «Debería poder con todo sin ayuda».
- **Personalización.** Te culpas de cosas que no dependen solo de ti: «Si la reunión salió mal, fue por mi culpa».

Caer en estas trampas no significa que algo vaya mal en ti: le pasa a todo el mundo. Reconocerlas es el primer paso para salir de ellas.

## Reencuadrar: mirar con otros ojos

Reencuadrar no es engañarte ni obligarte a verlo todo bonito. Es buscar una mirada **más equilibrada y amable**. Prueba estas preguntas con un pensamiento que te pese:

1. ¿Qué pruebas tengo a favor de este pensamiento? ¿Y en contra?
2. ¿Estoy cayendo en alguna de las trampas de la lista?
3. ¿Qué le diría a una persona querida que pensara esto?
4. Si ocurriera lo que temo, ¿cómo podría afrontarlo?
5. ¿Hay otra forma de ver la situación que también encaje con los hechos?

**Ejemplo.** «Me equivoqué en la presentación; soy un desastre» puede convertirse en «Me equivoqué en una parte, y eso me molesta. También hice bien otras cosas, y puedo preparar mejor la próxima».

El pensamiento nuevo no tiene que convencerte del todo al principio. Basta con que sea un poco más justo que el anterior.

${seekHelp}`,
    },
    {
      title: 'Los pensamientos son como nubes',
      type: 'VIDEO',
      points: 10,
      duration: demoMedia['pensamientos-como-nubes.mp4'].duration,
      media: 'pensamientos-como-nubes.mp4',
      content:
        'Una pequeña metáfora visual: los pensamientos pasan como nubes por el cielo. Algunos son ligeros y otros pesados, pero ninguno es el cielo entero. Puedes observarlos sin atraparlos.',
    },
    {
      title: 'Mirar un pensamiento con amabilidad',
      type: 'AUDIO',
      points: 10,
      duration: demoMedia['mirar-un-pensamiento.mp3'].duration,
      media: 'mirar-un-pensamiento.mp3',
      subtitles: demoMedia['mirar-un-pensamiento.mp3'].subtitles,
      content:
        'Un ejercicio guiado para tomar distancia de un pensamiento que te preocupa y buscar una versión más equilibrada. Elige una situación sencilla: no hace falta empezar por la más difícil.',
    },
    {
      title: 'Repaso: pensamientos y emociones',
      type: 'QUIZ',
      points: 15,
      duration: 240,
      content: null,
      quiz: {
        questions: [
          {
            id: '86107b',
            type: 'text',
            question: '## Pongamos en práctica lo aprendido\n\nNo hay prisa: cada respuesta es una oportunidad para reflexionar sobre cómo piensas y sientes.',
            options: [],
          },
          {
            id: '93f5xh',
            type: 'multiple_choice',
            question: 'Según el triángulo pensamiento, emoción y conducta…',
            options: [
              'las emociones no tienen relación con lo que pensamos.',
              'un cambio en uno de los vértices puede influir en los otros dos.',
              'solo la conducta influye en cómo nos sentimos.',
            ],
          },
          {
            id: 'b49e74',
            type: 'multiple_choice',
            question: '«Siempre me sale todo mal». ¿Qué trampa del pensamiento refleja esta frase?',
            options: ['Generalización excesiva', 'Leer la mente', 'Personalización', 'Filtro mental'],
          },
          {
            id: 'sxl4kr',
            type: 'multiple_choice',
            question: 'Reencuadrar un pensamiento significa…',
            options: ['obligarte a pensar en positivo.', 'buscar una mirada más equilibrada que encaje con los hechos.', 'ignorar lo que sientes.'],
          },
          {
            id: 'f7l7yo',
            type: 'open',
            question: 'Escribe un pensamiento que te haya pesado últimamente y, debajo, una versión más equilibrada y amable. ¿Qué notas al leer las dos?',
            options: [],
          },
          {
            id: '32zt7a',
            type: 'text',
            question: `**Para comprobar:** cada vértice del triángulo influye en los otros dos; «siempre me sale todo mal» es una generalización excesiva; y reencuadrar es buscar una mirada más equilibrada, no forzar el optimismo.

Si notas que ciertos pensamientos te acompañan a diario y te hacen sufrir, hablar con un profesional de la salud mental o con alguien de confianza puede ayudarte.`,
            options: [],
          },
        ],
      },
    },
  ],
};

export const demoRoutes: DemoRoute[] = [conoceTusEmociones, respiracionYCalma, pensamientosYEmociones];
