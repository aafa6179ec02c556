import { useRef, useState } from 'react';
import {
  Button,
  Classes,
  FormGroup,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, Spinner, toastError, toastSuccess, useLoad } from '@balcao/kit';
import { listApproved, sendTemplate, type Template } from '../api';
import {
  extrasComplete,
  extrasToSend,
  noExtras,
  TemplateExtraFields,
  type ExtraValues,
} from './TemplateExtraFields';
import { TemplatePreview } from './TemplatePreview';

interface TemplatePickerProps {
  isOpen: boolean;
  onClose: () => void;
  ticketId: number;
  connectionId: number;
}

/**
 * Picks one of the connection's approved templates, fills its variables while the preview shows the result, and
 * sends it in the ticket. One Idempotency-Key per mount (the
 * composer mounts it per opening): a double click or a retry sends once.
 */
export function TemplatePicker({ isOpen, onClose, ticketId, connectionId }: TemplatePickerProps) {
  const { t } = useTranslation('whatsapp-cloud');
  const [templates] = useLoad(isOpen ? connectionId : null, (signal) => listApproved(connectionId, signal));
  const [chosen, setChosen] = useState<Template | null>(null);
  const [variables, setVariables] = useState<string[]>([]);
  const [extras, setExtras] = useState<ExtraValues>(noExtras);
  const [sending, setSending] = useState(false);
  const key = useRef(crypto.randomUUID());

  const choose = (template: Template) => {
    setChosen(template);
    setVariables(Array.from({ length: template.variables }, () => ''));
    setExtras(noExtras());
  };
  const complete = variables.every((v) => v.trim() !== '') && (!chosen || extrasComplete(chosen, extras));

  const send = () => {
    if (!chosen || !complete || sending) return;
    setSending(true);
    const body = {
      templateId: chosen.id,
      variables: variables.map((v) => v.trim()),
      ...extrasToSend(chosen, extras),
    };
    sendTemplate(ticketId, body, key.current)
      .then(() => {
        toastSuccess(t('picker.sent', { name: chosen.name }));
        onClose();
      })
      .catch(toastError)
      .finally(() => setSending(false));
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('picker.title')}
      icon="manually-entered-data"
      className="wc-picker"
    >
      <div className={`${Classes.DIALOG_BODY} wc-picker-body`} data-testid="template-picker">
        {!templates && <Spinner />}
        {templates?.length === 0 && (
          <NonIdealState icon="document" title={t('picker.none')} description={t('picker.noneHint')} />
        )}
        {templates && templates.length > 0 && (
          <>
            <Menu className="wc-picker-list" aria-label={t('picker.title')}>
              {templates.map((tp) => (
                <MenuItem
                  key={tp.id}
                  text={tp.name}
                  label={tp.language}
                  active={chosen?.id === tp.id}
                  onClick={() => choose(tp)}
                  data-testid={`template-${tp.name}`}
                />
              ))}
            </Menu>
            <div className="wc-picker-detail">
              {chosen ? (
                <>
                  <div className="wc-picker-tags">
                    <Tag minimal>{chosen.language}</Tag>
                    <Tag minimal>{t(`category.${chosen.category}`, { defaultValue: chosen.category })}</Tag>
                  </div>
                  {variables.map((value, i) => (
                    <FormGroup key={i} label={t('picker.variable', { n: i + 1 })} labelFor={`wc-var-${i}`}>
                      <InputGroup
                        id={`wc-var-${i}`}
                        value={value}
                        onValueChange={(v) => setVariables((vs) => vs.map((old, j) => (j === i ? v : old)))}
                        data-testid={`template-variable-${i + 1}`}
                      />
                    </FormGroup>
                  ))}
                  <TemplateExtraFields template={chosen} value={extras} onChange={setExtras} />
                  <TemplatePreview template={chosen} variables={variables} />
                </>
              ) : (
                <p className="wc-muted">{t('picker.choose')}</p>
              )}
            </div>
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose} text={t('picker.cancel')} />
          <Button
            intent="primary"
            icon="send-message"
            disabled={!chosen || !complete}
            loading={sending}
            onClick={send}
            text={t('picker.send')}
            data-testid="template-send"
          />
        </div>
      </div>
    </Dialog>
  );
}
