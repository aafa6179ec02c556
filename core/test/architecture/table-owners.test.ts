import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/plugins.md, "One owner per table"): the plugin whose migration creates a table is the
 * only one that names it; others reach its rows through that plugin's services or an extension point. The owners
 * are read from the migrations themselves (`createTable('x')`), so a new table is covered the day it is created.
 */
const root = resolve(import.meta.dirname, '../../..');

/**
 * Core tables a plugin may name: the tenancy and connection tables every feature hangs off. Plugins point foreign
 * keys at them and join them for the names the wire shows (a ticket's queue, attendant and connection), and core
 * offers no read service for them. Core's other tables (settings, media, the outbox and the inbox, channel state,
 * tokens) are reached through the kernel's services (`ctx.settings`, `ctx.media`, `ctx.channels`).
 */
const sharedCoreTables = new Set([
  'companies',
  'plans',
  'users',
  'user_queues',
  'queues',
  'whatsapps',
  'whatsapp_queues',
]);

/**
 * Files that still name a table of another owner, each with the reason it could not move yet. Keep it short:
 * an entry is a debt, and one that no longer names a foreign table fails the test until it is removed.
 */
const allowed: Record<string, string> = {};

/** every non-test .ts file under dir */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const filesOf = (owner: string) =>
  sources(join(root, owner === 'core' ? 'core/src' : `plugins/${owner}/src`));

/** the table's name as queries spell it: snake_case, or camelCase through knex's identifier mapping */
const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** table (snake_case) -> owners whose migrations create it */
function tableOwners(): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const owner of ['core', ...plugins])
    for (const file of filesOf(owner))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /\bcreateTable(?:IfNotExists)?\(\s*['"`](\w+)['"`]/g,
      )) {
        const list = owners.get(m[1]!) ?? [];
        if (!list.includes(owner)) owners.set(m[1]!, [...list, owner]);
      }
  return owners;
}

interface Literal {
  /** the literal's text; a template's expressions read as `${}` */
  text: string;
  /** offsets of the opening and after the closing quote */
  start: number;
  end: number;
}

/**
 * The string literals of a TypeScript source, and the source with its comments and the literals' contents blanked
 * (offsets kept), so brackets and words inside strings never count as code. A small lexer, enough for this tree:
 * strings, templates with nested expressions, comments, and regular expressions.
 */
function lex(src: string): { code: string; literals: Literal[] } {
  const out = src.split('');
  const literals: Literal[] = [];
  const blank = (a: number, b: number) => {
    for (let k = a; k < b; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // open templates: the literal being built and the brace depth its current `${` expression closes at
  const templates: Array<{ lit: Literal; closesAt: number }> = [];
  let depth = 0;
  let prev = '';
  let i = 0;
  /** reads template text from `k` to the closing backtick or the next `${`; true when it stopped at `${` */
  const templatePart = (lit: Literal, k: number): [number, boolean] => {
    while (k < src.length) {
      const c = src[k]!;
      if (c === '\\') {
        lit.text += src.slice(k, k + 2);
        k += 2;
      } else if (c === '`') {
        lit.end = k + 1;
        return [k + 1, false];
      } else if (c === '$' && src[k + 1] === '{') {
        lit.text += '${}';
        return [k + 2, true];
      } else {
        lit.text += c;
        k++;
      }
    }
    return [k, false];
  };
  const continueTemplate = (lit: Literal, k: number) => {
    const [next, open] = templatePart(lit, k);
    if (open) templates.push({ lit, closesAt: depth });
    else literals.push(lit);
    return next;
  };
  while (i < src.length) {
    const c = src[i]!;
    const n = src[i + 1];
    if (c === '/' && n === '/') {
      const e = src.indexOf('\n', i);
      const stop = e < 0 ? src.length : e;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && n === '*') {
      const e = src.indexOf('*/', i + 2);
      const stop = e < 0 ? src.length : e + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let k = i + 1;
      let text = '';
      while (k < src.length && src[k] !== c && src[k] !== '\n') {
        if (src[k] === '\\') {
          text += src.slice(k, k + 2);
          k += 2;
        } else text += src[k++];
      }
      literals.push({ text, start: i, end: k + 1 });
      i = k + 1;
      prev = c;
    } else if (c === '`') {
      i = continueTemplate({ text: '', start: i, end: i + 1 }, i + 1);
      prev = '`';
    } else if (c === '/' && (prev === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(prev))) {
      // a regular expression: skip to its closing slash (outside a character class)
      let k = i + 1;
      let inClass = false;
      while (k < src.length && src[k] !== '\n') {
        if (src[k] === '\\') k++;
        else if (src[k] === '[') inClass = true;
        else if (src[k] === ']') inClass = false;
        else if (src[k] === '/' && !inClass) break;
        k++;
      }
      i = k + 1;
      prev = '/';
    } else {
      if (c === '{') depth++;
      else if (c === '}') {
        const open = templates[templates.length - 1];
        if (open && open.closesAt === depth) {
          templates.pop();
          i = continueTemplate(open.lit, i + 1);
          prev = '`';
          continue;
        }
        depth--;
      }
      if (!/\s/.test(c)) prev = /[\w$)\]]/.test(c) ? 'x' : c;
      i++;
    }
  }
  for (const lit of literals) blank(lit.start + 1, lit.end - 1);
  return { code: out.join(''), literals };
}

/** the whole literal names one table: `x`, `x.column`, `x.*`, `x as alias`, `x.column as alias` */
const wholeRef = /^\s*([A-Za-z_]\w*)(\.(?:\w+|\*))?(\s+as\s+\w+)?\s*$/i;
/** `x.column` inside SQL (`contacts.number like ?`), not part of a longer path */
const dottedRef = /(?<![\w.$-])([A-Za-z_]\w*)\.(\w+|\*)(?![\w.$-])/g;
/** a table after an SQL keyword, in a literal that is SQL */
const sqlRef = /\b(?:from|join|into|update|table|exists)\s+[`"]?([A-Za-z_]\w*)/gi;
const looksLikeSql = /\b(SELECT|INSERT|UPDATE|DELETE|ALTER|CREATE|DROP|FROM|JOIN)\b/;

/**
 * A bare name (`'tickets'`) is also a plugin's name, a body field or a hook's: it counts unless it stands where
 * those do. Each test looks at the code just before the literal (comments and strings blanked).
 */
const notATable: Array<{ why: string; before: RegExp }> = [
  // ctx.services('tickets'), services.get('tickets'), hooks.on('x'), a Set's has('x')
  {
    why: 'plugin or hook lookup',
    before: /\b(services|optionalServices|get|has|on|notify|emit|dispatch)\s*(<[^<>()]*>)?\s*\(\s*$/,
  },
  { why: 'requires and uses lists', before: /\b(requires|uses)\s*:\s*\[[^\]]*$/ },
  { why: 'type-level key', before: /\b(Pick|Omit|Extract|Exclude)<[^<>]*$/ },
  { why: 'comparison', before: /(===|!==|==|!=)\s*$/ },
  {
    why: 'discriminant or label',
    before: /\b(type|kind|key|event|name|label|section|icon|module|field)\s*:\s*$/,
  },
];

/** the literal is an element of an array literal holding other strings that name no table: a list of fields */
function inFieldList(
  code: string,
  lit: Literal,
  all: Literal[],
  isTable: (name: string) => boolean,
): boolean {
  let depth = 0;
  let k = lit.start - 1;
  for (; k >= 0; k--) {
    const c = code[k]!;
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  if (k < 0 || code[k] !== '[' || /[\w$)\]]\s*$/.test(code.slice(Math.max(0, k - 40), k))) return false;
  // the matching close bracket
  depth = 0;
  let e = k;
  for (; e < code.length; e++) {
    const c = code[e]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') if (--depth === 0) break;
  }
  return all.some((o) => o !== lit && o.start > k && o.end <= e && !isTable(o.text.trim()));
}

interface Finding {
  file: string;
  line: number;
  table: string;
  owner: string;
  text: string;
}

/** who owns what: table -> owners, and each spelling of a table -> the table */
interface Owners {
  owners: Map<string, string[]>;
  byForm: Map<string, string>;
}

function ownersOf(owners: Map<string, string[]>): Owners {
  const byForm = new Map<string, string>();
  for (const table of owners.keys()) {
    byForm.set(table, table);
    byForm.set(camel(table), table);
  }
  return { owners, byForm };
}

/** every place one source file of `plugin` names a table owned by someone else (and not shared) */
function findingsIn(plugin: string, file: string, src: string, { owners, byForm }: Owners): Finding[] {
  const foreign = (form: string): string | undefined => {
    const table = byForm.get(form);
    if (!table || sharedCoreTables.has(table)) return undefined;
    return owners.get(table)!.includes(plugin) ? undefined : table;
  };
  const isTable = (form: string) => byForm.has(form);
  const { code, literals } = lex(src);
  const migration = /\b(createTable|alterTable)\(/.test(code);
  const found: Finding[] = [];
  for (const lit of literals) {
    const before = code.slice(Math.max(0, lit.start - 200), lit.start);
    const tables = new Set<string>();
    const whole = wholeRef.exec(lit.text);
    if (whole) {
      const table = foreign(whole[1]!);
      const qualified = Boolean(whole[2] || whole[3]);
      // a foreign key names the table it points at: the schema's declared link, not a read or a write
      const foreignKey = migration && /\b(references|inTable)\(\s*$/.test(before);
      const notTable =
        !qualified &&
        (notATable.some((n) => n.before.test(before)) ||
          (/\[\s*$/.test(before) && /^\s*\]/.test(code.slice(lit.end, lit.end + 5))) ||
          inFieldList(code, lit, literals, isTable));
      if (table && !foreignKey && !notTable) tables.add(table);
    } else if (/\b\w*raw\s*\(\s*$/i.test(before) || looksLikeSql.test(lit.text)) {
      // SQL (a raw call's text, or text that reads as SQL): prose that mentions `messages.id` is not a query
      for (const m of [...lit.text.matchAll(dottedRef), ...lit.text.matchAll(sqlRef)]) {
        const table = foreign(m[1]!);
        if (table) tables.add(table);
      }
    }
    for (const table of tables)
      found.push({
        file,
        line: src.slice(0, lit.start).split('\n').length,
        table,
        owner: owners.get(table)!.join(', '),
        text: lit.text.trim().slice(0, 80),
      });
  }
  return found;
}

function scan() {
  const owned = ownersOf(tableOwners());
  const findings = plugins.flatMap((p) =>
    filesOf(p).flatMap((file) => findingsIn(p, relative(root, file), readFileSync(file, 'utf8'), owned)),
  );
  return { owners: owned.owners, findings };
}

describe('one owner per table', () => {
  const { owners, findings } = scan();

  it('reads each table’s owner from the migration that creates it', () => {
    expect(owners.get('tickets')).toEqual(['tickets']);
    expect(owners.get('contacts')).toEqual(['contacts']);
    expect(owners.get('campaign_shipping')).toEqual(['campaigns']);
    expect(owners.get('companies')).toEqual(['core']);
    const twice = [...owners].filter(([, o]) => o.length > 1).map(([t, o]) => `${t}: ${o.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('finds no plugin file naming another owner’s table outside the allow-list', () => {
    const byFile = new Map<string, Finding[]>();
    for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
    const pairs = new Set(findings.map((f) => `${f.file.split('/')[1]} -> ${f.owner}`));
    if (process.env.TABLE_OWNERS_REPORT)
      console.log(
        `${pairs.size} pairs, ${byFile.size} files\n` +
          [...pairs].sort().join('\n') +
          '\n\n' +
          [...byFile]
            .map(
              ([file, fs]) =>
                `${file}\n${fs.map((f) => `  ${f.line}: ${f.table} (${f.owner}) ${f.text}`).join('\n')}`,
            )
            .join('\n'),
      );
    const unexpected = [...byFile]
      .filter(([file]) => !(file in allowed))
      .map(([file, fs]) => `${file}: ${[...new Set(fs.map((f) => `${f.table} (${f.owner})`))].join(', ')}`);
    expect(unexpected).toEqual([]);
    // an allow-list entry whose file no longer names a foreign table is removed with the fix
    expect(Object.keys(allowed).filter((file) => !byFile.has(file))).toEqual([]);
  });

  it('catches the forms a query names a table in, and not a plugin’s name or a field’s', () => {
    const owned = ownersOf(
      new Map([
        ['tickets', ['tickets']],
        ['ticket_tags', ['tags']],
        ['contacts', ['contacts']],
        ['companies', ['core']],
      ]),
    );
    const named = (src: string, plugin = 'search') =>
      findingsIn(plugin, 'x.ts', src, owned).map((f) => `${f.line}:${f.table}`);
    const caught = [
      "t('tickets').where({ id })",
      "q.from('contacts')",
      "db.tenant(companyId, trx)('ticketTags')",
      "static tableName = 'tickets';",
      "q.join('contacts as c', 'c.id', 'tickets.contactId')",
      "q.orWhereRaw(`contacts.number like ? escape '!'`, [like])",
      'trx.raw(`INSERT INTO x SELECT 1 FROM ticket_tags tt WHERE tt.id = ${id}`)',
      "q.whereRaw('LOWER(contacts.name) LIKE ?', [term])",
      "const table = field === 'a' ? 'contacts' : 'tickets';",
    ];
    expect(caught.map((src) => named(src).length > 0)).toEqual(caught.map(() => true));
    const ignored = [
      "ctx.services<TicketServices>('tickets')",
      "kernel.plugins.services.get('contacts')",
      "definePlugin({ name: 'x', requires: ['contacts', 'tickets'] })",
      "definePlugin({ name: 'x', uses: ['tags', 'tickets'] })",
      "ctx.optionalServices<TagServices>('tags')",
      "const echoes = ['id', 'tickets', 'createdAt'];",
      "type Deps = Pick<PluginContext, 'knex' | 'tickets'>;",
      "// t('tickets')\n/* q.from('contacts') */",
      "if (kind === 'contacts') return;",
      "group: { key: 'tickets' }",
      "t('companies').where({ id })",
      "createTable('x', (t) => t.integer('ticket_id').references('tickets.id'))",
      "const re = /'tickets'/; const s = `${'a'}`;",
      "const body = { describe: 'The message in Balcão (messages.id)' };",
    ];
    expect(ignored.flatMap((src) => named(src))).toEqual([]);
    // the owner itself names its tables freely
    expect(named("t('tickets')", 'tickets')).toEqual([]);
    expect(named("const a = 1;\nconst b = `x ${t('ticketTags')} y`;")).toEqual(['2:ticket_tags']);
  });
});
