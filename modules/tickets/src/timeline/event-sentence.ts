import type { IconName } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { TimelineEvent } from './api';

const icons: Record<string, IconName> = {
  created: 'add',
  'bot-step': 'chat',
  'queue-set': 'inbox',
  accepted: 'tick-circle',
  transferred: 'swap-horizontal',
  returned: 'undo',
  'note-added': 'annotation',
  'tag-added': 'tag',
  'tag-removed': 'tag',
  closed: 'tick',
  reopened: 'refresh',
  'auto-closed': 'time',
  'auto-assigned': 'person',
  'contact-merged': 'merge-links',
  rated: 'star',
  'rating-requested': 'star-empty',
  'macro-applied': 'clean',
  'automation-ran': 'flows',
  'sla-breached': 'stopwatch',
};

export const iconOf = (e: TimelineEvent): IconName => icons[e.type] ?? 'dot';

/** who acted, in words: the user's name, else the contact (what they did themselves) or the system */
export function whoOf(t: TFunction, e: TimelineEvent): string {
  if (e.userName) return e.userName;
  if (e.userId != null) return t('timeline.someone');
  return ['created', 'bot-step', 'rated'].includes(e.type) ? t('timeline.contact') : t('timeline.system');
}

/** the event as one localized sentence ("Aceito por Ana", "Transferido da fila Vendas para Suporte") */
export function sentenceOf(t: TFunction, e: TimelineEvent): string {
  const name = (key: string) => e.names[key] ?? t('timeline.none');
  const d = e.data;
  const vars = {
    who: whoOf(t, e),
    option: String(d.option ?? ''),
    title: String(d.title ?? ''),
    tag: String(d.tagName ?? ''),
    rate: String(d.rate ?? ''),
    macro: String(d.macroName ?? ''),
    rule: String(d.ruleName ?? ''),
    toQueue: name('toQueueName'),
    fromQueue: name('fromQueueName'),
    toUser: name('toUserName'),
    fromUser: name('fromUserName'),
    slaTarget: d.target ? t(`timeline.slaTarget.${String(d.target)}`) : '',
  };
  if (e.type === 'transferred') {
    const queueMoved = d.fromQueueId !== d.toQueueId;
    if (queueMoved && d.fromQueueId == null) return t('timeline.type.transferredToQueue', vars);
    if (queueMoved) return t('timeline.type.transferredQueue', vars);
    return t('timeline.type.transferredUser', vars);
  }
  if (e.type === 'bot-step' && d.title) return t('timeline.type.botOption', vars);
  if (e.type === 'closed' && d.rate != null) return t('timeline.type.closedRated', vars);
  const key = `timeline.type.${e.type}`;
  return t(key, { ...vars, defaultValue: t('timeline.type.other', { ...vars, type: e.type }) });
}
