// Crisis lines by country and the country codes, as plain data without zod: the web app's
// first pages and the "Ayuda" sheet read them, and zod stays out of those downloads. The
// schemas that validate them on the API are in safety.ts. Rules: docs/decisions/010-safety-net.md
// and, for the countries without a crisis line, 026-crisis-lines-every-country.md.

/** ISO 3166-1 alpha-2: the 249 officially assigned codes. Names come from Intl.DisplayNames('es'). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const DEFAULT_COUNTRY = 'ES';

/** One crisis line, from docs/safety/crisis-lines.md (checked against it by a test). */
export type CrisisLineRow = {
  name: string;
  /** As people read and dial it. */
  number: string;
  /** What a `tel:` link dials. */
  tel: string;
  /** Hours and caveats in Spanish; empty when the source gives none. */
  hours: string;
  /** Where the line answers, when it is not the whole country. */
  area?: string;
  /** Emergency numbers come last, under "si estás en peligro inmediato". */
  emergency: boolean;
  /** Text-only lines: the SMS to send instead of a call. */
  sms?: { to: string; body: string };
};

// A row the document marks "not verified" is never here.
const line = (name: string, number: string, tel: string, hours: string, extra: Partial<CrisisLineRow> = {}): CrisisLineRow => ({
  name,
  number,
  tel,
  hours,
  emergency: false,
  ...extra,
});
const emergency = (name: string, number: string, hours = ''): CrisisLineRow => ({ name, number, tel: number, hours, emergency: true });

const ALWAYS = '24 horas, todos los días.';

export const CRISIS_LINES: Record<string, CrisisLineRow[]> = {
  ES: [
    line('Línea 024 de atención a la conducta suicida', '024', '024', `${ALWAYS} Gratuita y anónima.`),
    line('Teléfono de la Esperanza', '717 003 717', '717003717', '24 horas.'),
    emergency('Emergencias', '112', `${ALWAYS} Gratuito.`),
  ],
  MX: [line('Línea de la Vida (CONASAMA)', '800 911 2000', '8009112000', `${ALWAYS} Gratuita.`), emergency('Emergencias', '911', ALWAYS)],
  AR: [
    line('Centro de Asistencia al Suicida', '135', '135', '24 horas.', { area: 'CABA y Gran Buenos Aires' }),
    line('Centro de Asistencia al Suicida', '(011) 5275-1135', '01152751135', '24 horas.', { area: 'Desde todo el país' }),
    line('Línea nacional de salud mental (Ministerio de Salud)', '0800-999-0091', '08009990091', '24 horas. Gratuita.'),
    emergency('Emergencias', '911'),
  ],
  CO: [
    line(
      'Línea 192, opción 4 (MinSalud, salud mental)',
      '192, opción 4',
      '192',
      'Nacional. La opción 4 no se ha vuelto a confirmar desde 2021: las páginas más recientes nombran el 192 sin opción.',
    ),
    line('Línea 106 «El poder de ser escuchado»', '106', '106', `${ALWAYS} También por WhatsApp: 300 754 8933.`, {
      area: 'Bogotá (otras ciudades tienen su propia línea 106)',
    }),
    emergency('Emergencias', '123', ALWAYS),
  ],
  CL: [
    line('«No estás solo, no estás sola» (MINSAL)', '*4141', '*4141', `${ALWAYS} Gratuita, desde móviles.`),
    line('Salud Responde', '600 360 7777', '6003607777', ''),
    emergency('Emergencias (ambulancia)', '131'),
  ],
  PE: [
    line('Línea 113, opción 5 (MINSA)', '113, opción 5', '113', '24 horas. Gratuita.'),
    emergency('Emergencias (SAMU)', '106'),
    emergency('Emergencias', '105'),
  ],
  UY: [
    line('Línea Vida (ASSE)', '0800 0767', '08000767', `${ALWAYS} Gratuita, para cualquier persona, sea cual sea su prestador de salud.`),
    line('Línea Vida (ASSE), desde móviles', '*0767', '*0767', `${ALWAYS} Gratuita, para cualquier persona, sea cual sea su prestador de salud.`),
    emergency('Emergencias', '911'),
  ],
  EC: [
    line('MSP Línea 171, opción 6', '171, opción 6', '171', 'Horario no confirmado; si no contestan, llama al ECU 911.'),
    emergency('ECU 911', '911', ALWAYS),
  ],
  VE: [
    line(
      'Federación de Psicólogos de Venezuela',
      '0412-4163116',
      '04124163116',
      'De lunes a viernes, de 8:00 a 20:00. No hemos encontrado una línea pública nacional. La fuente no tiene fecha.',
    ),
    emergency('Emergencias', '911'),
  ],
  US: [
    line('988 Suicide & Crisis Lifeline, en español', '988 (marca 2)', '988', `${ALWAYS} Llama al 988 y marca 2, o envía AYUDA por SMS al 988.`),
    line('Crisis Text Line en español', 'Envía HOLA al 741741', '741741', `${ALWAYS} Solo mensajes de texto.`, {
      sms: { to: '741741', body: 'HOLA' },
    }),
  ],
  BO: [
    line(
      'Familia Segura (UNICEF Bolivia, psicólogos voluntarios)',
      '800-11-3040',
      '800113040',
      'Todos los días, de 6:00 a 24:00. Gratuita, en todo el país. También por WhatsApp, solo mensajes escritos: 77797667. La fuente más reciente es de 2023.',
    ),
    emergency('Emergencias (Policía)', '110', '24 horas.'),
  ],
  CR: [
    line(
      'Línea «Aquí Estoy» (Colegio de Profesionales en Psicología)',
      '800-2737869',
      '8002737869',
      'De lunes a viernes, de 14:00 a 22:00; sábados, de 9:00 a 16:00. Los domingos no atiende. Gratuita.',
    ),
    emergency('Emergencias', '911', `${ALWAYS} El Ministerio de Salud pide llamar al 911 si hay riesgo inminente.`),
  ],
  CU: [
    line('Línea 103 (MINSAP, apoyo psicológico)', '103', '103', '24 horas. Gratuita y anónima. La fuente fechada más reciente es de 2020.'),
    emergency('Urgencias médicas (SIUM)', '104', 'Ambulancias. La fuente es de 2018.'),
  ],
  DO: [
    line(
      'Línea nacional de salud mental (Ministerio de Salud Pública)',
      '811',
      '811',
      'Gratuita y confidencial. Funciona desde febrero de 2026; se anunció las 24 horas, pero aún no lo hemos podido confirmar.',
    ),
    line('Cuida tu Salud Mental (MSP)', '809-200-1400', '8092001400', 'Todos los días, de 8:00 a 24:00. Sigue activa mientras se pone en marcha el 811.'),
    emergency('Emergencias (Sistema 9-1-1)', '911', ALWAYS),
  ],
  // No national crisis line exists: the emergency numbers alone (a "no-crisis-line" country).
  GT: [
    emergency('Policía Nacional Civil', '110', '24 horas.'),
    emergency('Bomberos (ambulancia, rescate)', '122', '24 horas.'),
    emergency('Bomberos (ambulancia, rescate)', '123', '24 horas.'),
  ],
  HN: [
    line('Teléfono de la Esperanza (ONG)', '150', '150', 'De 8:00 a 20:00. Gratuita. La fuente no tiene fecha.'),
    emergency('Emergencias (Sistema Nacional de Emergencias)', '911', `${ALWAYS} Cuenta con psicólogos para atender crisis.`),
  ],
  NI: [emergency('Policía Nacional / Centro de Emergencia', '118', '24 horas.'), emergency('Cruz Blanca (ambulancia)', '128', '24 horas.')],
  PA: [
    line('Línea 147 (MIDES), apoyo emocional y psicológico', '147', '147', `${ALWAYS} Gratuita y confidencial. También por WhatsApp: 6534-2546.`),
    emergency('Emergencias (SUME 911)', '911', ALWAYS),
  ],
  PR: [
    line('Línea PAS (ASSMCA)', '1-800-981-0023', '18009810023', `${ALWAYS} Gratuita.`),
    line('Línea PAS (ASSMCA), por el 988', '988', '988', `${ALWAYS} Gratuita.`, { area: 'Desde teléfonos con prefijo 787 o 939' }),
    emergency('Emergencias', '911', ALWAYS),
  ],
  PY: [
    line('Línea 155 «Te escucha» (Ministerio de Salud)', '155', '155', `${ALWAYS} Gratuita y confidencial, desde cualquier teléfono.`),
    emergency('Emergencias', '911', ALWAYS),
  ],
  SV: [emergency('Policía Nacional Civil', '911', ALWAYS), emergency('Sistema de Emergencias Médicas (SEM)', '132', 'Ambulancias.')],
  AD: [
    line("Línia Verda, prevenció del suïcidi (Govern d'Andorra)", '177', '177', `${ALWAYS} Gratuita. La atienden desde Cataluña; no consta en qué idiomas.`),
    emergency('Emergències', '112', `${ALWAYS} Gratuito.`),
  ],
  // Checked and none found, not even an emergency number: listed so the screens name the country.
  GQ: [],
};

/** The countries the checked document covers: the Spanish-speaking world, the US and Andorra. */
export const CRISIS_LINE_COUNTRIES = Object.keys(CRISIS_LINES);

/** The lines for a country, emergencies last; none for a country without rows (Spain's 024 cannot be dialled abroad). */
export function crisisLinesFor(country: string): CrisisLineRow[] {
  const lines = CRISIS_LINES[country] ?? [];
  return [...lines.filter((l) => !l.emergency), ...lines.filter((l) => l.emergency)];
}

/**
 * What every screen says when a country's lines hold no crisis line: call the emergency numbers
 * shown, or, with no numbers at all, the local emergency number. `place` is "tu país" on the
 * person's own screens, a country's name where all countries are listed.
 */
export function crisisLinesNotice(lines: readonly CrisisLineRow[], place = 'tu país'): string | null {
  if (lines.length === 0) {
    return `No tenemos verificada ninguna línea para ${place}. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.`;
  }
  if (lines.every((l) => l.emergency)) {
    return `No hemos podido verificar ninguna línea nacional de ayuda en crisis para ${place}. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.`;
  }
  return null;
}

/** A first guess of the country from the browser's IANA time zone; null when it says nothing. */
export function countryFromTimeZone(timeZone: string): string | null {
  if (TIME_ZONE_COUNTRIES[timeZone]) return TIME_ZONE_COUNTRIES[timeZone];
  if (timeZone.startsWith('America/Argentina/')) return 'AR';
  if (/^America\/(Indiana|Kentucky|North_Dakota)\//.test(timeZone)) return 'US';
  return null;
}

const zones = (country: string, names: string) => Object.fromEntries(names.split(' ').map((name) => [name, country]));

// Spanish-speaking countries first, then the United States and the largest Spanish-speaking
// communities abroad; a zone not listed falls back to the browser's language region.
const TIME_ZONE_COUNTRIES: Record<string, string> = {
  ...zones('ES', 'Europe/Madrid Atlantic/Canary Africa/Ceuta'),
  ...zones(
    'MX',
    'America/Mexico_City America/Cancun America/Merida America/Monterrey America/Matamoros America/Chihuahua America/Ciudad_Juarez America/Ojinaga America/Mazatlan America/Bahia_Banderas America/Hermosillo America/Tijuana',
  ),
  ...zones('AR', 'America/Buenos_Aires America/Cordoba America/Mendoza America/Catamarca America/Jujuy'),
  ...zones('CO', 'America/Bogota'),
  ...zones('CL', 'America/Santiago America/Punta_Arenas Pacific/Easter'),
  ...zones('PE', 'America/Lima'),
  ...zones('UY', 'America/Montevideo'),
  ...zones('EC', 'America/Guayaquil Pacific/Galapagos'),
  ...zones('VE', 'America/Caracas'),
  ...zones('BO', 'America/La_Paz'),
  ...zones('PY', 'America/Asuncion'),
  ...zones('GT', 'America/Guatemala'),
  ...zones('SV', 'America/El_Salvador'),
  ...zones('HN', 'America/Tegucigalpa'),
  ...zones('NI', 'America/Managua'),
  ...zones('CR', 'America/Costa_Rica'),
  ...zones('PA', 'America/Panama'),
  ...zones('CU', 'America/Havana'),
  ...zones('DO', 'America/Santo_Domingo'),
  ...zones('PR', 'America/Puerto_Rico'),
  ...zones('GQ', 'Africa/Malabo'),
  ...zones(
    'US',
    'America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix America/Anchorage America/Detroit America/Boise America/Juneau America/Sitka America/Nome America/Adak America/Menominee America/Metlakatla America/Yakutat Pacific/Honolulu',
  ),
  ...zones('CA', 'America/Toronto America/Vancouver America/Montreal America/Edmonton America/Winnipeg America/Halifax'),
  ...zones('GB', 'Europe/London'),
  ...zones('FR', 'Europe/Paris'),
  ...zones('DE', 'Europe/Berlin'),
  ...zones('IT', 'Europe/Rome'),
  ...zones('PT', 'Europe/Lisbon Atlantic/Madeira Atlantic/Azores'),
  ...zones('CH', 'Europe/Zurich'),
  ...zones('BE', 'Europe/Brussels'),
  ...zones('NL', 'Europe/Amsterdam'),
  ...zones('IE', 'Europe/Dublin'),
  ...zones('AD', 'Europe/Andorra'),
  ...zones('BR', 'America/Sao_Paulo'),
};
