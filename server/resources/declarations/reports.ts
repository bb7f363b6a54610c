/** Generated reports: users request them; a job produces the file (Requested → Processing → Ready/Failed). */
import { generatedReportsContract } from '../../../src/domain/contracts/generated-reports';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  generatedReportSchema,
  reportStatuses,
  reportTypePermission,
  reportTypeValues,
  type ReportType,
} from '../../../src/domain/resources/generated-report.schema';
import { generatedReports } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { intEquals, text, textEquals } from '../filters';
import { defineResource, type WriteContext } from '../resource';
import { tenantFromProject } from '../tenancy';
import { kindsVisible, type Kinds } from './shared';
import { queueReportJob } from '../../modules/generated-reports/generated-report-queue.service';

const reportKinds: Kinds<string> = reportTypeValues.map(
  (type) => [type, reportTypePermission[type]] as const,
);

/**
 * Each report type needs its own permission. The report belongs to a vendor when its project or its
 * filters name one (so a vendor's users see it), and to a warehouse when its filters name one.
 */
async function prepareReport({ tx, user, action, values, before }: WriteContext): Promise<void> {
  const type = (values.type ?? before?.type) as ReportType;
  if (!user.permissions.includes(reportTypePermission[type]))
    throw forbidden('You may not request this kind of report.');
  if (action === 'add') values.requestedBy = user.id;
  const filters = (values.filters ?? {}) as { vendorId?: number | null; warehouseId?: number | null };
  values.vendorId = filters.vendorId ?? null;
  values.warehouseId = filters.warehouseId ?? null;
  await tenantFromProject(tx, user, values, before);
  // A brand's report is its own even without a storefront or vendor chosen, so its users see it.
  if (values.vendorId == null && user.accessVendorIds?.length === 1)
    values.vendorId = user.accessVendorIds[0];
  if (values.vendorId == null && user.accessVendorIds !== null)
    throw badRequest('Some fields are not valid.', { vendorId: 'Choose the vendor this report is for' });
}

export const generatedReportResource = defineResource(generatedReportsContract, {
  table: generatedReports,
  id: generatedReports.id,
  idType: 'int',
  version: generatedReports.version,
  schema: generatedReportSchema,
  filters: {
    type: textEquals(generatedReports.type, { allowed: reportTypeValues }),
    status: textEquals(generatedReports.status, { allowed: reportStatuses }),
    projectId: intEquals(generatedReports.projectId),
    vendorId: intEquals(generatedReports.vendorId),
    search: text(generatedReports.name),
  },
  sortable: {
    createdAt: generatedReports.createdAt,
    name: generatedReports.name,
    status: generatedReports.status,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: generatedReports.vendorId,
    warehouse: generatedReports.warehouseId,
    warehouseOptional: true,
  },
  scopeWhere: (user) => kindsVisible(generatedReports.type, user, reportKinds),
  stateFields: ['status'],
  beforeWrite: prepareReport,
  afterAdd: queueReportJob,
});
