import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../components/select-field';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { vendorSchema, type VendorInput } from '../../domain/resources/vendor.schema';
import type { ScreenProps } from '../../routes.types';
import {
  loadVendorStages,
  fulfillmentTypeLabels,
  optionsOf,
  useVendorsClient,
  vendorStatusLabels,
  type Vendor,
} from '../../api/vendors.api';
import { ui } from '../../components/ui/styles';

const statusOptions = optionsOf(vendorStatusLabels);
const fulfillmentOptions = optionsOf(fulfillmentTypeLabels);
const emptyVendor: VendorInput = {
  code: '',
  name: '',
  fulfillmentType: 'NonLogisticsVendor',
  trelloCardId: null,
  status: 'InProgress',
  vendorStatusId: null,
  receivingTolerancePercent: 0,
};

const valuesOf = (v: Vendor): VendorInput => ({
  code: v.code,
  name: v.name,
  fulfillmentType: v.fulfillmentType,
  trelloCardId: v.trelloCardId,
  status: v.status,
  vendorStatusId: v.vendorStatusId,
  receivingTolerancePercent: v.receivingTolerancePercent,
});

interface VendorFormProps {
  vendor: Vendor | null;
  stages: readonly { id: number; name: string }[];
  onReload: () => void;
}

function VendorForm({ vendor, stages, onReload }: VendorFormProps) {
  const vendors = useVendorsClient();
  const [, navigate] = useLocation();
  const submit = apiSubmit(
    (values: VendorInput) => {
      const body = vendorSchema.cast(values);
      return vendor ? vendors.edit({ ...body, id: vendor.id, version: vendor.version }) : vendors.add(body);
    },
    (saved) => {
      toast.success(vendor ? `Vendor ${saved.name} saved.` : `Vendor ${saved.name} created.`);
      // A new vendor goes on into its onboarding checklist (issue 21); an edit returns to the list.
      navigate(vendor ? '/manage/customers' : `/manage/customers/manage/${saved.id}`);
    },
  );
  return (
    <Formik
      initialValues={vendor ? valuesOf(vendor) : emptyVendor}
      validationSchema={vendorSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={ui.stack}>
          <StaleNotice onReload={onReload} />
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: '1fr 2fr' },
              gap: '4',
            })}
          >
            <FormField
              name="code"
              label="Code"
              helpText="Letters, digits and dashes; saved in capitals."
              autoComplete="off"
            />
            <FormField name="name" label="Name" autoComplete="off" />
          </div>
          <div className={ui.formGrid}>
            <SelectField name="fulfillmentType" label="Fulfilment type" options={fulfillmentOptions} />
            <SelectField name="status" label="Status" options={statusOptions} />
          </div>
          <div className={ui.formGrid}>
            <SelectField
              name="vendorStatusId"
              label="Onboarding stage"
              helpText="Where the vendor stands in onboarding (Onboarding Status)."
              options={[{ value: null, label: '—' }, ...stages.map((s) => ({ value: s.id, label: s.name }))]}
            />
            <FormField
              name="trelloCardId"
              label="Trello card id"
              helpText="Optional: the onboarding card."
              autoComplete="off"
            />
          </div>
          <FormField
            name="receivingTolerancePercent"
            label="Receiving tolerance (%)"
            type="number"
            helpText="How far a receipt may go over the expected quantity before it needs the override permission."
          />
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {vendor ? 'Save' : 'Create vendor'}
            </Button>
            <Link href="/manage/customers" className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** /manage/customers/create and /manage/customers/edit/:id. */
export default function VendorFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const vendors = useVendorsClient();
  const api = useApi();
  const load = useLoad(
    async (signal) => {
      const [vendor, stages] = await Promise.all([
        id ? vendors.get(id, signal) : Promise.resolve(null),
        loadVendorStages(api, signal),
      ]);
      return { vendor, stages };
    },
    [id, vendors, api],
  );
  const title = id ? 'Edit vendor' : 'New vendor';
  return (
    <div className={ui.maxW760}>
      <h1 className={ui.formTitle}>
        {load.status === 'loaded' && load.data.vendor ? `Edit vendor ${load.data.vendor.name}` : title}
      </h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The vendor could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <Card>
          {/* A reload brings a new version: the form starts again from it. */}
          <VendorForm
            key={load.data.vendor?.version ?? 'new'}
            vendor={load.data.vendor}
            stages={load.data.stages}
            onReload={load.retry}
          />
        </Card>
      )}
    </div>
  );
}
