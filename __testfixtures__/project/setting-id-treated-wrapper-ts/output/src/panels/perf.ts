import { storeOption, auditedOption, routedOption, plainOption } from '../api/options';

export async function loosen(zone: string): Promise<void> {
  // cf-codemod(minify-setting): this call sends the removed setting 'minify' (2024-08-05) through storeOption(), which also handles the id itself or records the change: change it by hand
  await storeOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  // cf-codemod(minify-setting): this call sends the removed setting 'minify' (2024-08-05) through auditedOption(), which also handles the id itself or records the change: change it by hand
  await auditedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  await routedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
}
