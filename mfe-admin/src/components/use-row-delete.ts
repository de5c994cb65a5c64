import { useState } from 'react';

/**
 * A delete from an admin list: the row being deleted (its button shows it, the others wait) and
 * `run(id, remove)`, which resolves to null once deleted, else to the failure (the page words it).
 */
export function useRowDelete() {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const run = async (id: string, remove: () => Promise<unknown>): Promise<unknown> => {
    setDeletingId(id);
    try {
      await remove();
      return null;
    } catch (failure) {
      return failure ?? new Error('Delete failed');
    } finally {
      setDeletingId(null);
    }
  };
  return { deletingId, run };
}
