export { default as cfApi } from './axios-client';
export * from './sdk';
