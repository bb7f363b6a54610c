/**
 * /manufacturing/work-orders/create: a new work order (a Draft), quantity 1 and unit E (spec §9). A
 * bill of materials' page opens it with `?vendorId=…&billOfMaterialsId=…` to make that BOM.
 */
import { useSearch } from 'wouter';
import { ui } from '../../components/ui/styles';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { WorkOrderForm } from './work-order-form';

const idParam = (query: URLSearchParams, name: string) => {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

export default function WorkOrderCreateScreen(_props: Partial<ScreenProps>) {
  const { user } = useSession();
  const query = new URLSearchParams(useSearch());
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const preset = {
    vendorId: idParam(query, 'vendorId') ?? onlyVendor,
    billOfMaterialsId: idParam(query, 'billOfMaterialsId'),
    warehouseId: idParam(query, 'warehouseId'),
  };
  return (
    <div className={ui.maxW1040}>
      <h1 className={ui.formTitle}>New work order</h1>
      <WorkOrderForm order={null} preset={preset} onReload={() => window.location.reload()} />
    </div>
  );
}
