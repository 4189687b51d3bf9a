import { createAppStore } from '@ontrack/shell/platform';
import { SOURCES, SOURCES_ROUTE, stubWizard } from '../testing/fixtures';
import { sourcesApi } from './sources-api';

describe('workflowSources', () => {
  it("reads the user's sources from GET /workflow/api/sources", async () => {
    const net = stubWizard();
    const store = createAppStore();
    const answer = await store.dispatch(sourcesApi.endpoints.workflowSources.initiate()).unwrap();
    expect(answer.sources).toEqual(SOURCES);
    expect(net.to(SOURCES_ROUTE)).toHaveLength(1);
  });

  it('keeps a failure as an error', async () => {
    stubWizard({ [SOURCES_ROUTE]: { status: 500, body: { success: false, error: 'Database unavailable.' } } });
    const store = createAppStore();
    const result = await store.dispatch(sourcesApi.endpoints.workflowSources.initiate());
    expect(result.error).toMatchObject({ status: 500, data: { error: 'Database unavailable.' } });
  });
});
