// Covers and illustrations as SVG, in the brand's palette: amber accents on dark navy, teal and
// lilac secondaries. make.mjs renders them to WebP with sharp.

export const palette = {
  navy950: '#0a1322',
  navy900: '#0f1b2d',
  navy800: '#15253b',
  navy700: '#1d314c',
  navy600: '#2a4264',
  navy500: '#3b5782',
  ink: '#eef2f8',
  muted: '#b4c1d4',
  amber: '#fbbf24',
  amberSoft: '#fde68a',
  teal: '#5eead4',
  tealDeep: '#14b8a6',
  lilac: '#c4b5fd',
  lilacDeep: '#8b5cf6',
  coral: '#fb923c',
  sky: '#7dd3fc',
  green: '#86efac',
};

export const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A <text> with one <tspan> a line, centred on x; `lines` are already broken. */
export function textLines(lines, { x, y, size, weight = 'normal', fill = palette.ink, anchor = 'middle', lineHeight = 1.25, style = 'normal', opacity = 1 }) {
  const spans = lines.map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : size * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" font-style="${style}" fill="${fill}" fill-opacity="${opacity}" text-anchor="${anchor}">${spans}</text>`;
}

/** Greedy word wrap by an estimated glyph width (DejaVu Sans averages ~0.56 em, bold ~0.63 em). */
export function wrap(text, size, maxWidth, { bold = false } = {}) {
  const maxChars = Math.max(8, Math.floor(maxWidth / (size * (bold ? 0.63 : 0.56))));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Deterministic pseudo-random numbers, so a re-run draws the same stars. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function stars(width, height, count, seed, { maxY = height, opacity = 0.5 } = {}) {
  const random = seeded(seed);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const r = 0.8 + random() * 1.6;
    out += `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * maxY).toFixed(1)}" r="${r.toFixed(2)}" fill="${palette.ink}" opacity="${(opacity * (0.3 + random() * 0.7)).toFixed(2)}"/>`;
  }
  return out;
}

const background = (width, height, id = 'bg') => `
  <defs>
    <radialGradient id="${id}" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="${palette.navy800}"/>
      <stop offset="1" stop-color="${palette.navy950}"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#${id})"/>`;

// Covers: 1200 × 675, no words (the card shows the title beside them).

/** Route 1: six translucent petals, one colour per basic emotion, around a warm centre. */
export function coverEmotions() {
  const [w, h, cx, cy] = [1200, 675, 600, 338];
  const colours = [palette.amber, palette.teal, palette.lilac, palette.sky, palette.green, palette.coral];
  const petals = colours
    .map((colour, index) => {
      const angle = index * 60 - 90;
      return `<ellipse cx="${cx}" cy="${cy - 120}" rx="88" ry="150" fill="${colour}" fill-opacity="0.42" transform="rotate(${angle + 90} ${cx} ${cy})"/>`;
    })
    .join('');
  const rings = [300, 360, 420]
    .map((r, index) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${palette.ink}" stroke-opacity="${0.07 - index * 0.02}" stroke-width="2"/>`)
    .join('');
  return svg(
    w,
    h,
    `${background(w, h)}
    <defs><radialGradient id="core"><stop offset="0" stop-color="${palette.amberSoft}"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient></defs>
    ${stars(w, h, 70, 11, { opacity: 0.45 })}
    ${rings}
    <g style="mix-blend-mode:screen">${petals}</g>
    <circle cx="${cx}" cy="${cy}" r="95" fill="url(#core)" opacity="0.9"/>
    <circle cx="${cx}" cy="${cy}" r="34" fill="${palette.amber}"/>`,
  );
}

/** Route 2: ripples of a calm breath spreading from a glowing centre, over slow waves. */
export function coverBreathing() {
  const [w, h, cx, cy] = [1200, 675, 600, 300];
  const ripples = [70, 120, 175, 235, 300, 370]
    .map(
      (r, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${index % 2 ? palette.teal : palette.lilac}" stroke-opacity="${(0.55 - index * 0.08).toFixed(2)}" stroke-width="${5 - index * 0.6}"/>`,
    )
    .join('');
  const wave = (y, amplitude, colour, opacity, phase) => {
    let d = `M0 ${y}`;
    for (let x = 0; x <= w; x += 20) d += ` L${x} ${(y + amplitude * Math.sin((x / w) * Math.PI * 3 + phase)).toFixed(1)}`;
    return `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${colour}" fill-opacity="${opacity}"/>`;
  };
  return svg(
    w,
    h,
    `${background(w, h)}
    <defs><radialGradient id="glow"><stop offset="0" stop-color="${palette.amberSoft}"/><stop offset="0.45" stop-color="${palette.amber}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient></defs>
    ${stars(w, h, 60, 23, { maxY: 420, opacity: 0.4 })}
    ${ripples}
    <circle cx="${cx}" cy="${cy}" r="120" fill="url(#glow)"/>
    ${wave(520, 18, palette.navy600, 0.55, 0)}
    ${wave(560, 14, palette.tealDeep, 0.25, 1.4)}
    ${wave(600, 10, palette.navy700, 0.9, 2.6)}`,
  );
}

/** Route 3: thought, emotion and behaviour as three linked lights, with clouds passing by. */
export function coverThoughts() {
  const [w, h] = [1200, 675];
  const nodes = [
    [600, 170, palette.amber],
    [390, 500, palette.lilac],
    [810, 500, palette.teal],
  ];
  const links = [
    [0, 1],
    [1, 2],
    [2, 0],
  ]
    .map(([a, b]) => {
      const [x1, y1] = nodes[a];
      const [x2, y2] = nodes[b];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${palette.ink}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
    })
    .join('');
  const lights = nodes
    .map(
      ([x, y, colour], index) => `
      <radialGradient id="n${index}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>
      <circle cx="${x}" cy="${y}" r="110" fill="url(#n${index})"/>
      <circle cx="${x}" cy="${y}" r="44" fill="${colour}"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    `${background(w, h)}
    ${stars(w, h, 70, 37, { opacity: 0.45 })}
    ${cloud(180, 150, 1.3, palette.ink, 0.16)}
    ${cloud(1010, 250, 1.0, palette.lilac, 0.2)}
    ${cloud(150, 560, 0.9, palette.teal, 0.14)}
    ${cloud(1060, 590, 1.2, palette.ink, 0.12)}
    ${links}
    ${lights}`,
  );
}

/** A cloud of overlapping circles centred on (x, y), about 220 × 100 at scale 1. */
export function cloud(x, y, scale, fill, opacity) {
  const puffs = [
    [-70, 10, 42],
    [-25, -18, 55],
    [30, -25, 60],
    [80, 5, 42],
    [0, 20, 50],
    [-50, 28, 34],
    [55, 28, 36],
  ];
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}" fill-opacity="${opacity}">
    <path d="${puffs.map(([dx, dy, r]) => `M${dx - r} ${dy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`).join(' ')}"/>
  </g>`;
}

// Illustrations: the words are the point, so they are large enough to read on a phone.

function titleBlock(width, title, subtitle) {
  return `${textLines([title], { x: width / 2, y: 92, size: 54, weight: 'bold', fill: palette.amber })}
    ${subtitle ? textLines(wrap(subtitle, 30, width - 160), { x: width / 2, y: 148, size: 30, fill: palette.muted }) : ''}`;
}

const polar = (cx, cy, r, degrees) => {
  const radians = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(radians), cy + r * Math.sin(radians)];
};

function ringSector(cx, cy, r1, r2, from, to) {
  const [ax, ay] = polar(cx, cy, r2, from);
  const [bx, by] = polar(cx, cy, r2, to);
  const [c1, d1] = polar(cx, cy, r1, to);
  const [e1, f1] = polar(cx, cy, r1, from);
  return `M${ax.toFixed(1)} ${ay.toFixed(1)} A${r2} ${r2} 0 0 1 ${bx.toFixed(1)} ${by.toFixed(1)} L${c1.toFixed(1)} ${d1.toFixed(1)} A${r1} ${r1} 0 0 0 ${e1.toFixed(1)} ${f1.toFixed(1)} Z`;
}

/** Six basic emotions in the centre ring, two finer words for each in the outer ring. */
export function emotionWheel() {
  const [w, h, cx, cy] = [1200, 1320, 600, 720];
  const [r0, r1, r2] = [118, 318, 515];
  const emotions = [
    ['Alegría', palette.amber, ['Entusiasmo', 'Gratitud']],
    ['Sorpresa', palette.teal, ['Asombro', 'Confusión']],
    ['Miedo', palette.lilac, ['Ansiedad', 'Inseguridad']],
    ['Tristeza', palette.sky, ['Soledad', 'Desánimo']],
    ['Asco', palette.green, ['Rechazo', 'Desagrado']],
    ['Enojo', palette.coral, ['Frustración', 'Irritación']],
  ];
  let body = '';
  emotions.forEach(([name, colour, finer], index) => {
    const from = -120 + index * 60;
    const to = from + 60;
    const middle = from + 30;
    body += `<path d="${ringSector(cx, cy, r0, r1, from, to)}" fill="${colour}" stroke="${palette.navy900}" stroke-width="8"/>`;
    body += `<path d="${ringSector(cx, cy, r1, r2, from, to)}" fill="${colour}" fill-opacity="0.2" stroke="${palette.navy900}" stroke-width="8"/>`;
    const [tx, ty] = polar(cx, cy, (r0 + r1) / 2 + 4, middle);
    body += textLines([name], { x: tx.toFixed(1), y: (ty + 14).toFixed(1), size: 37, weight: 'bold', fill: palette.navy900 });
    finer.forEach((word, wordIndex) => {
      const [fx, fy] = polar(cx, cy, (r1 + r2) / 2 + 8, from + 15 + wordIndex * 30);
      body += textLines([word], { x: fx.toFixed(1), y: (fy + 11).toFixed(1), size: 31, weight: 'bold', fill: palette.ink });
    });
  });
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.navy900}"/>
    ${titleBlock(w, 'La rueda de las emociones', 'Del centro hacia fuera: de lo general a lo preciso')}
    ${body}
    <circle cx="${cx}" cy="${cy}" r="${r0 - 4}" fill="${palette.navy800}" stroke="${palette.amber}" stroke-width="4"/>
    ${textLines(['¿Qué', 'siento?'], { x: cx, y: cy - 6, size: 34, weight: 'bold', fill: palette.amber, lineHeight: 1.1 })}
    ${textLines(['Todas las emociones son válidas: nombrarlas te ayuda a entenderlas.'], { x: cx, y: h - 40, size: 28, fill: palette.muted })}`,
  );
}

function arrowHead(x, y, degrees, colour, size = 22) {
  return `<path d="M0 0 L${-size} ${-size * 0.55} L${-size} ${size * 0.55} Z" fill="${colour}" transform="translate(${x} ${y}) rotate(${degrees})"/>`;
}

/** Box breathing: four sides of four seconds, clockwise from the top left corner. */
export function boxBreathing() {
  const [w, h] = [1200, 1000];
  const [left, top, size] = [370, 290, 460];
  const [right, bottom] = [left + size, top + size];
  const sides = [
    // [x1, y1, x2, y2, colour, label lines, label x, label y, anchor]
    [left, top, right, top, palette.amber, ['1. Inhala', '4 segundos'], 600, top - 64, 'middle'],
    [right, top, right, bottom, palette.lilac, ['2. Mantén', 'el aire', '4 segundos'], right + 40, top + size / 2 - 40, 'start'],
    [right, bottom, left, bottom, palette.teal, ['3. Exhala', '4 segundos'], 600, bottom + 70, 'middle'],
    [left, bottom, left, top, palette.sky, ['4. Mantén', 'sin aire', '4 segundos'], left - 40, top + size / 2 - 40, 'end'],
  ];
  let body = '';
  for (const [x1, y1, x2, y2, colour, label, lx, ly, anchor] of sides) {
    const inset = 34;
    const dx = Math.sign(x2 - x1);
    const dy = Math.sign(y2 - y1);
    const [sx, sy, ex, ey] = [x1 + dx * inset, y1 + dy * inset, x2 - dx * inset, y2 - dy * inset];
    const degrees = (Math.atan2(dy, dx) * 180) / Math.PI;
    body += `<line x1="${sx}" y1="${sy}" x2="${ex - dx * 18}" y2="${ey - dy * 18}" stroke="${colour}" stroke-width="12" stroke-linecap="round"/>`;
    body += arrowHead(ex + dx * 6, ey + dy * 6, degrees, colour, 34);
    const [first, ...rest] = label;
    body += textLines([first], { x: lx, y: ly, size: 40, weight: 'bold', fill: colour, anchor });
    body += textLines(rest, { x: lx, y: ly + 46, size: 32, fill: palette.ink, anchor, lineHeight: 1.2 });
  }
  const corners = [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${palette.navy900}" stroke="${palette.ink}" stroke-width="5"/>`)
    .join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.navy900}"/>
    ${titleBlock(w, 'Respiración cuadrada', null)}
    <rect x="${left}" y="${top}" width="${size}" height="${size}" rx="10" fill="${palette.navy800}"/>
    ${body}
    ${corners}
    <circle cx="${left}" cy="${top}" r="22" fill="${palette.amber}"/>
    ${textLines(['Empieza', 'aquí'], { x: left - 40, y: top - 50, size: 28, weight: 'bold', fill: palette.amber, anchor: 'end', lineHeight: 1.1 })}
    ${textLines(['Repite', '4 veces'], { x: 600, y: top + size / 2 - 8, size: 44, weight: 'bold', fill: palette.ink, lineHeight: 1.2 })}
    ${textLines(wrap('Si retener el aire te incomoda, acorta las pausas. Respira siempre sin forzar.', 30, 1000), { x: 600, y: h - 70, size: 30, fill: palette.muted })}`,
  );
}

/** The thought–emotion–behaviour triangle, with one worked example. */
export function thoughtTriangle() {
  const [w, h] = [1200, 1160];
  const radius = 125;
  const nodes = {
    thought: [600, 455, palette.amber, 'Pensamiento', ['«Seguro que', 'hice algo mal»']],
    emotion: [290, 815, palette.lilac, 'Emoción', ['Preocupación,', 'tristeza']],
    behaviour: [910, 815, palette.teal, 'Conducta', ['No vuelvo', 'a escribir']],
  };
  const link = (a, b) => {
    const [x1, y1] = nodes[a];
    const [x2, y2] = nodes[b];
    const length = Math.hypot(x2 - x1, y2 - y1);
    const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
    const gap = radius + 22;
    const [sx, sy, ex, ey] = [x1 + ux * gap, y1 + uy * gap, x2 - ux * gap, y2 - uy * gap];
    const degrees = (Math.atan2(uy, ux) * 180) / Math.PI;
    return `<line x1="${(sx + ux * 20).toFixed(1)}" y1="${(sy + uy * 20).toFixed(1)}" x2="${(ex - ux * 20).toFixed(1)}" y2="${(ey - uy * 20).toFixed(1)}" stroke="${palette.muted}" stroke-width="8" stroke-linecap="round"/>
      ${arrowHead(ex.toFixed(1), ey.toFixed(1), degrees, palette.muted, 30)}
      ${arrowHead(sx.toFixed(1), sy.toFixed(1), degrees + 180, palette.muted, 30)}`;
  };
  let body = link('thought', 'emotion') + link('emotion', 'behaviour') + link('behaviour', 'thought');
  for (const [key, [x, y, colour, name, example]] of Object.entries(nodes)) {
    body += `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`;
    body += textLines([name], { x, y: y + 13, size: name.length > 9 ? 30 : 38, weight: 'bold', fill: palette.navy900 });
    if (key === 'thought') {
      body += textLines(example, { x: x + radius + 30, y: y - 14, size: 32, style: 'italic', fill: palette.ink, anchor: 'start' });
    } else {
      body += textLines(example, { x, y: y + radius + 52, size: 32, fill: palette.ink });
    }
  }
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.navy900}"/>
    ${titleBlock(w, 'Pensar, sentir, actuar', null)}
    <rect x="170" y="140" width="860" height="110" rx="55" fill="${palette.navy700}"/>
    ${textLines(['Situación'], { x: 600, y: 184, size: 26, weight: 'bold', fill: palette.amber })}
    ${textLines(['Envías un mensaje y no te responden'], { x: 600, y: 226, size: 32, fill: palette.ink })}
    <line x1="600" y1="262" x2="600" y2="${455 - radius - 34}" stroke="${palette.amber}" stroke-width="6" stroke-linecap="round"/>
    ${arrowHead(600, 455 - radius - 10, 90, palette.amber, 26)}
    ${body}
    ${textLines(['Cada uno', 'influye en', 'los otros dos'], { x: 600, y: 672, size: 28, fill: palette.muted, lineHeight: 1.2 })}
    ${textLines(wrap('Si cambias la interpretación, también pueden cambiar lo que sientes y lo que haces.', 30, 1040), { x: 600, y: h - 62, size: 30, fill: palette.muted })}`,
  );
}
