/** The demo sign-ins that `npm start` seeds and prints (and the README lists). */
import type { Role } from '../../src/domain/permissions';

export const DEMO_PASSWORD = 'dockhand-demo';

export interface DemoLogin {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** Vendor codes (vendor users) or warehouse codes (warehouse staff) this user is limited to. */
  vendorCodes?: string[];
  warehouseCodes?: string[];
}

export const demoLogins: readonly DemoLogin[] = [
  { role: 'developer', email: 'developer@dockhand.test', firstName: 'Dana', lastName: 'Devlin' },
  { role: 'superadmin', email: 'superadmin@dockhand.test', firstName: 'Sam', lastName: 'Sterling' },
  { role: 'admin', email: 'admin@dockhand.test', firstName: 'Alex', lastName: 'Morgan' },
  { role: 'manager', email: 'manager@dockhand.test', firstName: 'Maria', lastName: 'Lopez' },
  {
    role: 'warehouse-manager',
    email: 'warehouse@dockhand.test',
    firstName: 'Walt',
    lastName: 'Hughes',
    warehouseCodes: ['DAL', 'RNO'],
  },
  {
    role: 'manufacturing-manager',
    email: 'manufacturing@dockhand.test',
    firstName: 'Mina',
    lastName: 'Park',
  },
  {
    role: 'vendor',
    email: 'brand@northwind.test',
    firstName: 'Nora',
    lastName: 'Quinn',
    vendorCodes: ['NWG'],
  },
];

/** A second vendor user, so that tenant isolation can be seen with the demo data. */
export const extraVendorLogins: readonly DemoLogin[] = [
  {
    role: 'vendor',
    email: 'brand@bluepeak.test',
    firstName: 'Ben',
    lastName: 'Carter',
    vendorCodes: ['BPO'],
  },
];
