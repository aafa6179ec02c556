/**
 * The automatic messages a contact receives on ticket transitions, in Whaticket's words (Portuguese, the product's
 * default language), so contacts moving from Whaticket read what they always read.
 */

/** Whaticket's {{ms}}: the greeting for the hour in Brazil (the product's market), whatever the server's zone */
export function partOfDay(at = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    }).format(at),
  );
  if (hour < 6) return 'Boa madrugada';
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** sent on accept when sendGreetingAccepted is 'enabled' */
export const acceptGreeting = (contactName: string, userName: string, at?: Date) =>
  `*Mensagem Automática:*\n${partOfDay(at)} *${contactName}*, meu nome é *${userName}* e agora vou prosseguir com seu atendimento!`;

/** the rating question: the connection's ratingMessage and the 1 to 3 scale */
export const ratingQuestion = (ratingMessage: string) =>
  `\u200e${ratingMessage}\n\nDigite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_`;

/** the connection's complationMessage, marked as automatic the way Whaticket marks it */
export const completion = (complationMessage: string) => `\u200e${complationMessage}`;

const wait = '\naguarde, já vamos te atender!';

/** sent on a transfer when sendMsgTransfTicket is 'enabled' */
export const transferText = {
  toQueue: (queue: string) =>
    `*Mensagem automática*:\nVocê foi transferido para o departamento *${queue}*${wait}`,
  toUser: (user: string) => `*Mensagem automática*:\nFoi transferido para o atendente *${user}*${wait}`,
  toQueueAndUser: (queue: string, user: string) =>
    `*Mensagem automática*:\nVocê foi transferido para o departamento *${queue}* e contará com a presença de *${user}*${wait}`,
};
