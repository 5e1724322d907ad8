import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * /welcome has its own entry page (a smaller first load for people not signed in) that must stay
 * the app's page in everything but the script it runs: the head (language, icons, colours,
 * description) once drifted apart.
 */
describe('the entry pages', () => {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const read = (file: string) => fs.readFileSync(path.join(web, file), 'utf8');

  it('welcome.html is index.html with welcome.tsx in place of main.tsx', () => {
    const index = read('index.html');
    expect(index).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(read('welcome.html')).toBe(index.replace('/src/main.tsx', '/src/welcome.tsx'));
  });
});
