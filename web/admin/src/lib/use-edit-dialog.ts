// The state of a create/edit dialog over a list: closed, open to create (nothing to edit), or open on one row.
import { useCallback, useState } from 'react';

export interface EditDialog<T> {
  /** The row being edited; null while creating or closed. */
  editing: T | null;
  visible: boolean;
  create: () => void;
  edit: (row: T) => void;
  dismiss: () => void;
}

export function useEditDialog<T>(): EditDialog<T> {
  const [editing, setEditing] = useState<T | null>(null);
  const [creating, setCreating] = useState(false);
  const dismiss = useCallback(() => { setCreating(false); setEditing(null); }, []);
  return { editing, visible: creating || editing !== null, create: () => setCreating(true), edit: setEditing, dismiss };
}
