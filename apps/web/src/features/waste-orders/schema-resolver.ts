import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that converts the form's text values with `toInput` and validates the result
 * with a contract schema, placing each issue at its path (the form's fields carry the contract's names).
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      let node = errors;
      path.slice(0, -1).forEach((key) => {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      });
      const last = path[path.length - 1] ?? 'root';
      node[last] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** '' -> 0 (an empty quantity field), otherwise the number typed (NaN fails the schema). */
export function quantity(value: string): number {
  return value.trim() === '' ? 0 : Number(value.replace(',', '.'));
}
