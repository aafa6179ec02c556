import { formatTime, IconButton } from '@balcao/kit';
import { Icon, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AckMark } from './AckMark';
import { FormattedText } from './format-text';
import { MessageMedia } from './MessageMedia';
import type { Message } from '../types';
import { quoteSummary, textOf } from './message-kind';

interface BubbleProps {
  message: Message;
  /** a group ticket shows who wrote each incoming message */
  isGroup: boolean;
  /** may the user delete it (spec §6: own messages only) */
  canDelete: boolean;
  onReply: (m: Message) => void;
  onDelete: (m: Message) => void;
}

/** One message: mine right, theirs left, with media, quote, time, delivery marks and the reply/delete menu. */
export function Bubble({ message, isGroup, canDelete, onReply, onDelete }: BubbleProps) {
  const { t } = useTranslation('tickets');
  const time = formatTime(message.createdAt);

  if (message.mediaType === 'call_log') {
    const video = /video/i.test(message.body ?? '');
    return (
      <div className="tk-msg-call" data-testid="msg-call" data-message-id={message.id}>
        <span className="tk-msg-call-pill">
          <Icon icon={video ? 'video' : 'phone'} size={12} intent="danger" />
          {t(video ? 'conversation.missedVideoCall' : 'conversation.missedCall', { time })}
        </span>
      </div>
    );
  }

  const mine = message.fromMe;
  const text = textOf(message);
  const quoted = message.quotedMsg;
  const kindLabel = (kind: string) => t(`conversation.kind.${kind}`);
  return (
    <div
      className={`tk-msg-row ${mine ? 'tk-msg-row--mine' : 'tk-msg-row--theirs'}`}
      data-testid="message"
      data-message-id={message.id}
      data-from-me={mine ? 'true' : 'false'}
    >
      <div
        className={`tk-msg-bubble${message.isDeleted ? ' tk-msg-bubble--deleted' : ''}${
          message.mediaType === 'image' || message.mediaType === 'video' ? ' tk-msg-bubble--visual' : ''
        }`}
      >
        <Popover
          placement="bottom-end"
          minimal
          className="tk-msg-menu-anchor"
          content={
            <Menu>
              <MenuItem
                icon="undo"
                text={t('conversation.reply')}
                onClick={() => onReply(message)}
                data-testid="msg-reply"
              />
              {canDelete && (
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t('conversation.delete')}
                  onClick={() => onDelete(message)}
                  data-testid="msg-delete"
                />
              )}
            </Menu>
          }
        >
          <IconButton
            className="tk-msg-menu"
            size="small"
            icon="chevron-down"
            label={t('conversation.options')}
            data-testid="msg-menu"
          />
        </Popover>
        {isGroup && !mine && message.contact?.name && (
          <div className="tk-msg-author" data-testid="msg-author">
            {message.contact.name}
          </div>
        )}
        {quoted && (
          <div
            className={`tk-msg-quote${quoted.fromMe ? ' tk-msg-quote--mine' : ''}`}
            data-testid="msg-quote"
          >
            <div className="tk-msg-quote-author">
              {quoted.fromMe ? t('conversation.you') : (quoted.contact?.name ?? t('conversation.contact'))}
            </div>
            <div className="tk-msg-quote-text">
              <FormattedText text={quoteSummary(quoted, kindLabel)} />
            </div>
          </div>
        )}
        {message.isDeleted && (
          <div className="tk-msg-deleted" data-testid="msg-deleted">
            <Icon icon="disable" size={12} />
            {t(mine ? 'conversation.deletedByMe' : 'conversation.deletedByContact')}
          </div>
        )}
        <MessageMedia message={message} />
        {text && (
          <div className="tk-msg-text" data-testid="msg-text">
            <FormattedText text={text} />
          </div>
        )}
        <div className="tk-msg-meta">
          {message.isEdited && (
            <span className="tk-msg-edited" data-testid="msg-edited">
              {t('conversation.edited')}
            </span>
          )}
          <time dateTime={message.createdAt}>{time}</time>
          {mine && <AckMark ack={message.ack} sendError={message.sendError} />}
        </div>
      </div>
    </div>
  );
}
