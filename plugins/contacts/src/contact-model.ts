import { BaseModel, TenantModel } from '@balcao/core';
import { ContactCustomField } from './contact-custom-field-model.js';
import type { ContactWire } from './contracts.js';
import { numberKey } from './number.js';

/** A person (or a group) a company talks to on WhatsApp (spec §3 Contact); the routes answer it (`ContactWire`). */
export class Contact extends TenantModel implements ContactWire {
  static override tableName = 'contacts';
  static override booleanColumns = ['isGroup'];

  declare uuid: string;
  declare name: string;
  /**
   * digits with country code; `<lid>@lid` when only the LID is known, `<bsuid>@bsuid` when only the BSUID is; the
   * group id for a group
   */
  declare number: string;
  /** numberKey(number): unique per company, kept by the model; never sent to clients */
  declare numberKey: string;
  declare lid: string | null;
  /** Meta's business-scoped user id (Cloud API), when known */
  declare bsuid: string | null;
  declare email: string;
  declare profilePicUrl: string | null;
  declare isGroup: boolean;
  declare whatsappId: number | null;
  declare extraInfo?: ContactCustomField[];

  override $beforeInsert(ctx: Parameters<TenantModel['$beforeInsert']>[0]) {
    if (this.number) this.numberKey = numberKey(this.number);
    return super.$beforeInsert(ctx);
  }

  override $beforeUpdate(opt: object, ctx: Parameters<TenantModel['$beforeUpdate']>[1]) {
    if (this.number) this.numberKey = numberKey(this.number);
    return super.$beforeUpdate(opt, ctx);
  }

  override $formatJson(json: Record<string, unknown>) {
    const out = super.$formatJson(json);
    delete out.numberKey;
    return out;
  }

  static override get relationMappings() {
    return {
      extraInfo: {
        relation: BaseModel.HasManyRelation,
        modelClass: ContactCustomField,
        join: { from: 'contacts.id', to: 'contact_custom_fields.contactId' },
      },
    };
  }
}
