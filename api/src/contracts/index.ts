/** Request schemas and response types shared by the server and the screens (`@ontrack/api/contracts`). */
import './zod-in-browsers';
export * from './auth';
export * from './account';
export type { TemplateConfig, WorkflowStep, SourceKind } from '../domain/templates';
export * from './networth';
export * from './remotes';
export * from './summary';
export * from './upload-files';
export * from './workflow';
export * from './goals';
export * from './retirement';
export * from './transactions';
export * from './sources';
export * from './rates';
export * from './error-codes';
export * from './says';
