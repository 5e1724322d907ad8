/**
 * A spreadsheet reads a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (OWASP "CSV injection"): a diary text such as `=HYPERLINK(…)` would run when the person
 * opens their export. A leading `'` makes it text, shown as written. The JSON export stays exact.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, and its quotes doubled; never a live formula. */
export function csvField(value: string | number | null | undefined): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV row, CRLF-terminated as RFC 4180 says. */
export const csvRow = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Spreadsheet programs read UTF-8 (and so the accents) only when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvRecord = { line: number; fields: string[] };

/** Bounds a parse stops at, before the whole text is read: an import file is untrusted. */
export type CsvLimits = { maxRecords: number; maxFieldLength: number };

export type CsvParse = { records: CsvRecord[] } | { problem: 'unclosedQuote' } | { problem: 'tooManyRecords' } | { problem: 'fieldTooLong'; line: number };

/** Characters read between two turns of the event loop: 19 MB of newlines took 3.3 s in one go; a slice takes a few milliseconds. */
const SLICE = 32 * 1024;

/**
 * Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). Each record keeps
 * the line number it starts on, so problems can be reported where a person will look for them.
 * Yields to the event loop every SLICE characters, so other requests are answered meanwhile, and
 * stops at the first record or field past `limits`.
 */
export async function parseCsv(text: string, limits: CsvLimits): Promise<CsvParse> {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let nextYield = SLICE;
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const endRecord = () => {
    // A blank line allocates nothing: millions of them once made the collector stop the server.
    if (fields.length === 0 && field === '') return;
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    if (i >= nextYield) {
      await new Promise((resolve) => setImmediate(resolve));
      nextYield = i + SLICE;
    }
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      if (records.length > limits.maxRecords) return { problem: 'tooManyRecords' };
      line += 1;
      recordLine = line;
    } else field += char;
    if (field.length > limits.maxFieldLength) return { problem: 'fieldTooLong', line: recordLine };
  }
  if (quoted) return { problem: 'unclosedQuote' };
  if (field !== '' || fields.length > 0) endRecord();
  if (records.length > limits.maxRecords) return { problem: 'tooManyRecords' };
  return { records };
}
