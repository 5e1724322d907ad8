// Crisis lines by country and the country codes, as plain data without zod: the web app's
// first pages and the "Ayuda" sheet read them, and zod stays out of those downloads. The
// schemas that validate them on the API are in safety.ts. Rules: docs/decisions/010-safety-net.md.

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
    line('Línea 192, opción 4 (MinSalud, salud mental)', '192, opción 4', '192', 'Nacional. La fuente más reciente es de 2021.'),
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
    line('Línea Vida (ASSE)', '0800 0767', '08000767', `${ALWAYS} Gratuita. La fuente más reciente es de 2019–2020.`),
    line('Línea Vida (ASSE), desde móviles', '*0767', '*0767', `${ALWAYS} Gratuita. La fuente más reciente es de 2019–2020.`),
    emergency('Emergencias', '911'),
  ],
  EC: [
    line('MSP Línea 171, opción 6', '171, opción 6', '171', 'Las fuentes no coinciden en el horario (24 horas o de 07:00 a 20:00).'),
    emergency('ECU 911', '911', ALWAYS),
  ],
  VE: [
    line('Federación de Psicólogos de Venezuela', '0412-4163116', '04124163116', 'De lunes a viernes, de 08:00 a 20:00. No hay una línea pública nacional.'),
    emergency('Emergencias', '911'),
  ],
  US: [
    line('988 Suicide & Crisis Lifeline, en español', '988 (marca 2)', '988', `${ALWAYS} Llama al 988 y marca 2, o envía AYUDA por SMS al 988.`),
    line('Crisis Text Line en español', 'Envía HOLA al 741741', '741741', `${ALWAYS} Solo mensajes de texto.`, {
      sms: { to: '741741', body: 'HOLA' },
    }),
  ],
};

/** Whether Sendero knows lines for this country; others are shown Spain's plus their own emergency number. */
export const hasCrisisLines = (country: string): boolean => country in CRISIS_LINES;

/** The lines for a country, emergencies last; Spain's for a country without rows. */
export function crisisLinesFor(country: string): CrisisLineRow[] {
  const lines = CRISIS_LINES[country] ?? CRISIS_LINES[DEFAULT_COUNTRY]!;
  return [...lines.filter((l) => !l.emergency), ...lines.filter((l) => l.emergency)];
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

