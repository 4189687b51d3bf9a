import { waitFor } from '@testing-library/dom';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';

describe('embed.js entry', () => {
  it('finds the widgets on load and reads the goal from the server the script came from', async () => {
    const net = stubFetch({ 'GET /goals/api/public/abc': { status: 404, body: {} } });
    document.body.innerHTML =
      '<div id="w" data-ontrack-goal="abc"></div><script src="https://ontrack.example/remotes/goals/embed.js"></script>';
    // A fresh copy of the entry, so it runs on load against this page.
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await waitFor(() => expect(document.getElementById('w')!.shadowRoot?.textContent).toContain('This goal could not be found.'));
    expect(net.requests.map((request) => request.url)).toEqual(['https://ontrack.example/goals/api/public/abc']);
  });
});
