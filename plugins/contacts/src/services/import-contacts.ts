import { z } from 'zod';
import { email, type TableFile, tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { contactNumber } from '../contact-schemas.js';
import type { ImportResult } from '../contracts.js';
import { tellContactCreated } from './announce-contact.js';
import { forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { findContactByKey } from './find-contact.js';
import { readContactSheet } from './read-contact-sheet.js';
import { upsertContact } from './upsert-contact.js';

const sheetRow = z.object({
  name: z.string().trim().min(2).max(50),
  number: contactNumber,
  email: z.union([z.literal(''), email()]),
});

/**
 * POST /contacts/import. With no file (Whaticket's button), the people the company's connections know from
 * the phone's address book become contacts; with a CSV or XLSX `file`, its rows do. Numbers already in the
 * company (any form) are left as they are; rows that break spec §5 are skipped and counted. The numbers are
 * not checked on WhatsApp one by one (a sheet of thousands would take minutes). No realtime event per
 * contact: Whaticket's page reloads after the import.
 */
export async function importContacts(
  deps: ContactDeps,
  companyId: number,
  file: TableFile | undefined,
): Promise<ImportResult> {
  const people = file ? await sheetPeople(deps, file) : await addressBookPeople(deps, companyId);
  let imported = 0;
  let skipped = people.invalid;
  for (const person of people.valid) {
    if (await findContactByKey(companyId, { number: person.number })) {
      skipped++;
      continue;
    }
    const result = await upsertContact(deps, companyId, person);
    if (result.created) {
      imported++;
      const contact = person.email
        ? await tenant(companyId)(Contact).patchAndFetchById(result.contact.id, { email: person.email })
        : result.contact;
      if (person.email) forgetContacts(deps, companyId);
      // the hook, not the sockets: the contacts page reads the list again once the import answers
      await tellContactCreated(deps, companyId, contact);
    } else skipped++;
  }
  return { message: 'contacts imported', imported, skipped };
}

interface Person {
  number: string;
  name?: string;
  email?: string;
  lid?: string;
  whatsappId?: number;
}

async function sheetPeople(
  deps: Pick<ContactDeps, 'untrusted'>,
  file: TableFile,
): Promise<{ valid: Person[]; invalid: number }> {
  const valid: Person[] = [];
  let invalid = 0;
  for (const row of await readContactSheet(deps.untrusted, file)) {
    const parsed = sheetRow.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else invalid++;
  }
  return { valid, invalid };
}

async function addressBookPeople(deps: Pick<ContactDeps, 'db'>, companyId: number) {
  const rows: Array<{ number: string; lid: string | null; name: string; whatsappId: number | null }> =
    await deps.db
      .tenant(companyId)('contact_address_book')
      .select('number', 'lid', 'name', 'whatsappId')
      .orderBy('id');
  const valid: Person[] = rows.map((r) => ({
    number: r.number,
    ...(r.name ? { name: r.name } : {}),
    ...(r.lid ? { lid: r.lid } : {}),
    ...(r.whatsappId ? { whatsappId: r.whatsappId } : {}),
  }));
  return { valid, invalid: 0 };
}
