export * from './update-entry';
export { default as describeEntry } from './update-entry';
