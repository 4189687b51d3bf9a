import { koaBody } from 'koa-body';

/** JSON and form bodies for ordinary endpoints; small limits, no files. */
export const jsonOrForm = () =>
  koaBody({ json: true, urlencoded: true, multipart: false, text: false, jsonLimit: '64kb', formLimit: '64kb' });
