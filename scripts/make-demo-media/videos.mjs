// Frame renderers for the demo videos: each returns a function from a time in seconds to an
// SVG frame of VIDEO_WIDTH × VIDEO_HEIGHT. Captions are drawn into the frames so that a muted
// video still says what it shows.
import { FONT, cloud, escapeXml, palette, stars, textLines, wrap } from './images.mjs';

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
export const FPS = 24;

const [W, H] = [VIDEO_WIDTH, VIDEO_HEIGHT];
const clamp = (value, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const smooth = (x) => {
  const t = clamp(x);
  return t * t * (3 - 2 * t);
};

/** Piecewise smooth interpolation through [time, value] keyframes. */
function keyframes(points) {
  return (t) => {
    if (t <= points[0][0]) return points[0][1];
    for (let index = 1; index < points.length; index += 1) {
      const [t1, v1] = points[index];
      const [t0, v0] = points[index - 1];
      if (t <= t1) return v0 + (v1 - v0) * smooth((t - t0) / (t1 - t0));
    }
    return points.at(-1)[1];
  };
}

/**
 * The caption on screen at time t and its opacity: each subtitle fades in as it is spoken and
 * stays until just before the next one, so a reader has the whole pause to read it.
 */
function captionAt(subtitles, t, fade = 0.3) {
  for (let index = subtitles.length - 1; index >= 0; index -= 1) {
    const current = subtitles[index];
    if (t < current.start - 0.1) continue;
    const next = subtitles[index + 1];
    const fadeIn = clamp((t - (current.start - 0.1)) / fade);
    const fadeOut = next ? clamp((next.start - 0.15 - t) / fade) : 1;
    return { text: current.text, opacity: Math.min(fadeIn, fadeOut) };
  }
  return null;
}

function caption(subtitles, t, { y, size = 24, maxWidth = 560, fill = palette.ink }) {
  const shown = captionAt(subtitles, t);
  if (!shown || shown.opacity <= 0) return '';
  const lines = wrap(shown.text, size, maxWidth, { bold: true });
  const top = y - ((lines.length - 1) * size * 1.3) / 2;
  return textLines(lines, { x: W / 2, y: top.toFixed(1), size, weight: 'bold', fill, lineHeight: 1.3, opacity: shown.opacity.toFixed(3) });
}

const sceneBackground = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.navy950}"/>
      <stop offset="1" stop-color="${palette.navy800}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;

const frame = (body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** Route 1: layered waves whose height follows the narration: they rise, peak and settle. */
export function wavesVideo(subtitles, duration) {
  const [s1, s2, s3, , s5] = subtitles;
  const amplitude = keyframes([
    [0, 6],
    [s1.end, 12],
    [s2.start, 16],
    [s2.end + 0.4, 74],
    [s3.end + 0.6, 22],
    [s5.start, 12],
    [duration, 7],
  ]);
  const backdrop = `${sceneBackground}${stars(W, H, 40, 5, { maxY: 200, opacity: 0.5 })}
    <circle cx="596" cy="38" r="15" fill="${palette.amberSoft}" fill-opacity="0.9"/>
    <circle cx="596" cy="38" r="28" fill="${palette.amber}" fill-opacity="0.12"/>`;
  const layers = [
    { base: 238, colour: palette.lilac, opacity: 0.35, k: 2.1, speed: 0.9, phase: 0, scale: 1 },
    { base: 262, colour: palette.teal, opacity: 0.45, k: 1.6, speed: 1.2, phase: 1.7, scale: 0.8 },
    { base: 292, colour: palette.navy600, opacity: 0.95, k: 1.2, speed: 0.7, phase: 3.1, scale: 0.55 },
  ];
  return (t) => {
    const a = amplitude(t);
    const waves = layers
      .map(({ base, colour, opacity, k, speed, phase, scale }) => {
        let d = `M0 ${H}`;
        for (let x = 0; x <= W; x += 8) {
          const u = (x / W) * Math.PI * 2;
          const y = base - a * scale * (0.8 * Math.sin(k * u - speed * t + phase) + 0.2 * Math.sin(2.3 * k * u + 0.6 * speed * t));
          d += ` L${x} ${y.toFixed(1)}`;
        }
        return `<path d="${d} L${W} ${H} Z" fill="${colour}" fill-opacity="${opacity}"/>`;
      })
      .join('');
    return frame(`${backdrop}${waves}${caption(subtitles, t, { y: 92, size: 26 })}`);
  };
}

/** Route 3: thoughts drift by as clouds, light ones and heavy ones, under a quiet moon. */
export function cloudsVideo(subtitles) {
  // Three clouds a row, evenly spaced along the loop, so none catches up with another.
  const rows = [
    {
      y: 62,
      speed: 18,
      offset: 0,
      thoughts: [
        ['Qué bonito día', 'light'],
        ['No voy a poder', 'dark'],
        ['¿Qué pensarán?', 'dark'],
      ],
    },
    {
      y: 150,
      speed: 24,
      offset: 150,
      thoughts: [
        ['¿Y si sale mal?', 'dark'],
        ['Hoy lo hice bien', 'light'],
        ['Siempre me pasa', 'dark'],
      ],
    },
    {
      y: 236,
      speed: 14,
      offset: 75,
      thoughts: [
        ['Tengo sueño', 'light'],
        ['Debería poder', 'dark'],
        ['Quiero un café', 'light'],
      ],
    },
  ];
  const backdrop = `${sceneBackground}${stars(W, H, 45, 9, { maxY: 260, opacity: 0.5 })}
    <circle cx="560" cy="52" r="22" fill="${palette.amberSoft}" fill-opacity="0.9"/>
    <circle cx="560" cy="52" r="40" fill="${palette.amber}" fill-opacity="0.12"/>`;
  const span = W + 260;
  const spacing = span / 3;
  return (t) => {
    let body = '';
    for (const row of rows) {
      row.thoughts.forEach(([thought, kind], index) => {
        // Wrap around so the sky never empties.
        const x = ((((row.offset + index * spacing - row.speed * t + 130) % span) + span) % span) - 130;
        const dark = kind === 'dark';
        body += cloud(x, row.y, 0.62, dark ? palette.navy500 : palette.ink, dark ? 0.95 : 0.9);
        body += `<text x="${x.toFixed(1)}" y="${row.y + 9}" font-family="${FONT}" font-size="13.5" font-weight="bold" fill="${dark ? palette.ink : palette.navy900}" text-anchor="middle">${escapeXml(thought)}</text>`;
      });
    }
    const band = `<rect x="0" y="276" width="${W}" height="${H - 276}" fill="${palette.navy950}" fill-opacity="0.82"/>`;
    return frame(`${backdrop}${body}${band}${caption(subtitles, t, { y: 322, size: 21, maxWidth: 600 })}`);
  };
}

/**
 * Route 2: a circle that grows while you breathe in and shrinks while you breathe out, with the
 * phase word inside, a progress ring and the seconds counted.
 */
export function breathingVideo({ cyclesStart, inhaleSeconds, exhaleSeconds, cycles, introText, outroText, introAt, outroAt }) {
  const [cx, cy, rMin, rMax] = [W / 2, 158, 68, 116];
  const cycleSeconds = inhaleSeconds + exhaleSeconds;
  const cyclesEnd = cyclesStart + cycles * cycleSeconds;
  const ringRadius = rMax + 16;
  const circumference = 2 * Math.PI * ringRadius;
  const backdrop = `${sceneBackground}${stars(W, H, 50, 3, { opacity: 0.35 })}
    <defs>
      <radialGradient id="breath" cx="50%" cy="40%" r="65%">
        <stop offset="0" stop-color="${palette.teal}"/>
        <stop offset="1" stop-color="${palette.tealDeep}"/>
      </radialGradient>
    </defs>
    <circle cx="${cx}" cy="${cy}" r="${rMax}" fill="none" stroke="${palette.ink}" stroke-opacity="0.14" stroke-width="2" stroke-dasharray="3 7"/>
    <circle cx="${cx}" cy="${cy}" r="${ringRadius}" fill="none" stroke="${palette.navy700}" stroke-width="6"/>`;
  return (t) => {
    let radius = rMin + 3 * Math.sin(t * 1.2);
    let word = '';
    let count = '';
    let progress = 0;
    let ringColour = palette.amber;
    let top = '';
    if (t >= cyclesStart && t < cyclesEnd) {
      const inCycle = (t - cyclesStart) % cycleSeconds;
      const cycle = Math.floor((t - cyclesStart) / cycleSeconds) + 1;
      if (inCycle < inhaleSeconds) {
        radius = rMin + (rMax - rMin) * smooth(inCycle / inhaleSeconds);
        word = 'Inhala';
        count = String(Math.floor(inCycle) + 1);
        progress = inCycle / inhaleSeconds;
      } else {
        const out = inCycle - inhaleSeconds;
        radius = rMax - (rMax - rMin) * smooth(out / exhaleSeconds);
        word = 'Exhala';
        count = String(Math.floor(out) + 1);
        progress = out / exhaleSeconds;
        ringColour = palette.lilac;
      }
      top = `Inhala ${inhaleSeconds} s · Exhala ${exhaleSeconds} s   —   ${cycle} de ${cycles}`;
    } else if (t < cyclesStart) {
      top = t >= introAt - 0.1 ? introText : '';
    } else if (t >= outroAt - 0.1) {
      top = outroText;
    }
    const glowOpacity = 0.1 + 0.2 * ((radius - rMin) / (rMax - rMin));
    const ring =
      progress > 0
        ? `<circle cx="${cx}" cy="${cy}" r="${ringRadius}" fill="none" stroke="${ringColour}" stroke-width="6" stroke-linecap="round" stroke-dasharray="${(progress * circumference).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
        : '';
    const inside = word
      ? `${textLines([word], { x: cx, y: cy + 4, size: 30, weight: 'bold', fill: palette.navy900 })}${textLines([count], { x: cx, y: cy + 38, size: 22, weight: 'bold', fill: palette.navy800 })}`
      : '';
    const heading = top ? textLines(wrap(top, 20, 600, { bold: true }), { x: cx, y: 332, size: 20, weight: 'bold', fill: palette.amber }) : '';
    return frame(`${backdrop}
      <circle cx="${cx}" cy="${cy}" r="${(radius + 26).toFixed(1)}" fill="${palette.teal}" fill-opacity="${glowOpacity.toFixed(3)}"/>
      <circle cx="${cx}" cy="${cy}" r="${radius.toFixed(1)}" fill="url(#breath)"/>
      ${ring}${inside}${heading}`);
  };
}
