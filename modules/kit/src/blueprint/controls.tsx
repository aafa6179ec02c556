import {
  FileInput as BpFileInput,
  NumericInput as BpNumericInput,
  Tag as BpTag,
  type FileInputProps,
  type TagProps,
} from '@blueprintjs/core';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabelsInLanguage } from './english-labels';

/** Blueprint's FileInput, whose texts default to "Choose file..." and "Browse". */
export function FileInput(props: FileInputProps) {
  const { t } = useTranslation('kit');
  return <BpFileInput text={t('controls.chooseFile')} buttonText={t('controls.browse')} {...props} />;
}

/** Blueprint's NumericInput, its stepper buttons named in the user's language. */
export function NumericInput(props: ComponentProps<typeof BpNumericInput>) {
  const box = useRef<HTMLSpanElement>(null);
  useLabelsInLanguage(box);
  return (
    <span ref={box} className="kit-contents">
      <BpNumericInput {...props} />
    </span>
  );
}

/** Blueprint's Tag, its remove button (when `onRemove` is given) named in the user's language. */
export function Tag(props: TagProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLabelsInLanguage(ref);
  return <BpTag ref={ref} {...props} />;
}
