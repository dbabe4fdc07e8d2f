export { CF_V4 as API_BASE, ZONES } from './api';
export * from './host';
