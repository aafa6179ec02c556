import { email, type TableFile } from '@balcao/core';
import { itemNumber } from '../contact-list-schemas.js';
import type { ImportResult } from '../contracts.js';
import { readContactSheet, type SheetRow } from '../sheet/read-contact-sheet.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitItemsReload } from './contact-list-events.js';
import { findContactList } from './find-contact-lists.js';
import { announceListCount } from './list-counts.js';
import { toItemWire } from './contact-list-wire.js';

const validEmail = email();
const INSERT_CHUNK = 500;

/** A sheet row as an item: its number as digits, a name that fits spec §5 (the number when it has none). */
function toItem(row: SheetRow) {
  const number = itemNumber.safeParse(row.number);
  if (!number.success) return undefined;
  const name = row.name.slice(0, 50).trim();
  const mail = row.email ? validEmail.safeParse(row.email) : undefined;
  return {
    name: name.length >= 2 ? name : number.data,
    number: number.data,
    email: mail?.success ? mail.data : null,
  };
}

/**
 * Adds the rows of an .xls/.xlsx to one of the company's lists: numbers the list already has, and repeats within
 * the file, are ignored. Inserted in slices in one transaction, so a 5,000-row sheet answers in well under a
 * second; WhatsApp checks the numbers afterwards, in a job.
 */
export async function importContactSheet(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
  file: TableFile,
): Promise<ImportResult> {
  await findContactList(deps, companyId, contactListId);
  const rows = await readContactSheet(deps.untrusted, file);
  const result: ImportResult = { count: 0, duplicates: 0, invalid: 0 };
  const { lastId, inserted } = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    const taken = new Set(
      (await t('contact_list_items').where({ contactListId }).pluck('number')) as string[],
    );
    // the rows made here are the list's with a higher id (no IN list of thousands of numbers)
    const [{ lastId }] = (await t('contact_list_items').max({ lastId: 'id' })) as [{ lastId: number | null }];
    const fresh: Array<NonNullable<ReturnType<typeof toItem>>> = [];
    for (const [i, row] of rows.entries()) {
      // 100,000 rows validated in one go would hold the event loop for a good part of a second
      if (i % 2000 === 1999) await yieldToLoop();
      const item = toItem(row);
      if (!item) result.invalid++;
      else if (taken.has(item.number)) result.duplicates++;
      else {
        taken.add(item.number);
        fresh.push(item);
      }
    }
    const now = new Date();
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      await t('contact_list_items').insert(
        fresh
          .slice(i, i + INSERT_CHUNK)
          .map((item) => ({ ...item, contactListId, createdAt: now, updatedAt: now })),
      );
      // better-sqlite3 answers in the same tick: without this the slices run back to back as one long task
      await yieldToLoop();
    }
    return { lastId: lastId ?? 0, inserted: fresh.length };
  });
  result.count = inserted;
  if (inserted) {
    await announceNewItems(deps, companyId, contactListId, lastId);
    await announceListCount(deps, companyId, contactListId);
    await deps.queueNumberCheck(companyId, contactListId);
  }
  return result;
}

const yieldToLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The items just made, to the list's page, read back a slice at a time with the event loop free between
 * slices: 60,000 rows read, mapped and sent in one go held every other request for a second.
 */
async function announceNewItems(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
  after: number,
) {
  for (let last = after; ;) {
    const slice = (await deps.db
      .tenant(companyId)('contact_list_items')
      .where({ contactListId })
      .where('id', '>', last)
      .orderBy('id')
      .limit(INSERT_CHUNK)) as Array<Parameters<typeof toItemWire>[0] & { id: number }>;
    if (!slice.length) return;
    emitItemsReload(deps, companyId, contactListId, slice.map(toItemWire));
    last = slice.at(-1)!.id;
    await yieldToLoop();
  }
}
