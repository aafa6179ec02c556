import { AppError } from '@balcao/core';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitItemsReload } from './contact-list-events.js';
import { toItemWire } from './contact-list-wire.js';

const BATCH = 100;
/** numbers asked of WhatsApp at once: a 5,000-row list is checked in minutes, not hours, without a burst */
const PARALLEL = 5;

/** Why a check cannot run now: the company has no default connection, or it is not open in this process. */
const notNow = (err: unknown) =>
  err instanceof AppError &&
  ['ERR_NO_DEF_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED', 'ERR_NO_WAPP_FOUND'].includes(err.code);

/**
 * The job after a create, an edit or an upload: asks WhatsApp, through the company's default connection, about
 * every number of the list not checked yet, and stores isWhatsappValid. Without an open connection it stops and
 * leaves them NULL (a later upload or edit, or the campaign, checks them). Runs twice harmlessly: a number
 * checked meanwhile is skipped, and each answer is stored only while the row is still unchecked.
 * Returns how many numbers it checked.
 */
export async function checkItemNumbers(deps: ContactListDeps, companyId: number, contactListId: number) {
  let connectionId: number;
  try {
    connectionId = (await deps.channels.getDefault(companyId)).id;
  } catch (err) {
    if (notNow(err)) return 0;
    throw err;
  }
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .tenant(companyId)('contact_list_items')
      .where({ contactListId })
      .whereNull('isWhatsappValid')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'number');
    if (!rows.length) return checked;
    afterId = rows[rows.length - 1].id;
    const answers: Array<{ id: number; valid: boolean }> = [];
    try {
      for (let i = 0; i < rows.length; i += PARALLEL)
        answers.push(
          ...(await Promise.all(
            rows.slice(i, i + PARALLEL).map(async ({ id, number }) => ({
              id: id as number,
              valid: (await deps.channels.checkNumber(companyId, connectionId, number)).exists,
            })),
          )),
        );
    } catch (err) {
      // the session closed midway: what was answered is kept, the rest waits for the next check
      if (!notNow(err)) throw err;
      deps.log.info({ companyId, contactListId }, 'contact list check stopped: the connection is not open');
      await store(deps, companyId, contactListId, answers);
      return checked + answers.length;
    }
    await store(deps, companyId, contactListId, answers);
    checked += answers.length;
  }
}

/** Two updates a batch (the valid ones, the others), in one transaction; the page hears the batch in one event. */
async function store(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
  answers: Array<{ id: number; valid: boolean }>,
) {
  if (!answers.length) return;
  const now = new Date();
  await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    for (const valid of [true, false]) {
      const ids = answers.filter((a) => a.valid === valid).map((a) => a.id);
      if (ids.length)
        await t('contact_list_items')
          .whereIn('id', ids)
          .whereNull('isWhatsappValid')
          .update({ isWhatsappValid: valid, updatedAt: now });
    }
  });
  const rows = await deps.db
    .tenant(companyId)('contact_list_items')
    .whereIn(
      'id',
      answers.map((a) => a.id),
    )
    .orderBy('id');
  emitItemsReload(deps, companyId, contactListId, rows.map(toItemWire));
}
