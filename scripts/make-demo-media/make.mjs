// Makes the demo media of the seed (covers, illustrations, guided audios, short videos) into
// apps/server/src/db/seed/media/, and writes their durations and subtitles to
// apps/server/src/db/seed/demo-media.ts. See README.md beside this file.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import * as images from './images.mjs';
import * as narration from './narration.mjs';
import { SAMPLE_RATE, encodeMp3, halfSecondAfter, narrate, renderTimeline, synthesizeLine, withPad } from './speech.mjs';
import { FPS, VIDEO_HEIGHT, VIDEO_WIDTH, breathingVideo, cloudsVideo, wavesVideo } from './videos.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedDir = path.resolve(here, '../../apps/server/src/db/seed');
const mediaDir = path.join(seedDir, 'media');
const manifestFile = path.join(seedDir, 'demo-media.ts');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-media-'));
fs.mkdirSync(mediaDir, { recursive: true });

const out = (name) => path.join(mediaDir, name);
const durations = {};

function probeDuration(file) {
  const seconds = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return Number(seconds.trim());
}

async function makeImages() {
  const covers = {
    'cover-conoce-tus-emociones.webp': images.coverEmotions,
    'cover-respiracion-y-calma.webp': images.coverBreathing,
    'cover-pensamientos-y-emociones.webp': images.coverThoughts,
  };
  for (const [name, draw] of Object.entries(covers)) {
    await sharp(Buffer.from(draw())).webp({ quality: 75 }).toFile(out(name));
  }
  // Words must stay crisp: a little more quality and full-resolution colour at the edges.
  const illustrations = {
    'rueda-de-las-emociones.webp': images.emotionWheel,
    'respiracion-cuadrada.webp': images.boxBreathing,
    'pensar-sentir-actuar.webp': images.thoughtTriangle,
  };
  for (const [name, draw] of Object.entries(illustrations)) {
    await sharp(Buffer.from(draw())).webp({ quality: 80, smartSubsample: true }).toFile(out(name));
  }
}

function makeAudio(name, lines, title) {
  const voice = narrate(lines, { workDir, name, leadIn: 1, minTail: 2 });
  const mixed = path.join(workDir, `${name}.mix.wav`);
  withPad(voice.wav, voice.duration, mixed);
  encodeMp3(mixed, out(`${name}.mp3`), title);
  durations[`${name}.mp3`] = { seconds: probeDuration(out(`${name}.mp3`)), subtitles: voice.subtitles };
}

/** Renders `draw(t)` at FPS into H.264 with the given soundtrack, as a fast-start MP4. */
async function encodeVideo(name, draw, soundtrack, duration) {
  const file = out(`${name}.mp4`);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO_WIDTH}x${VIDEO_HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-i',
      soundtrack,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-g',
      String(FPS * 4),
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-movflags',
      '+faststart',
      '-t',
      String(duration),
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const finished = new Promise((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${name}`))));
  });
  const frames = Math.round(duration * FPS);
  for (let index = 0; index < frames; index += 1) {
    const pixels = await sharp(Buffer.from(draw(index / FPS)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await finished;
  durations[`${name}.mp4`] = { seconds: probeDuration(file) };
}

async function narratedVideo(name, lines, drawFor) {
  const voice = narrate(lines, { workDir, name, leadIn: 1, minTail: 1.5 });
  const mixed = path.join(workDir, `${name}.mix.wav`);
  withPad(voice.wav, voice.duration, mixed);
  await encodeVideo(name, drawFor(voice.subtitles, voice.duration), mixed, voice.duration);
}

async function breathingCircle(name) {
  const { intro, inhale, exhale, outro, inhaleSeconds, exhaleSeconds, cycles } = narration.breathing;
  const line = (text, key) => {
    const wav = path.join(workDir, `${name}-${key}.wav`);
    return { wav, samples: synthesizeLine(text, wav) };
  };
  const seconds = (samples) => samples / SAMPLE_RATE;
  const introClip = { ...line(intro, 'intro'), atSamples: Math.round(0.5 * SAMPLE_RATE) };
  // Cycles start on a whole frame shortly after the intro ends.
  const cyclesStart = Math.ceil((seconds(introClip.atSamples + introClip.samples) + 0.8) * FPS) / FPS;
  const inhaleClip = line(inhale, 'inhale');
  const exhaleClip = line(exhale, 'exhale');
  const clips = [introClip];
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const start = cyclesStart + cycle * (inhaleSeconds + exhaleSeconds);
    clips.push({ ...inhaleClip, atSamples: Math.round(start * SAMPLE_RATE) });
    clips.push({ ...exhaleClip, atSamples: Math.round((start + inhaleSeconds) * SAMPLE_RATE) });
  }
  const outroAt = cyclesStart + cycles * (inhaleSeconds + exhaleSeconds) + 0.3;
  const outroClip = { ...line(outro, 'outro'), atSamples: Math.round(outroAt * SAMPLE_RATE) };
  clips.push(outroClip);
  const duration = halfSecondAfter(seconds(outroClip.atSamples + outroClip.samples) + 1);
  const voice = path.join(workDir, `${name}.voice.wav`);
  renderTimeline(clips, Math.round(duration * SAMPLE_RATE), voice, workDir);
  const mixed = path.join(workDir, `${name}.mix.wav`);
  withPad(voice, duration, mixed);
  const draw = breathingVideo({ cyclesStart, inhaleSeconds, exhaleSeconds, cycles, introText: intro, outroText: outro, introAt: 0.5, outroAt });
  await encodeVideo(name, draw, mixed, duration);
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function writeManifest() {
  const entries = Object.entries(durations)
    .map(([file, { seconds, subtitles }]) => {
      const lines = [`  ${quote(file)}: {`, `    duration: ${Math.floor(seconds)},`];
      if (subtitles) {
        lines.push('    subtitles: [');
        for (const { text, start, end } of subtitles) lines.push(`      { text: ${quote(text)}, start: ${start}, end: ${end} },`);
        lines.push('    ],');
      }
      lines.push('  },');
      return lines.join('\n');
    })
    .join('\n');
  fs.writeFileSync(
    manifestFile,
    `// Generated by scripts/make-demo-media/make.mjs with the media it describes: re-run it rather
// than editing. Durations are whole seconds, floored; subtitles are in seconds.
import type { Subtitle } from '@sendero/shared';

export type DemoMediaFile = { duration: number; subtitles?: Subtitle[] };

export const demoMedia = {
${entries}
} satisfies Record<string, DemoMediaFile>;
`,
  );
}

try {
  await makeImages();
  makeAudio('escaneo-corporal', narration.bodyScan, 'Escaneo corporal');
  makeAudio('anclaje-5-4-3-2-1', narration.grounding, 'Anclaje 5-4-3-2-1');
  makeAudio('mirar-un-pensamiento', narration.kindThought, 'Mirar un pensamiento con amabilidad');
  await narratedVideo('emociones-como-olas', narration.waves, wavesVideo);
  await breathingCircle('respira-con-el-circulo');
  await narratedVideo('pensamientos-como-nubes', narration.clouds, (subtitles) => cloudsVideo(subtitles));
  writeManifest();
  let total = 0;
  for (const name of fs.readdirSync(mediaDir).sort()) {
    const bytes = fs.statSync(out(name)).size;
    total += bytes;
    const seconds = durations[name]?.seconds;
    console.log(`${name.padEnd(40)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB${seconds ? `  ${seconds.toFixed(2)} s` : ''}`);
  }
  console.log(`${'total'.padEnd(40)} ${(total / 1024).toFixed(0).padStart(5)} KiB`);
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
