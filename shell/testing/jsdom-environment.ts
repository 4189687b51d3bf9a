/**
 * jest-environment-jsdom plus the fetch API of Node (jsdom has no fetch, Request, Response or
 * streams). RTK Query's fetchBaseQuery builds a `Request` with an `AbortSignal`, so Node's
 * AbortController/AbortSignal come along: Node's Request refuses jsdom's signals; URL and
 * URLSearchParams too, or a URLSearchParams body is sent as text/plain. Relative URLs
 * (`/auth/csrf-token`) are resolved against the page's location, as a browser would.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class FetchJSDOMEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const page = this.global;
    const resolve = (input: unknown): unknown =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href).href : input;

    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(resolve(input) as RequestInfo, init);
      }
    }
    const pageFetch: typeof fetch = (input, init) => fetch(resolve(input) as RequestInfo, init);

    Object.assign(page, {
      fetch: pageFetch,
      Request: PageRequest,
      Response,
      Headers,
      // A URLSearchParams body must be recognised as a form body by Node's Request.
      URL,
      URLSearchParams,
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoderStream,
      TextDecoderStream,
      structuredClone,
    });
  }
}
