/** What the lookup answers a contact, spelled out once for every provider's cases. */
export const answers = {
  /** nobody with this document (`formatted` as the message prints it) */
  notFound: (formatted: string) =>
    `Não encontrei nenhum cadastro com o CPF ${formatted}. Confira o número e envie novamente, ` +
    'ou aguarde que um atendente vai falar com você.',
  /** the customer has nothing open */
  upToDate: (name: string) =>
    `Olá, ${name}! Não há nenhuma fatura em aberto no seu cadastro. Obrigado por estar em dia!`,
  /** one open invoice: due date, value and boleto page, then that its line (and its Pix code) follow */
  invoice: (due: string, value: string, pdf: string, pix: boolean) =>
    [
      `*Vencimento:* ${due}`,
      `*Valor:* ${value}`,
      `*Boleto (PDF):* ${pdf}`,
      'Linha digitável na próxima mensagem.',
      ...(pix ? ['Pix copia e cola logo em seguida.'] : []),
    ].join('\n'),
  /** the provider did not answer */
  unavailable:
    'Não consegui consultar suas faturas agora. Por favor, tente novamente em alguns minutos ' +
    'ou aguarde que um atendente vai falar com você.',
};
