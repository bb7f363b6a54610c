/**
 * /manufacturing/billOfMaterials/create and /edit/:id: a bill of materials, its finished product and
 * its component lines. Editing a BOM that work orders use makes a new revision (each work order keeps
 * the one it was made with); the page says which revision it shows. A saved BOM shows its explosion
 * as a tree for a chosen quantity and its rolled-up unit cost, and starts a work order that makes it.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { badge } from 'styled-system/recipes';
import { Link, useLocation } from 'wouter';
import { useVendorItems } from '../../api/inventory.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { nestErrors } from '../../components/form/nest-errors';
import { TypedSelectField } from '../../components/form/typed-select';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../components/select-field';
import { StaleNotice } from '../../components/stale-notice';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { billOfMaterialsContract } from '../../domain/contracts/bill-of-materials';
import { workOrdersContract } from '../../domain/contracts/work-orders';
import { billOfMaterialsTypeLabels } from '../../domain/manufacturing-labels';
import { billOfMaterialsSchema } from '../../domain/resources/bill-of-materials.schema';
import { useLoad } from '../../machines/load/use-load';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  BOM_PATH,
  bomPath,
  useBillsOfMaterialsClient,
  WORK_ORDERS_PATH,
  type BillOfMaterialsRow,
} from '../../api/manufacturing.api';
import { BomExplosionCard } from './bom-explosion';
import { BomLinesField } from './bom-lines-field';
import { bomBody, bomValues, newBomValues, type BomValues } from './bom-values';

/** The work-order form, preset to make this BOM. */
const newWorkOrderHref = (bom: BillOfMaterialsRow) =>
  `${WORK_ORDERS_PATH}/create?${new URLSearchParams({
    vendorId: String(bom.vendorId),
    billOfMaterialsId: String(bom.id),
    ...(bom.warehouseId ? { warehouseId: String(bom.warehouseId) } : {}),
  })}`;

const typeOptions = Object.entries(billOfMaterialsTypeLabels).map(([value, label]) => ({ value, label }));

/** The finished product: one of the vendor's items. */
function FinishedProductField({ vendorId }: { vendorId: number | null }) {
  const items = useVendorItems(vendorId);
  const options = useMemo(() => items.map((v) => ({ value: v.id, label: `${v.sku} — ${v.item}` })), [items]);
  return (
    <TypedSelectField<number>
      name="warehouseProductId"
      label="Finished product"
      options={options}
      helpText={vendorId ? 'The item the work orders produce.' : 'Choose a vendor first.'}
    />
  );
}

function BomForm({ bom, onReload }: { bom: BillOfMaterialsRow | null; onReload: () => void }) {
  const client = useBillsOfMaterialsClient();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: BomValues) => {
      const body = bomBody(values);
      return bom ? client.edit({ ...body, id: bom.id, version: bom.version }) : client.add(body);
    },
    (saved: BillOfMaterialsRow) => {
      const revised = bom && saved.revision !== bom.revision ? ` as revision ${saved.revision}` : '';
      toast.success(`Bill of materials ${saved.name} ${bom ? 'saved' : 'created'}${revised}.`);
      if (bom) onReload();
      else navigate(bomPath(saved.id));
    },
  );
  // Line errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: BomValues, helpers: FormikHelpers<BomValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });
  return (
    <Formik
      initialValues={bom ? bomValues(bom) : newBomValues(onlyVendor)}
      validationSchema={billOfMaterialsSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className={ui.stack}>
          <StaleNotice onReload={onReload} />
          <Card title="Bill of materials">
            <div className={ui.formGrid}>
              <FormField name="name" label="Name" autoComplete="off" />
              <SelectField<string> name="type" label="Type" options={typeOptions} />
              <CrudFieldControl
                row={null}
                name="vendorId"
                label="Vendor"
                type="select"
                optionsFrom={vendorsRef}
              />
              <CrudFieldControl
                row={null}
                name="warehouseId"
                label="Warehouse"
                type="select"
                optionsFrom={warehousesRef}
                helpText="Optional: where it is made."
              />
              <FinishedProductField vendorId={values.vendorId} />
            </div>
          </Card>
          <Card
            title="Components"
            description="Per ONE finished unit. A component made from its own bill of materials explodes into its lines."
          >
            <BomLinesField />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {bom ? 'Save' : 'Create bill of materials'}
            </Button>
            <Link href={BOM_PATH} className={buttonClass({ variant: 'secondary' })}>
              {bom ? 'Back to the list' : 'Cancel'}
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export default function BomFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const client = useBillsOfMaterialsClient();
  const { allows } = usePermissions();
  const load = useLoad((signal) => (id ? client.get(id, signal) : Promise.resolve(null)), [id, client]);
  const bom = load.status === 'loaded' ? load.data : null;
  const canEdit = allows(billOfMaterialsContract.permissions.edit);
  const canOrder = allows(workOrdersContract.permissions.create);
  return (
    <div className={ui.maxW1120}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            {bom ? bom.name : id ? 'Bill of materials' : 'New bill of materials'}
            {bom && <span className={badge({ tone: 'accent' })}>Revision {bom.revision}</span>}
          </span>
        }
        description={
          bom
            ? `Saving changes that work orders already use makes revision ${bom.revision + 1}; each work order keeps the revision it was released with.`
            : 'A finished product and the components that make one unit of it.'
        }
        actions={
          bom &&
          canOrder && (
            <Link href={newWorkOrderHref(bom)} className={buttonClass({ variant: 'secondary' })}>
              New work order
            </Link>
          )
        }
      />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The bill of materials could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <div className={ui.stack5}>
          {(canEdit || !bom) && (
            <BomForm key={String(bom?.version ?? 'new')} bom={bom} onReload={load.retry} />
          )}
          {bom && <BomExplosionCard bomId={bom.id} revision={bom.revision} />}
        </div>
      )}
    </div>
  );
}
