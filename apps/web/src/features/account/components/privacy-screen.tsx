import { WHO5_SOURCE } from '@sendero/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-amber-200">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'font-semibold text-amber-300 underline underline-offset-2';

/**
 * The public privacy page (/privacidad), in plain words: what is kept, where diary text goes, who
 * else gets it (no one), for how long, and how to take it or erase it. Static: no call to the server.
 */
export function PrivacyScreen() {
  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 leading-relaxed">
        <header className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={paths.home.getHref()}
              className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-2 font-semibold text-amber-200 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              Volver
            </Link>
            <Logo />
          </div>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">Tu privacidad en Sendero</h1>
          <p className="text-lg text-ink-muted">
            Tu diario habla de tu salud, y eso merece el máximo cuidado. Aquí te contamos, sin letra pequeña, qué guarda Sendero, adónde va lo que escribes y
            cómo llevártelo o borrarlo cuando quieras.
          </p>
        </header>

        <Section title="Qué guarda Sendero">
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>Tu cuenta: nombre, apellido, correo, país y tu contraseña, guardada de forma que nadie pueda leerla (argon2id).</li>
            <li>Tu diario: cómo te sentías, lo que escribiste, tu nota de voz si grabaste una, la fecha y el comentario que recibiste.</li>
            <li>Tu progreso en las rutas: qué contenidos abriste o completaste, tus respuestas a los cuestionarios y tus puntos.</li>
            <li>Tu plan de seguridad, si lo rellenas.</li>
            <li>Tus cuestionarios de bienestar (WHO-5), si los respondes: tus cinco respuestas, la puntuación y la fecha.</li>
            <li>
              Tu recordatorio diario, si lo activas: la hora, tu zona horaria y cómo quieres recibirlo; para los avisos, la dirección que tu navegador nos da
              para enviárselos.
            </li>
          </ul>
          <p>
            Lo que escribes en el diario, tus notas de voz, sus comentarios y tu plan de seguridad se guardan <strong>cifrados</strong> (AES-256-GCM): quien
            mirase la base de datos sin la clave del servidor solo vería letras sin sentido.
          </p>
          <p>Sendero no usa cookies de publicidad ni herramientas de analítica, y no guarda tu diario en sus registros técnicos.</p>
        </Section>

        <Section title="Adónde va lo que escribes en el diario">
          <p>
            Si quien administra este Sendero conectó un modelo de inteligencia artificial <strong>y tú lo permites</strong> en tu perfil, el texto de cada
            entrada se envía a ese modelo, y solo a él, para escribir tu comentario. Si no, tu texto <strong>no sale del servidor de Sendero</strong>: los
            comentarios los escribe el propio Sendero.
          </p>
          <p>
            Lo que habla de suicidio o de hacerse daño nunca se envía a ningún modelo.{' '}
            <Link to={paths.safetyInfo.getHref()} className={linkClass}>
              Así te cuida Sendero
            </Link>
            .
          </p>
        </Section>

        <Section title="El cuestionario de bienestar">
          <p>
            Cada dos semanas, Sendero te propone cinco preguntas sobre cómo has estado. Son las del Índice de Bienestar OMS-5 (WHO-5), en su versión oficial en
            español. La puntuación se calcula con una regla fija (la suma de tus respuestas, por 4): ninguna inteligencia artificial la lee ni la interpreta, y
            no es un diagnóstico.
          </p>
          <p className="text-sm text-ink-muted">Fuente: {WHO5_SOURCE}</p>
        </Section>

        <Section title="Nadie más recibe tus datos">
          <p>
            Sendero no vende, no presta y no comparte tus datos con nadie. Tu navegador solo habla con este servidor: ni fuentes, ni mapas, ni estadísticas de
            terceros. Las personas que lo administran ven tu nombre y tu correo para ayudarte con tu cuenta, pero no tu diario.
          </p>
          <p>
            Si activas los avisos del recordatorio en un dispositivo, cada aviso viaja cifrado a través del servicio de notificaciones de tu navegador (el de
            Google, Mozilla o Apple, según cuál uses), que no puede leerlo. Cada correo de recordatorio trae un enlace para dejar de recibirlos con un clic.
          </p>
        </Section>

        <Section title="Si compartes con alguien">
          <p>
            Solo tú decides si alguien te acompaña: le das un código y eliges qué puede ver (tu resumen, tus entradas, tus rutas o tu plan de seguridad). Solo
            puede leerlo, nunca cambiarlo. Cada vez que lee algo queda registrado y tú lo ves; puedes cambiar lo que ve o dejar de compartir en cualquier
            momento, y esa persona también puede dejarlo.
          </p>
          <p>
            Si lo pides, le avisaremos por correo cuando escribas algo preocupante. Ese correo solo dice que podrías necesitarle y que se ponga en contacto
            contigo: nunca lo que escribiste, ni cómo te sentías, ni cuándo.
          </p>
        </Section>

        <Section title="Cuánto tiempo se guarda">
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>Tus entradas y tu plan, hasta que tú los borres o elimines tu cuenta. Lo que borras desaparece en el momento.</li>
            <li>Las sesiones abiertas caducan a los 30 días; los enlaces para cambiar la contraseña, en una hora.</li>
            <li>Las copias de seguridad del servidor pueden conservar lo borrado hasta que se sustituyen por otras nuevas, y están igual de cifradas.</li>
            <li>De las respuestas de crisis solo queda un recuento mensual, sin nombre ni texto.</li>
            <li>
              El «Informe para mi profesional» se prepara en el momento en que lo pides y va directo a tu dispositivo: no guardamos ninguna copia. Tus entradas
              solo aparecen en él si marcas «Incluir mis entradas».
            </li>
          </ul>
        </Section>

        <Section title="Llévatelo o bórralo cuando quieras">
          <p>
            En tu{' '}
            <Link to={`${paths.profile.getHref()}#mis-datos`} className={linkClass}>
              perfil, en «Mis datos»
            </Link>
            , puedes:
          </p>
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>
              <strong>Descargar mis datos</strong>: un .zip con todo lo tuyo, también tu diario en una hoja de cálculo.
            </li>
            <li>
              <strong>Importar</strong>: recuperar esa copia, o traer tu diario desde Daylio.
            </li>
            <li>
              <strong>Eliminar mi cuenta</strong>: se borra todo lo tuyo a la vez y para siempre; tu correo queda libre.
            </li>
          </ul>
          <p>Son tus derechos de acceso, portabilidad y supresión, y no hace falta pedírselos a nadie.</p>
        </Section>
      </div>
    </main>
  );
}
