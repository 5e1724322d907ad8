import { CRISIS_LINE_COUNTRIES, crisisLinesFor } from '@sendero/shared';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { PublicPage, PublicSection } from '@/components/public-page';
import { Card } from '@/components/ui/card';
import { countryName } from '@/lib/countries';
import { CrisisLinesList } from './crisis-lines-list';

const LINES_ID = 'lineas-de-ayuda';
const countryAnchor = (code: string) => `lineas-${code.toLowerCase()}`;

function CountryLines({ code, name }: { code: string; name: string }) {
  const headingId = useId();
  return (
    <section id={countryAnchor(code)} aria-labelledby={headingId} className="scroll-mt-6">
      <Card className="flex flex-col gap-3">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {name}
        </h3>
        <CrisisLinesList lines={crisisLinesFor(code)} place={name} headingLevel={4} />
      </Card>
    </section>
  );
}

/** Every country's lines, with a row of links to each. */
function LinesByCountry() {
  const countries = CRISIS_LINE_COUNTRIES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <PublicSection title="Líneas de ayuda por país" id={LINES_ID}>
      <p>Toca un número para llamar. Hay personas preparadas para escucharte.</p>
      <nav aria-label="Países">
        <ul className="flex flex-wrap gap-2">
          {countries.map(({ code, name }) => (
            <li key={code}>
              <a
                href={`#${countryAnchor(code)}`}
                className="inline-flex h-10 items-center rounded-full border border-navy-600 bg-navy-800 px-4 text-sm font-semibold text-ink hover:border-amber-400/60"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4">
        {countries.map(({ code, name }) => (
          <CountryLines key={code} code={code} name={name} />
        ))}
      </div>
      <p className="text-sm text-ink-muted">
        Si tu país no está en la lista, no tenemos verificada ninguna línea para él: si estás en peligro, llama al número de emergencias local o acude al centro
        de salud más cercano.
      </p>
      <p className="text-sm text-ink-muted">
        Comprobamos estas líneas en 2025 y 2026. Los números y los horarios pueden cambiar; si alguno no responde, llama al número de emergencias.
      </p>
    </PublicSection>
  );
}

/**
 * The public page (/seguridad) that says plainly, to a person or their family, what Sendero does
 * when someone writes about suicide or self-harm, and every country's lines. Its data ships with
 * the app: no session and no call to the server.
 */
export function SafetyInfoScreen() {
  return (
    <PublicPage
      backLabel="Volver"
      title="Cómo te cuida Sendero"
      intro="Sendero es un diario para contar cómo te sientes y aprender a cuidarte. Algunos días, lo que alguien escribe deja ver que está sufriendo mucho. Aquí te contamos, con palabras sencillas, qué hace Sendero entonces. Es para ti y para las personas que te quieren."
    >
      <aside aria-label="Si hay peligro ahora" className="flex flex-col gap-2 rounded-3xl border border-rose-300/50 bg-rose-950/40 p-5">
        <p className="font-semibold text-ink">
          Si tú o alguien cercano está en peligro ahora mismo, no esperes: llama al número de emergencias de tu país o a una línea de ayuda.
        </p>
        <a href={`#${LINES_ID}`} className="inline-flex items-center gap-2 self-start font-bold text-rose-100 underline underline-offset-4">
          <Phone aria-hidden="true" className="size-4" />
          Ver las líneas de ayuda
        </a>
      </aside>

      <PublicSection title="Qué busca Sendero en lo que escribes">
        <p>
          Cuando guardas una entrada del diario, el servidor de Sendero la lee primero con unas reglas fijas, antes que nada más. Esas reglas buscan señales de
          que alguien piensa en el suicidio o en hacerse daño. Están ordenadas según la escala Columbia (C-SSRS), una guía que usan profesionales de la salud de
          muchos países:
        </p>
        <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
          <li>desear estar muerto o no despertar;</li>
          <li>pensar en quitarse la vida;</li>
          <li>pensar en cómo hacerlo;</li>
          <li>tener un plan o estar preparándolo, por ejemplo escribir una despedida o regalar sus cosas;</li>
          <li>hacerse daño a propósito, aunque no sea para morir;</li>
          <li>haberlo intentado hace poco;</li>
          <li>sentir que no hay salida o que uno es una carga para los demás.</li>
        </ul>
        <p>Si una frase es dudosa, Sendero prefiere cuidarte de más que de menos.</p>
      </PublicSection>

      <PublicSection title="Qué responde Sendero">
        <p>
          Si las reglas encuentran alguna de esas señales, Sendero no escribe consejos. Responde con un mensaje fijo, escrito de antemano con cuidado, que anima
          a hablar con alguien ya, y con las líneas de ayuda del país que elegiste en tu perfil, que puedes llamar con un toque.
        </p>
        <p className="font-semibold">Ese texto nunca se envía a un modelo de inteligencia artificial.</p>
        <p>
          Dentro de Sendero, en cualquier pantalla, el botón «Ayuda» te lleva a tus líneas, a tu plan de seguridad y a un ejercicio para respirar un minuto.
        </p>
      </PublicSection>

      <PublicSection title="Cuando Sendero usa inteligencia artificial">
        <p>
          Sendero puede estar conectado a un modelo de inteligencia artificial que escribe consejos. Solo lo usa si tú lo permites; si no, los consejos los
          escribe el propio Sendero y tu texto no sale de su servidor.
        </p>
        <p>
          Cuando lo usa, el modelo también valora el riesgo de las entradas que las reglas no marcaron, como una segunda red: si ve una crisis, recibes el mismo
          mensaje fijo con las líneas de ayuda, no un consejo.
        </p>
        <p>
          Además, Sendero revisa cada consejo del modelo antes de enseñártelo, para que nunca nombre medicamentos, dosis ni diagnósticos. Si lo hiciera, lo
          cambia por un consejo escrito por Sendero.
        </p>
        <p>Todas las respuestas automáticas llevan una etiqueta que lo dice: no las escribe una persona.</p>
      </PublicSection>

      <PublicSection title="Lo que Sendero no es">
        <p>
          Sendero no es un servicio de emergencias: nadie lee tu diario en el momento ni puede ir a ayudarte. Tampoco sustituye a una psicóloga, a un médico ni
          a una línea de ayuda. Si estás en peligro, llama a emergencias.
        </p>
      </PublicSection>

      <PublicSection title="Qué ven los administradores">
        <p>
          Las personas que administran Sendero solo ven cuántas respuestas de crisis hubo cada mes, en números. Nunca ven quién las recibió ni qué escribió.
        </p>
      </PublicSection>

      <LinesByCountry />
    </PublicPage>
  );
}
