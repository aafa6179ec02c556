import type { PluginUi } from '@balcao/core';

/** The invoices page (/financeiro, with the checkout) and the subscription page (modules/billing). */
export const billingUi: PluginUi = {
  module: 'billing',
  routes: ['/financeiro', '/subscription'],
  menu: [
    {
      label: 'billing:menu.invoices',
      titles: { pt: 'Financeiro', en: 'Invoices', es: 'Facturas' },
      path: '/financeiro',
      icon: 'dollar',
      section: 'admin',
      order: 80,
      permission: 'billing:pay',
    },
    {
      label: 'billing:menu.subscription',
      titles: { pt: 'Assinatura', en: 'Subscription', es: 'Suscripción' },
      path: '/subscription',
      icon: 'credit-card',
      section: 'admin',
      order: 81,
      permission: 'billing:pay',
    },
  ],
};
