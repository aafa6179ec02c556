import type { FakeTemplate } from './fake-graph.js';

/** A message template as Meta lists it for a business account: approved, in Portuguese. */
export const approvedTemplate = <C extends FakeTemplate['components']>(
  id: string,
  name: string,
  components: C,
  category = 'UTILITY',
) => ({ id, name, language: 'pt_BR', status: 'APPROVED', category, components }) satisfies FakeTemplate;

/** the body of 'boleto_vencendo', the tests' template with two variables */
export const boletoBody = { type: 'BODY', text: 'Olá {{1}}, seu boleto de {{2}} vence amanhã.' };

/** What Meta gets for the tests' boleto_vencendo template sent in pt_BR with `name` and R$ 89,90 for {{1}}, {{2}} */
export const boletoSent = (name: string) => ({
  type: 'template',
  template: {
    name: 'boleto_vencendo',
    language: { code: 'pt_BR' },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: name },
          { type: 'text', text: 'R$ 89,90' },
        ],
      },
    ],
  },
});
