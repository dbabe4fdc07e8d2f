// The report helpers, under the names the API modules know them by.
export { describe as recordLines } from './lines';
export { tallyRows as countRows } from './decoy-rows';
export * from './zones';
