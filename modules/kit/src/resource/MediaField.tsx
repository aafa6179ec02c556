import { Button, FormGroup, Icon, type IconName } from '@blueprintjs/core';
import { FileInput } from '../blueprint/controls';
import { showToast } from '../toast';
import type { MediaRoutes } from './useRecordSave';

/** A record's one optional file (a quick reply's attachment, an announcement's image) and its routes. */
export interface MediaSpec<R> extends MediaRoutes<R> {
  label: string;
  help: string;
  /** the file input's id */
  id: string;
  icon: IconName;
  chooseText: string;
  browseText: string;
  removeLabel: string;
  /** the file name the record has, if any */
  current: (record: R) => string | null | undefined;
  accept?: string;
  /** why a chosen file is refused before any upload, toasted; undefined takes it */
  refuse?: (file: File) => string | undefined;
  /** the name shown for a chosen file (the server's spelling of it) */
  shownName?: (name: string) => string;
  /** `<testId>-current` and `<testId>-remove` on the file the record has */
  testId?: string;
}

export function MediaField<R>({
  spec,
  current,
  file,
  onFile,
  onDrop,
}: {
  spec: MediaSpec<R>;
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onDrop: () => void;
}) {
  const test = (suffix: string) => (spec.testId ? `${spec.testId}-${suffix}` : undefined);
  return (
    <FormGroup label={spec.label} labelFor={spec.id} helperText={spec.help}>
      {current && !file ? (
        <div className="kit-media-current" data-testid={test('current')}>
          <Icon icon={spec.icon} />
          <span className="kit-ellipsis">{current}</span>
          <Button
            variant="minimal"
            intent="danger"
            icon="cross"
            aria-label={spec.removeLabel}
            data-testid={test('remove')}
            onClick={onDrop}
          />
        </div>
      ) : (
        <div className="kit-media-pick">
          <FileInput
            fill
            inputProps={{ id: spec.id, name: 'file', accept: spec.accept, 'aria-label': spec.label }}
            text={file ? (spec.shownName?.(file.name) ?? file.name) : spec.chooseText}
            buttonText={spec.browseText}
            hasSelection={Boolean(file)}
            onInputChange={(e) => {
              const chosen = e.currentTarget.files?.[0] ?? null;
              const refused = chosen && spec.refuse?.(chosen);
              if (refused) showToast(refused, 'danger');
              else onFile(chosen);
            }}
          />
          {file && (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={spec.removeLabel}
              onClick={() => onFile(null)}
            />
          )}
        </div>
      )}
    </FormGroup>
  );
}
