import { CF_ROOT } from './settings';

export async function stopMinify(zone) {}
