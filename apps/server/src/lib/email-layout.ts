// The look every Sendero email shares, so a reset and a reminder read as one voice.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** "Hola, Ana:", or just "Hola:" when there is no name to say. */
const greeting = (firstName: string) => (firstName.trim() ? `Hola, ${firstName.trim()}:` : 'Hola:');

/** A call-to-action link styled as a button. */
export const emailButton = (link: string, label: string) =>
  `<p style="margin:28px 0">
        <a href="${escapeHtml(link)}" style="background:#fbbf24;color:#0f1b2d;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>
      </p>`;

/** Small, quieter text under the main message. */
export const emailNote = (html: string) => `<p style="font-size:14px;color:#b6c2d4">${html}</p>`;

/**
 * The whole HTML email: the card with the name "Sendero", the greeting, `body` (HTML whose values
 * the caller has escaped), the sign-off, then `after` (a footer such as the stop link).
 */
export function emailHtml(input: { firstName: string; body: string[]; after?: string }): string {
  return `<!doctype html>
<html lang="es">
  <body style="margin:0;padding:24px;background:#0f1b2d;font-family:Helvetica,Arial,sans-serif;color:#e8eef7">
    <div style="max-width:480px;margin:0 auto;background:#17263d;border-radius:16px;padding:32px">
      <h1 style="margin:0 0 16px;font-size:22px;color:#fbbf24">Sendero</h1>
      <p>${escapeHtml(greeting(input.firstName))}</p>
      ${input.body.join('\n      ')}
      <p>Un abrazo,<br>El equipo de Sendero</p>${input.after ? `\n      ${input.after}` : ''}
    </div>
  </body>
</html>`;
}

/** The plain-text twin: greeting, lines, sign-off, then `after`. */
export function emailText(input: { firstName: string; lines: string[]; after?: string[] }): string {
  return [greeting(input.firstName), '', ...input.lines, '', 'Un abrazo,', 'El equipo de Sendero', ...(input.after ? ['', ...input.after] : [])].join('\n');
}
