import { AppError, type EgressFetch, type PluginContext, type TemplateRef } from '@balcao/core';
import type { CloudConfig } from '../cloud-config.js';
import { loadCloudConnection } from '../cloud-credentials.js';
import { GraphClient } from '../graph/graph-client.js';
import type { GraphTemplate } from '../graph/graph-schemas.js';
import type { TemplateButtonWire, TemplateWire } from '../contracts.js';
import { checkHeaderFile, headerSources } from './header-file.js';

const TABLE = 'whatsapp_cloud_templates';

/** one message template of a connection (the wire's shape, contracts.ts) */
export type CloudTemplate = TemplateWire;

/** the body component's text and how many {{n}} it holds */
function bodyOf(components: Array<Record<string, unknown>>): { body: string; variables: number } {
  const body = components.find((c) => String(c.type).toUpperCase() === 'BODY');
  const text = typeof body?.text === 'string' ? body.text : '';
  const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
  return { body: text, variables: numbers.length ? Math.max(...numbers) : 0 };
}

const MEDIA_HEADERS = new Set(['image', 'document', 'video']);

/** a media header's kind (image, document, video), or null for none or a text one */
function headerOf(components: Array<Record<string, unknown>>): CloudTemplate['header'] {
  const header = components.find((c) => String(c.type).toUpperCase() === 'HEADER');
  const format = String(header?.format ?? '').toLowerCase();
  return MEDIA_HEADERS.has(format) ? (format as CloudTemplate['header']) : null;
}

/** the template's buttons in order, and which take a value */
function buttonsOf(components: Array<Record<string, unknown>>): TemplateButtonWire[] {
  const block = components.find((c) => String(c.type).toUpperCase() === 'BUTTONS');
  const list = Array.isArray(block?.buttons) ? (block.buttons as Array<Record<string, unknown>>) : [];
  return list.map((b, index) => {
    const kind = String(b.type).toUpperCase();
    const type = kind === 'QUICK_REPLY' ? 'quick_reply' : kind === 'URL' ? 'url' : 'other';
    const url = typeof b.url === 'string' ? b.url : undefined;
    return {
      index,
      type,
      text: typeof b.text === 'string' ? b.text : '',
      ...(url ? { url } : {}),
      needsValue: type === 'url' && !!url && /\{\{1\}\}/.test(url),
    };
  });
}

/** a template's body with its variables in place */
export const fillTemplate = (body: string, variables: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => variables[Number(n) - 1] ?? whole);

export interface TemplateDeps {
  db: PluginContext['db'];
  secrets: PluginContext['secrets'];
  fetch: EgressFetch;
  config: CloudConfig;
}

/** The company's Cloud connection, or 404 (another company's, or not a Cloud one). */
async function ownConnection(deps: TemplateDeps, companyId: number, connectionId: number) {
  const conn = await loadCloudConnection(deps.secrets, connectionId);
  if (!conn || conn.companyId !== companyId) throw new AppError('ERR_NO_CLOUD_CONNECTION', 404);
  return conn;
}

/** The templates of a connection's business account as last synced; 404 for another company's connection. */
export async function listTemplates(
  deps: TemplateDeps,
  companyId: number,
  connectionId: number,
): Promise<CloudTemplate[]> {
  await ownConnection(deps, companyId, connectionId);
  const rows = await deps.db.tenant(companyId)(TABLE).where({ connectionId }).orderBy(['name', 'language']);
  return rows.map(templateOf);
}

/** one of the company's templates by our id; undefined for another company's */
export async function findTemplate(
  db: PluginContext['db'],
  companyId: number,
  id: number,
): Promise<CloudTemplate | undefined> {
  const row = await db.tenant(companyId)(TABLE).where({ id }).first();
  return row ? templateOf(row) : undefined;
}

/**
 * A template sent by name (the messages API): the connection's synced one of that name and language, approved and
 * given as many variables as its body takes, its header's stored file (if one) the company's and of a kind Meta
 * takes; its filled text. The same checks as a send from the composer.
 */
export async function renderTemplate(
  { db, media }: { db: PluginContext['db']; media: Pick<PluginContext['media'], 'find'> },
  target: { companyId: number; connectionId: number },
  ref: TemplateRef,
  trx?: Parameters<PluginContext['db']['tenant']>[1],
): Promise<string> {
  const row = await db
    .tenant(
      target.companyId,
      trx,
    )(TABLE)
    .where({ connectionId: target.connectionId, name: ref.name, language: ref.language })
    .first();
  if (!row) throw new AppError('ERR_CLOUD_TEMPLATE_NOT_FOUND', 404);
  const template = templateOf(row);
  checkSendable(template, ref);
  await checkHeaderFile(media, target.companyId, ref.header, trx);
  return fillTemplate(template.body, ref.variables ?? []);
}

/**
 * Meta takes only an approved template, with as many variables as its body has, its media header's file (of that
 * kind) and a value for each URL button ending in {{1}}; a value for a button it does not have is refused too
 */
export function checkSendable(
  template: CloudTemplate,
  given: Pick<TemplateRef, 'variables' | 'header' | 'buttons'>,
): void {
  if (template.status !== 'APPROVED') throw new AppError('ERR_CLOUD_TEMPLATE_NOT_APPROVED', 409);
  const variables = given.variables ?? [];
  if (variables.length !== template.variables)
    throw new AppError('ERR_CLOUD_TEMPLATE_VARIABLES', 400, {
      expected: template.variables,
      received: variables.length,
    });
  const header = given.header;
  if (template.header !== (header?.type ?? null) || (header && headerSources(header) !== 1))
    throw new AppError('ERR_CLOUD_TEMPLATE_HEADER', 400, { expected: template.header });
  const buttons = given.buttons ?? [];
  const byIndex = new Map(buttons.map((b) => [b.index, b]));
  const wrong =
    byIndex.size !== buttons.length ||
    buttons.some((b) => template.buttons[b.index]?.type !== b.type) ||
    template.buttons.some((b) => b.needsValue && !byIndex.get(b.index)?.value);
  if (wrong)
    throw new AppError('ERR_CLOUD_TEMPLATE_BUTTONS', 400, {
      expected: template.buttons
        .filter((b) => b.type !== 'other')
        .map(({ index, type }) => ({ index, type })),
    });
}

function templateOf(r: Record<string, unknown>): CloudTemplate {
  const components = JSON.parse(String(r.components)) as Array<Record<string, unknown>>;
  return {
    id: Number(r.id),
    connectionId: Number(r.connectionId),
    name: String(r.name),
    language: String(r.language),
    status: String(r.status),
    category: String(r.category),
    components,
    variables: Number(r.variables),
    body: bodyOf(components).body,
    header: headerOf(components),
    buttons: buttonsOf(components),
  };
}

/** Reads the business account's templates from Meta and makes the stored list the same; answers it. */
export async function syncTemplates(
  deps: TemplateDeps,
  companyId: number,
  connectionId: number,
): Promise<CloudTemplate[]> {
  const conn = await ownConnection(deps, companyId, connectionId);
  if (!conn.accessToken || !conn.businessAccountId) throw new AppError('ERR_CLOUD_NOT_CONFIGURED', 400);
  let fetched: GraphTemplate[];
  try {
    fetched = await new GraphClient(deps.fetch, deps.config, conn.accessToken).templates(
      conn.businessAccountId,
    );
  } catch {
    throw new AppError('ERR_CLOUD_GRAPH_FAILED', 502);
  }
  const now = Date.now();
  await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    const kept = new Set<string>();
    for (const tpl of fetched) {
      kept.add(tpl.id);
      const values = {
        name: tpl.name,
        language: tpl.language,
        status: tpl.status,
        category: tpl.category,
        components: JSON.stringify(tpl.components),
        variables: bodyOf(tpl.components).variables,
        syncedAt: now,
      };
      const found = await t(TABLE).where({ connectionId, graphId: tpl.id }).first('id');
      if (found) await t(TABLE).where({ id: found.id }).update(values);
      else await t(TABLE).insert({ connectionId, graphId: tpl.id, ...values });
    }
    const stale = t(TABLE).where({ connectionId });
    await (kept.size ? stale.whereNotIn('graphId', [...kept]) : stale).delete();
  });
  return listTemplates(deps, companyId, connectionId);
}
