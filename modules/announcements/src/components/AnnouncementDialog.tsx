import { useTranslation } from 'react-i18next';
import { maxLength, RecordDialog, required, upsert, type ResourceDialogProps } from '@balcao/kit';
import {
  createAnnouncement,
  findAnnouncement,
  removeImage,
  updateAnnouncement,
  uploadImage,
  type Announcement,
  type AnnouncementInput,
} from '../api';

/** Spec §2: Alta = 1, Média = 2, Baixa = 3 (the default). */
const PRIORITIES = [1, 2, 3];
const EMPTY: AnnouncementInput = { title: '', text: '', priority: 3, status: true };
/** Spec §2: the optional image is a .png, .jpg or .jpeg. */
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const isImageName = (name: string) => /\.(png|jpe?g)$/i.test(name);

/** Spec §2 announcement dialog: title, text, status Ativo/Inativo, priority (default Baixa) and a removable image. */
export function AnnouncementDialog(props: ResourceDialogProps<Announcement>) {
  const { t } = useTranslation('announcements');
  return (
    <RecordDialog<AnnouncementInput, Announcement>
      {...props}
      icon="announcement"
      submitTestId="announcement-submit"
      initial={EMPTY}
      save={upsert(createAnnouncement, updateAnnouncement, (values: AnnouncementInput) => ({
        ...values,
        title: values.title.trim(),
      }))}
      savedText={t('saved')}
      fields={[
        {
          name: 'title',
          label: t('dialog.title'),
          rules: [required(t('validation.required')), maxLength(200)],
        },
        {
          kind: 'textarea',
          name: 'text',
          label: t('dialog.text'),
          rules: [required(t('validation.required')), maxLength(10_000)],
        },
        {
          kind: 'row',
          className: 'an-dialog__row kit-pair',
          fields: [
            {
              kind: 'select',
              name: 'status',
              id: 'an-status',
              label: t('dialog.status'),
              options: [
                { value: true, label: t('status.active') },
                { value: false, label: t('status.inactive') },
              ],
            },
            {
              kind: 'select',
              name: 'priority',
              id: 'an-priority',
              label: t('dialog.priority'),
              options: PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) })),
            },
          ],
        },
        { kind: 'media' },
      ]}
      media={{
        label: t('dialog.image'),
        help: t('dialog.imageHelp'),
        id: 'an-file',
        icon: 'media',
        chooseText: t('dialog.chooseImage'),
        browseText: t('dialog.browse'),
        removeLabel: t('dialog.removeImage'),
        accept: IMAGE_ACCEPT,
        // the server refuses anything else (ERR_ANNOUNCEMENT_MEDIA_TYPE): say so before saving
        refuse: (file) => (isImageName(file.name) ? undefined : t('dialog.imageType')),
        testId: 'announcement-image',
        current: (a) => a.mediaName,
        upload: uploadImage,
        remove: removeImage,
        find: findAnnouncement,
      }}
    />
  );
}
