import type { ScreenProps } from '../../routes';
import { CrudFormPage } from '../crud/crud-form.screen';
import { vendorItemCrud } from './vendor-item.crud';

/** /warehouses/items/create and /warehouses/items/edit/:id. */
export default function ItemFormScreen({ params }: Partial<ScreenProps>) {
  return <CrudFormPage config={vendorItemCrud} id={params?.id} />;
}
