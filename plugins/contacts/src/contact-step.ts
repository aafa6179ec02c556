import type { Pipeline } from '@balcao/core';
import type { Contact } from './contact-model.js';
import { applyContactUpdate } from './services/apply-contact-update.js';
import type { MergeDeps } from './merge/merge-contacts.js';
import { mergeLidPair } from './merge/merge-lid-pair.js';
import { mergeBsuidPair } from './merge/merge-bsuid-pair.js';
import { recordMessageContacts } from './services/record-message-contacts.js';
import { forgetContacts } from './services/contact-cache.js';

declare module '@balcao/core' {
  interface PipelineState {
    /** the conversation's contact (the contact stage sets it): in a group, the group itself */
    contact?: Contact;
    /** in a group, the member who wrote the message */
    participant?: Contact;
  }
}

/**
 * The `contact` stage, the first of the pipeline: every message's contact is known before tickets look at it
 * (`state.contact`, the Contact row). Group messages stop here while the company ignores groups (`CheckMsgIsGroup`, tickets'
 * setting, 'enabled' by default). Contact events only update contacts, so nothing after needs them. An event
 * that pairs a LID with a number first merges the LID-only contact into the numbered one (merge/). Known contacts
 * and "nothing to merge" come from the kernel's cache, dropped by every write of the company's contacts
 * (services/contact-cache.ts).
 */
export function registerContactStep(pipeline: Pick<Pipeline, 'stage' | 'step'>, deps: MergeDeps) {
  pipeline.stage({ name: 'contact' });
  pipeline.step({
    name: 'contacts.upsert',
    stage: 'contact',
    kinds: ['message', 'contact'],
    async handle(event, { state }) {
      // a retry reads the contacts again: a cached one may be what failed (deleted on another process meanwhile,
      // so the ticket's insert broke on its foreign key)
      if (event.attempts > 0) forgetContacts(deps, event.companyId);
      if (event.kind === 'contact') {
        // a LID paired with its number: the two contacts made before anyone knew become one, in order
        await mergeLidPair(deps, event.companyId, event.payload.contact);
        await applyContactUpdate(deps, event.companyId, event.connectionId, event.payload);
        return 'handled';
      }
      if (event.payload.isGroup && (await ignoresGroups(deps, event.companyId))) return 'handled';
      if (!event.payload.isGroup) {
        await mergeLidPair(deps, event.companyId, event.payload.contact);
        // a Cloud API person known by BSUID alone, now with the number: one contact
        await mergeBsuidPair(deps, event.companyId, event.payload.contact);
      }
      const { contact, participant } = await recordMessageContacts(
        deps,
        event.companyId,
        event.connectionId,
        event.payload,
      );
      state.contact = contact;
      if (participant) state.participant = participant;
      return 'continue';
    },
  });
}

/** Anything but an explicit 'disabled' ignores groups, as the setting's default does. */
async function ignoresGroups(deps: Pick<MergeDeps, 'settings'>, companyId: number) {
  return (await deps.settings.get(companyId, 'CheckMsgIsGroup')) !== 'disabled';
}
