import type {
  RetirementInputsDto,
  RetirementNoticesDto,
  RetirementPlanDto,
  RetirementProjectionDto,
  RetirementSourcesDto,
} from '@ontrack/api/contracts';
import { DEFAULT_RETIREMENT_INPUTS, RETIREMENT_FIELDS, retirementProjectionDto } from '@ontrack/api/domain';
import type { StubRoute } from '../../../shell/testing/fetch-stub';

export const RETIREMENT_ROUTES = {
  plan: 'GET /retirement/api/plan',
  save: 'PUT /retirement/api/plan',
  projection: 'POST /retirement/api/projection',
} as const;

/** Fewer paths than the server's 10,000 keep the tests quick; the answer has the real shape and maths. */
const FIXTURE_PATHS = 300;

export function projectionAnswer(inputs: RetirementInputsDto): RetirementProjectionDto {
  return retirementProjectionDto(inputs, FIXTURE_PATHS);
}

export const ALL_DEFAULT_SOURCES = Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, 'default'])) as RetirementSourcesDto;

/** A user with an upload (Dec 2025 – Nov 2026) and Retirement savings in net worth. */
export const DERIVED_INPUTS: RetirementInputsDto = {
  ...DEFAULT_RETIREMENT_INPUTS,
  currentAnnualIncome: 61245.5,
  annualExpenses: 40100.25,
  annualSavings: 6612.75,
  currentSavings: 120000.5,
};
export const DERIVED_SOURCES: RetirementSourcesDto = {
  ...ALL_DEFAULT_SOURCES,
  currentAnnualIncome: 'spreadsheet: Dec 2025 – Nov 2026',
  annualExpenses: 'spreadsheet: Dec 2025 – Nov 2026',
  annualSavings: 'spreadsheet: Dec 2025 – Nov 2026 (401k, IRA)',
  currentSavings: 'net worth: Retirement, latest entry Nov 1, 2026',
};

export function planAnswer(
  derived: { inputs: RetirementInputsDto; sources: RetirementSourcesDto } = { inputs: DERIVED_INPUTS, sources: DERIVED_SOURCES },
  saved: Partial<RetirementInputsDto> = {},
  notices: RetirementNoticesDto = { incomeMissing: false, basis: null, monthsCovered: 12 },
): RetirementPlanDto {
  const inputs = { ...derived.inputs, ...saved };
  const sources = {
    ...derived.sources,
    ...Object.fromEntries(Object.keys(saved).map((field) => [field, 'saved'])),
  };
  return { inputs, sources, derived, projection: projectionAnswer(inputs), notices };
}

/** Answers each projection request with the projection of the inputs it carried. */
export const projectionRoute: StubRoute = (request) => ({
  body: projectionAnswer((request.json as { inputs: RetirementInputsDto }).inputs),
});
