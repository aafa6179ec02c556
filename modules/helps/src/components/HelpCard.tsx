import { Card, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { thumbnailUrl, type Help } from '../api';

/** A video card: YouTube thumbnail (a placeholder when it cannot load), title and description. */
export function HelpCard({ help, onOpen }: { help: Help; onOpen: (help: Help) => void }) {
  const [broken, setBroken] = useState(false);
  const thumbnail = thumbnailUrl(help.video);
  return (
    <Card
      interactive={Boolean(thumbnail)}
      className="help-card"
      onClick={() => thumbnail && onOpen(help)}
      data-testid="help-card"
      style={{ padding: 0, overflow: 'hidden' }}
    >
      <div
        style={{
          aspectRatio: '16 / 9',
          background: 'linear-gradient(135deg, #1c6e42, #2d72d2)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
        }}
      >
        {thumbnail && !broken && (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            style={{ width: '100%', height: '100%', objectFit: 'cover', position: 'absolute', inset: 0 }}
          />
        )}
        {thumbnail && (
          <Icon
            icon="play"
            size={40}
            color="#fff"
            style={{ position: 'relative', filter: 'drop-shadow(0 1px 3px rgba(0,0,0,.5))' }}
          />
        )}
      </div>
      <div style={{ padding: '12px 14px' }}>
        <h4 className="bp6-heading" style={{ margin: '0 0 4px' }}>
          {help.title}
        </h4>
        <p className="bp6-text-muted" style={{ margin: 0 }}>
          {help.description}
        </p>
      </div>
    </Card>
  );
}
