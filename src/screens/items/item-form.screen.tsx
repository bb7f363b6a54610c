import type { ScreenProps } from '../../routes.types';
import { CrudFormPage } from '../../components/crud/crud-form';
import { vendorItemCrud } from './vendor-item.crud';

/** /warehouses/items/create and /warehouses/items/edit/:id. */
export default function ItemFormScreen({ params }: Partial<ScreenProps>) {
  return <CrudFormPage config={vendorItemCrud} id={params?.id} />;
}
