/** The options step rendered on its own, as the wizard gives it its props. */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { OptionsStep } from '../features/wizard/components/options/OptionsStep';
import type { ChosenSource, OptionsValues, UploadResult, WizardTemplate } from '../features/wizard/lib/types';
import { WEALTH } from './fixtures';

interface OptionsStepSetup {
  template?: WizardTemplate;
  upload: UploadResult | null;
  saved?: OptionsValues | null;
  /** The choice of source left earlier in this run. */
  source?: ChosenSource | null;
}

/** What renderOptionsStep gives a test: the render's queries and the step's two callbacks. */
type RenderedOptionsStep = ReturnType<typeof renderWithProviders> & {
  onSaved: jest.Mock;
  onSourceChange: jest.Mock;
};

/** Renders the step and waits for its form (it may first wait for the saved options). */
export async function renderOptionsStep({
  template = WEALTH,
  upload,
  saved = null,
  source = null,
}: OptionsStepSetup): Promise<RenderedOptionsStep> {
  const onSaved = jest.fn();
  const onSourceChange = jest.fn();
  const view = renderWithProviders(
    <OptionsStep template={template} upload={upload} saved={saved} source={source} onSourceChange={onSourceChange} onSaved={onSaved} />,
  );
  await screen.findByRole('heading', { name: 'Select Options' });
  return { ...view, onSaved, onSourceChange };
}
