import { useTranslation } from 'react-i18next';
import { formValues, maxLength, RecordDialog, required, upsert, type ResourceDialogProps } from '@balcao/kit';
import {
  createQuickMessage,
  findQuickMessage,
  mediaFileName,
  removeMedia,
  updateQuickMessage,
  uploadMedia,
  type QuickMessage,
  type QuickMessageInput,
} from '../api';

type Values = Required<QuickMessageInput>;
const EMPTY: Values = { shortcode: '', message: '', geral: false };

/** Create or edit a quick reply: shortcut (spec §5), text, an optional file, and 'geral' for managers. */
export function QuickMessageDialog({
  canShare,
  ...props
}: ResourceDialogProps<QuickMessage> & { canShare: boolean }) {
  const { t } = useTranslation('quick-messages');
  const save = upsert(createQuickMessage, updateQuickMessage, (values: Values) => ({
    shortcode: values.shortcode.trim(),
    message: values.message,
    ...(canShare ? { geral: values.geral } : {}),
  }));
  return (
    <RecordDialog<Values, QuickMessage>
      {...props}
      icon="lightning"
      initial={EMPTY}
      fromRecord={(qm) => formValues(EMPTY, qm)}
      save={save}
      fields={[
        {
          name: 'shortcode',
          label: t('dialog.shortcode'),
          leftElement: <span className="qm-slash">/</span>,
          rules: [required(t('validation.required')), maxLength(100)],
        },
        { kind: 'textarea', name: 'message', label: t('dialog.message'), rules: [maxLength(10_000)] },
        { kind: 'media' },
        { kind: 'switch', name: 'geral', label: t('dialog.geral'), show: () => canShare },
      ]}
      media={{
        label: t('dialog.media'),
        help: t('dialog.mediaHelp'),
        id: 'qm-file',
        icon: 'paperclip',
        chooseText: t('dialog.chooseFile'),
        browseText: t('dialog.browse'),
        removeLabel: t('dialog.removeMedia'),
        current: (qm) => (qm.isMedia ? qm.mediaName : null),
        shownName: mediaFileName,
        upload: uploadMedia,
        remove: removeMedia,
        find: findQuickMessage,
      }}
    />
  );
}
