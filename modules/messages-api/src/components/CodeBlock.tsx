import { IconButton } from '@balcao/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A block of code with a copy button (curl examples, JSON answers). */
export function CodeBlock({ code, testId }: { code: string; testId?: string }) {
  const { t } = useTranslation('messages-api');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="mapi-code">
      <pre data-testid={testId}>{code}</pre>
      <IconButton
        className="mapi-code__copy"
        size="small"
        icon={copied ? 'tick' : 'duplicate'}
        label={t('copy')}
        title={copied ? t('copied') : t('copy')}
        onClick={() => void copy()}
      />
    </div>
  );
}
