import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver, loaded with the form's schema when the form first validates: zod's engine
 * and the rules are a fifth of a form page (issue 11) and nobody needs them before typing. Resolvers are
 * asynchronous already, so the form behaves the same once they are loaded. The form's value types come
 * from the schema's type, as `zodResolver(schema)` gives them.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loaded: Promise<Loaded> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Loaded,
    );
    return (await loaded)(values, context, options);
  };
}
