import { emailHtml, emailNote, emailText, escapeHtml } from '../../lib/email-layout.js';
import type { MailMessage } from '../../lib/mail.js';

/**
 * The crisis alert a person asked for (decision 035): only that they may need their companion and
 * to contact them. Never the text, the feeling, the day or the hour of what they wrote.
 */
export function crisisAlertEmail(input: { to: string; companionFirstName: string; person: { firstName: string; lastName: string } }): MailMessage {
  const name = `${input.person.firstName} ${input.person.lastName}`.trim();
  const first = input.person.firstName.trim() || name;
  const lines = [
    `${name} podría necesitarte ahora.`,
    `Si puedes, ponte en contacto con ${first}: una llamada o un mensaje pueden ayudar mucho.`,
    '',
    `Recibes este aviso porque ${first} te eligió en Sendero para acompañarle y pidió que te avisáramos en un momento así.`,
  ];
  const text = emailText({ firstName: input.companionFirstName, lines });
  const html = emailHtml({
    firstName: input.companionFirstName,
    body: [
      `<p><strong>${escapeHtml(name)}</strong> podría necesitarte ahora.</p>`,
      `<p>Si puedes, ponte en contacto con ${escapeHtml(first)}: una llamada o un mensaje pueden ayudar mucho.</p>`,
      emailNote(`Recibes este aviso porque ${escapeHtml(first)} te eligió en Sendero para acompañarle y pidió que te avisáramos en un momento así.`),
    ],
  });
  return { to: input.to, subject: `${first} podría necesitarte`, text, html };
}
