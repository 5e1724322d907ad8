import { formatTime, parseSubtitleFile, readTime, rowsFromSubtitles, subtitlesFromRows, SubtitleRows, subtitleMessages } from './subtitles';

describe('subtitle times and files', () => {
  it('reads times as people and SRT/WebVTT write them, and writes them back with a decimal comma', () => {
    expect(['65', '65,5', '1:05,5', '0:03.5', '00:00:01,100', '01:02:03.250', ' 2 '].map(readTime)).toEqual([65, 65.5, 65.5, 3.5, 1.1, 3723.25, 2]);
    expect(['', 'dos', '1:75', '-1', '1:2:3:4'].map(readTime)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect([0, 3.5, 65, 3723.25, 59.9999].map(formatTime)).toEqual(['0:00', '0:03,5', '1:05', '1:02:03,25', '1:00']);
    const subtitles = [{ text: 'Hola', start: 1.25, end: 70 }];
    expect(subtitlesFromRows(rowsFromSubtitles(subtitles))).toEqual(subtitles);
  });

  it('reads a WebVTT file: header, notes, styles, cue ids and settings, tags and entities left out', () => {
    const vtt = [
      'WEBVTT - Anclaje',
      '',
      'NOTE escrito a mano',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'uno',
      '00:01.000 --> 00:04.500 line:0 position:20%',
      '<v Ana>Mira a tu <i>alrededor</i>.</v>',
      '',
      '00:00:04.500 --> 00:00:09.000',
      'Tú &amp; yo',
      'respiramos.',
      '',
    ].join('\n');
    expect(parseSubtitleFile(vtt)).toEqual([
      { text: 'Mira a tu alrededor.', start: 1, end: 4.5 },
      { text: 'Tú & yo respiramos.', start: 4.5, end: 9 },
    ]);
  });

  it('reads an SRT file with a byte order mark and CRLF; a cue without text or times is skipped', () => {
    const srt = '\uFEFF1\r\n00:00:00,000 --> 00:00:02,000\r\nHola\r\n\r\n2\r\n00:00:02,000 --> 00:00:03,000\r\n\r\n\r\n3\r\nmal --> 00:00:04,000\r\nNo\r\n';
    expect(parseSubtitleFile(srt)).toEqual([{ text: 'Hola', start: 0, end: 2 }]);
    expect(parseSubtitleFile('no son subtítulos')).toEqual([]);
  });

  it('checks rows with the rules the server shares: readable times, end after start, text, in order and not overlapping', () => {
    const issues = (rows: { start: string; end: string; text: string }[]) => {
      const result = SubtitleRows.safeParse(rows);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(
      issues([
        { start: '0', end: '1:05,5', text: 'Hola' },
        { start: '1:05,5', end: '1:10', text: 'Sigue' },
      ]),
    ).toEqual([]);
    expect(issues([{ start: 'uno', end: '2', text: 'Hola' }])).toEqual([['0.start', subtitleMessages.timeInvalid]]);
    expect(issues([{ start: '3', end: '2', text: ' ' }])).toEqual([
      ['0.end', subtitleMessages.endBeforeStart],
      ['0.text', subtitleMessages.textRequired],
    ]);
    expect(
      issues([
        { start: '0:05', end: '0:08', text: 'A' },
        { start: '0:07', end: '0:09', text: 'B' },
      ]),
    ).toEqual([['1.start', 'Este subtítulo empieza antes de que termine el anterior: cambia el orden o ajusta los tiempos.']]);
    expect(issues([{ start: '24:00:01', end: '24:00:02', text: 'A' }])).toEqual([
      ['0.start', 'Los tiempos no pueden pasar de 24 horas.'],
      ['0.end', 'Los tiempos no pueden pasar de 24 horas.'],
    ]);
  });
});
