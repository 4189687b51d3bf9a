import { screen } from '@testing-library/react';
import type { PricingPlanDto } from '@ontrack/api/contracts';
import { useSessionStatusQuery } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../testing/fetch-stub';
import { PlanCards } from './PlanCards';

const PLANS: PricingPlanDto[] = [
  { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10, descriptions: ['Ten imports a month'] },
  { id: 2, plan_name: 'Annual', price: 99, usage_limit: 200, descriptions: ['Two hundred imports a year'] },
];

/** The plans as a signed-in user sees them, once the session (and its home currency) is known. */
function SignedInPlans() {
  const { data } = useSessionStatusQuery();
  return data ? <PlanCards plans={PLANS} /> : null;
}

describe('PlanCards', () => {
  it('shows the prices in US dollars, what plans are charged in, whatever the user’s home currency', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } } });
    renderWithProviders(<SignedInPlans />);
    expect(await screen.findByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.queryByText(/CHF/)).not.toBeInTheDocument();
  });
});
