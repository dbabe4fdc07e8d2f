export { formatRows as rowsOf } from './rows.mjs';
export * from './zones.mjs';
