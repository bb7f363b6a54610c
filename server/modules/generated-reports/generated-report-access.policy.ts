/**
 * Who may read a generated report (its live updates, server/hub/hub-audience.ts), as the resource
 * declaration reads it (server/resources/declarations/reports.ts): the permission of its type, and the
 * vendor/warehouse scope of its vendor and warehouse (a report about no warehouse is not limited by it).
 */
import { reportTypePermission, type ReportType } from '../../../src/domain/resources/generated-report.schema';
import type { AuthUser } from '../../auth/guard';
import { canSeeVendor, canSeeWarehouse } from '../../auth/policy';

export interface ReadableReport {
  reportType: string;
  vendorId: number | null;
  warehouseId: number | null;
}

export function mayReadGeneratedReport(user: AuthUser, report: ReadableReport): boolean {
  const permission = reportTypePermission[report.reportType as ReportType];
  return (
    permission !== undefined &&
    user.permissions.includes(permission) &&
    canSeeVendor(user, report.vendorId) &&
    (report.warehouseId === null || canSeeWarehouse(user, report.warehouseId))
  );
}
