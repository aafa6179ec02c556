import { z } from 'zod';
import { actorUserId, isSystemActor, type ActionField, type ActionTarget } from '@balcao/plugin-tickets';
import type { Knex } from 'knex';
import { findTag, noTag } from './find-tags.js';
import { announceTicket, type TicketTagDeps } from './ticket-tag-deps.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';

/**
 * A tag by id (what macros and rules store), or by name, without regard to case (what a bot's command may say:
 * docs/plugins.md "Bot commands"); the name is looked up among the company's tags only.
 */
const params = z.union([
  z.object({ tagId: z.coerce.number({ error: 'Required' }).int().positive() }).strict(),
  z.object({ name: z.string().trim().min(1, { error: 'Required' }).max(100) }).strict(),
]);
type TagRef = z.infer<typeof params>;
/** the editors pick a tag by id; a name is for bot commands */
const fields: ActionField[] = [
  { name: 'tagId', kind: 'tag', labels: { pt: 'Tag', en: 'Tag', es: 'Etiqueta' } },
];

/**
 * `tag.add` and `tag.remove` in the tickets' action registry (docs/plugins.md "Ticket actions"): the tags plugin
 * owns ticket_tags, so it writes them, in the run's transaction; the ticket is announced and the timeline told
 * once it commits. Adding a tag the ticket has, or removing one it lacks, changes nothing.
 */
export function registerTagActions(deps: TicketTagDeps): void {
  const check = async (companyId: number, ref: TagRef) =>
    void ('tagId' in ref ? await findTag(companyId, ref.tagId) : await tagNamed(deps, companyId, ref.name));
  /** one of the two: `change` writes ticket_tags and says whether anything changed */
  const register = (
    kind: 'tag.add' | 'tag.remove',
    labels: { pt: string; en: string; es: string },
    told: 'tag-added' | 'tag-removed',
    change: (table: Table, ticketId: number, tagId: number) => Promise<boolean>,
  ) =>
    deps.tickets.actions.register({
      kind,
      labels,
      params,
      fields,
      check,
      async apply(target, ref, trx) {
        const { table, tag } = await tagTable(deps, target, ref, trx);
        const tagId = Number(tag.id);
        const changed = await change(table, target.ticketId, tagId);
        if (changed) {
          forgetTicketTags(deps.cache, target.companyId, trx);
          tell(deps, target, trx, told, tag);
        }
        return { kind, ok: true, detail: { tagId, changed } };
      },
    });
  register(
    'tag.add',
    { pt: 'Adicionar tag', en: 'Add a tag', es: 'Agregar etiqueta' },
    'tag-added',
    async (table, ticketId, tagId) => {
      const had = await table('ticket_tags').where({ ticketId, tagId }).first('tagId');
      const now = new Date();
      if (!had) await table('ticket_tags').insert({ ticketId, tagId, createdAt: now, updatedAt: now });
      return !had;
    },
  );
  register(
    'tag.remove',
    { pt: 'Remover tag', en: 'Remove a tag', es: 'Quitar etiqueta' },
    'tag-removed',
    async (table, ticketId, tagId) => {
      const removed = await table('ticket_tags').where({ ticketId, tagId }).delete();
      return removed > 0;
    },
  );
}

/** the company's ticket_tags in the run's transaction, once the tag is still the company's (404 otherwise) */
async function tagTable(deps: TicketTagDeps, target: ActionTarget, ref: TagRef, trx: Knex.Transaction) {
  const table = deps.db.tenant(target.companyId, trx);
  const tag = await tagRow(table, ref);
  if (!tag) noTag();
  return { table, tag };
}

type Table = ReturnType<TicketTagDeps['db']['tenant']>;

/** the tag a reference names among the company's; a name matches without regard to case, the oldest first */
async function tagRow(table: Table, ref: TagRef): Promise<{ id: number; name: string } | undefined> {
  const q = table('tags');
  if ('tagId' in ref) q.where({ id: ref.tagId });
  else q.whereRaw('LOWER(name) = ?', [ref.name.toLowerCase()]).orderBy('id');
  return (await q.first('id', 'name')) as { id: number; name: string } | undefined;
}

async function tagNamed(deps: TicketTagDeps, companyId: number, name: string) {
  return (await tagRow(deps.db.tenant(companyId), { name })) ?? noTag();
}

/**
 * After the commit: the timeline first (told at once, so it keeps its place among the run's other events), then
 * the ticket with its tags to whoever sees it.
 */
function tell(
  deps: TicketTagDeps,
  { companyId, ticketId, actor }: ActionTarget,
  trx: Knex.Transaction,
  type: 'tag-added' | 'tag-removed',
  tag: { id: number; name: string },
) {
  const { hooks } = deps.tickets.deps;
  hooks.afterCommit(trx, async () => {
    // the system's change says which (`by`: a rule's name)
    const by = isSystemActor(actor) && actor.label ? { by: actor.label } : {};
    const data = { tagId: Number(tag.id), tagName: String(tag.name), ...by };
    const timeline = hooks.notify('ticket.event', {
      companyId,
      ticketId,
      type,
      userId: actorUserId(actor),
      data,
    });
    await announceTicket(deps, companyId, ticketId);
    await timeline;
  });
}
