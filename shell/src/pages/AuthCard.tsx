import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../layout/LanguageMenu';

/** The centred card shared by login and signup. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className="auth-page__lang">
        <LanguageMenu />
      </div>
      <Card className="auth-card" elevation={3}>
        <div className="auth-card__brand">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <div>
            <h1 className="bp6-heading">Balcão</h1>
            <p className="bp6-text-muted">{subtitle}</p>
          </div>
        </div>
        <h2 className="bp6-heading auth-card__title">{title}</h2>
        {children}
      </Card>
    </div>
  );
}
