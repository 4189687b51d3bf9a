import { koaBody } from 'koa-body';

/** JSON and form bodies for ordinary endpoints; small limits (64 KB unless a route needs more), no files. */
export const jsonOrForm = ({ jsonLimit = '64kb' }: { jsonLimit?: string } = {}) =>
  koaBody({ json: true, urlencoded: true, multipart: false, text: false, jsonLimit, formLimit: '64kb' });
