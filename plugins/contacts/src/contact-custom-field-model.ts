import { BaseModel } from '@balcao/core';

/**
 * One of a contact's extraInfo pairs. No company column: it is only ever reached through its contact, whose
 * scoped query carries the company (objection's eager load and relatedQuery start from the scoped row).
 */
export class ContactCustomField extends BaseModel {
  static override tableName = 'contact_custom_fields';

  declare contactId: number;
  declare name: string;
  declare value: string;
}
