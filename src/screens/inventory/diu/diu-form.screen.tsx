/**
 * /warehouses/inventory/diu/create: a direct inventory update — add, remove or set a count of an item
 * at a place — recorded as a ledger entry with its reference and reason. The quantity may be entered
 * in another unit; the preview shows it in the item's unit. Each submission carries an
 * Idempotency-Key, reused when the same body is sent again, so a double click records it once.
 */
import { Formik } from 'formik';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { apiSubmit } from '../../../components/use-api-form';
import { PageHeader } from '../../../components/page-header';
import { directInventoryUpdateSchema } from '../../../domain/resources/direct-inventory-update.schema';
import { useApi, useSession } from '../../../machines/use-app';
import { createDiu } from '../../../api/inventory.api';
import { DIU_PATH } from './diu';
import { DiuFields } from './diu-fields';
import type { DiuFormValues } from './diu-item-field';
import { idempotencyKeys } from './idempotent-submit';

export default function DiuFormScreen() {
  const api = useApi();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const initial: DiuFormValues = {
    vendorId: user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null,
    warehouseId: user.accessWarehouseIds?.length === 1 ? user.accessWarehouseIds[0]! : null,
    warehouseProductId: null,
    type: 'add',
    quantity: 1,
    measurementUnit: 'E',
    referenceNumber: '',
    location: '',
    lotNumber: '',
    lpn: '',
    expirationDate: null,
    note: '',
  };
  const submit = apiSubmit(
    (values: DiuFormValues) => {
      const body = directInventoryUpdateSchema.cast(values);
      return createDiu(api, body, keyFor(body));
    },
    (saved) => {
      toast.success(`Direct inventory update #${saved.id} recorded.`);
      navigate(`${DIU_PATH}/view/${saved.id}`);
    },
  );
  return (
    <div className={css({ maxW: '860px' })}>
      <PageHeader
        title="New direct inventory update"
        description="Add to, remove from or count an item’s stock at one place. Every update is a ledger entry with its reason."
      />
      <Formik initialValues={initial} validationSchema={directInventoryUpdateSchema} onSubmit={submit}>
        <DiuFields />
      </Formik>
    </div>
  );
}
