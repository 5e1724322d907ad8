import { emailButton, emailHtml, emailNote, emailText, escapeHtml } from '../../lib/email-layout.js';
import type { SpanishVariant } from '@sendero/shared';
import type { MailMessage } from '../../lib/mail.js';

/** The email's words in each Spanish (issue 28). */
const words: Record<SpanishVariant, { open: string; copy: string; notYou: string; subject: string }> = {
  'es-ES': {
    open: 'Abre este enlace para elegir una nueva (es válido durante 1 hora y solo se puede usar una vez):',
    copy: 'copia esta dirección en tu navegador',
    notYou: 'Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.',
    subject: 'Restablece tu contraseña de Sendero',
  },
  'es-419': {
    open: 'Abre este enlace para elegir una nueva (es válido durante 1 hora y solo se puede usar una vez):',
    copy: 'copia esta dirección en tu navegador',
    notYou: 'Si no fuiste tú, puedes ignorar este correo: tu contraseña no cambiará.',
    subject: 'Restablece tu contraseña de Sendero',
  },
  'es-AR': {
    open: 'Abrí este enlace para elegir una nueva (es válido durante 1 hora y solo se puede usar una vez):',
    copy: 'copiá esta dirección en tu navegador',
    notYou: 'Si no fuiste vos, podés ignorar este correo: tu contraseña no va a cambiar.',
    subject: 'Restablecé tu contraseña de Sendero',
  },
};

export function passwordResetEmail(input: { to: string; firstName: string; link: string; spanish?: SpanishVariant }): MailMessage {
  const say = words[input.spanish ?? 'es-ES'];
  const text = emailText({
    firstName: input.firstName,
    lines: ['Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.', say.open, '', input.link, '', say.notYou],
  });
  const html = emailHtml({
    firstName: input.firstName,
    body: [
      '<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Sendero.</p>',
      emailButton(input.link, 'Elegir una nueva contraseña'),
      emailNote(
        `El enlace es válido durante 1 hora y solo se puede usar una vez. Si el botón no funciona, ${say.copy}:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span>`,
      ),
      emailNote(say.notYou),
    ],
  });
  return { to: input.to, subject: say.subject, text, html };
}
