import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { matchPath } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading, type RemoteModule } from '@balcao/kit';
import { loadRemoteModule } from './federation';

function RemoteError({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <NonIdealState
      className="remote-error"
      icon="offline"
      title={t('remote.failedTitle')}
      description={t('remote.failedDescription', { name })}
      action={<Button icon="refresh" text={t('remote.retry')} onClick={onRetry} />}
    />
  );
}

/** Render errors inside a remote stay inside its panel. */
class RemoteBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`remote ${this.props.name} crashed`, error, info.componentStack);
  }
  override render() {
    if (this.state.failed)
      return (
        <RemoteError
          name={this.props.name}
          onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
        />
      );
    return (
      <div key={this.state.attempt} className="remote-root">
        {this.props.children}
      </div>
    );
  }
}

interface LoadResult {
  key: string;
  module?: RemoteModule;
  failed?: boolean;
}

/** Loads the remote that owns `pattern` and renders its page for that route. */
export function RemoteRoute({ name, pattern }: { name: string; pattern: string }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${name}#${attempt}`;
  // the result is tagged with the load it belongs to, so a new name or retry shows the spinner again
  const [result, setResult] = useState<LoadResult>({ key: '' });
  const state: LoadResult = result.key === key ? result : { key };
  useEffect(() => {
    let live = true;
    loadRemoteModule(name)
      .then((module) => live && setResult({ key, module }))
      .catch((error: unknown) => {
        console.error(`remote ${name} failed to load`, error);
        if (live) setResult({ key, failed: true });
      });
    return () => {
      live = false;
    };
  }, [name, key]);

  if (state.failed) return <RemoteError name={name} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!state.module) return <Loading className="remote-spinner" />;
  const route =
    state.module.routes.find((r) => r.path === pattern) ??
    state.module.routes.find((r) => matchPath(r.path, pattern.replace(/:\w+\??/g, 'x')));
  if (!route) return <RemoteError name={name} onRetry={() => setAttempt((a) => a + 1)} />;
  const Page = route.Component;
  return (
    <RemoteBoundary name={name}>
      <Page />
    </RemoteBoundary>
  );
}
