export * as records from './records';
