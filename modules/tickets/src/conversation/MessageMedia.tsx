import { AnchorButton, DialogBody, Icon } from '@blueprintjs/core';
import { Dialog } from '@balcao/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../shared/Avatar';
import { parseLocation, parseVcards } from './format-text';
import type { Message } from '../types';

/** what a message carries besides its text: image, audio, video, file, location card, contact card */
export function MessageMedia({ message }: { message: Message }) {
  const { t } = useTranslation('tickets');
  const [open, setOpen] = useState(false);
  const url = message.mediaUrl ?? undefined;
  const name = message.mediaName || message.body || t('conversation.file');
  switch (message.mediaType) {
    case 'image':
      if (!url) return null;
      return (
        <>
          <button
            type="button"
            className="tk-msg-image"
            data-testid="msg-image"
            onClick={() => setOpen(true)}
            aria-label={t('conversation.openImage')}
          >
            <img src={url} alt={name} loading="lazy" />
          </button>
          <Dialog
            isOpen={open}
            onClose={() => setOpen(false)}
            title={name}
            className="tk-msg-image-dialog"
            data-testid="image-dialog"
          >
            <DialogBody>
              <img src={url} alt={name} className="tk-msg-image-full" />
            </DialogBody>
          </Dialog>
        </>
      );
    case 'audio':
      return url ? (
        <audio className="tk-msg-audio" data-testid="msg-audio" controls preload="metadata" src={url} />
      ) : null;
    case 'video':
      return url ? (
        <video className="tk-msg-video" data-testid="msg-video" controls preload="metadata" src={url} />
      ) : null;
    case 'locationMessage': {
      const loc = parseLocation(message.body ?? '');
      return (
        <div className="tk-msg-card" data-testid="msg-location">
          {loc.image && <img className="tk-msg-location-image" src={loc.image} alt="" />}
          <div className="tk-msg-card-row">
            <Icon icon="map-marker" className="tk-msg-card-icon" />
            <span className="tk-msg-card-text">{loc.description ?? t('conversation.location')}</span>
          </div>
          {loc.link && (
            <AnchorButton
              href={loc.link}
              target="_blank"
              rel="noopener noreferrer"
              icon="map"
              size="small"
              variant="outlined"
              fill
              text={t('conversation.openMap')}
            />
          )}
        </div>
      );
    }
    case 'vcard': {
      const people = parseVcards(message.body ?? '');
      return (
        <div className="tk-msg-card" data-testid="msg-vcard">
          {(people.length ? people : [{ name: t('conversation.contactCard'), number: '' }]).map((p, i) => (
            <div className="tk-msg-card-row" key={i}>
              <Avatar name={p.name || p.number} size={34} />
              <span className="tk-msg-card-text">
                <strong>{p.name || p.number}</strong>
                {p.name && p.number && <span className="tk-msg-card-sub">{p.number}</span>}
              </span>
            </div>
          ))}
        </div>
      );
    }
    default:
      if (!url) return null;
      return (
        <div className="tk-msg-card tk-msg-file" data-testid="msg-file">
          <div className="tk-msg-card-row">
            <Icon icon="document" size={20} className="tk-msg-card-icon" />
            <span className="tk-msg-card-text tk-msg-file-name" title={name}>
              {name}
            </span>
          </div>
          <AnchorButton
            href={url}
            download={name}
            target="_blank"
            rel="noopener noreferrer"
            icon="download"
            size="small"
            variant="outlined"
            fill
            text={t('conversation.download')}
            data-testid="msg-download"
          />
        </div>
      );
  }
}
