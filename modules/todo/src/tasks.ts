/** One task of the list (spec §2 "Todo page"): kept in the browser only. */
export interface Task {
  id: string;
  text: string;
  /** ISO time of its creation or last edit */
  updatedAt: string;
}

/** Per user, so two people sharing a browser keep their own lists. */
export const storageKey = (userId: number) => `tasks:${userId}`;

export function loadTasks(userId: number): Task[] {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((t): t is Task => typeof t?.id === 'string' && typeof t?.text === 'string')
      : [];
  } catch {
    // a damaged entry starts an empty list rather than breaking the page
    return [];
  }
}

export function saveTasks(userId: number, tasks: Task[]): void {
  localStorage.setItem(storageKey(userId), JSON.stringify(tasks));
}

/** Spec §2: empty text is ignored (the list is returned unchanged). */
export function addTask(tasks: Task[], text: string, now = new Date()): Task[] {
  const clean = text.trim();
  if (!clean) return tasks;
  return [...tasks, { id: crypto.randomUUID(), text: clean, updatedAt: now.toISOString() }];
}

/** An edit to empty text is ignored too: the task keeps what it said. */
export function editTask(tasks: Task[], id: string, text: string, now = new Date()): Task[] {
  const clean = text.trim();
  if (!clean) return tasks;
  return tasks.map((t) => (t.id === id ? { ...t, text: clean, updatedAt: now.toISOString() } : t));
}

export const removeTask = (tasks: Task[], id: string): Task[] => tasks.filter((t) => t.id !== id);
