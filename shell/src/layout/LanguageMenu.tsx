import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@balcao/kit';

const NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function LanguageMenu({ minimal = true }: { minimal?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'pt';
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          {LANGUAGES.map((lang) => (
            <MenuItem
              key={lang}
              text={NAMES[lang]}
              active={lang === current}
              data-lang={lang}
              onClick={() => void setLanguage(lang)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        variant={minimal ? 'minimal' : undefined}
        icon="translate"
        endIcon="caret-down"
        text={current.toUpperCase()}
        aria-label={t('layout.language')}
        data-testid="language-button"
      />
    </Popover>
  );
}
