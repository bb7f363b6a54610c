import { logActionsContract } from '../../../domain/contracts/log-actions';
import { defineCrud } from '../crud-config';
import { projectsRef, usersRef } from '../crud-refs';

/** /other/logs/users: who changed what (read only). */
export const userLogsCrud = defineCrud(logActionsContract, {
  title: 'User logs',
  description: 'Who changed which record, and when.',
  singular: 'Log entry',
  rowLabel: (row) => `${String(row.resource)} ${String(row.resourceId ?? '')}`.trim(),
  columns: [
    { key: 'createdAt', header: 'When', format: 'datetime', sortKey: 'createdAt' },
    { key: 'resource', header: 'Record type' },
    { key: 'resourceId', header: 'Record' },
    { key: 'action', header: 'Action', format: 'badge' },
    { key: 'userId', header: 'User', ref: usersRef },
    { key: 'projectId', header: 'Project', ref: projectsRef, hiddenByDefault: true },
  ],
  filters: [
    { name: 'type', label: 'Record type', type: 'text', placeholder: 'e.g. vendors' },
    { name: 'status', label: 'Action', type: 'text', placeholder: 'add, edit, delete…' },
    { name: 'resourceId', label: 'Record id', type: 'text' },
    { name: 'projectId', label: 'Project id', type: 'number' },
  ],
  routes: {},
});
