import { tenantStatement, type TenantTable } from '@balcao/core';
import { Contact } from '../contact-model.js';

const contactRow = tenantStatement<{ id: number }, Record<string, unknown> | undefined>((t, p) =>
  t('contacts').where({ id: p.id }).first(),
);

/**
 * One contact by id in the company and transaction of `table`, as `tenant(companyId)(Contact).findById` answers it: read
 * beside every ticket a change or a send loads, so compiled once (core's tenantStatement).
 */
export async function contactById(table: TenantTable, id: number): Promise<Contact | undefined> {
  const row = await contactRow.run(table, { id });
  return row ? Contact.fromDatabaseJson(row) : undefined;
}
