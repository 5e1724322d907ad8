import { emailButton, emailHtml, emailNote, emailText, escapeHtml } from '../../lib/email-layout.js';
import type { MailMessage } from '../../lib/mail.js';

export function passwordResetEmail(input: { to: string; firstName: string; link: string }): MailMessage {
  const text = emailText({
    firstName: input.firstName,
    lines: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.',
      'Abre este enlace para elegir una nueva (es válido durante 1 hora y solo se puede usar una vez):',
      '',
      input.link,
      '',
      'Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.',
    ],
  });
  const html = emailHtml({
    firstName: input.firstName,
    body: [
      '<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.</p>',
      emailButton(input.link, 'Elegir una nueva contraseña'),
      emailNote(
        `El enlace es válido durante 1 hora y solo se puede usar una vez. Si el botón no funciona, copia esta dirección en tu navegador:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span>`,
      ),
      emailNote('Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.'),
    ],
  });
  return { to: input.to, subject: 'Restablece tu contraseña de Sendero', text, html };
}
