import { IconButton } from '@balcao/kit';
import { useState } from 'react';
import { Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EMOJI_GROUPS } from './emojis';

/** The emoji button and its popover: group tabs over a grid 16 per row; a click inserts at the caret. */
export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick: (emoji: string) => void }) {
  const { t } = useTranslation('tickets');
  const [group, setGroup] = useState(0);
  const shown = EMOJI_GROUPS[group] ?? EMOJI_GROUPS[0]!;
  const content = (
    <div className="tk-cmp-emoji" data-testid="composer-emoji-picker">
      <div className="tk-cmp-emoji-tabs" role="tablist">
        {EMOJI_GROUPS.map((g, i) => (
          <button
            key={g.key}
            type="button"
            role="tab"
            aria-selected={i === group}
            title={t(`composer.emojiGroups.${g.key}`)}
            className={`tk-cmp-emoji-tab${i === group ? ' tk-cmp-emoji-tab-active' : ''}`}
            onClick={() => setGroup(i)}
          >
            {g.icon}
          </button>
        ))}
      </div>
      <div className="tk-cmp-emoji-grid" role="grid" aria-label={t(`composer.emojiGroups.${shown.key}`)}>
        {shown.emojis.map((e) => (
          <button
            key={e}
            type="button"
            className="tk-cmp-emoji-cell"
            // a mouse click leaves the focus and the caret in the input
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => onPick(e)}
          >
            {e}
          </button>
        ))}
      </div>
    </div>
  );
  return (
    // the picker stays open for more emojis but never holds the focus: what is typed next goes to the input
    <Popover
      content={content}
      placement="top-start"
      disabled={disabled}
      minimal={false}
      autoFocus={false}
      enforceFocus={false}
    >
      <IconButton
        icon="emoji"
        disabled={disabled}
        label={t('composer.emoji')}
        title={t('composer.emoji')}
        data-testid="composer-emoji"
      />
    </Popover>
  );
}
