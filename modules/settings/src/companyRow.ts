const DAY_MS = 86_400_000;

/**
 * Spec §2 company rows: 5 days left yellow, -3..4 days orange, exactly -4 red. Days count like the
 * system this replaces (whole days, truncated toward zero).
 */
export function companyRowTone(
  dueDate: string | null,
  now = new Date(),
): 'warning' | 'alert' | 'danger' | undefined {
  if (!dueDate) return undefined;
  const due = new Date(dueDate).getTime();
  if (Number.isNaN(due)) return undefined;
  const diff = Math.trunc((due - now.getTime()) / DAY_MS);
  if (diff === 5) return 'warning';
  if (diff >= -3 && diff <= 4) return 'alert';
  if (diff === -4) return 'danger';
  return undefined;
}
