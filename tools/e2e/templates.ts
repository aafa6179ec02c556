import type { FakeTemplate } from '@balcao/plugin-whatsapp-cloud/fake-graph';

// the fake Graph API's own template records, as the API tests use them
export { approvedTemplate, boletoSent } from '@balcao/plugin-whatsapp-cloud/fake-graph';

/** Loja Nuvem's 'boleto_vencendo': a text header, a body with two variables, a footer. */
export const boletoComponents: FakeTemplate['components'] = [
  { type: 'HEADER', format: 'TEXT', text: 'Aviso de vencimento' },
  { type: 'BODY', text: 'Olá {{1}}, seu boleto de {{2}} vence amanhã.' },
  { type: 'FOOTER', text: 'Loja Nuvem' },
];
