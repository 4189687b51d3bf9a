import { waitFor } from '@testing-library/react';
import { baseApi, createAppStore, csrfTokenReceived, sessionApi } from '@ontrack/shell/platform';
import { stubFetch } from '../../../shell/testing/fetch-stub';
import { CATEGORIES_ROUTE, CATEGORY_ROWS, NO_OPTIONS, OPTIONS_ROUTE, SESSION, UPLOAD_OK, UPLOAD_ROUTE, VISUALS } from '../testing/fixtures';
import { workflowApi } from './workflow-api';

// Stand-ins for the analysis and spending reads other remotes inject, to watch them refresh.
const readersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wizardTestAnalysis: build.query<unknown, void>({ query: () => 'summary/api/transaction-analysis', providesTags: ['Analysis'] }),
    wizardTestSpending: build.query<unknown, void>({ query: () => 'spending/api/spending-analysis', providesTags: ['Spending'] }),
  }),
});

const READS = [
  'GET /auth/check-login-status',
  'GET /auth/api/user-options-metadata',
  'GET /summary/api/transaction-analysis',
  'GET /spending/api/spending-analysis',
];

function stubReads(routes: Parameters<typeof stubFetch>[0]) {
  return stubFetch({
    'GET /auth/check-login-status': { body: SESSION },
    'GET /auth/api/user-options-metadata': { body: NO_OPTIONS },
    'GET /summary/api/transaction-analysis': { body: { message: 'No data' } },
    'GET /spending/api/spending-analysis': { body: VISUALS.spending_analysis },
    ...routes,
  });
}

/** A store with a token and every read subscribed, as the screens behind the wizard would be. */
async function storeWithReaders(net: ReturnType<typeof stubFetch>) {
  const store = createAppStore();
  store.dispatch(csrfTokenReceived('tok-1'));
  const subscriptions = [
    store.dispatch(sessionApi.endpoints.sessionStatus.initiate()),
    store.dispatch(workflowApi.endpoints.workflowOptionsMetadata.initiate()),
    store.dispatch(readersApi.endpoints.wizardTestAnalysis.initiate()),
    store.dispatch(readersApi.endpoints.wizardTestSpending.initiate()),
  ];
  await Promise.all(subscriptions);
  for (const read of READS) expect(net.to(read)).toHaveLength(1);
  return { store, unsubscribe: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}

const ARGS = { templateId: 'wealth-whisperer', categories: CATEGORY_ROWS };

describe('workflowCategories', () => {
  it('on success counts the new data and refreshes session, options, analysis and spending', async () => {
    const net = stubReads({ [CATEGORIES_ROUTE]: { body: { success: true, data: { visuals_data: VISUALS } } } });
    const { store, unsubscribe } = await storeWithReaders(net);

    const answer = await store.dispatch(workflowApi.endpoints.workflowCategories.initiate(ARGS)).unwrap();

    expect(answer.success).toBe(true);
    expect(store.getState().dataUpdates.count).toBe(1);
    await waitFor(() => {
      for (const read of READS) expect(net.to(read)).toHaveLength(2);
    });
    unsubscribe();
  });

  it.each([
    ['a 4xx answer', { status: 400, body: { success: false, error: 'There are no categories to save.' } }],
    ['a 200 answer with success:false', { status: 200, body: { success: false, error: 'There are no categories to save.' } }],
  ])('on %s keeps the data as it was: no count, no refresh, the error kept', async (_case, failure) => {
    const net = stubReads({ [CATEGORIES_ROUTE]: failure });
    const { store, unsubscribe } = await storeWithReaders(net);

    const result = await store.dispatch(workflowApi.endpoints.workflowCategories.initiate(ARGS));

    expect('error' in result && result.error).toMatchObject({ data: { success: false, error: 'There are no categories to save.' } });
    expect(store.getState().dataUpdates.count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (const read of READS) expect(net.to(read)).toHaveLength(1);
    unsubscribe();
  });
});

describe('workflowOptions and workflowUpload', () => {
  it('saving options posts to the template’s options step and refreshes the options metadata', async () => {
    const net = stubReads({ [OPTIONS_ROUTE]: { body: { success: true, data: { categories: CATEGORY_ROWS } } } });
    const { store, unsubscribe } = await storeWithReaders(net);
    const options = {
      selected_sheets: ['Jan'],
      selected_date: '2025-01-01',
      period_type: 'monthly' as const,
      template_id: 'wealth-whisperer',
    };

    const answer = await store
      .dispatch(workflowApi.endpoints.workflowOptions.initiate({ templateId: 'wealth-whisperer', options }))
      .unwrap();

    expect(answer.data?.categories).toEqual(CATEGORY_ROWS);
    expect(net.to(OPTIONS_ROUTE)[0].json).toEqual(options);
    await waitFor(() => expect(net.to('GET /auth/api/user-options-metadata')).toHaveLength(2));
    expect(net.to('GET /summary/api/transaction-analysis')).toHaveLength(1);
    unsubscribe();
  });

  it('an upload refreshes the session (usage and eligibility), also after a refusal', async () => {
    const net = stubReads({
      [UPLOAD_ROUTE]: [
        { status: 403, body: { success: false, error: 'Your free trial has ended.', eligible: false } },
        { body: UPLOAD_OK },
      ],
    });
    const { store, unsubscribe } = await storeWithReaders(net);
    const args = { templateId: 'wealth-whisperer', source: 'googleSheet' as const, sheetId: '1AbC' };

    const refused = await store.dispatch(workflowApi.endpoints.workflowUpload.initiate(args));
    expect('error' in refused && refused.error).toMatchObject({ status: 403, data: { error: 'Your free trial has ended.' } });
    await waitFor(() => expect(net.to('GET /auth/check-login-status')).toHaveLength(2));

    await store.dispatch(workflowApi.endpoints.workflowUpload.initiate(args)).unwrap();
    await waitFor(() => expect(net.to('GET /auth/check-login-status')).toHaveLength(3));
    expect(net.to('GET /spending/api/spending-analysis')).toHaveLength(1);
    unsubscribe();
  });

  it('escapes the template id in the step URL', async () => {
    const net = stubReads({ 'POST /workflow/api/template/a%2Fb/step/upload': { body: UPLOAD_OK } });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('tok-1'));
    await store
      .dispatch(workflowApi.endpoints.workflowUpload.initiate({ templateId: 'a/b', source: 'googleSheet', sheetId: '1AbC' }))
      .unwrap();
    expect(net.to('POST /workflow/api/template/a%2Fb/step/upload')).toHaveLength(1);
  });
});
