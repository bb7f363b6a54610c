import type { ScreenProps } from '../../routes.types';
import { orderGroupsCrud } from '../../components/crud/configs/order-groups';
import { CrudList } from '../../components/crud/crud-list';

/** /other/storefront/order-groups: spec §2's second path of the order groups list. */
export default function OrderGroupsListScreen(_props: Partial<ScreenProps>) {
  return <CrudList config={orderGroupsCrud} />;
}
