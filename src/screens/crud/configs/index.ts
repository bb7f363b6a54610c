/** Every CRUD config, and the one a route belongs to. */
import type { CrudConfig } from '../crud-config';
import { contentTemplatesCrud } from './content-templates';
import { orderTagsCrud } from './order-tags';
import { userLogsCrud } from './user-logs';
import { vendorStatusCrud } from './vendor-status';

export const crudConfigs: readonly CrudConfig[] = [
  vendorStatusCrud,
  orderTagsCrud,
  contentTemplatesCrud,
  userLogsCrud,
];

export function configForRoute(routePath: string): CrudConfig | undefined {
  return crudConfigs.find(
    (c) => routePath === c.path || routePath === `${c.path}/create` || routePath === `${c.path}/edit/:id`,
  );
}
