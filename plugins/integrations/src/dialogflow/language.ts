/** The integration's language (spec §9: pt-BR, en, es) as Dialogflow's languageCode; Portuguese by default. */
export function languageCode(language: string | null | undefined): string {
  const l = (language ?? '').trim().toLowerCase();
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('es')) return 'es';
  return 'pt-BR';
}
