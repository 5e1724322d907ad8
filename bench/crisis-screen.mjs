// Time per crisis screen on a 2,000-character entry (issue 22: under 5 ms at p99), from the built
// package (`npm run build` first). Four kinds of entry, each screened BENCH_SCREENS times after a
// warm-up; the text changes a little every time so nothing is answered from a cache.
import { screen, warmUp } from '@sendero/crisis-screen';

const screens = Number(process.env.BENCH_SCREENS ?? 2000);
const day =
  'Hoy me levanté temprano y fui andando al trabajo porque el autobús venía lleno. En la oficina tuvimos una ' +
  'reunión larguísima sobre el presupuesto y mi jefa estaba de mal humor. A mediodía comí con Laura en el bar de ' +
  'la esquina y hablamos de sus vacaciones en Galicia. Por la tarde me costó concentrarme, tenía sueño y me dolía ' +
  'un poco la espalda. Al salir compré fruta, pan y leche, llamé a mi madre y cené pronto viendo una serie. ';
const dense =
  'el puente y la azotea y las vías del tren, las pastillas, la cuerda y el cuchillo de la cocina; quiero, pienso, ' +
  'me imagino, ojalá mañana; las contraseñas, la carta para mi madre, todo en orden; gracias por todo, adiós; ';
const buried = `${day.repeat(2)}Ya le dejé una carta a mi madre y regalé a mi perro. ${day.repeat(2)}`;
const noPunctuation = day.replace(/[.,;]/g, '');
const fill = (text) => text.repeat(Math.ceil(2000 / text.length)).slice(0, 2000);

warmUp();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
for (const [name, source] of Object.entries({ ordinary: day, dense, buried, 'no punctuation': noPunctuation })) {
  const text = fill(source);
  for (let i = 0; i < 200; i++) screen(`${text.slice(i % 11)} ${i}`);
  const times = [];
  for (let i = 0; i < screens; i++) {
    const variant = `${text.slice(i % 13)} ${i}`;
    const start = process.hrtime.bigint();
    screen(variant);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `crisis screen, 2,000 characters, ${name}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${screens} screens)`,
  );
}
