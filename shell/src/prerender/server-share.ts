import * as toolkit from '@reduxjs/toolkit';
import * as toolkitQuery from '@reduxjs/toolkit/query';
import * as toolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as highcharts from 'highcharts';
import * as highchartsReact from 'highcharts-react-official';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactRedux from 'react-redux';
import * as reactRouterDom from 'react-router-dom';
import * as platform from '@ontrack/shell/platform';
import { SERVER_SHARE_GLOBAL, type ServerSharedRequest } from '../../federation/server-share';

/**
 * The modules the shell's server bundle gives the remotes' (shell/federation/server-share.ts): the
 * very instances its own render uses, so that a section renders in the shell's tree with its React,
 * router and store. Every request listed there is here (the type says so).
 */
const serverShare: Record<ServerSharedRequest, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': toolkit,
  '@reduxjs/toolkit/query': toolkitQuery,
  '@reduxjs/toolkit/query/react': toolkitQueryReact,
  'react-router-dom': reactRouterDom,
  highcharts,
  'highcharts-react-official': highchartsReact,
  i18next,
  'react-i18next': reactI18next,
  '@ontrack/shell/platform': platform,
};

/** Called by the API once it has loaded this bundle, before it loads a remote's (api/src/http/first-view.ts). */
export function provideServerShare(): void {
  (globalThis as Record<string, unknown>)[SERVER_SHARE_GLOBAL] = serverShare;
}
