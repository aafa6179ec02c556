import { Button, Popover, Slider, Tooltip } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $theme, $volume, themeToggled, volumeChanged } from '@balcao/kit';

/**
 * Spec §2's theme toggle and notification volume (0..1 step 0.1, kept in storage), for everyone: the attendants are
 * the ones who sit in the screen all day and hear the sound (spec §2 gave them to super users only:
 * docs/compatibility.md). The refresh button stays the super user's.
 */
export function DisplayTools({ refresh }: { refresh: boolean }) {
  const { t } = useTranslation('shell');
  const [theme, volume] = useUnit([$theme, $volume]);
  return (
    <>
      <Tooltip content={t('layout.theme')} placement="bottom">
        <Button
          variant="minimal"
          icon={theme === 'dark' ? 'flash' : 'moon'}
          aria-label={t('layout.theme')}
          data-testid="theme-toggle"
          onClick={() => themeToggled()}
        />
      </Tooltip>
      <Popover
        placement="bottom"
        content={
          <div className="volume-popover">
            <Slider
              min={0}
              max={1}
              stepSize={0.1}
              labelStepSize={0.5}
              value={volume}
              onChange={(v) => volumeChanged(v)}
            />
          </div>
        }
      >
        <Tooltip content={t('layout.volume')} placement="bottom">
          <Button
            variant="minimal"
            icon={volume === 0 ? 'volume-off' : 'volume-up'}
            aria-label={t('layout.volume')}
            data-testid="volume-button"
          />
        </Tooltip>
      </Popover>
      {refresh && (
        <Tooltip content={t('layout.refresh')} placement="bottom">
          <Button
            variant="minimal"
            icon="refresh"
            aria-label={t('layout.refresh')}
            data-testid="refresh-button"
            onClick={() => window.location.reload()}
          />
        </Tooltip>
      )}
    </>
  );
}
