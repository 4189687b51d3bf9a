import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFromSample, localCookie, previewDevServer, wantsSample } from '../federation/preview-server';

function fakeResponse() {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    body: '',
    setHeader: (name: string, value: string) => (headers[name] = value),
    end: (body: string) => (res.body = body),
  };
  return { res, headers };
}

const call = (method: string, url: string, referer?: string) => ({ method, url, headers: { referer } }) as unknown as IncomingMessage;
const sample = { 'GET /goals/api/savings-goals': () => ({ result: [{ id: 1 }] }) };

describe('the preview dev server', () => {
  it('takes API_URL and PORT, defaulting to localhost:3000 and the remote’s port', () => {
    const set = previewDevServer(3103, {}, { API_URL: 'http://staging.example.com:8080', PORT: '4100' });
    expect(set.port).toBe(4100);
    const [proxy] = set.proxy as { target: string; context: string[] }[];
    expect(proxy.target).toBe('http://staging.example.com:8080');
    expect(proxy.context).toEqual(expect.arrayContaining(['/auth', '/account', '/goals', '/summary', '/preview-origins.json']));
    const defaults = previewDevServer(3103, {}, {});
    expect(defaults.port).toBe(3103);
    expect((defaults.proxy as { target: string }[])[0].target).toBe('http://localhost:3000');
  });

  it("makes the API's cookies this origin's: no Domain, no Secure", () => {
    expect(localCookie('ontrack_session=abc; Path=/; Domain=staging.example.com; Secure; HttpOnly; SameSite=Lax')).toBe(
      'ontrack_session=abc; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(localCookie('a=b; path=/; secure')).toBe('a=b; path=/');
  });

  it('answers the API calls of a ?data=sample page from the sample, and leaves the others to the proxy', () => {
    expect(wantsSample('http://127.0.0.1:3103/?data=sample&view=preview')).toBe(true);
    expect(wantsSample('http://127.0.0.1:3103/')).toBe(false);
    expect(wantsSample('not a url')).toBe(false);

    const listed = fakeResponse();
    expect(
      answerFromSample(
        call('GET', '/goals/api/savings-goals?x=1', 'http://h/?data=sample'),
        listed.res as unknown as ServerResponse,
        sample,
      ),
    ).toBe(true);
    expect(JSON.parse(listed.res.body)).toEqual({ result: [{ id: 1 }] });

    const unknown = fakeResponse();
    expect(
      answerFromSample(call('POST', '/goals/api/goals', 'http://h/?data=sample'), unknown.res as unknown as ServerResponse, sample),
    ).toBe(true);
    expect(unknown.res.statusCode).toBe(404);
    expect(JSON.parse(unknown.res.body)).toEqual({ success: false, error: 'The sample data has no answer for POST /goals/api/goals.' });

    const live = fakeResponse();
    expect(answerFromSample(call('GET', '/goals/api/savings-goals', 'http://h/'), live.res as unknown as ServerResponse, sample)).toBe(
      false,
    );
    expect(answerFromSample(call('GET', '/main.js', 'http://h/?data=sample'), live.res as unknown as ServerResponse, sample)).toBe(false);
  });
});
