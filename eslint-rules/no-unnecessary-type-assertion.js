/**
 * typescript-eslint's no-unnecessary-type-assertion, without its "type arguments may be inferred from
 * the assertion" report: `res.json() as Body` and `db.execute(q) as unknown as { rows: T[] }` type an
 * untyped answer where it is read, which is what the assertion is for. Every other report (an
 * assertion restating a known type) stays an error, with its fix.
 */
import tseslint from 'typescript-eslint';

const base = tseslint.plugin.rules['no-unnecessary-type-assertion'];

export const noUnnecessaryTypeAssertion = {
  ...base,
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value(descriptor) {
          if (descriptor.messageId === 'contextuallyInferredTypeArguments') return;
          context.report(descriptor);
        },
      },
    });
    return base.create(filtered);
  },
};
