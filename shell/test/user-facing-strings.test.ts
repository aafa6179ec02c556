import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30 item 4: "Required", "Too Short!", "Queue saved successfully" and `aria-label="Close"` in the Portuguese
 * interface. Every text a user sees or hears comes from the locale files, in pt, en and es. This walks the
 * front end's sources with the TypeScript compiler and fails on literal text where a user meets it, on Blueprint
 * components that bring English of their own, and on locale files that copy English into pt or es.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Literal text that is no word of any language: brand names, a format hint, an example value. */
const NOT_WORDS = new Set(['Balcão', 'HH:MM', 'dQw4w9WgXcQ']);
/** Attributes and option keys whose value a user reads or a screen reader says. */
const USER_FACING = new Set([
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'label',
  'labelInfo',
  'text',
  'helperText',
  'description',
  'buttonText',
  'subtitle',
  'content',
  'tooltip',
  'heading',
  'message',
  'confirmButtonText',
  'cancelButtonText',
]);
/** Calls whose argument at that position is shown: toasts, the kit's validation rules, the browser's dialogs. */
const SHOWN_ARGUMENT: Record<string, number> = {
  showToast: 0,
  toastSuccess: 0,
  toastWarning: 0,
  toastError: 0,
  required: 0,
  email: 0,
  minLength: 1,
  maxLength: 1,
  alert: 0,
  confirm: 0,
  prompt: 0,
};
/** Blueprint components that write English of their own; the kit has each with the same props. */
const KIT_INSTEAD = new Set(['Dialog', 'Drawer', 'Spinner', 'FileInput', 'NumericInput']);

const hasWords = (text: string) => /\p{L}/u.test(text) && !NOT_WORDS.has(text.trim());
const isUrl = (text: string) => /^https?:\/\//.test(text.trim());

/** The texts an expression can evaluate to, as far as literals go: `a ? 'x' : 'y'`, `x ?? 'z'`, `` `n ${v}` ``. */
function literalsOf(e: ts.Expression | undefined, templates = true): string[] {
  if (!e) return [];
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isTemplateExpression(e))
    return templates ? [[e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join('…')] : [];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return literalsOf(e.expression, templates);
  if (ts.isConditionalExpression(e))
    return [...literalsOf(e.whenTrue, templates), ...literalsOf(e.whenFalse, templates)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(e.right, templates);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...literalsOf(e.left, templates), ...literalsOf(e.right, templates)];
  }
  return [];
}

const calleeName = (e: ts.Expression) =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';

/** The kit's own wrappers of those components, the one place that imports them. */
const WRAPPERS = /^modules\/kit\/src\/(blueprint|feedback)\//;

/** `file:line what "text"` for every literal a user would meet in this source. */
export function userFacingLiterals(file: string, code: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string, text: string) => {
    if (hasWords(text) && !isUrl(text))
      found.push(
        `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what} ${JSON.stringify(text.trim())}`,
      );
  };
  const blueprint = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === '@blueprintjs/core'
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          blueprint.add(element.name.text);
          if (
            KIT_INSTEAD.has(name) &&
            !element.isTypeOnly &&
            !node.importClause?.isTypeOnly &&
            !WRAPPERS.test(file)
          )
            found.push(`${file} imports Blueprint's ${name}: use the kit's (Blueprint's speaks English)`);
        }
      return;
    }
    if (ts.isJsxText(node)) report(node, 'text', node.text);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      if (USER_FACING.has(name)) {
        const init = node.initializer;
        const texts = ts.isStringLiteral(init)
          ? [init.text]
          : ts.isJsxExpression(init)
            ? literalsOf(init.expression)
            : [];
        for (const text of texts) report(node, name, text);
      }
    } else if (ts.isCallExpression(node)) {
      const at = SHOWN_ARGUMENT[calleeName(node.expression)];
      if (at !== undefined) for (const text of literalsOf(node.arguments[at])) report(node, 'shown', text);
    } else if (ts.isReturnStatement(node)) {
      // a helper's fallback text ('An error occurred!'); a returned key or code is one word
      for (const text of literalsOf(node.expression, false))
        if (/\p{L}+\s+\p{L}+/u.test(text)) report(node, 'returned', text);
    } else if (
      ts.isPropertyAssignment(node) &&
      USER_FACING.has(node.name.getText(source).replace(/['"]/g, ''))
    ) {
      // option objects ({ label: 'Nome' }, a column's title); a template there is usually a key
      for (const text of literalsOf(node.initializer, false)) report(node, node.name.getText(source), text);
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const tag = node.tagName.getText(source);
      const removable = node.attributes.properties.some(
        (a) => ts.isJsxAttribute(a) && a.name.getText(source) === 'onRemove',
      );
      const has = (name: string) =>
        node.attributes.properties.some((a) => ts.isJsxAttribute(a) && a.name.getText(source) === name);
      // the browser's own bubbles ("Please fill out this field") speak the browser's language, not the user's
      if (tag === 'form' && !has('noValidate'))
        found.push(
          `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} form without noValidate`,
        );
      if (tag === 'Tag' && blueprint.has('Tag') && removable)
        found.push(
          `${file} gives Blueprint's Tag an onRemove: use the kit's Tag (Blueprint's says "Remove tag")`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourcesUnder(dir: string, into: string[] = []): string[] {
  if (!existsSync(dir)) return into;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (['node_modules', 'dist', 'test'].includes(entry)) continue;
    if (statSync(path).isDirectory()) sourcesUnder(path, into);
    else if (/\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry)) into.push(path);
  }
  return into;
}

const frontEndDirs = () => [
  join(root, 'shell/src'),
  ...readdirSync(join(root, 'modules')).map((m) => join(root, 'modules', m, 'src')),
];

describe('literal text a user meets', () => {
  it('is found in JSX text, shown attributes, toasts, rules, forms left to the browser, Blueprint English', () => {
    const found = userFacingLiterals(
      'fixture.tsx',
      `import { Button, Dialog, Tag } from '@blueprintjs/core';
       const rules = { name: [required('Required'), minLength(2, 'Too Short!')] };
       const columns = [{ key: 'name', title: 'Name' }];
       const fallback = (code) => { if (code) return 'ERR_X'; return 'An error occurred!'; };
       export const Page = ({ busy }) => (
         <Dialog title={busy ? t('a') : 'Wait'} aria-label="Close">
           Hello {name}!
           <Button text="Save" icon="floppy-disk" data-testid="save" className="a b" />
           <form onSubmit={save}><input placeholder={\`Search \${n}\`} /></form>
           <Tag onRemove={() => 0}>{name}</Tag>
           <span title="—">Balcão</span>
           {void toastSuccess('Queue saved successfully')}
           {void showToast(t('ok'), 'success')}
         </Dialog>
       );`,
    );
    expect(found).toEqual([
      `fixture.tsx imports Blueprint's Dialog: use the kit's (Blueprint's speaks English)`,
      'fixture.tsx:2 shown "Required"',
      'fixture.tsx:2 shown "Too Short!"',
      'fixture.tsx:3 title "Name"',
      'fixture.tsx:4 returned "An error occurred!"',
      'fixture.tsx:6 title "Wait"',
      'fixture.tsx:6 aria-label "Close"',
      'fixture.tsx:7 text "Hello"',
      'fixture.tsx:8 text "Save"',
      'fixture.tsx:9 form without noValidate',
      'fixture.tsx:9 placeholder "Search …"',
      `fixture.tsx gives Blueprint's Tag an onRemove: use the kit's Tag (Blueprint's says "Remove tag")`,
      'fixture.tsx:12 shown "Queue saved successfully"',
    ]);
  });

  it('appears nowhere in the shell and the modules: every such text comes from the locale files', () => {
    const found = frontEndDirs().flatMap((dir) =>
      sourcesUnder(dir).flatMap((file) =>
        userFacingLiterals(relative(root, file), readFileSync(file, 'utf8')),
      ),
    );
    expect(found).toEqual([]);
  });
});

/** Words pt and es share with en (loanwords, names, cognates): a pt or es text equal to its English is one of these. */
const SAME_IN_ENGLISH = new Set([
  'API',
  'Audio',
  'Chatbot',
  'Chats',
  'Checkout',
  'Color',
  'Dashboard',
  'Dialogflow',
  'E-mail',
  'Emojis',
  'Endpoint',
  'Error',
  'Kanban',
  'Kanban: {{name}}',
  'Leads',
  'Macros',
  'Marketing',
  'SLA',
  'Menu',
  'Msg. {{n}}',
  'Offline',
  'Online',
  'Open.AI',
  'Personal',
  'Plan',
  'Prompt',
  'Prompts',
  // Spanish spells it as English does (the WhatsApp templates' variables)
  'Variable {{n}}',
  '{{count}} variable',
  '{{count}} variables',
  'Status',
  'Super',
  'Supervisor',
  'Tag',
  'Tags',
  'Ticket',
  'Tickets',
  'Token',
  'Total',
  'Typebot',
  'Typebot (slug)',
  'URL',
  'Variables',
  'Video',
  'Videos',
  'Webhook',
  'WhatsApp',
  'WhatsApp (Baileys)',
]);
/** Words of English that are words of neither Portuguese nor Spanish. */
const ENGLISH_ONLY =
  /(?<!\p{L})(the|and|of|to|an|is|are|was|this|your|you|with|not|please|successfully|sucessfully|deleted|saved|added|removed|updated|created|failed|could|occurred|required|invalid|too|short|long|loading|close|cancel|delete|edit|search)(?!\p{L})/iu;

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

function localeDirs(dir: string, into: string[] = []): string[] {
  if (!existsSync(dir)) return into;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(path).isDirectory()) localeDirs(path, into);
    else if (entry === 'pt.json') into.push(dir);
  }
  return into;
}

describe('the locale files', () => {
  const dirs = frontEndDirs().flatMap((dir) => localeDirs(dir));
  const read = (dir: string, lang: string) =>
    new Map(flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Tree));

  it('are found', () => expect(dirs.length).toBeGreaterThan(20));

  it('have the same keys in pt, en and es', () => {
    const differences = dirs.flatMap((dir) => {
      const pt = [...read(dir, 'pt').keys()].sort();
      return ['en', 'es'].flatMap((lang) => {
        const other = [...read(dir, lang).keys()].sort();
        const where = relative(root, join(dir, `${lang}.json`));
        return [
          ...pt.filter((k) => !other.includes(k)).map((k) => `${where} lacks ${k}`),
          ...other.filter((k) => !pt.includes(k)).map((k) => `${where} has ${k}, pt.json does not`),
        ];
      });
    });
    expect(differences).toEqual([]);
  });

  it('say nothing in English in pt or es', () => {
    const english = dirs.flatMap((dir) => {
      const en = read(dir, 'en');
      return ['pt', 'es'].flatMap((lang) =>
        [...read(dir, lang)].flatMap(([key, text]) => {
          const words = text.replace(/\{\{[^}]*\}\}/g, '');
          const copied = /\p{L}{3}/u.test(words) && text === en.get(key) && !SAME_IN_ENGLISH.has(text);
          return copied || ENGLISH_ONLY.test(words)
            ? [`${relative(root, join(dir, `${lang}.json`))} ${key}: ${JSON.stringify(text)}`]
            : [];
        }),
      );
    });
    expect(english).toEqual([]);
  });
});
