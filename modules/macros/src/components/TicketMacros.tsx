import { useState } from 'react';
import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, toastError, toastSuccess, useListsOnOpen } from '@balcao/kit';
import { applyMacro, listMacros, type Macro } from '../api';

interface TicketMacrosProps {
  ticket: { id: number; status: string };
  /** the header is short of room (a phone, a drawer open beside it): the icon alone */
  compact?: boolean;
}

/**
 * The conversation header's "Macros" menu (the tickets module's `ticketActions` shared slot): the macros the user
 * may apply, one click each. Each click carries its own Idempotency-Key and the button waits for the answer, so a
 * double click is one run. The ticket's changes come back through realtime, as any change does.
 */
export function TicketMacros({ ticket, compact = false }: TicketMacrosProps) {
  const { t } = useTranslation('macros');
  const [busy, setBusy] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  // asked again at each opening
  const macros = useListsOnOpen<Macro[] | null>(open, () => listMacros(), null);

  if (ticket.status === 'closed') return null;
  // the macro's own refusals in its words; an action's failure says that nothing was applied
  const failure = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'ERR_MACRO_ALREADY_APPLIED' || code === 'ERR_NO_MACRO_FOUND') return t(`errors.${code}`);
    return t('failed', { error: errorMessage(error) });
  };
  const apply = async (macro: Macro) => {
    if (busy !== null) return;
    setBusy(macro.id);
    setOpen(false);
    try {
      await applyMacro(macro.id, ticket.id, crypto.randomUUID());
      toastSuccess(t('applied', { name: macro.name }));
    } catch (error) {
      toastError(failure(error));
    } finally {
      setBusy(null);
    }
  };
  const shared = (macros ?? []).filter((m) => m.visibility === 'shared');
  const mine = (macros ?? []).filter((m) => m.visibility === 'personal');
  const item = (m: Macro) => (
    <MenuItem
      key={m.id}
      icon="clean"
      text={m.name}
      onClick={() => void apply(m)}
      data-testid={`apply-macro-${m.id}`}
    />
  );
  return (
    <Popover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      content={
        <Menu data-testid="ticket-macros-menu" className="mc-menu">
          {macros === null && <MenuItem disabled text={t('loading')} />}
          {macros?.length === 0 && <MenuItem disabled text={t('noneYet')} />}
          {shared.length > 0 && <MenuDivider title={t('visibility.shared')} />}
          {shared.map(item)}
          {mine.length > 0 && <MenuDivider title={t('visibility.personal')} />}
          {mine.map(item)}
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon="clean"
        text={compact ? undefined : t('button')}
        aria-label={t('button')}
        title={compact ? t('button') : undefined}
        loading={busy !== null}
        data-testid="ticket-macros"
      />
    </Popover>
  );
}
