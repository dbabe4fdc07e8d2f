export * from './records';
export { zoneHeading } from './heading';
