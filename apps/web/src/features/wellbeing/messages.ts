import { defineMessages } from '@/lib/i18n';

/** Home's offer of the WHO-5 check in each Spanish (decision 045): Spain's is the spec's; voseo for Argentina and Uruguay. */
export const wellbeingText = defineMessages('wellbeing', {
  'es-ES': {
    offerTitle: '¿Cómo has estado estas dos semanas?',
    offerText: 'Cinco preguntas breves para ver cómo evoluciona tu bienestar. Te lo propondremos cada dos semanas.',
    notSaved: 'No pudimos guardar tu respuesta. Inténtalo de nuevo en un momento.',
    answer: 'Responder',
    notNow: 'Ahora no',
  },
  'es-419': {
    offerTitle: '¿Cómo estuviste estas dos semanas?',
    offerText: 'Cinco preguntas breves para ver cómo evoluciona tu bienestar. Te lo propondremos cada dos semanas.',
    notSaved: 'No pudimos guardar tu respuesta. Inténtalo de nuevo en un momento.',
    answer: 'Responder',
    notNow: 'Ahora no',
  },
  'es-AR': {
    offerTitle: '¿Cómo estuviste estas dos semanas?',
    offerText: 'Cinco preguntas breves para ver cómo evoluciona tu bienestar. Te lo vamos a proponer cada dos semanas.',
    notSaved: 'No pudimos guardar tu respuesta. Intentalo de nuevo en un momento.',
    answer: 'Responder',
    notNow: 'Ahora no',
  },
});
