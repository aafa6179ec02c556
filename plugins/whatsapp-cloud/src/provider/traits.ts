import type { ProviderTraits } from '@balcao/core';

/** What a company weighs when it picks the Cloud API, in plain words (the connection form). */
export const cloudProviderTraits: ProviderTraits = {
  cost: {
    pt: 'A Meta cobra por conversa iniciada pela empresa (modelos); responder dentro de 24 horas é gratuito',
    en: 'Meta bills per business-initiated conversation (templates); replies within 24 hours are free',
    es: 'Meta cobra por conversación iniciada por la empresa (plantillas); responder dentro de 24 horas es gratis',
  },
  risk: {
    pt: 'Oficial: sem risco de banimento seguindo as políticas da Meta; exige conta Business verificada',
    en: "Official: no ban risk while following Meta's policies; needs a verified Business account",
    es: 'Oficial: sin riesgo de bloqueo siguiendo las políticas de Meta; requiere una cuenta Business verificada',
  },
  groups: false,
  templates: true,
  window24h: true,
};
