import got from 'got';
import { RecordHandle } from './record-handle';

const mirror = got.extend({ prefixUrl: 'https://dns-mirror.example.net/' });

export const handleFor = (id: string, zone: string) => new RecordHandle(mirror, { id, zone_id: zone });
