import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** The safety plan screen's texts in each Spanish (decision 045): Spain's is the spec's; a variant only says what it says differently. */
const esES = {
  title: 'Mi plan de seguridad',
  intro:
    'Un plan de seguridad es una lista corta, escrita por ti y para ti, con lo que te ayuda cuando llega un momento muy difícil: cómo notar que se acerca, qué puedes hacer a solas, con quién estar, a quién llamar y qué te importa. Sigue los pasos del plan de Stanley y Brown, el que usan muchos profesionales.',
  private:
    'Es privado: solo tú lo ves. No hace falta rellenarlo de una vez; puedes ir añadiendo cosas poco a poco. Cuando quieras guardarlo, pulsa «Guardar plan», al final de la página.',
  noNeedToWait: 'Si ahora mismo lo estás pasando muy mal, no tienes que esperar a terminar el plan.',
  openHelp: 'Abrir la ayuda',
  loadFailed: 'No pudimos cargar tu plan. Inténtalo de nuevo en un momento.',
  retry: 'Reintentar',
  loading: 'Cargando tu plan...',
  warningSignsTitle: 'Señales de alerta',
  warningSignsHint: 'Pensamientos, imágenes, situaciones o sensaciones que te avisan de que se acerca un mal momento.',
  warningSignsExample: 'Por ejemplo: dejo de dormir bien',
  copingStrategiesTitle: 'Lo que puedo hacer a solas',
  copingStrategiesHint: 'Cosas que te calman o te distraen sin necesitar a nadie.',
  copingStrategiesExample: 'Por ejemplo: salir a caminar',
  distractionsTitle: 'Personas y lugares que me distraen',
  distractionsHint: 'Gente con la que estar y sitios a los que ir para pensar en otra cosa, aunque no hables de lo que te pasa.',
  distractionsExample: 'Por ejemplo: un café con mi prima',
  supportPeopleTitle: 'Personas a las que puedo pedir ayuda',
  supportPeopleHint: 'Alguien de confianza a quien llamar o escribir para contarle cómo estás.',
  professionalsTitle: 'Profesionales y líneas de ayuda',
  professionalsHint: 'Tu psicóloga o psicólogo, tu centro de salud o una línea de ayuda a la que puedas llamar.',
  safeEnvironmentTitle: 'Hacer mi entorno más seguro',
  safeEnvironmentHint: 'Qué puedes alejar o guardar, o a quién puedes pedir que lo guarde, para estar más a salvo en un mal momento.',
  safeEnvironmentExample: 'Por ejemplo: pedir a alguien de confianza que lo guarde',
  reasonsToLiveTitle: 'Mis razones para vivir',
  reasonsToLiveHint: 'Lo que te importa y te sostiene: personas, animales, planes, cosas que quieres vivir.',
  reasonsToLiveExample: 'Por ejemplo: mi perra Luna',
  planSaved: 'Plan guardado.',
  saveFailed: 'No se pudo guardar el plan. Inténtalo de nuevo.',
  unsavedChanges: 'Tienes cambios sin guardar.',
  savedOn: params('Guardado el {when}'),
  saving: 'Guardando...',
  savePlan: 'Guardar plan',
  leaveTitle: '¿Salir sin guardar?',
  leaveText: 'Has cambiado tu plan y aún no lo has guardado. Si sales ahora, perderás esos cambios.',
  leaveWithoutSaving: 'Salir sin guardar',
  keepEditing: 'Seguir editando',
  // The steps' lists
  removeItem: params('Quitar «{item}»'),
  remove: 'Quitar',
  listFullHint: 'Si quieres añadir otro, quita antes alguno.',
  added: params('Añadido: «{item}».'),
  removed: params('Quitado: «{item}».'),
  addTo: params('Añadir a «{title}»'),
  add: 'Añadir',
  callTo: params('Llamar a {name}'),
  call: 'Llamar',
  name: 'Nombre',
  phone: 'Teléfono',
};

export const planText = defineMessages('safety-plan', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    private:
      'Es privado: solo tú lo ves. No hace falta llenarlo de una vez; puedes ir agregando cosas poco a poco. Cuando quieras guardarlo, toca «Guardar plan», al final de la página.',
    noNeedToWait: 'Si ahora mismo la estás pasando muy mal, no tienes que esperar a terminar el plan.',
    distractionsHint: 'Gente con la que estar y lugares a los que ir para pensar en otra cosa, aunque no hables de lo que te pasa.',
    leaveText: 'Cambiaste tu plan y todavía no lo guardaste. Si sales ahora, perderás esos cambios.',
    listFullHint: 'Si quieres agregar otro, quita antes alguno.',
    added: params('Agregado: «{item}».'),
    addTo: params('Agregar a «{title}»'),
    add: 'Agregar',
  },
  'es-AR': {
    ...esES,
    intro:
      'Un plan de seguridad es una lista corta, escrita por vos y para vos, con lo que te ayuda cuando llega un momento muy difícil: cómo notar que se acerca, qué podés hacer a solas, con quién estar, a quién llamar y qué te importa. Sigue los pasos del plan de Stanley y Brown, el que usan muchos profesionales.',
    private:
      'Es privado: solo vos lo ves. No hace falta completarlo de una vez; podés ir agregando cosas de a poco. Cuando quieras guardarlo, tocá «Guardar plan», al final de la página.',
    noNeedToWait: 'Si ahora mismo la estás pasando muy mal, no tenés que esperar a terminar el plan.',
    loadFailed: 'No pudimos cargar tu plan. Intentalo de nuevo en un momento.',
    distractionsHint: 'Gente con la que estar y lugares a los que ir para pensar en otra cosa, aunque no hables de lo que te pasa.',
    safeEnvironmentHint: 'Qué podés alejar o guardar, o a quién le podés pedir que lo guarde, para estar más a salvo en un mal momento.',
    reasonsToLiveHint: 'Lo que te importa y te sostiene: personas, animales, planes, cosas que querés vivir.',
    saveFailed: 'No se pudo guardar el plan. Intentalo de nuevo.',
    unsavedChanges: 'Tenés cambios sin guardar.',
    leaveText: 'Cambiaste tu plan y todavía no lo guardaste. Si salís ahora, vas a perder esos cambios.',
    listFullHint: 'Si querés agregar otro, primero sacá alguno.',
    added: params('Agregado: «{item}».'),
    addTo: params('Agregar a «{title}»'),
    add: 'Agregar',
  },
});
export type PlanText = ReturnType<typeof planText.get>;
