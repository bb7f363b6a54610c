/** The contract of /api/common/generatedReports (see index.ts). */
import { reportTypePermission } from '../resources/generated-report.schema';
import { defineContract } from './contract';

/** Any report type's permission opens the list; each row is limited to the types the user holds. */
const reportPermissions = [...new Set(Object.values(reportTypePermission))];

export const generatedReportsContract = defineContract()({
  name: 'generatedReports',
  base: '/api/common/generatedReports',
  listPath: 'listItems',
  filters: {
    type: 'string',
    status: 'string',
    projectId: 'number',
    vendorId: 'number',
    search: 'string',
  },
  sortKeys: ['createdAt', 'name', 'status'],
  permissions: {
    view: reportPermissions,
    create: reportPermissions,
    // A request is not edited: its status moves with the job; a new request replaces it.
    edit: [],
    delete: [],
  },
  screen: {
    path: '/reports/generatedReports',
    menu: {
      anyOf: [
        'reports.orderedItems',
        'reports.orderFulfillment',
        'reports.shippedCount',
        'reports.warehouseTransactionSummary',
      ],
    },
  },
});
