export * from './records';
export * from './listings';
