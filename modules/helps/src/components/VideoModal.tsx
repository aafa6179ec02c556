import { Dialog } from '@balcao/kit';
import { embedUrl, type Help } from '../api';

/** The help video in a modal (YouTube embed). */
export function VideoModal({ help, onClose }: { help: Help | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={Boolean(help)}
      onClose={onClose}
      title={help?.title}
      icon="video"
      style={{ width: 'min(860px, 94vw)' }}
    >
      {help?.video && (
        <div style={{ aspectRatio: '16 / 9', background: '#000' }} data-testid="video-modal">
          <iframe
            src={embedUrl(help.video)}
            title={help.title}
            style={{ width: '100%', height: '100%', border: 0 }}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      )}
    </Dialog>
  );
}
