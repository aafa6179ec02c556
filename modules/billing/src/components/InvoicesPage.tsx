import { useState } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, ResourcePage, useInfiniteList, useNarrow, type Column } from '@balcao/kit';
import { fetchInvoicePage, type Invoice } from '../api';
import { invoiceDisplay, type InvoiceDisplay } from '../invoice-status';
import { CheckoutDialog } from './checkout/CheckoutDialog';
import { usePaymentDone } from './usePaymentDone';

const intentOf: Record<InvoiceDisplay, 'success' | 'danger' | 'warning'> = {
  paid: 'success',
  overdue: 'danger',
  open: 'warning',
};

/** Spec §2 Faturas (/financeiro): the company's invoices; only unpaid ones offer PAGAR, which opens the checkout. */
export function InvoicesPage() {
  const { t } = useTranslation('billing');
  const list = useInfiniteList<Invoice>(fetchInvoicePage);
  const [paying, setPaying] = useState<Invoice | null>(null);
  usePaymentDone(list.reload);
  const narrow = useNarrow();

  const statusTag = (i: Invoice) => {
    const shown = invoiceDisplay(i);
    return (
      <Tag minimal intent={intentOf[shown]} data-testid="invoice-status">
        {t(`status.${shown}`)}
      </Tag>
    );
  };
  // a phone gets the invoice and its state stacked, so PAGAR stays in view
  const columns: Column<Invoice>[] = narrow
    ? [
        {
          key: 'detail',
          header: t('invoices.detail'),
          render: (i) => (
            <span className="bl-stack">
              <strong>
                #{i.id} {i.detail}
              </strong>
              <span>{formatDate(i.dueDate)}</span>
            </span>
          ),
        },
        {
          key: 'value',
          header: t('invoices.value'),
          render: (i) => (
            <span className="bl-stack">
              <span>{formatMoney(i.value)}</span>
              {statusTag(i)}
            </span>
          ),
        },
      ]
    : [
        { key: 'id', header: t('invoices.id'), width: 60, render: (i) => i.id },
        { key: 'detail', header: t('invoices.detail'), render: (i) => i.detail },
        { key: 'value', header: t('invoices.value'), render: (i) => formatMoney(i.value) },
        { key: 'dueDate', header: t('invoices.dueDate'), render: (i) => formatDate(i.dueDate) },
        { key: 'status', header: t('invoices.status'), render: statusTag },
      ];
  return (
    <ResourcePage<Invoice>
      title={t('invoices.title')}
      prefix="bl"
      list={list}
      columns={columns}
      rowClassName={(i) => (invoiceDisplay(i) === 'overdue' ? 'kit-row--danger' : undefined)}
      actionsHeader={narrow ? '' : undefined}
      actionsWidth={narrow ? 76 : 100}
      rowActions={(i) =>
        i.status === 'paid' ? null : (
          <Button
            size="small"
            intent="primary"
            text={t('invoices.pay')}
            data-testid={`pay-invoice-${i.id}`}
            onClick={() => setPaying(i)}
          />
        )
      }
    >
      <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
    </ResourcePage>
  );
}
