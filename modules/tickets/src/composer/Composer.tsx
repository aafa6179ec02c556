import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Icon, Switch } from '@blueprintjs/core';
import { toastError, useLoad, useSession, Spinner, IconButton, SharedSlots } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { Message, Ticket } from '../types';
import { useStored } from '../shared/useStored';
import { AudioRecorder } from './AudioRecorder';
import { EmojiPicker } from './EmojiPicker';
import {
  fetchQuickMedia,
  listQuickMessages,
  matchQuick,
  newKey,
  sendFiles,
  sendText,
  signed,
  type QuickMessage,
} from './send';
import './composer.css';

interface ComposerProps {
  ticket: Ticket;
  /** the message being answered (from a bubble's Reply), cleared after sending */
  replyingTo: Message | null;
  onReplyCleared: () => void;
}

const MAX_ROWS = 5;
const NO_QUICK: QuickMessage[] = [];
const SIGN_KEY = 'signOption';

/** The input under a conversation: text, emoji, quick replies, audio, signature, attachments. */
export function Composer({ ticket, replyingTo, onReplyCleared }: ComposerProps) {
  const { t } = useTranslation('tickets');
  const { user } = useSession();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  // the sign preference, kept as Whaticket keeps it (JSON in localStorage, default on)
  const [sign, setSign] = useStored(SIGN_KEY, true, (kept) => kept !== false);
  const [recording, setRecording] = useState(false);
  // a failure leaves the quick replies' menu empty
  const [quick = NO_QUICK] = useLoad(
    user ? user.id : null,
    () => listQuickMessages(user!.companyId, user!.id),
    { onError: () => undefined },
  );
  const [highlight, setHighlight] = useState(0);
  const [menuClosed, setMenuClosed] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // one key per message being composed: a retry or double click of the same send is sent once
  const key = useRef(newKey());
  const sendingRef = useRef(false);

  // a provider's rule says free text cannot go now (the Cloud API's 24-hour window): its slot says why instead
  const [freeFormClosed, setFreeFormClosed] = useState(false);
  const open = ticket.status === 'open';
  const blocked = !open || sending || recording;

  useEffect(() => {
    if (replyingTo) input.current?.focus();
  }, [replyingTo]);

  // grows with its content up to five rows, then scrolls
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
    const pad = el.offsetHeight - el.clientHeight + parseFloat(getComputedStyle(el).paddingTop) * 2;
    // an empty input stays one row even when its placeholder would wrap on a narrow screen
    el.style.height = `${text ? Math.min(el.scrollHeight, line * MAX_ROWS + pad) : line + pad}px`;
  }, [text]);

  const matches = useMemo(() => (menuClosed ? [] : matchQuick(quick, text)), [quick, text, menuClosed]);
  const active = Math.min(highlight, Math.max(matches.length - 1, 0));

  const changeText = (value: string) => {
    setText(value);
    setMenuClosed(false);
    setHighlight(0);
    key.current = newKey();
  };

  const insertAtCaret = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    changeText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const pickQuick = async (q: QuickMessage) => {
    changeText(q.message);
    setMenuClosed(true);
    input.current?.focus();
    if (q.mediaPath) {
      try {
        const file = await fetchQuickMedia(q);
        setFiles((fs) => [...fs, file]);
      } catch {
        toastError(t('composer.quickMediaFailed'));
      }
    }
  };

  const addFiles = (list: FileList | File[] | null) => {
    if (!list || !list.length) return;
    setFiles((fs) => [...fs, ...Array.from(list)]);
    key.current = newKey();
  };

  const canSend = open && !sending && !recording && (text.trim().length > 0 || files.length > 0);

  const send = async () => {
    if (!canSend || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      if (files.length) await sendFiles(ticket.id, files, text.trim(), key.current);
      else await sendText(ticket.id, signed(text.trim(), user?.name, sign), replyingTo, key.current);
      setText('');
      setFiles([]);
      key.current = newKey();
      if (replyingTo) onReplyCleared();
    } catch (e) {
      toastError(e);
    } finally {
      sendingRef.current = false;
      setSending(false);
      requestAnimationFrame(() => input.current?.focus());
    }
  };

  const sendAudio = (file: File) => sendFiles(ticket.id, [file], '', newKey());

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (matches.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setHighlight((h) => (h + step + matches.length) % matches.length);
        return;
      }
      if (e.key === 'Enter' && !e.shiftKey) {
        e.preventDefault();
        void pickQuick(matches[active]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setMenuClosed(true);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const hint = !open ? t(ticket.status === 'pending' ? 'composer.hintPending' : 'composer.hintClosed') : null;

  return (
    <div className="tk-composer tk-cmp" data-testid="composer">
      {replyingTo && (
        <div className="tk-cmp-reply" data-testid="composer-reply">
          <div className="tk-cmp-reply-body">
            <span className="tk-cmp-reply-who">
              {replyingTo.fromMe
                ? t('composer.you')
                : (replyingTo.contact?.name ?? ticket.contact?.name ?? '')}
            </span>
            <span className="tk-cmp-reply-text">
              {replyingTo.body || (replyingTo.mediaType ? t('composer.media') : '')}
            </span>
          </div>
          <IconButton
            size="small"
            icon="cross"
            label={t('composer.cancelReply')}
            title={t('composer.cancelReply')}
            onClick={onReplyCleared}
            data-testid="composer-reply-close"
          />
        </div>
      )}
      {files.length > 0 && (
        <ul className="tk-cmp-files" data-testid="composer-files">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="tk-cmp-file">
              <Icon
                icon={
                  f.type.startsWith('image/') ? 'media' : f.type.startsWith('audio/') ? 'music' : 'document'
                }
              />
              <span className="tk-cmp-file-name" title={f.name}>
                {f.name}
              </span>
              <span className="tk-cmp-file-size">{formatSize(f.size)}</span>
              <IconButton
                size="small"
                icon="cross"
                label={t('composer.removeFile', { name: f.name })}
                onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}
                disabled={sending}
              />
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <div className="tk-cmp-hint" data-testid="composer-hint">
          <Icon icon="info-sign" size={14} />
          {hint}
        </div>
      )}
      <div className="tk-cmp-bar">
        {/* other modules' controls (docs/plugins.md "Shared slots"); one may close free text for this ticket */}
        <SharedSlots
          name="composerTools"
          ticket={ticket}
          disabled={blocked}
          onFreeFormClosed={setFreeFormClosed}
        />
        {!recording && !freeFormClosed && (
          <>
            <EmojiPicker disabled={blocked} onPick={insertAtCaret} />
            <IconButton
              icon="paperclip"
              disabled={blocked}
              label={t('composer.attach')}
              title={t('composer.attach')}
              onClick={() => fileInput.current?.click()}
              data-testid="composer-attach"
            />
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="composer-file-input"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <Switch
              className="tk-cmp-sign"
              checked={sign}
              onChange={() => setSign((s) => !s)}
              label={t('composer.sign')}
              disabled={!open}
              data-testid="composer-sign"
            />
            <div className="tk-cmp-field">
              {matches.length > 0 && (
                <ul className="tk-cmp-quick" role="listbox" data-testid="composer-quick-menu">
                  {matches.map((q, i) => (
                    <li
                      key={q.id}
                      role="option"
                      aria-selected={i === active}
                      className={`tk-cmp-quick-item${i === active ? ' tk-cmp-quick-active' : ''}`}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        void pickQuick(q);
                      }}
                      onMouseEnter={() => setHighlight(i)}
                      data-testid="composer-quick-item"
                    >
                      {q.mediaPath && <Icon icon="paperclip" size={12} />}
                      <span className="tk-cmp-quick-code">/{q.shortcode}</span>
                      {/* the whole text, ellipsed by the width it has; the title shows it all on hover */}
                      <span className="tk-cmp-quick-text" title={q.message}>
                        {q.message}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <textarea
                ref={input}
                className="bp6-input tk-cmp-input"
                rows={1}
                value={text}
                disabled={blocked}
                placeholder={
                  open ? (files.length ? t('composer.captionPlaceholder') : t('composer.placeholder')) : ''
                }
                aria-label={t('composer.placeholder')}
                onChange={(e) => changeText(e.target.value)}
                onKeyDown={onKeyDown}
                onPaste={(e) => {
                  if (e.clipboardData.files.length) {
                    e.preventDefault();
                    addFiles(e.clipboardData.files);
                  }
                }}
                data-testid="composer-input"
              />
            </div>
          </>
        )}
        {recording && <div className="tk-cmp-spacer" />}
        {!freeFormClosed && (recording || (!sending && !text.trim() && !files.length)) && (
          <AudioRecorder disabled={!open || sending} onSend={sendAudio} onActiveChange={setRecording} />
        )}
        {!recording && !freeFormClosed && (
          <IconButton
            intent="primary"
            icon={sending ? <Spinner size={16} /> : 'send-message'}
            disabled={!canSend}
            label={t('composer.send')}
            title={t('composer.send')}
            onClick={() => void send()}
            data-testid="composer-send"
          />
        )}
      </div>
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
