import { AppError, type TemplateRef } from '@balcao/core';
import type { Campaign } from '../campaign-model.js';
import type { CampaignVariable } from '../pacing/index.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { renderMessage, type Recipient } from './render-message.js';
import { sendShipping, type SendPlan } from './send-shipping.js';

/**
 * A template campaign's message for one contact: each {{n}} filled as a campaign message is ({nome}, {numero},
 * {email}, the company's variables), then checked and rendered by the connection's provider with the very call
 * the messages API makes (`channels.renderTemplate`). `refused` (the code) when the provider refuses it now
 * (the template was unapproved or deleted since the campaign was saved) or a filling came out empty (Meta
 * refuses an empty parameter): that contact's row fails, the others go on.
 */
export async function fillCampaignTemplate(
  deps: CampaignDeps,
  companyId: number,
  connectionId: number,
  c: Pick<
    Campaign,
    'templateName' | 'templateLanguage' | 'templateVariables' | 'templateHeader' | 'templateButtons'
  >,
  recipient: Recipient,
  variables: CampaignVariable[],
): Promise<{ text: string; template: TemplateRef } | { refused: string }> {
  const render = (v: string) => renderMessage(v, recipient, variables).trim();
  const filled = (c.templateVariables ?? []).map(render);
  // a button's value is the contact's too (a tracking link ending in {numero})
  const buttons = (c.templateButtons ?? []).map((b) => ({ ...b, value: render(b.value) }));
  if ([...filled, ...buttons.map((b) => b.value)].some((v) => v === ''))
    return { refused: 'ERR_CAMPAIGN_TEMPLATE_EMPTY_VARIABLE' };
  const template: TemplateRef = {
    name: c.templateName!,
    language: c.templateLanguage!,
    variables: filled,
    ...(c.templateHeader ? { header: c.templateHeader } : {}),
    ...(buttons.length ? { buttons } : {}),
  };
  try {
    return { text: await deps.channels.renderTemplate(companyId, connectionId, template), template };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { refused: err.code };
    throw err;
  }
}

/** A pending row that will not be sent, with why; false (nothing went to the outbox). */
export async function failPending(
  deps: CampaignDeps,
  companyId: number,
  shippingId: number,
  error: string,
): Promise<false> {
  const now = new Date();
  await deps.db
    .tenant(companyId)('campaign_shipping')
    .where({ id: shippingId, status: 'pending' })
    .update({ status: 'failed', error, updatedAt: now });
  return false;
}

/**
 * sendShipping, where a refusal the provider states before queueing (the Cloud API's 24-hour window for free
 * text: ERR_CLOUD_WINDOW_CLOSED) fails that row instead of the whole run, which would retry it forever.
 */
export async function sendOrFail(deps: CampaignDeps, shippingId: number, plan: SendPlan): Promise<boolean> {
  try {
    return await sendShipping(deps, plan);
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && err.code !== 'ERR_NO_WAPP_FOUND')
      return failPending(deps, plan.companyId, shippingId, err.code);
    throw err;
  }
}
