import type { ScreenProps } from '../../routes';
import { orderGroupsCrud } from '../crud/configs/order-groups';
import { CrudList } from '../crud/crud-list.screen';

/** /other/storefront/order-groups: spec §2's second path of the order groups list. */
export default function OrderGroupsListScreen(_props: Partial<ScreenProps>) {
  return <CrudList config={orderGroupsCrud} />;
}
