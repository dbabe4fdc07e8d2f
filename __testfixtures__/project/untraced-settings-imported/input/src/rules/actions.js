// Page Rule actions the rule editor offers: sent inside a rule, never as a zone setting.
export const ruleActions = [
  { id: 'cache_level', value: 'cache_everything' },
  { id: 'minify', value: { css: 'on', html: 'off', js: 'off' } },
  { id: 'brotli', value: 'on' },
];
