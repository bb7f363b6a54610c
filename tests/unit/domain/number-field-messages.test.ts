/**
 * Issue 13 item 4: every number field of every shared schema answers a human message, in its own
 * words, when it is left empty ('') or holds no number ('abc'), never yup's raw cast text
 * ('… could not be cast …', '… must be a `number` type … NaN'). Generated over the schemas: each
 * exported object schema of src/domain is walked, into nested objects and lines.
 */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { decimal, money, optionalCount, quantity, ref } from '../../../src/domain/resources/fields';
import { purchaseOrderSchema } from '../../../src/domain/resources/purchase-order.schema';
import {
  ADVANCED_SHIP_NOTICE,
  WAREHOUSE_TRANSFER,
  warehouseShipmentSchema,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { directInventoryUpdateSchema } from '../../../src/domain/resources/direct-inventory-update.schema';
import { vendorSchema } from '../../../src/domain/resources/vendor.schema';

const modules = {
  ...import.meta.glob('../../../src/domain/resources/*.schema.ts', { eager: true }),
  ...import.meta.glob('../../../src/domain/{receiving,auth.schema,communications}.ts', { eager: true }),
} as Record<string, Record<string, unknown>>;

type Found = { schema: string; path: string; value: (leaf: unknown) => Record<string, unknown> };

/** Every number field under `schema`, with a value builder that puts a leaf value at its path. */
function numberFields(
  name: string,
  schema: yup.ObjectSchema<yup.AnyObject>,
  prefix = '',
  wrap: (inner: Record<string, unknown>) => Record<string, unknown> = (inner) => inner,
): Found[] {
  const found: Found[] = [];
  for (const [key, field] of Object.entries(schema.fields)) {
    const f = field as yup.AnySchema;
    const path = `${prefix}${key}`;
    if (f.type === 'number') {
      found.push({ schema: name, path, value: (leaf) => wrap({ [key]: leaf }) });
    } else if (f instanceof yup.ObjectSchema) {
      found.push(...numberFields(name, f, `${path}.`, (inner) => wrap({ [key]: inner })));
    } else if (f instanceof yup.ArraySchema) {
      const inner = f.innerType as yup.AnySchema | undefined;
      if (inner?.type === 'number')
        found.push({ schema: name, path: `${path}[0]`, value: (leaf) => wrap({ [key]: [leaf] }) });
      else if (inner instanceof yup.ObjectSchema)
        found.push(...numberFields(name, inner, `${path}[0].`, (line) => wrap({ [key]: [line] })));
    }
  }
  return found;
}

const all = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof yup.ObjectSchema)
    .flatMap(([name, value]) =>
      numberFields(`${file.split('/').pop()}:${name}`, value as yup.ObjectSchema<yup.AnyObject>),
    ),
);

/** The message for `value` at the field's path, or null when it is accepted. */
async function messageOf(found: Found, value: unknown, schema: yup.ObjectSchema<yup.AnyObject>) {
  try {
    await schema.validateAt(found.path, found.value(value));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const schemaOf = (found: Found) => {
  const [file, name] = found.schema.split(':') as [string, string];
  const entry = Object.entries(modules).find(([path]) => path.endsWith(`/${file}`))!;
  return entry[1][name] as yup.ObjectSchema<yup.AnyObject>;
};

const raw = /could not be cast|NaN|`|\$\{|cannot be null|must be a .number. type|is a required field/;

describe('number fields answer human messages', () => {
  it('finds the number fields of the shared schemas', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.map((f) => f.path)).toEqual(expect.arrayContaining(['quantity', 'items[0].quantity']));
  });

  it.each(all.map((f) => [`${f.schema} ${f.path}`, f] as const))('%s', async (_, found) => {
    const schema = schemaOf(found);
    const notNumber = await messageOf(found, 'abc', schema);
    expect(notNumber, 'abc is refused').not.toBeNull();
    expect(notNumber).not.toMatch(raw);
    expect(notNumber).toMatch(/^[A-Z]/);
    const empty = await messageOf(found, '', schema);
    if (empty !== null) {
      expect(empty).not.toMatch(raw);
      expect(empty).toMatch(/^[A-Z]/);
    }
  });
});

describe('the field builders', () => {
  const at = (schema: yup.AnySchema, value: unknown) => {
    try {
      schema.validateSync(value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('say a required number is required when it is empty or nothing, and ask for a number otherwise', () => {
    for (const schema of [quantity('Quantity'), money('Unit price'), decimal('Tolerance', { fallback: 0 })]) {
      const label = at(schema, 'abc')!.replace(/ must be a number$/, '');
      expect(at(schema, '')).toBe(`${label} is required`);
      expect(at(schema, '  ')).toBe(`${label} is required`);
      expect(at(schema, null)).toBe(`${label} is required`);
      expect(at(schema, Number.NaN)).toBe(`${label} must be a number`);
    }
    expect(at(ref('vendor'), '')).toBe('Vendor is required');
    expect(at(ref('vendor'), 'abc')).toBe('Choose a vendor');
  });

  it('leave an optional number empty', () => {
    expect(at(optionalCount('Pack size'), '')).toBeNull();
    expect(at(decimal('Weight'), '')).toBeNull();
    expect(at(money('Price', null), '')).toBeNull();
    expect(at(optionalCount('Pack size'), 'abc')).toBe('Pack size must be a number');
  });

  it('name the fields the way the forms label them', async () => {
    const message = async (schema: yup.AnyObjectSchema, path: string, values: object) =>
      schema.validateAt(path, values).then(
        () => null,
        (e: Error) => e.message,
      );
    expect(await message(vendorSchema, 'receivingTolerancePercent', { receivingTolerancePercent: '' })).toBe(
      'Receiving tolerance is required',
    );
    expect(await message(purchaseOrderSchema, 'warehouseId', { warehouseId: null })).toBe(
      'Receiving warehouse is required',
    );
    expect(await message(purchaseOrderSchema, 'items[0].quantity', { items: [{ quantity: '' }] })).toBe(
      'Quantity is required',
    );
    expect(
      await message(warehouseShipmentSchema, 'toWarehouseId', {
        type: ADVANCED_SHIP_NOTICE,
        toWarehouseId: null,
      }),
    ).toBe('Receiving warehouse is required');
    expect(
      await message(warehouseShipmentSchema, 'toWarehouseId', {
        type: WAREHOUSE_TRANSFER,
        toWarehouseId: null,
      }),
    ).toBe('Destination warehouse is required');
    expect(await message(directInventoryUpdateSchema, 'quantity', { type: 'add', quantity: '' })).toBe(
      'Quantity is required',
    );
  });
});
