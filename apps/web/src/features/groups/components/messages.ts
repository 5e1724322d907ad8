import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** Joining, leaving and facilitating groups, in each Spanish (decisions 045, 061). */
const esES = {
  joinTitle: 'Unirte a un grupo',
  joinIntro:
    'Al unirte verás primero las rutas que el grupo te propone. Quien lo facilita solo ve recuentos del grupo entero, nunca tu nombre, tu correo ni lo que escribes, y cualquier cifra que describa a menos de 10 personas queda oculta. Puedes salir cuando quieras desde Ajustes, en tu perfil.',
  yourCodeIs: 'El código de tu grupo es',
  signedOutHow:
    'Para unirte necesitas una cuenta de Sendero. Inicia sesión o crea tu cuenta y vuelve a abrir este enlace, o escribe el código en tu perfil, en el apartado Grupos. Quien facilita el grupo solo verá recuentos del grupo entero, nunca tu nombre ni lo que escribes.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  myGroups: 'Mis grupos',
  myGroupsIntro: 'Los grupos que facilitas. Sus informes muestran solo recuentos, nunca a una persona.',
  loadingGroups: 'Cargando tus grupos...',
  groupsNotLoaded: 'No pudimos cargar tus grupos. Inténtalo de nuevo en un momento.',
  noneFacilitated: 'Todavía no facilitas ningún grupo.',
  codeToJoin: 'Código para unirse:',
  groupRoutes: 'Rutas del grupo',
  noRoutes: 'Este grupo aún no tiene rutas asignadas.',
  seeReport: 'Ver informe',
  facilitatesOne: 'Facilitas 1 grupo: sus rutas y su informe.',
  facilitatesMany: params<{ count: number }>('Facilitas {count} grupos: sus rutas y su informe.'),
  joined: params<{ name: string }>('Ya formas parte de «{name}».'),
  notJoined: 'No pudimos unirte al grupo. Inténtalo de nuevo.',
  groupCode: 'Código del grupo',
  join: 'Unirme',
  codeHint: 'Son 8 letras y números; te lo da quien organiza el grupo.',
  groups: 'Grupos',
  groupsIntro:
    'Si tu universidad, tu escuela u otra organización te invita a un programa, únete con su código. Quien lo facilita verá solo recuentos del grupo, nunca tu nombre ni lo que escribes, y puedes salir cuando quieras.',
  leave: 'Salir del grupo',
  leaveTitle: params<{ name: string }>('¿Salir de «{name}»?'),
  leaveText: 'Dejarás de ver sus rutas destacadas y tus datos dejarán de contar en sus recuentos. Puedes volver a unirte con el código.',
  left: params<{ name: string }>('Has salido de «{name}».'),
  notLeft: 'No pudimos sacarte del grupo. Inténtalo de nuevo.',
  reportNotDownloaded: 'No pudimos descargar el informe. Inténtalo de nuevo.',
  reportNotLoaded: 'No pudimos cargar el informe. Inténtalo de nuevo en un momento.',
};

export const groupsText = defineMessages('groups', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    noRoutes: 'Este grupo todavía no tiene rutas asignadas.',
    left: params<{ name: string }>('Saliste de «{name}».'),
  },
  'es-AR': {
    ...esES,
    joinIntro:
      'Al unirte vas a ver primero las rutas que el grupo te propone. Quien lo facilita solo ve recuentos del grupo entero, nunca tu nombre, tu correo ni lo que escribís, y cualquier cifra que describa a menos de 10 personas queda oculta. Podés salir cuando quieras desde Ajustes, en tu perfil.',
    signedOutHow:
      'Para unirte necesitás una cuenta de Sendero. Iniciá sesión o creá tu cuenta y volvé a abrir este enlace, o escribí el código en tu perfil, en el apartado Grupos. Quien facilita el grupo solo va a ver recuentos del grupo entero, nunca tu nombre ni lo que escribís.',
    myGroupsIntro: 'Los grupos que facilitás. Sus informes muestran solo recuentos, nunca a una persona.',
    groupsNotLoaded: 'No pudimos cargar tus grupos. Intentalo de nuevo en un momento.',
    noneFacilitated: 'Todavía no facilitás ningún grupo.',
    noRoutes: 'Este grupo todavía no tiene rutas asignadas.',
    facilitatesOne: 'Facilitás 1 grupo: sus rutas y su informe.',
    facilitatesMany: params<{ count: number }>('Facilitás {count} grupos: sus rutas y su informe.'),
    joined: params<{ name: string }>('Ya formás parte de «{name}».'),
    notJoined: 'No pudimos unirte al grupo. Intentalo de nuevo.',
    groupsIntro:
      'Si tu universidad, tu escuela u otra organización te invita a un programa, unite con su código. Quien lo facilita va a ver solo recuentos del grupo, nunca tu nombre ni lo que escribís, y podés salir cuando quieras.',
    leaveText: 'Vas a dejar de ver sus rutas destacadas y tus datos van a dejar de contar en sus recuentos. Podés volver a unirte con el código.',
    left: params<{ name: string }>('Saliste de «{name}».'),
    notLeft: 'No pudimos sacarte del grupo. Intentalo de nuevo.',
    reportNotDownloaded: 'No pudimos descargar el informe. Intentalo de nuevo.',
    reportNotLoaded: 'No pudimos cargar el informe. Intentalo de nuevo en un momento.',
  },
});
