export { ZoneKit } from './zone-kit';
