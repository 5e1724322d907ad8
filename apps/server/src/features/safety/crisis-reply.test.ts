import { COUNTRY_CODES, CRISIS_LINE_COUNTRIES } from '@sendero/shared';
import { describe, expect, it } from 'vitest';
import { crisisReply } from './crisis-reply.js';

describe('crisisReply', () => {
  it('gives Spain its 024 to call with one tap, and the emergencies in one sentence', () => {
    const reply = crisisReply('ES');
    expect(reply).toContain('- [024](tel:024) Línea 024 de atención a la conducta suicida. 24 horas, todos los días. Gratuita y anónima.');
    expect(reply).toContain('**Si estás en peligro inmediato**, llama ahora al [112](tel:112).');
    expect(reply).toContain('En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.');
  });

  it('never names 024 or the Teléfono de la Esperanza of Spain for any other country', () => {
    for (const country of COUNTRY_CODES.filter((code) => code !== 'ES')) {
      const reply = crisisReply(country);
      expect(reply, country).not.toContain('024');
      expect(reply, country).not.toContain('717');
    }
  });

  it('gives Paraguay its 155 first and the 911 for immediate danger', () => {
    const reply = crisisReply('PY');
    expect(reply).toContain('- [155](tel:155) Línea 155 «Te escucha» (Ministerio de Salud).');
    expect(reply).toContain('**Si estás en peligro inmediato**, llama ahora al [911](tel:911).');
    expect(reply.indexOf('tel:155')).toBeLessThan(reply.indexOf('tel:911'));
  });

  it('says plainly that Guatemala has no crisis line we could verify, and lists its emergency numbers', () => {
    expect(crisisReply('GT')).toBe(
      [
        '**No estás solo ni sola.** Gracias por escribir lo que sientes; importa, y tú importas.',
        '',
        'Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**. Llama o escribe a una persona de confianza.',
        '',
        'No hemos podido verificar ninguna línea nacional de ayuda en crisis para tu país. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.',
        '',
        '- [110](tel:110) Policía Nacional Civil. 24 horas.',
        '- [122](tel:122) Bomberos (ambulancia, rescate). 24 horas.',
        '- [123](tel:123) Bomberos (ambulancia, rescate). 24 horas.',
        '',
        'En el botón «Ayuda» tienes estos números, tu plan de seguridad y un ejercicio para respirar un minuto.',
        '',
        'Aquí seguiremos cuando quieras volver a escribir.',
      ].join('\n'),
    );
  });

  it('sends a person in a country without rows to the local emergency number, with no number of ours', () => {
    for (const country of ['GQ', 'FR']) {
      const reply = crisisReply(country);
      expect(reply).toContain(
        'No tenemos verificada ninguna línea para tu país. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.',
      );
      expect(reply).not.toContain('tel:');
      expect(reply).toContain('En el botón «Ayuda» tienes tu plan de seguridad y un ejercicio para respirar un minuto.');
    }
  });

  it('writes a tap target for every line of every country', () => {
    for (const country of CRISIS_LINE_COUNTRIES.filter((code) => code !== 'GQ')) expect(crisisReply(country), country).toMatch(/\]\((tel|sms):/);
  });
});
