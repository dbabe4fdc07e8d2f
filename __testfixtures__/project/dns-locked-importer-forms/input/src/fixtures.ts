import type { ZoneRecord } from './records';

/** A record for the dashboard's storybook. */
export const sampleRecord: ZoneRecord = {
  id: '372e67954025e0ba6aaa6d586b9e0b59',
  type: 'A',
  name: 'www.example.com',
  content: '192.0.2.1',
  ttl: 1,
  proxied: true,
  locked: false,
};
