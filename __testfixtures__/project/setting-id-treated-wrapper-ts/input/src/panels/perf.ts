import { storeOption, auditedOption, routedOption, plainOption } from '../api/options';

export async function loosen(zone: string): Promise<void> {
  await storeOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  await auditedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  await routedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  await plainOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
}
