// Lists the longest functions in the server's and the web's sources (tests and data aside), so the
// 120-line bar of issue 24 can be checked from the files: `node scripts/longest-functions.mjs [N]` lists
// the N longest; `--check` (a step of `npm test`) fails when one reaches 120 lines.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

export const LONGEST_FUNCTION_LINES = 120;
const ROOTS = ['apps/server/src', 'apps/web/src'];
const SKIPPED = /(\.test\.tsx?|\.spec\.tsx?|\.d\.ts|\/testing\/|\/test-support\/|\/fixtures\/)/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !SKIPPED.test(path) ? [path] : [];
  });
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

export function longestFunctions(rootDir = process.cwd()) {
  const found = [];
  for (const root of ROOTS) {
    for (const path of sourceFiles(join(rootDir, root))) {
      const text = readFileSync(path, 'utf8');
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (node) => {
        if (ts.isFunctionLike(node) && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          found.push({ file: relative(rootDir, path), name: functionName(node), line: start + 1, lines: end - start + 1 });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--check') {
    const tooLong = longestFunctions().filter((f) => f.lines >= LONGEST_FUNCTION_LINES);
    for (const f of tooLong) console.error(`${f.file}:${f.line} ${f.name} is ${f.lines} lines (the bar is under ${LONGEST_FUNCTION_LINES})`);
    if (tooLong.length > 0) process.exit(1);
    const [longest] = longestFunctions();
    console.log(`every function is under ${LONGEST_FUNCTION_LINES} lines; the longest: ${longest.file}:${longest.line} ${longest.name}, ${longest.lines}`);
  } else {
    const count = Number(process.argv[2] ?? 30);
    for (const f of longestFunctions().slice(0, count)) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  }
}
