import { Button, ButtonGroup, Card, InputGroup, NonIdealState, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, required, Spinner, toastError, toastSuccess, useForm, useLoad } from '@balcao/kit';
import {
  createOption,
  deleteOption,
  listOptions,
  updateOption,
  type OptionInput,
  type QueueOption,
} from '../api';

/** What is open for editing: an option's id, or a new option under a parent (null: the top level). */
type Draft = { kind: 'edit'; id: number } | { kind: 'add'; parentId: number | null } | null;

const nextPosition = (siblings: QueueOption[]) =>
  String(siblings.reduce((max, o) => Math.max(max, Number.parseInt(o.option ?? '', 10) || 0), 0) + 1);

/** The chatbot's option tree of a saved queue (spec §2 Queues, §3 queue option). */
export function OptionsTree({ queueId }: { queueId: number }) {
  const { t } = useTranslation('queues');
  const [options, setOptions] = useLoad(queueId, () => listOptions(queueId), { fallback: [] });
  const [draft, setDraft] = useState<Draft>(null);
  const [deleting, setDeleting] = useState<QueueOption | null>(null);
  const load = () => listOptions(queueId).then(setOptions);

  const save = async (input: OptionInput) => {
    if (draft?.kind === 'edit') await updateOption(draft.id, input);
    else if (draft?.kind === 'add') await createOption({ ...input, queueId, parentId: draft.parentId });
    toastSuccess(t('kit:toasts.saved'));
    setDraft(null);
    await load();
  };

  if (!options) return <Spinner size={24} />;
  const form = (initial: OptionInput) => (
    <OptionForm initial={initial} onSave={save} onCancel={() => setDraft(null)} />
  );

  const renderLevel = (siblings: QueueOption[], parentId: number | null, depth: number) => (
    <ul className={depth === 0 ? 'qu-tree kit-stack' : 'qu-tree kit-stack qu-tree--nested'}>
      {siblings.map((option) => (
        <li key={option.id} data-testid="queue-option" data-option-id={option.id}>
          {draft?.kind === 'edit' && draft.id === option.id ? (
            form({ title: option.title, message: option.message ?? '', option: option.option ?? '' })
          ) : (
            <Card compact className="qu-option">
              <Tag minimal round className="qu-option__position">
                {option.option || '·'}
              </Tag>
              <div className="qu-option__body">
                <strong className="qu-option__title">{option.title || t('options.untitled')}</strong>
                {option.message && (
                  <span className="qu-option__message bp6-text-muted">{option.message}</span>
                )}
              </div>
              <ButtonGroup variant="minimal" className="qu-option__actions">
                <Button
                  icon="add-row-bottom"
                  aria-label={t('options.addChild')}
                  title={t('options.addChild')}
                  data-testid="add-child-option"
                  onClick={() => setDraft({ kind: 'add', parentId: option.id })}
                />
                <Button
                  icon="edit"
                  aria-label={t('kit:common.edit')}
                  title={t('kit:common.edit')}
                  onClick={() => setDraft({ kind: 'edit', id: option.id })}
                />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={t('kit:common.delete')}
                  title={t('kit:common.delete')}
                  onClick={() => setDeleting(option)}
                />
              </ButtonGroup>
            </Card>
          )}
          {(option.children?.length || (draft?.kind === 'add' && draft.parentId === option.id)) &&
            renderLevel(option.children ?? [], option.id, depth + 1)}
        </li>
      ))}
      {draft?.kind === 'add' && draft.parentId === parentId && (
        <li>{form({ title: '', message: '', option: nextPosition(siblings) })}</li>
      )}
    </ul>
  );

  return (
    <div className="qu-options" data-testid="options-tree">
      <div className="qu-options__head">
        <p className="bp6-text-muted">{t('options.help')}</p>
        <Button
          icon="add"
          text={t('options.add')}
          data-testid="add-option"
          onClick={() => setDraft({ kind: 'add', parentId: null })}
        />
      </div>
      {options.length === 0 && draft === null ? (
        <NonIdealState icon="flow-branch" description={t('options.empty')} />
      ) : (
        renderLevel(options, null, 0)
      )}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        message={t('options.confirmDelete', { title: deleting?.title ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteOption(deleting.id)
            .then(() => {
              toastSuccess(t('kit:toasts.saved'));
              return load();
            })
            .catch(toastError);
        }}
      />
    </div>
  );
}

/** Inline editor of one option: position, title and the message the bot sends when it is chosen. */
function OptionForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: OptionInput;
  onSave: (input: OptionInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('queues');
  const form = useForm(initial, { title: [required()] }, (values) =>
    onSave({ ...values, title: values.title.trim() }),
  );
  const { values, setField } = form;
  // inside the queue's own form: no nested form, Enter and the button submit this one
  const submit = () => void form.handleSubmit();
  return (
    <Card compact className="qu-option-form" data-testid="option-form">
      <div className="qu-option-form__row">
        <InputGroup
          className="qu-option-form__position"
          name="option"
          aria-label={t('options.position')}
          placeholder={t('options.position')}
          value={values.option}
          onValueChange={(option) => setField('option', option)}
        />
        <InputGroup
          fill
          autoFocus
          name="title"
          aria-label={t('options.title')}
          placeholder={t('options.title')}
          intent={form.errors.title ? 'danger' : 'none'}
          value={values.title}
          onValueChange={(title) => setField('title', title)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
      </div>
      <TextArea
        fill
        autoResize
        name="message"
        aria-label={t('options.message')}
        placeholder={t('options.message')}
        value={values.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <div className="qu-option-form__actions">
        <Button variant="minimal" text={t('kit:common.cancel')} onClick={onCancel} />
        <Button
          intent="primary"
          icon="tick"
          text={t('kit:common.save')}
          loading={form.submitting}
          data-testid="save-option"
          onClick={submit}
        />
      </div>
    </Card>
  );
}
