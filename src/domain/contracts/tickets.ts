/** The contract of /api/common/tickets (see index.ts). */
import { defineContract } from './contract';

export const ticketsContract = defineContract()({
  name: 'tickets',
  base: '/api/common/tickets',
  listPath: 'listItems',
  filters: {
    showOpen: 'boolean',
    search: 'string',
    status: 'string',
    type: 'string',
    priority: 'number',
    vendorId: 'number',
  },
  sortKeys: ['createdAt', 'updatedAt', 'ticketNumber', 'priority', 'status'],
  permissions: {
    view: ['support.tickets.viewAll', 'support.tickets.create', 'support.tickets.update'],
    create: ['support.tickets.create'],
    edit: ['support.tickets.update'],
    delete: [],
  },
  screen: {
    path: '/support/tickets/all',
    menu: { anyOf: ['support.tickets.viewAll', 'support.tickets.create'] },
  },
});
