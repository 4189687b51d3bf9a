import { ENGLISH } from '../../../testing/english';
import { DEFAULT_STEPS } from '@ontrack/api/domain';
import { isReachable, redirectFor, stepLabel, wizardSteps } from './wizard-steps';

describe('wizardSteps', () => {
  it('are the default list without the final dashboard step', () => {
    expect(wizardSteps(DEFAULT_STEPS).map((step) => step.name)).toEqual(['upload', 'options', 'categories']);
  });

  it('follows a template whose list differs', () => {
    const steps = [
      { id: 1, name: 'upload', path: '/main/upload', next_step: 3 },
      { id: 3, name: 'categories', path: '/main/categories', next_step: 4 },
      { id: 4, name: 'dashboard', path: '/main/dashboard', next_step: null },
    ];
    expect(wizardSteps(steps).map((step) => step.id)).toEqual([1, 3]);
  });
});

describe('stepLabel', () => {
  it('names the known steps and capitalises others', () => {
    expect(DEFAULT_STEPS.map((step) => stepLabel(step, ENGLISH))).toEqual(['Upload', 'Options', 'Categories', 'Dashboard']);
    expect(stepLabel({ id: 9, name: 'review', path: '/main/review', next_step: null }, ENGLISH)).toBe('Review');
  });
});

describe('isReachable and redirectFor', () => {
  const [upload, options, categories] = DEFAULT_STEPS;

  it('reach steps up to the active one', () => {
    expect(isReachable(upload, 1)).toBe(true);
    expect(isReachable(options, 1)).toBe(false);
    expect(isReachable(options, 2)).toBe(true);
    expect(isReachable(categories, 5)).toBe(true);
  });

  it('let a reachable step stay', () => {
    expect(redirectFor(DEFAULT_STEPS, '/main/upload', 1)).toBeNull();
    expect(redirectFor(DEFAULT_STEPS, '/main/options', 2)).toBeNull();
    expect(redirectFor(DEFAULT_STEPS, '/main/options', 3)).toBeNull();
  });

  it('send a step beyond the active one to the furthest reachable step', () => {
    expect(redirectFor(DEFAULT_STEPS, '/main/categories', 1)).toBe('/main/upload');
    expect(redirectFor(DEFAULT_STEPS, '/main/categories', 2)).toBe('/main/options');
  });

  it('send an unknown path to the furthest reachable step', () => {
    expect(redirectFor(DEFAULT_STEPS, '/main/somewhere', 1)).toBe('/main/upload');
  });

  it('send the final step (the dashboard the wizard closes onto) nowhere, before and after the steps reset', () => {
    // Seen in Chromium: a wizard still rendered on /main/dashboard went back to categories, then to upload.
    expect(redirectFor(DEFAULT_STEPS, '/main/dashboard', 4)).toBeNull();
    expect(redirectFor(DEFAULT_STEPS, '/main/dashboard', 1)).toBeNull();
  });
});
