/**
 * Ids of a goal's one-time transactions when a whole list is saved (PUT replaces the list). The
 * screens assign ids themselves (nextTransactionId); the server keeps them, and only fills in an id
 * that is missing or that repeats one kept already, by the same rule: highest id in the list + 1, or
 * goal id × 100 + 1 for a list with none. Kept ids are never renumbered, so a screen's edit or delete
 * by id still finds its transaction.
 */
import { nextTransactionId } from './view';

export function assignTransactionIds<T extends { id: number | null }>(
  items: readonly T[],
  goalId: number,
): (Omit<T, 'id'> & { id: number })[] {
  const kept = new Set<number>();
  const keeps = items.map((item) => {
    if (item.id === null || kept.has(item.id)) return false;
    kept.add(item.id);
    return true;
  });
  let next = nextTransactionId(
    [...kept].map((id) => ({ id })),
    goalId,
  );
  return items.map((item, index) => {
    if (keeps[index]) return { ...item, id: item.id as number };
    const id = next;
    next += 1;
    return { ...item, id };
  });
}
