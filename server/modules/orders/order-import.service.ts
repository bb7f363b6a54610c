/**
 * Order import from a CSV/XLSX file (the screen parses the file and groups its rows into orders): each
 * order goes through intake on its own, so one bad or duplicate order is reported and the rest land.
 */
import { eq } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, fieldErrors, HttpError } from '../../http/errors';
import { intakeOrder, type IntakeOutcome } from './order-intake.service';

const MAX_IMPORT_ORDERS = 500;

export interface ImportResult {
  index: number;
  orderNumber: string | null;
  outcome: IntakeOutcome | 'invalid';
  orderId?: number;
  orderStatus?: string;
  message?: string;
  fields?: Record<string, string>;
}

export async function importOrders(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  body: Record<string, unknown>,
) {
  const projectId = Number(body.projectId);
  const fields: Record<string, string> = {};
  if (!Number.isInteger(projectId) || projectId < 1) fields.projectId = 'Choose a storefront';
  if (!Array.isArray(body.orders) || body.orders.length === 0) fields.orders = 'The file has no orders';
  else if (body.orders.length > MAX_IMPORT_ORDERS)
    fields.orders = `At most ${MAX_IMPORT_ORDERS} orders per file`;
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
  const [project] = await db
    .select({ vendorId: projects.vendorId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || (user.accessVendorIds && !user.accessVendorIds.includes(project.vendorId)))
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a project you have access to' });

  const results: ImportResult[] = [];
  for (const [index, raw] of (body.orders as unknown[]).entries()) {
    const number =
      typeof (raw as { orderNumber?: unknown })?.orderNumber === 'string'
        ? (raw as { orderNumber: string }).orderNumber
        : null;
    try {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw badRequest('Each order must be an object.');
      const input = await orderIntakeSchema.validate(
        { ...raw, projectId, storeId: body.storeId ?? (raw as { storeId?: unknown }).storeId ?? null },
        { abortEarly: false, stripUnknown: true },
      );
      const result = await intakeOrder(db, events, input, { channel: 'import', userId: user.id });
      results.push({
        index,
        orderNumber: result.order.orderNumber,
        outcome: result.outcome,
        orderId: result.order.id,
        orderStatus: result.order.orderStatus,
        ...(result.warnings.length > 0 ? { warnings: result.warnings } : {}),
        ...(result.outcome === 'duplicate'
          ? {
              message:
                'This order number was already received with other content; the existing order is held.',
            }
          : {}),
      });
    } catch (err) {
      if (err instanceof ValidationError)
        results.push({
          index,
          orderNumber: number,
          outcome: 'invalid',
          message: 'Some fields are not valid.',
          fields: fieldErrors(err),
        });
      else if (err instanceof HttpError)
        results.push({
          index,
          orderNumber: number,
          outcome: 'invalid',
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        });
      else throw err;
    }
  }
  return { results };
}
