import { Model, type Pojo } from 'objection';
import { TenantModel } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';

/** One message of a ticket (spec §3 Message); `mediaUrl` is a link the client can load with its session. */
export class Message extends TenantModel {
  static override tableName = 'messages';
  static override booleanColumns = ['fromMe', 'read', 'isDeleted', 'isEdited'];

  declare ticketId: number;
  declare contactId: number | null;
  declare whatsappId: number | null;
  declare wid: string;
  declare body: string | null;
  declare fromMe: boolean;
  declare read: boolean;
  declare ack: number;
  /** the ERR_ code of a send that failed for good (the outbox gave up), null otherwise */
  declare sendError: string | null;
  declare mediaType: string;
  declare mediaId: string | null;
  declare mediaName: string | null;
  declare isDeleted: boolean;
  declare isEdited: boolean;
  declare quotedMsgId: number | null;
  declare participant: string | null;
  declare userId: number | null;
  declare contact?: Contact | null;
  declare quotedMsg?: Message | null;

  static override get relationMappings() {
    return {
      contact: {
        relation: Model.BelongsToOneRelation,
        modelClass: Contact,
        join: { from: 'messages.contactId', to: `${Contact.tableName}.id` },
      },
      quotedMsg: {
        relation: Model.BelongsToOneRelation,
        modelClass: Message,
        join: { from: 'messages.quotedMsgId', to: 'messages.id' },
      },
    };
  }

  /**
   * How a message's media is linked on the wire; the plugin sets a signed link at setup, because Whaticket's client
   * loads audio and video straight into <audio>/<video> (no bearer token) and images as a blob with one.
   */
  static mediaLink: (companyId: number, mediaId: string) => string = (_c, id) => `/media/${id}`;

  override $formatJson(json: Pojo): Pojo {
    const { mediaId, ...out } = super.$formatJson(json);
    out.mediaUrl = mediaId ? Message.mediaLink(Number(out.companyId), String(mediaId)) : null;
    return out;
  }
}
