import type { PricingPlan, User } from '../db/entities';

/**
 * Where a plan change is paid for. A provider answers a checkout URL to follow; with none configured
 * (the default) the plan switches and counts as paid at once.
 */
export interface BillingProvider {
  /** Returns the URL the browser should follow, or null when the plan is settled already. */
  startCheckout(user: User, plan: PricingPlan): Promise<{ url: string } | null>;
}

export const noBillingProvider: BillingProvider = {
  async startCheckout() {
    return null;
  },
};
