import { useTranslation } from 'react-i18next';
import { ResourcePage, showToast, toastError, wholeList, type Column } from '@balcao/kit';
import { deletePrompt, fetchPrompts, type Prompt } from '../api';
import { PromptDialog } from './PromptDialog';

/** The server's delete answer, as Whaticket's page showed it: translated when known. */
const DELETED = 'Prompt deleted';

const fetchPage = wholeList(fetchPrompts, (p: Prompt) => p.name);

/** Spec §2 Prompts: name, queue, max tokens, edit, delete; the list follows `company-{id}-prompt`. */
export function PromptsPage() {
  const { t } = useTranslation('prompts');

  const columns: Column<Prompt>[] = [
    { key: 'name', header: t('table.name'), render: (p) => p.name },
    { key: 'queue', header: t('table.queue'), render: (p) => p.queue?.name ?? '' },
    {
      key: 'maxTokens',
      header: t('table.maxTokens'),
      align: 'center',
      width: 130,
      render: (p) => p.maxTokens,
    },
  ];

  return (
    <ResourcePage<Prompt>
      prefix="pr"
      testId="prompts-page"
      fetchPage={fetchPage}
      columns={columns}
      realtime="prompt"
      add="prompt"
      dialog={(props) => <PromptDialog {...props} />}
      deleteTitle={(p) => t('confirmDelete', { name: p.name })}
      onDelete={(p, drop) =>
        deletePrompt(p.id)
          .then(({ message }) => {
            if (message === DELETED) drop(p.id);
            // spec §7: the delete's message is an info toast (a prompt a connection uses is kept, and it says so)
            showToast(message === DELETED ? t('deleted') : message, 'primary');
          })
          .catch(toastError)
      }
    />
  );
}
