import { GROUP_REPORT_MIN_PEOPLE, type Feeling, type GroupReport } from '@sendero/shared';
import { csvRow, UTF8_BOM } from '../../lib/csv.js';

const feelingWords: Record<Feeling, string> = { GREAT: 'Excelente', GOOD: 'Bien', NEUTRAL: 'Neutral', BAD: 'Mal', TERRIBLE: 'Terrible' };

/** A suppressed figure reads as the screen shows it. */
export const SUPPRESSED_TEXT = `menos de ${GROUP_REPORT_MIN_PEOPLE}`;
const figure = (value: number | null) => (value === null ? SUPPRESSED_TEXT : value);

/**
 * The report as one long table a spreadsheet opens (UTF-8 with BOM, RFC 4180, no live formula):
 * the same figures as the JSON answer, suppressed alike. Nothing in it names a person.
 */
export function reportCsv(groupName: string, report: GroupReport): string {
  const rows = [
    csvRow(['apartado', 'semana', 'ruta', 'medida', 'valor']),
    csvRow(['Grupo', '', '', groupName, '']),
    csvRow(['Participantes', '', '', 'personas', figure(report.members)]),
  ];
  for (const route of report.routes) {
    rows.push(csvRow(['Ruta', '', route.title, 'personas que la empezaron', figure(route.started)]));
    rows.push(csvRow(['Ruta', '', route.title, 'personas que la completaron', figure(route.completed)]));
  }
  for (const week of report.feelings) {
    for (const [feeling, word] of Object.entries(feelingWords) as [Feeling, string][]) {
      rows.push(csvRow(['Sentimientos', week.week, '', `personas que escribieron «${word}»`, figure(week.counts[feeling])]));
    }
  }
  rows.push(csvRow(['WHO-5', '', '', 'personas con al menos un cuestionario', figure(report.who5.people)]));
  rows.push(csvRow(['WHO-5', '', '', 'media del primer cuestionario (%)', figure(report.who5.meanFirst)]));
  rows.push(csvRow(['WHO-5', '', '', 'media del último cuestionario (%)', figure(report.who5.meanLast)]));
  return UTF8_BOM + rows.join('');
}
