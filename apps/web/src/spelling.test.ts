import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every text a person may see or hear in the web app and the shared messages is Spanish, spelt
 * right: each word of each string literal, template text and JSX text goes through hunspell with
 * Debian's Spanish dictionary (packages hunspell and hunspell-es; .ci/run installs them). A word it
 * does not know is English or a misspelling ("Loading", "subtitulos", "encontro"), unless
 * spelling-allow-list.txt names it (brands, names, abbreviations), one word a line.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [here, path.resolve(here, '../../../packages/shared/src')];
const dictionary = '/usr/share/hunspell/es_ES.dic';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Strings that never reach a person: styles, logs, errors for developers, URLs and code.
const codeCalls = new Set([
  'cn',
  'cva',
  'clsx',
  'logFailure',
  'withFailureLog',
  'zones',
  'Error',
  'TypeError',
  'RangeError',
  'require',
  'matchMedia',
  'querySelector',
  'querySelectorAll',
  'getItem',
  'setItem',
  'removeItem',
  'addEventListener',
  'removeEventListener',
  'createElement',
  'fetch',
  'get',
  'has',
  'post',
  'put',
  'patch',
  'delete',
  'debug',
  'info',
  'warn',
  'error',
  'log',
  'postMessage',
]);
const codeAttributes =
  /^(className|class|key|id|type|href|to|src|rel|target|role|name|htmlFor|form|method|accept|autoComplete|inputMode|enterKeyHint|lang|dir|variant|size|side|align|position|theme|mode|value|defaultValue|preload|loading|decoding|fetchPriority|data-.*|aria-(haspopup|live|current|controls|describedby|labelledby|hidden|invalid|expanded|selected|checked|orientation|sort|atomic|relevant|busy|modal|pressed|level|autocomplete|owns|errormessage))$/;
const codeKeys =
  /(class|classes|classNames|Class|key|Key|path|href|url|Url|type|Type|id|Id|mime|Mime|format|locale|zone|Zone|color|Color|icon|event|method|mode|variant|name|Name|accept|pattern|queryKey|storage|selector|field|field|route|code|tel|sms|to|font)$/;

const spokenAttributes =
  /^(aria-label|aria-roledescription|aria-valuetext|aria-description|title|placeholder|alt|label|description|hint|intro|heading|message)$/;

/** `catalogue`: a file of texts in each Spanish (`messages.ts` or `<screen>.messages.ts`, decision 045), where every value is read, whatever its key. */
function isCodeString(node: ts.Node, catalogue = false): boolean {
  for (let current: ts.Node = node, parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isJsxAttribute(parent)) return codeAttributes.test(parent.name.getText());
    if (ts.isPropertyAssignment(parent)) {
      if (parent.name === current) return true;
      if (!catalogue && codeKeys.test(parent.name.getText().replace(/['"]/g, ''))) return true;
    }
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === current) return true;
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText())) return true;
    if (ts.isCaseClause(parent)) return true;
    // A catalogue's area name (`defineMessages('home', …)`).
    if (ts.isCallExpression(parent) && parent.expression.getText() === 'defineMessages' && parent.arguments[0] === current) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(current as ts.Expression)) {
      const callee = parent.expression;
      const calleeName = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
      if (codeCalls.has(calleeName)) return true;
    }
    if (ts.isStatement(parent) || ts.isJsxElement(parent)) return false;
  }
  return false;
}

/** The texts of one file that may reach a person, with where they are. */
function visibleTexts(file: string): { text: string; where: string; shown: boolean }[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { text: string; where: string; shown: boolean }[] = [];
  const catalogue = /^(.+\.)?messages\.ts$/.test(path.basename(file));
  // JSX text and the attributes read aloud (aria-label, title, placeholder, alt…) are shown even as one word.
  const add = (
    node: ts.Node,
    text: string,
    shown = ts.isJsxText(node) || (ts.isJsxAttribute(node.parent) && spokenAttributes.test(node.parent.name.getText())),
  ) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ text, where: `${path.relative(path.resolve(here, '../../..'), file)}:${line + 1}`, shown });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCodeString(node, catalogue))
      add(node, node.text, catalogue || undefined);
    else if (ts.isTemplateExpression(node) && !isCodeString(node, catalogue)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// A text is prose when it has a space between letters, or a letter only Spanish uses.
const looksLikeProse = (text: string) => /\p{L}\s+\p{L}/u.test(text) || /[áéíóúñü¿¡]/iu.test(text);
// Class lists, paths, selectors, MIME types and other code that slipped through the filters.
const looksLikeCode = (text: string) => /^[\s\w:./[\]()&>=%!#*@~+,-]*$/.test(text) && !/[A-ZÁÉÍÓÚÑ]/.test(text) && /[-:/[\]]/.test(text);

function wordsOf(text: string): string[] {
  // Tokens with an underscore, a slash, an @ or a digit are identifiers, paths, zones or addresses.
  // A catalogue's placeholders (`{day}`) are filled in, never read.
  const prose = text
    .replace(/\{\w+\}/g, ' ')
    .split(/\s+/)
    .filter((token) => !/[_/@\d]|\.\w/.test(token))
    .join(' ');
  return (prose.match(/[\p{L}][\p{L}'’]*/gu) ?? [])
    .map((word) => word.replace(/['’]+$/, ''))
    .filter((word) => word.length > 1 && !/^[A-ZÁÉÍÓÚÑ]+$/.test(word) && !/\p{Ll}\p{Lu}/u.test(word));
}

const hasHunspell = fs.existsSync(dictionary) && fs.existsSync('/usr/bin/hunspell');

describe('the words a person reads', () => {
  it.skipIf(!hasHunspell)('are Spanish and spelt right (hunspell es_ES, plus spelling-allow-list.txt)', () => {
    const allowed = new Set(
      fs
        .readFileSync(path.join(here, 'spelling-allow-list.txt'), 'utf8')
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean),
    );
    const texts = roots
      .flatMap(sourceFiles)
      .flatMap(visibleTexts)
      .filter(({ text, shown }) => (shown || looksLikeProse(text)) && !looksLikeCode(text));
    const whereWordIs = new Map<string, string>();
    for (const { text, where } of texts) for (const word of wordsOf(text)) if (!whereWordIs.has(word)) whereWordIs.set(word, where);
    const unknown = execFileSync('hunspell', ['-d', 'es_ES', '-l'], { input: [...whereWordIs.keys()].join('\n'), encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const wrong = [...new Set(unknown)].filter((word) => !allowed.has(word)).map((word) => `${word}  (${whereWordIs.get(word)})`);
    expect(wrong, 'Words hunspell es_ES does not know: write them in Spanish, fix their spelling, or add a name or brand to spelling-allow-list.txt').toEqual(
      [],
    );
  });
});
