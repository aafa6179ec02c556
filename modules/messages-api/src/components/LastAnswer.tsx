import { useTranslation } from 'react-i18next';
import type { SendAnswer } from '../send-test';
import { CodeBlock } from './CodeBlock';

/** The server's answer to the last test send: Whaticket's `mensagem` and Balcão's message ids. */
export function LastAnswer({ answer }: { answer: SendAnswer | null }) {
  const { t } = useTranslation('messages-api');
  if (!answer) return null;
  return (
    <div className="mapi-answer" data-testid="mapi-answer">
      <span className="mapi-label">{t('form.answer')}</span>
      <CodeBlock code={JSON.stringify(answer, null, 2)} />
    </div>
  );
}
