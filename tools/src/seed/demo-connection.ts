import type { Knex } from 'knex';
import { generateToken, tokenColumns } from '@balcao/core';

export const DEMO_CONNECTION_NAME = 'WhatsApp Demo';

/**
 * The demo company's connection: on the in-process simulator, stored as already linked so it comes up
 * CONNECTED at boot without a QR, offering both queues (hence the greeting the queue menu needs).
 */
export async function seedDemoConnection(trx: Knex, companyId: number, queueIds: number[]): Promise<number> {
  const now = new Date();
  const [id] = await trx('whatsapps').insert({
    companyId,
    name: DEMO_CONNECTION_NAME,
    provider: 'sim',
    status: 'CONNECTED',
    qrcode: '',
    isDefault: true,
    ...tokenColumns(generateToken()),
    greetingMessage: 'Olá! Bem-vindo à Loja Demo. Escolha uma opção:',
    complationMessage: 'Atendimento finalizado. Obrigado pelo contato!',
    outOfHoursMessage: 'Estamos fora do horário de atendimento. Responderemos assim que possível.',
    ratingMessage: 'Como foi o seu atendimento? Responda de 1 a 3.',
    maxUseBotQueues: 3,
    createdAt: now,
    updatedAt: now,
  });
  await trx('whatsappQueues').insert(queueIds.map((queueId) => ({ whatsappId: Number(id), queueId })));
  return Number(id);
}
