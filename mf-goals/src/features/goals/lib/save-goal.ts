import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { GoalDto, GoalInputDto } from '@ontrack/api/contracts';
import type { RootState } from '@ontrack/shell/platform';
import { conflictGoal, goalsApi } from '../../../api/goals-api';

/**
 * A change a person made to one goal, as a function of the goal it applies to: the same change can
 * be applied again to the goal as it is after someone else's edit (add this transaction, delete that
 * one, set these fields), instead of sending back a stale copy that would undo the other edit.
 */
export type GoalChange = (goal: GoalDto) => GoalInputDto;

/**
 * Per store (the thunk's getState is the store's own), per goal id, the last save started: a goal's
 * saves run one after another.
 */
const lastSaves = new WeakMap<object, Map<number, Promise<unknown>>>();

/**
 * Saves `change` to the goal `shown` (as the screen showed it when the change was made) and resolves
 * to the goal the server saved, or rejects with the failure, the goal on screen then being the
 * server's. The change is applied to the goal as the cached list holds it when it is sent (`shown`
 * when the list holds none), with that goal's version:
 * - one save per goal at a time, so a second quick change is made on the answer to the first, never
 *   on a version the first one is about to replace (their answers cannot cross);
 * - when the goal was changed elsewhere (409), the change is applied to the goal the answer carries
 *   and sent once more; a second 409 is a failure the screen shows.
 */
export function saveGoalChange(shown: GoalDto, change: GoalChange): ThunkAction<Promise<GoalDto>, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const send = async (goal: GoalDto) => {
      const request = dispatch(goalsApi.endpoints.goalsUpdate.initiate({ id: goal.id, version: goal.version, goal: change(goal) }));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    };
    const save = async () => {
      const goal =
        goalsApi.endpoints.goalsList
          .select()(getState())
          .data?.find((candidate) => candidate.id === shown.id) ?? shown;
      try {
        return await send(goal);
      } catch (failure) {
        const current = conflictGoal(failure);
        if (!current) throw failure;
        return send(current);
      }
    };
    const queue = lastSaves.get(getState) ?? new Map<number, Promise<unknown>>();
    lastSaves.set(getState, queue);
    const previous = queue.get(shown.id) ?? Promise.resolve();
    const saving = previous.then(save, save);
    queue.set(shown.id, saving);
    const forget = () => {
      if (queue.get(shown.id) === saving) queue.delete(shown.id);
    };
    saving.then(forget, forget);
    return saving;
  };
}
