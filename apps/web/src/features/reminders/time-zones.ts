import { countryFromTimeZone } from '@sendero/shared';
import { countryName } from '@/lib/countries';

// The Spanish names of the cities and regions IANA spells in English; the rest read well as they are.
const SPANISH_PLACES: Record<string, string> = {
  Mexico_City: 'Ciudad de México',
  Cancun: 'Cancún',
  Merida: 'Mérida',
  Mazatlan: 'Mazatlán',
  Ciudad_Juarez: 'Ciudad Juárez',
  Bahia_Banderas: 'Bahía de Banderas',
  Cordoba: 'Córdoba',
  Tucuman: 'Tucumán',
  Galapagos: 'Galápagos',
  Easter: 'Isla de Pascua',
  Canary: 'Canarias',
  Bogota: 'Bogotá',
  Asuncion: 'Asunción',
  Panama: 'Panamá',
  Havana: 'La Habana',
  El_Salvador: 'San Salvador',
  Sao_Paulo: 'São Paulo',
  New_York: 'Nueva York',
  Los_Angeles: 'Los Ángeles',
  London: 'Londres',
  Paris: 'París',
  Berlin: 'Berlín',
  Rome: 'Roma',
  Lisbon: 'Lisboa',
  Brussels: 'Bruselas',
  Zurich: 'Zúrich',
  Dublin: 'Dublín',
  Amsterdam: 'Ámsterdam',
  Azores: 'Azores',
  Madeira: 'Madeira',
  Puerto_Rico: 'Puerto Rico',
  Costa_Rica: 'Costa Rica',
  Santo_Domingo: 'Santo Domingo',
};

// IANA's first segment, in Spanish, to group the rest of the world.
const REGIONS: Record<string, string> = {
  Africa: 'África',
  America: 'América',
  Antarctica: 'Antártida',
  Arctic: 'Ártico',
  Asia: 'Asia',
  Atlantic: 'Atlántico',
  Australia: 'Australia',
  Europe: 'Europa',
  Indian: 'Índico',
  Pacific: 'Pacífico',
};

const place = (zone: string) => {
  const last = zone.split('/').at(-1) ?? zone;
  return SPANISH_PLACES[last] ?? last.replace(/_/g, ' ');
};

/** A zone as a person names it: "México · Ciudad de México", "Asia · Tokyo"; UTC and the like as they are. */
export function timeZoneLabel(zone: string): string {
  const country = countryFromTimeZone(zone);
  if (country) return `${countryName(country)} · ${place(zone)}`;
  const region = REGIONS[zone.split('/')[0] ?? ''];
  return region && zone.includes('/') ? `${region} · ${place(zone)}` : zone.replace(/_/g, ' ');
}

export type TimeZoneGroup = { label: string; zones: { value: string; label: string }[] };

/**
 * Every zone the browser knows, named in Spanish: first the Spanish-speaking world and its nearest
 * neighbours (by country, then city), then the rest grouped by region, each in Spanish order.
 * The chosen zone is kept even when the browser does not list it.
 */
export function timeZoneGroups(selected: string): TimeZoneGroup[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = known.includes(selected) ? known : [selected, ...known];
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'es');
  const near = all.filter((zone) => countryFromTimeZone(zone)).map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  const rest = new Map<string, { value: string; label: string }[]>();
  for (const zone of all) {
    if (countryFromTimeZone(zone)) continue;
    const region = REGIONS[zone.split('/')[0] ?? ''] ?? 'Otras';
    rest.set(region, [...(rest.get(region) ?? []), { value: zone, label: region === 'Otras' ? zone.replace(/_/g, ' ') : place(zone) }]);
  }
  return [
    { label: 'Países de habla hispana y cercanos', zones: near.sort(byLabel) },
    ...[...rest]
      .sort(([a], [b]) => (a === 'Otras' ? 1 : b === 'Otras' ? -1 : a.localeCompare(b, 'es')))
      .map(([label, zones]) => ({ label, zones: zones.sort(byLabel) })),
  ];
}
