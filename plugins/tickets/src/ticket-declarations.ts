import { z } from 'zod';
import type { Declarations } from '@balcao/core';

const onOff = {
  enabled: { pt: 'Habilitado', en: 'Enabled', es: 'Habilitado' },
  disabled: { pt: 'Desabilitado', en: 'Disabled', es: 'Deshabilitado' },
};

/** The ticket settings of spec §2 and the kanban's plan flag. */
export const ticketDeclarations: Declarations = {
  planFlags: [{ key: 'useKanban', labels: { pt: 'Kanban', en: 'Kanban', es: 'Kanban' }, default: true }],
  connectionFields: [
    {
      // asked after a rate of 1; the contact's next message is its answer (rating-step.ts)
      key: 'ratingFollowUp',
      labels: {
        pt: 'Pergunta após nota 1',
        en: 'Question after a rate of 1',
        es: 'Pregunta tras nota 1',
      },
      schema: z.union([z.null().transform(() => ''), z.string().trim().max(1000)]),
      default: '',
    },
  ],
  settings: [
    {
      key: 'userRating',
      labels: { pt: 'Avaliações', en: 'Ratings', es: 'Evaluaciones' },
      default: 'disabled',
      choices: onOff,
    },
    {
      key: 'scheduleType',
      labels: {
        pt: 'Gerenciamento de expediente',
        en: 'Opening hours management',
        es: 'Gestión de horario',
      },
      default: 'disabled',
      choices: {
        disabled: { pt: 'Desabilitado', en: 'Disabled', es: 'Deshabilitado' },
        queue: { pt: 'Por fila', en: 'By queue', es: 'Por cola' },
        company: { pt: 'Por empresa', en: 'By company', es: 'Por empresa' },
      },
    },
    {
      key: 'call',
      labels: { pt: 'Aceitar chamadas', en: 'Accept calls', es: 'Aceptar llamadas' },
      default: 'enabled',
      choices: onOff,
    },
    {
      key: 'CheckMsgIsGroup',
      labels: {
        pt: 'Ignorar mensagens de grupos',
        en: 'Ignore group messages',
        es: 'Ignorar mensajes de grupos',
      },
      default: 'enabled',
      choices: onOff,
    },
    {
      key: 'sendGreetingAccepted',
      labels: {
        pt: 'Enviar saudação ao aceitar o ticket',
        en: 'Send greeting when a ticket is accepted',
        es: 'Enviar saludo al aceptar el ticket',
      },
      default: 'disabled',
      choices: onOff,
    },
    {
      key: 'sendMsgTransfTicket',
      labels: {
        pt: 'Enviar mensagem de transferência de fila/agente',
        en: 'Send message on queue/agent transfer',
        es: 'Enviar mensaje de transferencia de cola/agente',
      },
      default: 'disabled',
      choices: onOff,
    },
    {
      key: 'sendGreetingMessageOneQueues',
      labels: {
        pt: 'Enviar saudação quando houver somente 1 fila',
        en: 'Send greeting when there is a single queue',
        es: 'Enviar saludo cuando haya una sola cola',
      },
      default: 'disabled',
      choices: onOff,
    },
    {
      key: 'chatBotType',
      labels: { pt: 'Tipo do bot', en: 'Bot type', es: 'Tipo de bot' },
      default: 'text',
      choices: {
        text: { pt: 'Texto', en: 'Text', es: 'Texto' },
        button: { pt: 'Botões', en: 'Buttons', es: 'Botones' },
        list: { pt: 'Lista', en: 'List', es: 'Lista' },
      },
    },
  ],
};
