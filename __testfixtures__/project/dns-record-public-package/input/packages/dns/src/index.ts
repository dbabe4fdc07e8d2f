// The package's public surface.
export * from './records';
export { toCsv } from './csv';
