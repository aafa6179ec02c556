import { Button, Card, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton, PageHeader, EditButton, formatDateTime, useSession } from '@balcao/kit';
import { addTask, editTask, loadTasks, removeTask, saveTasks, type Task } from '../tasks';

/** Spec §2 Todo page (super only): a task list kept in this browser's storage, per user. */
export function TodoPage() {
  const { t } = useTranslation('todo');
  const { user } = useSession();
  const userId = user?.id;
  const stored = () => (userId ? loadTasks(userId) : []);
  const [tasks, setTasks] = useState<Task[]>(stored);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  // another user signed in on this browser: their own list (adjusted during render, not in an effect)
  const [loadedFor, setLoadedFor] = useState(userId);
  if (loadedFor !== userId) {
    setLoadedFor(userId);
    setTasks(stored());
  }

  const change = (next: Task[]) => {
    setTasks(next);
    if (userId) saveTasks(userId, next);
  };
  const reset = () => {
    setEditing(null);
    setText('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    change(editing ? editTask(tasks, editing, text) : addTask(tasks, text));
    reset();
  };

  return (
    <section className="kit-page todo-page" data-testid="todo-page">
      <PageHeader title={t('title')} />
      <form noValidate className="todo-form" onSubmit={submit}>
        <InputGroup
          fill
          name="task"
          value={text}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          data-testid="todo-input"
          onValueChange={setText}
        />
        <Button
          type="submit"
          intent="primary"
          icon={editing ? 'floppy-disk' : 'add'}
          text={editing ? t('save') : t('add')}
          data-testid="todo-submit"
        />
        {editing && <Button text={t('kit:common.cancel')} onClick={reset} />}
      </form>
      {tasks.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t('empty')} className="todo-empty" />
      ) : (
        <ul className="todo-list kit-stack">
          {tasks.map((task) => (
            <li key={task.id}>
              <Card
                className="todo-item"
                data-testid="todo-item"
                data-editing={editing === task.id || undefined}
              >
                <div className="todo-item__body">
                  <span className="todo-item__text">{task.text}</span>
                  <span className="todo-item__date bp6-text-muted">{formatDateTime(task.updatedAt)}</span>
                </div>
                <span className="todo-item__actions">
                  <EditButton
                    onClick={() => {
                      setEditing(task.id);
                      setText(task.text);
                    }}
                  />
                  <DeleteButton
                    onClick={() => {
                      change(removeTask(tasks, task.id));
                      if (editing === task.id) reset();
                    }}
                  />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
