import { Button, FormGroup, Icon, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { FileInput } from '../blueprint/controls';
import { showToast } from '../toast';
import type { MediaRoutes } from './useRecordSave';

/** A record's one optional file (a quick reply's attachment, an announcement's image) and its routes. */
export interface MediaSpec<R> extends MediaRoutes<R> {
  label: string;
  help?: string;
  /** the file input's id */
  id: string;
  icon: IconName;
  chooseText: string;
  browseText: string;
  removeLabel: string;
  /** the file name the record has, if any */
  current: (record: R) => string | null | undefined;
  /** where the record's file opens (a new tab); its name is plain text without it */
  link?: (record: R) => string | null | undefined;
  accept?: string;
  /** why a chosen file is refused before any upload, toasted; undefined takes it */
  refuse?: (file: File) => string | undefined;
  /** the refusal written under the field (and the chosen file cleared) instead of toasted */
  refuseInline?: boolean;
  /** the file kept as it is: the picker disabled, no remove (the dialog's `readOnly` does the same) */
  disabled?: boolean;
  /** the name shown for a chosen file (the server's spelling of it) */
  shownName?: (name: string) => string;
  /** `<testId>-current` and `<testId>-remove` on the file the record has */
  testId?: string;
}

/** The file of a record: the one it has (a link, removable) or a picker; a read-only one changes neither. */
export function MediaField<R>({
  spec,
  current,
  href,
  file,
  readOnly,
  onFile,
  onDrop,
}: {
  spec: MediaSpec<R>;
  current: string | null;
  href?: string | null;
  file: File | null;
  readOnly?: boolean;
  onFile: (file: File | null) => void;
  onDrop: () => void;
}) {
  const [refused, setRefused] = useState<string>();
  const test = (suffix: string) => (spec.testId ? `${spec.testId}-${suffix}` : undefined);
  const locked = readOnly || spec.disabled;
  const pick = (chosen: File | null) => {
    const refusal = chosen ? spec.refuse?.(chosen) : undefined;
    if (spec.refuseInline) {
      setRefused(refusal);
      onFile(refusal ? null : chosen);
    } else if (refusal) showToast(refusal, 'danger');
    else onFile(chosen);
  };
  return (
    <FormGroup
      label={spec.label}
      labelFor={spec.id}
      helperText={refused ?? spec.help}
      intent={refused ? 'danger' : 'none'}
    >
      {current && !file ? (
        <div className="kit-media-current" data-testid={test('current')}>
          <Icon icon={spec.icon} />
          {href ? (
            <a className="kit-ellipsis" href={href} target="_blank" rel="noreferrer">
              {current}
            </a>
          ) : (
            <span className="kit-ellipsis">{current}</span>
          )}
          {!locked && (
            <Button
              variant="minimal"
              intent="danger"
              icon="cross"
              aria-label={spec.removeLabel}
              data-testid={test('remove')}
              onClick={onDrop}
            />
          )}
        </div>
      ) : (
        <div className="kit-media-pick">
          <FileInput
            fill
            disabled={locked}
            inputProps={{ id: spec.id, name: 'file', accept: spec.accept, 'aria-label': spec.label }}
            text={file ? (spec.shownName?.(file.name) ?? file.name) : spec.chooseText}
            buttonText={spec.browseText}
            hasSelection={Boolean(file)}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
          {file && (
            <Button variant="minimal" icon="cross" aria-label={spec.removeLabel} onClick={() => pick(null)} />
          )}
        </div>
      )}
    </FormGroup>
  );
}
