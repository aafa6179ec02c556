import { Button } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The login and signup form: its fields, then one large submit button. */
export function AuthForm({
  form,
  submit,
  children,
}: {
  form: { handleSubmit: (e: FormEvent) => Promise<void>; submitting: boolean };
  submit: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      {children}
      <Button type="submit" intent="primary" size="large" fill text={submit} loading={form.submitting} />
    </form>
  );
}

/** The line under the form that leads to the other page (signup from login, login from signup). */
export function AuthFooter({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <p className="auth-card__footer">
      {text} <Link to={to}>{link}</Link>
    </p>
  );
}
