import type { MailMessage } from '../../lib/mail.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function passwordResetEmail(input: { to: string; firstName: string; link: string }): MailMessage {
  const name = input.firstName.trim() || 'hola';
  const text = [
    `Hola, ${name}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.',
    'Abre este enlace para elegir una nueva (es válido durante 1 hora y solo se puede usar una vez):',
    '',
    input.link,
    '',
    'Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.',
    '',
    'Un abrazo,',
    'El equipo de Sendero',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
  <body style="margin:0;padding:24px;background:#0f1b2d;font-family:Helvetica,Arial,sans-serif;color:#e8eef7">
    <div style="max-width:480px;margin:0 auto;background:#17263d;border-radius:16px;padding:32px">
      <h1 style="margin:0 0 16px;font-size:22px;color:#fbbf24">Sendero</h1>
      <p>Hola, ${escapeHtml(name)}:</p>
      <p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.</p>
      <p style="margin:28px 0">
        <a href="${escapeHtml(input.link)}" style="background:#fbbf24;color:#0f1b2d;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:bold">Elegir una nueva contraseña</a>
      </p>
      <p style="font-size:14px;color:#b6c2d4">El enlace es válido durante 1 hora y solo se puede usar una vez. Si el botón no funciona, copia esta dirección en tu navegador:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span></p>
      <p style="font-size:14px;color:#b6c2d4">Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.</p>
      <p>Un abrazo,<br>El equipo de Sendero</p>
    </div>
  </body>
</html>`;
  return { to: input.to, subject: 'Restablece tu contraseña de Sendero', text, html };
}
