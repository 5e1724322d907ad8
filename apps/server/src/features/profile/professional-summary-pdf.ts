import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { WHO5_LOW_PERCENT, WHO5_SOURCE, WHO5_VERY_LOW_PERCENT, type Feeling } from '@sendero/shared';

// "Informe para mi profesional" drawn with pdfkit's text and vector API: A4, black text, 2 cm
// margins, Helvetica (a standard PDF font: nothing embedded). What it holds and why:
// docs/decisions/038-professional-summary.md.

export type SummaryWeek = { start: string; end: string; counts: Record<Feeling, number> };
export type SummaryRoute = { title: string; progress: number; startedAt: Date; completedAt: Date | null };
export type SummaryTag = { label: string; days: number; goodDays: number; hardDays: number };
export type SummaryEntry = { createdAt: string; feeling: Feeling; description: string; tags: string[] };

export type ProfessionalSummary = {
  person: string;
  /** Local dates in `tz`, both included. */
  from: string;
  to: string;
  tz: string;
  madeAt: Date;
  records: number;
  daysWritten: number;
  weeks: SummaryWeek[];
  who5: { at: Date; rawScore: number; percentScore: number }[];
  routes: SummaryRoute[];
  tags: SummaryTag[];
  patterns: { tag: string; direction: 'better' | 'worse' }[];
  /** Null unless the person asked for their entries. */
  entries: null | { total: number; batches: AsyncIterable<SummaryEntry[]> };
};

/** Entries and characters of entry text printed at most: a bounded file, drawn in bounded time. */
export const ENTRY_LIMITS = { entries: 500, characters: 300_000 };

const FEELINGS: { feeling: Feeling; label: string; color: string }[] = [
  { feeling: 'GREAT', label: 'Excelente', color: '#1a7a45' },
  { feeling: 'GOOD', label: 'Bien', color: '#8fcf9f' },
  { feeling: 'NEUTRAL', label: 'Neutral', color: '#d8d8d8' },
  { feeling: 'BAD', label: 'Mal', color: '#f2a65a' },
  { feeling: 'TERRIBLE', label: 'Terrible', color: '#a8231b' },
];
const feelingLabel = (feeling: Feeling) => FEELINGS.find((option) => option.feeling === feeling)!.label;

// The characters Helvetica can draw through pdfkit's WinAnsi encoding: Latin-1 and these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
const pictographic = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * Text Helvetica can print: Spanish letters, ¿ ¡ and typographic punctuation pass unchanged; other
 * spaces become plain ones; what it cannot draw becomes "[emoji]" or "[?]" (decision 038), never
 * garbage and never a crash.
 */
export function printable(text: string): { text: string; replaced: boolean } {
  let replaced = false;
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\r\n?/g, '\n'))) {
    if (segment === '\n' || segment === '\t') out += segment === '\t' ? '    ' : '\n';
    else if (/^\p{Zs}$/u.test(segment)) out += ' ';
    else if ([...segment].every(drawable)) out += segment;
    else if (/^[\p{Cc}\p{Cf}]+$/u.test(segment)) continue;
    else {
      replaced = true;
      out += pictographic.test(segment) ? '[emoji]' : '[?]';
    }
  }
  return { text: out, replaced };
}
const clean = (text: string) => printable(text).text;

const MARGIN = 56; // 2 cm
const BODY = 10.5;
const GREY = '#555555';

/** Spanish dates: "3 de diciembre de 2026" for a local date, and moments in the person's zone. */
function dateFormats(tz: string) {
  const localDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: tz });
  const moment = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: tz,
  });
  const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return {
    localDay: (iso: string) => localDay.format(utc(iso)),
    shortDay: (iso: string) => shortDay.format(utc(iso)).replace('.', ''),
    day: (at: Date) => day.format(at),
    moment: (at: Date) => {
      const text = moment.format(at);
      return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
    },
  };
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('es-ES')} ${count === 1 ? one : many}`;
const periodDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

type Column = { label: string; width: number; align?: 'left' | 'right' | 'center' };
type Dates = ReturnType<typeof dateFormats>;

/** What every section draws with: the document, its dates, and text that flows onto new pages. */
function pageWriter(doc: PDFKit.PDFDocument, dates: Dates) {
  const width = doc.page.width - 2 * MARGIN;
  const body = (color = '#000000') => doc.font('Helvetica').fontSize(BODY).fillColor(color);
  const writer = {
    doc,
    dates,
    width,
    body,
    bold: () => doc.font('Helvetica-Bold').fontSize(BODY).fillColor('#000000'),
    bottom: () => doc.page.height - MARGIN,
    /** A new page when less than `height` is left on this one. */
    room(height: number) {
      if (doc.y + height > writer.bottom()) doc.addPage();
    },
    paragraph(text: string, options: { color?: string; gap?: number } = {}) {
      body(options.color);
      doc.text(clean(text), MARGIN, doc.y, { width, lineGap: 2 });
      doc.moveDown(options.gap ?? 0.6);
    },
    heading(text: string) {
      // A heading keeps its first lines with it: never alone at the foot of a page.
      writer.room(150);
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(clean(text), MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    },
  };
  return writer;
}
type Writer = ReturnType<typeof pageWriter>;

/** A table with a shaded header row, repeated at the top of every page it runs onto. */
function drawTable({ doc, width, room, bottom }: Writer, columns: Column[], rows: string[][]) {
  const pad = 4;
  const lineHeight = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((cell, index) =>
        doc
          .font(font)
          .fontSize(BODY)
          .heightOfString(cell, { width: columns[index]!.width - 2 * pad }),
      ),
    ) +
    2 * pad;
  const drawRow = (cells: string[], font: string, shade: boolean) => {
    const height = lineHeight(cells, font);
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, width, height).fill('#eeeeee');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc
        .font(font)
        .fontSize(BODY)
        .fillColor('#000000')
        .text(cell, x + pad, top + pad, { width: column.width - 2 * pad, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const header = columns.map((column) => column.label);
  room(lineHeight(header, 'Helvetica-Bold') + 24);
  drawRow(header, 'Helvetica-Bold', true);
  for (const row of rows.map((cells) => cells.map(clean))) {
    if (doc.y + lineHeight(row, 'Helvetica') > bottom()) {
      doc.addPage();
      drawRow(header, 'Helvetica-Bold', true);
    }
    drawRow(row, 'Helvetica', false);
  }
  doc.moveDown(0.8);
}

/** One stacked bar per week, a square of colour per feeling, with its legend. */
function drawWeeksChart({ doc, dates, width, room, body }: Writer, weeks: SummaryWeek[]) {
  const axis = 24;
  const plotHeight = 140;
  room(plotHeight + 70);
  const top = doc.y + 6;
  const baseline = top + plotHeight;
  const left = MARGIN + axis;
  const plotWidth = width - axis;
  const totals = weeks.map((week) => FEELINGS.reduce((sum, { feeling }) => sum + week.counts[feeling], 0));
  const max = Math.max(1, ...totals);
  body(GREY).fontSize(8);
  for (const tick of [...new Set([0, Math.round(max / 2), max])]) {
    const y = baseline - (tick / max) * plotHeight;
    doc
      .moveTo(left, y)
      .lineTo(left + plotWidth, y)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.text(String(tick), MARGIN, y - 4, { width: axis - 4, align: 'right', lineBreak: false });
  }
  const slot = plotWidth / weeks.length;
  const barWidth = Math.min(28, slot * 0.7);
  const labelEvery = Math.ceil(weeks.length / 10);
  weeks.forEach((week, index) => {
    const x = left + index * slot + (slot - barWidth) / 2;
    let y = baseline;
    for (const { feeling, color } of FEELINGS) {
      const height = (week.counts[feeling] / max) * plotHeight;
      if (height <= 0) continue;
      y -= height;
      doc.rect(x, y, barWidth, height).fillColor(color).fill();
    }
    if (index % labelEvery === 0) {
      body(GREY).fontSize(8);
      doc.text(dates.shortDay(week.start), left + index * slot - 10, baseline + 4, { width: slot + 20, align: 'center', lineBreak: false });
    }
  });
  doc
    .moveTo(left, baseline)
    .lineTo(left + plotWidth, baseline)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  // The legend, one square per feeling.
  let x = left;
  const legendY = baseline + 20;
  for (const { label, color } of FEELINGS) {
    doc.rect(x, legendY, 9, 9).fillColor(color).fill();
    body()
      .fontSize(9)
      .text(label, x + 13, legendY, { lineBreak: false });
    x += 13 + doc.widthOfString(label) + 18;
  }
  doc.x = MARGIN;
  doc.y = legendY + 22;
}

/** Title, period, what the report is, and the three lines of "En resumen". */
function drawOpening(writer: Writer, summary: ProfessionalSummary) {
  const { doc, dates, width, bold, paragraph, heading } = writer;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Informe para mi profesional', MARGIN, MARGIN, { width });
  doc.font('Helvetica').fontSize(13).text(clean(summary.person), { width });
  doc.moveDown(0.6);
  const days = periodDays(summary.from, summary.to);
  bold().text(`Periodo: del ${dates.localDay(summary.from)} al ${dates.localDay(summary.to)} (${plural(days, 'día', 'días')}).`, { width });
  paragraph(`Preparado el ${dates.day(summary.madeAt)} con Sendero. Las fechas y horas están en la zona horaria ${summary.tz}.`, { color: GREY });
  paragraph(
    'Este informe resume lo que he registrado en Sendero, una aplicación de bienestar emocional, para compartirlo con quien me acompaña: cómo me he sentido, mis cuestionarios de bienestar (WHO-5), las rutas que he seguido y lo que hice en mis días. Es un registro personal, no un diagnóstico.',
  );
  if (!summary.entries) paragraph('No incluye el texto de mis entradas del diario.', { color: GREY });

  heading('En resumen');
  const completed = summary.routes.filter((route) => route.completedAt !== null).length;
  const lines = [
    summary.records === 0
      ? 'No hay registros en este periodo.'
      : `${plural(summary.records, 'registro', 'registros')}, en ${plural(summary.daysWritten, 'día', 'días')} de ${days}.`,
    `${plural(summary.who5.length, 'cuestionario', 'cuestionarios')} de bienestar (WHO-5).`,
    `${plural(completed, 'ruta completada', 'rutas completadas')} y ${plural(summary.routes.length - completed, 'ruta en curso', 'rutas en curso')}.`,
  ];
  for (const line of lines) paragraph(`•  ${line}`, { gap: 0.2 });
}

function drawFeelings(writer: Writer, summary: ProfessionalSummary) {
  const { dates, width, paragraph, heading } = writer;
  heading('Cómo me he sentido');
  if (summary.records === 0) return paragraph('No hay registros en este periodo.');
  paragraph('Cada barra es una semana (de lunes a domingo) y muestra cuántos registros hice con cada sentimiento.');
  drawWeeksChart(writer, summary.weeks);
  const narrow = (width - 100) / 6;
  drawTable(
    writer,
    [
      { label: 'Semana', width: 100 },
      ...FEELINGS.map(({ label }) => ({ label, width: narrow, align: 'right' as const })),
      { label: 'Total', width: narrow, align: 'right' },
    ],
    summary.weeks.map((week) => {
      const counts = FEELINGS.map(({ feeling }) => week.counts[feeling]);
      const label = week.start === week.end ? dates.shortDay(week.start) : `${dates.shortDay(week.start)} – ${dates.shortDay(week.end)}`;
      return [label, ...counts.map(String), String(counts.reduce((sum, count) => sum + count, 0))];
    }),
  );
}

function drawWho5(writer: Writer, summary: ProfessionalSummary) {
  const { dates, width, paragraph, heading } = writer;
  heading('Mi bienestar (WHO-5)');
  paragraph(
    `El índice de bienestar WHO-5 de la Organización Mundial de la Salud son cinco preguntas sobre las dos últimas semanas, de 0 a 5 cada una. La puntuación es su suma (de 0 a 25) y el porcentaje es la puntuación por 4 (de 0 a 100 %), calculados por regla. Según sus puntos de corte publicados, un ${WHO5_LOW_PERCENT} % o menos sugiere un bienestar bajo que conviene hablar con un profesional, y un ${WHO5_VERY_LOW_PERCENT} % o menos, muy bajo. No es un diagnóstico.`,
  );
  if (summary.who5.length === 0) return paragraph('No hay cuestionarios WHO-5 en este periodo.');
  drawTable(
    writer,
    [
      { label: 'Fecha', width: width - 220 },
      { label: 'Puntuación (0–25)', width: 120, align: 'right' },
      { label: 'Porcentaje', width: 100, align: 'right' },
    ],
    summary.who5.map((check) => [dates.day(check.at), String(check.rawScore), `${check.percentScore} %`]),
  );
  paragraph(`Fuente: ${WHO5_SOURCE}`, { color: GREY });
}

function drawRoutes(writer: Writer, summary: ProfessionalSummary) {
  const { dates, width, paragraph, heading } = writer;
  heading('Mis rutas');
  if (summary.routes.length === 0) return paragraph('No hay rutas empezadas ni completadas en este periodo.');
  drawTable(
    writer,
    [
      { label: 'Ruta', width: width - 310 },
      { label: 'Al final del periodo', width: 120 },
      { label: 'Fechas', width: 190 },
    ],
    summary.routes.map((route) => [
      route.title,
      route.completedAt ? 'Completada' : `En curso: ${route.progress} %`,
      route.completedAt ? `Completada el ${dates.day(route.completedAt)}` : `Empezada el ${dates.day(route.startedAt)}`,
    ]),
  );
}

function drawActivities(writer: Writer, summary: ProfessionalSummary) {
  const { width, paragraph, heading } = writer;
  heading('Lo que acompañó a mis días');
  if (summary.tags.length === 0) return paragraph('No marqué actividades en los registros de este periodo.');
  paragraph(
    'Las actividades que marqué en mis registros. Un día cuenta como bueno si de media me sentí «Bien» o mejor, y como difícil si me sentí «Mal» o peor.',
  );
  drawTable(
    writer,
    [
      { label: 'Actividad', width: width - 270 },
      { label: 'Días', width: 70, align: 'right' },
      { label: 'Días buenos', width: 100, align: 'right' },
      { label: 'Días difíciles', width: 100, align: 'right' },
    ],
    summary.tags.map((tag) => [tag.label, String(tag.days), String(tag.goodDays), String(tag.hardDays)]),
  );
  for (const pattern of summary.patterns)
    paragraph(`•  Los días con «${pattern.tag}» suelo sentirme ${pattern.direction === 'better' ? 'mejor' : 'peor'}.`, { gap: 0.2 });
  if (summary.patterns.length > 0) paragraph('Son coincidencias en mis registros, no causas ni diagnósticos.', { color: GREY });
}

/** The entries' own words, oldest first, up to ENTRY_LIMITS, yielding to other requests as it goes. */
async function drawEntries(writer: Writer, entries: NonNullable<ProfessionalSummary['entries']>) {
  const { doc, dates, width, bold, room, paragraph, heading } = writer;
  doc.addPage();
  heading('Mis entradas');
  paragraph(
    'Lo que escribí en mi diario durante el periodo, tal cual, de la más antigua a la más reciente. Las respuestas automáticas de la aplicación no se incluyen. Los símbolos que este documento no puede imprimir, como los emojis, aparecen como [emoji] o [?].',
    { color: GREY },
  );
  if (entries.total === 0) return paragraph('No hay entradas en este periodo.');
  let printed = 0;
  let characters = 0;
  outer: for await (const batch of entries.batches) {
    for (const entry of batch) {
      if (printed >= ENTRY_LIMITS.entries || characters + entry.description.length > ENTRY_LIMITS.characters) break outer;
      room(60);
      bold().text(`${dates.moment(new Date(entry.createdAt))} · ${feelingLabel(entry.feeling)}`, MARGIN, doc.y, { width });
      if (entry.tags.length > 0) paragraph(`Actividades: ${entry.tags.join(', ')}`, { color: GREY, gap: 0.1 });
      else doc.moveDown(0.1);
      paragraph(entry.description.trim() === '' ? '(Sin texto: solo el sentimiento.)' : entry.description, { gap: 0.4 });
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
      doc.moveDown(0.6);
      printed += 1;
      characters += entry.description.length;
      // Let other requests run between entries: a long diary never holds the process.
      if (printed % 20 === 0) await nextTurn();
    }
  }
  if (printed < entries.total) {
    paragraph(
      `Este informe incluye las primeras ${printed.toLocaleString('es-ES')} entradas del periodo, de ${entries.total.toLocaleString('es-ES')}. Para ver las demás, descarga otro informe con un periodo más corto.`,
      { color: GREY },
    );
  }
}

/**
 * "Página 2 de 5" on every page, once every page exists. The bottom margin is lifted while writing
 * in it, or pdfkit would start a new page for text below it.
 */
function numberPages({ doc, width, body }: Writer) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    body(GREY).fontSize(9);
    doc.text(`Página ${index + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 6, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** Draws the summary into a new PDF and ends it; the document is a stream of the file's bytes. */
export async function drawProfessionalSummary(summary: ProfessionalSummary): Promise<PDFKit.PDFDocument> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    // Kept until the end so each page can say "Página 2 de 5".
    bufferPages: true,
    lang: 'es-ES',
    displayTitle: true,
    info: { Title: 'Informe para mi profesional', Creator: 'Sendero', Producer: 'Sendero' },
  });
  const writer = pageWriter(doc, dateFormats(summary.tz));
  drawOpening(writer, summary);
  drawFeelings(writer, summary);
  drawWho5(writer, summary);
  drawRoutes(writer, summary);
  drawActivities(writer, summary);
  if (summary.entries) await drawEntries(writer, summary.entries);
  numberPages(writer);
  doc.end();
  return doc;
}
