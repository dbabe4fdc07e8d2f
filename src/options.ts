import type { OptionType, OptionTypes, TransformOption, UserConfig } from './types';

/** A declared option with its typed accessor. */
export interface DeclaredOption<K extends OptionType> extends TransformOption<K> {
  /** The option's value in a configuration (validated when it was loaded), or its default. */
  of(config: UserConfig): OptionTypes[K];
}

/**
 * Declares a configuration option of a transform: list it in the transform's `options` (so that the
 * configuration is validated against it and the README lists it) and read it with `of(ctx.config)`.
 */
export function declareOption<K extends OptionType>(option: TransformOption<K>): DeclaredOption<K> {
  return { ...option, of: (config) => (config[option.name] as OptionTypes[K] | undefined) ?? option.default };
}

const TYPE_WORDS: { [K in OptionType]: string } = { boolean: 'true or false', 'string[]': 'list of strings' };

/** An option in one line, for the README and `explain`: its key, type, default and description. */
export function optionLine(option: TransformOption): string {
  return `\`${option.name}\` (${TYPE_WORDS[option.type]}, default \`${JSON.stringify(option.default)}\`): ${option.description}`;
}
