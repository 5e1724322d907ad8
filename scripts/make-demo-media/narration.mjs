// What the voice says in each demo audio and video. Each line becomes one subtitle; `pause` is
// the silence after it, in seconds (the guided exercises leave room to do what was asked).

/** Route 1, AUDIO: a short body scan. */
export const bodyScan = [
  { text: 'Te doy la bienvenida a este breve ejercicio para escuchar a tu cuerpo.', pause: 1 },
  { text: 'Busca una postura cómoda y, si te resulta agradable, cierra los ojos.', pause: 1.2 },
  { text: 'Respira con naturalidad, sin forzar nada.', pause: 2 },
  { text: 'Lleva tu atención a la cara y a la mandíbula. ¿Notas tensión?', pause: 2.5 },
  { text: 'Ahora baja al cuello y a los hombros. Solo observa lo que hay.', pause: 2.5 },
  { text: 'Pasa al pecho y fíjate en el ritmo de tu respiración.', pause: 2.5 },
  { text: 'Lleva la atención al estómago. A veces ahí se nota un nudo, un vacío o un calor.', pause: 2.5 },
  { text: 'Si encuentras una sensación intensa, no tienes que cambiarla. Puedes decirte: esto es lo que siento ahora.', pause: 2 },
  { text: 'Pregúntate con curiosidad: si esta sensación tuviera nombre, ¿cuál sería?', pause: 3 },
  { text: 'Sea cual sea, está bien. Todas las emociones traen información.', pause: 1.2 },
  { text: 'Respira una vez más, despacio, y cuando quieras, abre los ojos.', pause: 0 },
];

/** Route 2, AUDIO: grounding with the five senses. */
export const grounding = [
  { text: 'Este ejercicio te ayuda a volver al presente cuando tu mente va muy deprisa.', pause: 1 },
  { text: 'Vamos a usar los cinco sentidos, con los ojos abiertos.', pause: 1.2 },
  { text: 'Mira a tu alrededor y nombra, en silencio, cinco cosas que puedas ver.', pause: 4 },
  { text: 'Ahora, nota cuatro cosas que puedas tocar: la ropa sobre tu piel, el suelo bajo tus pies.', pause: 4 },
  { text: 'Escucha con atención. Identifica tres sonidos, cercanos o lejanos.', pause: 3.5 },
  { text: 'Busca dos cosas que puedas oler. Si no notas ningún olor, recuerda uno que te guste.', pause: 3.5 },
  { text: 'Por último, nota un sabor en tu boca.', pause: 3 },
  { text: 'Toma aire por la nariz, despacio, y suéltalo con calma.', pause: 3 },
  { text: 'Lo que sentías puede seguir ahí, y está bien. Ahora tienes un punto de apoyo en el presente.', pause: 1 },
  { text: 'Puedes repetir este ejercicio siempre que lo necesites.', pause: 0 },
];

/** Route 3, AUDIO: looking at one thought with kindness (defusion, then reframing). */
export const kindThought = [
  { text: 'Te propongo un ejercicio breve para observar un pensamiento que te preocupa.', pause: 1 },
  { text: 'Piensa en una situación reciente que te hizo sentir mal. Elige una sencilla.', pause: 3 },
  { text: '¿Qué pensamiento apareció en ese momento? Resúmelo en una frase.', pause: 3.5 },
  { text: 'Ahora, antepón a esa frase estas palabras: estoy teniendo el pensamiento de que.', pause: 3.5 },
  { text: 'Nota si cambia algo. Un pensamiento no es necesariamente un hecho.', pause: 2 },
  { text: 'Pregúntate: ¿qué pruebas tengo a favor de este pensamiento? ¿Y en contra?', pause: 3.5 },
  { text: '¿Qué le dirías a una persona querida que estuviera en tu lugar?', pause: 3.5 },
  { text: 'Busca un pensamiento más equilibrado. No tiene que ser positivo, solo más justo.', pause: 3.5 },
  { text: 'Observa cómo te sientes ahora, aunque el cambio sea pequeño.', pause: 1.5 },
  { text: 'Gracias por dedicarte este momento. Con la práctica, el camino se vuelve más fácil.', pause: 0 },
];

/** Route 1, VIDEO: emotions rise and fall like waves. */
export const waves = [
  { text: 'Las emociones son como olas.', pause: 1 },
  { text: 'Llegan y crecen hasta un punto máximo…', pause: 0.6 },
  { text: '…y, con el tiempo, vuelven a bajar.', pause: 1.2 },
  { text: 'No necesitas frenar la ola ni pelear con ella.', pause: 1 },
  { text: 'Puedes notarla, ponerle nombre y respirar mientras pasa.', pause: 1.2 },
  { text: 'Ninguna emoción dura para siempre.', pause: 0 },
];

/** Route 3, VIDEO: thoughts pass like clouds. */
export const clouds = [
  { text: 'Imagina que tus pensamientos son nubes en el cielo.', pause: 1.2 },
  { text: 'Algunas son claras; otras, oscuras y pesadas.', pause: 1.2 },
  { text: 'No tienes que atraparlas ni empujarlas.', pause: 1.2 },
  { text: 'Solo obsérvalas pasar. Tú eres el cielo, no las nubes.', pause: 1.5 },
  { text: 'Un pensamiento no es un hecho: es algo que tu mente dice, y puede cambiar.', pause: 0 },
];

/** Route 2, VIDEO: spoken cues around a breathing circle (inhale 4 s, exhale 6 s, three times). */
export const breathing = {
  intro: 'Sigue el círculo con tu respiración.',
  inhale: 'Inhala',
  exhale: 'Exhala',
  outro: 'Muy bien. Vuelve a respirar a tu ritmo.',
  inhaleSeconds: 4,
  exhaleSeconds: 6,
  cycles: 3,
};
