import { renderWithProviders } from '@ontrack/shell/platform/testing';
import {
  HOSTILE_NAMES,
  expectNoMarkupFrom,
  lastDrawnChart,
  measureSvgText,
  showEveryTooltip,
  tooltipText,
  unmeasureSvgText,
} from '@ontrack/shell/testing/hostile-names';
import { screen } from '@testing-library/react';
import { goalDto } from '../../../testing/goals-server';
import { ProjectionChart } from './ProjectionChart';

describe('ProjectionChart of a goal whose name looks like markup', () => {
  beforeAll(measureSvgText);
  afterAll(unmeasureSvgText);

  it.each(HOSTILE_NAMES)('names the chart %s as written and makes nothing of it', (name) => {
    renderWithProviders(<ProjectionChart goal={{ ...goalDto(1), name }} />);
    const figure = screen.getByRole('figure', { name: `Balance projection for ${name}` });
    showEveryTooltip(lastDrawnChart());
    expect(tooltipText(figure)).toMatch(/^\w{3} \d{1,2}, \d{4}\u200BBalance: \$[\d,]+$/);
    expectNoMarkupFrom(figure);
  });
});
