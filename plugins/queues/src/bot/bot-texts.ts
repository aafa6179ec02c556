/** What the chatbot says (Portuguese, the product's language), and how it lists choices: always as text. */

export const invalidOption = 'Opção inválida, por favor, escolha uma opção válida.';
export const backLine = '0 - Voltar ao menu anterior';
export const startLine = '# - Voltar ao menu inicial';

/** Paragraphs joined with a blank line, empty ones dropped. */
export const paragraphs = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join('\n\n');

/** The connection's queues as the contact types them: "1 - Vendas". */
export const queueList = (queues: ReadonlyArray<{ name: string }>) =>
  queues.map((q, i) => `${i + 1} - ${q.name}`).join('\n');

/** A level of a queue's options ("1 - Boletos"), then the way back ("0") below the top and to the start ("#"). */
export function optionList(
  options: ReadonlyArray<{ option: string | null; title: string }>,
  nested: boolean,
) {
  const lines = options.map((o) => `${o.option ?? ''} - ${o.title}`);
  return [...lines, '', ...(nested ? [backLine] : []), startLine].join('\n');
}
