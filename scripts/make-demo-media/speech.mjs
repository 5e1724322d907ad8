// Speech with exact timings: every line is synthesized on its own, trimmed of silence and
// measured in samples, then laid on a timeline of silences, so each subtitle's start and end
// are where the voice really starts and stops.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const SAMPLE_RATE = 24_000;

// MBROLA voices would sound more natural but Debian ships their data in non-free; espeak-ng's
// own Latin American voice is understood everywhere, and a slow rate keeps it calm.
const VOICE = ['-v', 'es-419', '-s', '138', '-p', '42'];

function run(command, args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function samplesOf(wav) {
  return Number(run('soxi', ['-s', wav]).trim());
}

/** One line of speech as a trimmed WAV at SAMPLE_RATE; returns its length in samples. */
export function synthesizeLine(text, wav) {
  const raw = `${wav}.raw.wav`;
  const trimmed = `${wav}.trimmed.wav`;
  run('espeak-ng', [...VOICE, '-w', raw, text]);
  // Trim leading and trailing silence and soften the robotic top end; then (once the length is
  // known) short fades against clicks.
  run('sox', [
    raw,
    '-r',
    String(SAMPLE_RATE),
    '-c',
    '1',
    '-b',
    '16',
    trimmed,
    'silence',
    '1',
    '0.02',
    '0.3%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.3%',
    'reverse',
    'highpass',
    '90',
    'treble',
    '-4',
  ]);
  run('sox', [trimmed, wav, 'fade', 't', '0.01', '-0', '0.03']);
  return samplesOf(wav);
}

function silence(wav, samples) {
  run('sox', ['-r', String(SAMPLE_RATE), '-c', '1', '-n', '-b', '16', wav, 'trim', '0', `${samples}s`]);
}

/**
 * Lays clips ({wav, samples, atSamples}) on a silent timeline of `totalSamples` and writes it
 * to `out`, normalized. Clips must be sorted and must not overlap.
 */
export function renderTimeline(clips, totalSamples, out, workDir) {
  const parts = [];
  let cursor = 0;
  clips.forEach((clip, index) => {
    if (clip.atSamples < cursor) throw new Error(`clip ${index} overlaps the one before it`);
    if (clip.atSamples > cursor) {
      const gap = path.join(workDir, `gap-${index}.wav`);
      silence(gap, clip.atSamples - cursor);
      parts.push(gap);
    }
    parts.push(clip.wav);
    cursor = clip.atSamples + clip.samples;
  });
  if (totalSamples < cursor) throw new Error('the timeline is shorter than its clips');
  if (totalSamples > cursor) {
    const tail = path.join(workDir, 'gap-tail.wav');
    silence(tail, totalSamples - cursor);
    parts.push(tail);
  }
  run('sox', [...parts, out, 'norm', '-3']);
  const written = samplesOf(out);
  if (written !== totalSamples) throw new Error(`timeline has ${written} samples, expected ${totalSamples}`);
}

const round2 = (seconds) => Math.round(seconds * 100) / 100;

/**
 * A total length a little past `minimum` whose fraction is half a second: players and metadata
 * readers then agree on the floored duration whatever their rounding.
 */
export function halfSecondAfter(minimum) {
  return Math.ceil(minimum - 0.5) + 0.5;
}

/**
 * Speaks `lines` ({text, pause}) one after another from `leadIn` seconds, leaving at least
 * `minTail` seconds at the end. Returns the voice WAV, its duration and the subtitles.
 */
export function narrate(lines, { leadIn = 0.8, minTail = 1.5, workDir, name }) {
  const clips = [];
  const subtitles = [];
  let cursor = Math.round(leadIn * SAMPLE_RATE);
  lines.forEach((line, index) => {
    const wav = path.join(workDir, `${name}-${index}.wav`);
    const samples = synthesizeLine(line.text, wav);
    clips.push({ wav, samples, atSamples: cursor });
    subtitles.push({ text: line.text, start: round2(cursor / SAMPLE_RATE), end: round2((cursor + samples) / SAMPLE_RATE) });
    cursor += samples + Math.round(line.pause * SAMPLE_RATE);
  });
  const lastEnd = (clips.at(-1).atSamples + clips.at(-1).samples) / SAMPLE_RATE;
  const duration = halfSecondAfter(lastEnd + minTail);
  const out = path.join(workDir, `${name}.voice.wav`);
  renderTimeline(clips, Math.round(duration * SAMPLE_RATE), out, workDir);
  return { wav: out, duration, subtitles };
}

/**
 * A soft, slowly breathing A-major drone under the voice, far below it (about -30 dBFS), with
 * fades at both ends. Writes a mono WAV of `duration` seconds.
 */
export function withPad(voiceWav, duration, out) {
  const tones = [
    [110, 1],
    [164.81, 0.7],
    [220, 0.5],
    [277.18, 0.35],
  ]
    .map(([hz, gain]) => `${gain}*sin(2*PI*${hz}*t)`)
    .join('+');
  const pad = `aevalsrc='0.012*(${tones})*(0.8+0.2*sin(2*PI*0.08*t))':s=${SAMPLE_RATE}:d=${duration}`;
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    voiceWav,
    '-f',
    'lavfi',
    '-i',
    pad,
    '-filter_complex',
    `[1:a]afade=t=in:d=2,afade=t=out:st=${duration - 2}:d=2[p];[0:a][p]amix=inputs=2:normalize=0:duration=first[m]`,
    '-map',
    '[m]',
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    out,
  ]);
}

/** MP3, mono, 48 kb/s: small, and every browser plays it. */
export function encodeMp3(wav, out, title) {
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    wav,
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    '-id3v2_version',
    '3',
    '-metadata',
    `title=${title}`,
    '-metadata',
    'artist=Sendero',
    out,
  ]);
}
