import { skipToken } from '@reduxjs/toolkit/query';
import { RETIREMENT_FIELDS, type RetirementInputsDto, type RetirementProjectionDto } from '@ontrack/api/contracts';
import { useDebouncedValue } from '@ontrack/shell/platform';
import { useRetirementProjectionQuery } from '../../../api/retirement-api';

/** How long typing must pause before the plan is computed again. */
export const RECOMPUTE_DELAY_MS = 350;

const sameInputs = (a: RetirementInputsDto | null | undefined, b: RetirementInputsDto | null | undefined) =>
  !!a && !!b && RETIREMENT_FIELDS.every((field) => a[field] === b[field]);

export interface LiveProjection {
  projection: RetirementProjectionDto | undefined;
  /** The form says something the projection shown is not (yet) of. */
  updating: boolean;
  failed: boolean;
}

/**
 * The projection of what the form says now. For the plan's own inputs it is the one read with the
 * plan; other inputs are sent once typing pauses. The query is keyed by the inputs, so an answer to
 * inputs no longer shown is never taken for the current one (stale answers are dropped), and the
 * last answer stays on screen, marked as updating, until the new one arrives.
 */
export function useLiveProjection(
  inputs: RetirementInputsDto | null,
  planInputs: RetirementInputsDto | undefined,
  planProjection: RetirementProjectionDto | undefined,
): LiveProjection {
  const settled = useDebouncedValue(inputs, RECOMPUTE_DELAY_MS);
  const showingPlan = sameInputs(inputs, planInputs);
  const settledIsPlan = sameInputs(settled, planInputs);
  const query = useRetirementProjectionQuery(settled && !settledIsPlan ? settled : skipToken);
  const current = settledIsPlan ? planProjection : query.currentData;
  if (showingPlan) return { projection: planProjection, updating: false, failed: false };
  return {
    projection: current ?? query.data ?? planProjection,
    updating: inputs !== null && (!sameInputs(inputs, settled) || (!current && !query.isError)),
    failed: !settledIsPlan && query.isError,
  };
}
