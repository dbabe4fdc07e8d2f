import { storeOption, auditedOption, routedOption, plainOption } from '../api/options';

export async function loosen(zone) {
  await storeOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  // cf-codemod(minify-setting): this call passes the removed setting 'minify' (2024-08-05) to auditedOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await auditedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
  await routedOption('minify', zone, { css: 'off', html: 'off', js: 'off' });
}
