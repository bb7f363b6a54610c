/**
 * The session's model for generated paths (flow-model.ts): a browser with or without a stored
 * session, on a server or on localhost; refreshes that succeed, are rejected, or fail for a while.
 */
import type { LoginResponse } from '../../domain/user';
import { defineFlowModel } from '../flow-model';
import { RefreshRejectedError, sessionMachine, type SessionEvent } from './session.machine';

const response: LoginResponse = {
  jwtToken: 'access-1',
  refreshToken: 'refresh',
  env: 'localhost',
  id: 'u1',
  fullName: 'Alex Morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@dockhand.test',
  timezone: null,
  userRoles: ['admin'],
  permissions: ['orders.view'],
  accessVendorIds: null,
  accessWarehouseIds: null,
  isManager: false,
};

export const sessionModel = defineFlowModel({
  machine: sessionMachine,
  inputs: [
    { hasStoredSession: true, isLocalhost: false },
    { hasStoredSession: false, isLocalhost: false },
    { hasStoredSession: true, isLocalhost: true },
  ],
  events: ({ context }): SessionEvent[] => [
    { type: 'session.routeEntered', path: '/orders?page=2' },
    { type: 'session.loggedIn', response },
    { type: 'session.unauthorized' },
    { type: 'session.userUpdated', user: { ...context.user, fullName: 'Alex M.' } },
    { type: 'session.logout' },
  ],
  answers: {
    refreshToken: {
      output: [response],
      error: [new RefreshRejectedError(), new Error('Cannot reach the server.')],
    },
    revokeSession: { output: [undefined], error: [new Error('Cannot reach the server.')] },
  },
  facets: (s) => ({
    failures: s.context.failures,
    hasStoredSession: s.context.hasStoredSession,
    signedIn: s.context.user.id !== '',
  }),
});
