/**
 * /manufacturing/RnD/projects/create and /edit/:id: an R&D project's costing sheet. Its components
 * with quantities and prices, the quantity the recipe makes and the quantity to order, other fees,
 * markup, waste per item, unit weight (kg or lb), and the planning thresholds (spec §9 defaults). A
 * saved project shows its costing as the form is typed, with the warnings in plain words, and can be
 * turned into a bill of materials (and a first work order).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { useVendorItems } from '../../api/inventory.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { MoneyInput } from '../../components/form/money-input';
import { nestErrors } from '../../components/form/nest-errors';
import { TypedSelectField } from '../../components/form/typed-select';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { StaleNotice } from '../../components/stale-notice';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { billOfMaterialsContract } from '../../domain/contracts/bill-of-materials';
import { rndProjectsContract } from '../../domain/contracts/rnd-projects';
import { rndProjectSchema } from '../../domain/resources/rnd-project.schema';
import { useLoad } from '../../machines/load/use-load';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  bomPath,
  RND_PATH,
  rndPath,
  useRndProjectsClient,
  type RndProjectRow,
} from '../../api/manufacturing.api';
import { mfg } from './manufacturing-styles';
import { RndCostingPanel } from './rnd-costing-panel';
import { RndLinesField } from './rnd-lines-field';
import { RndToBomDialog } from './rnd-to-bom-dialog';
import { newRndValues, rndBody, rndValues, type RndValues } from './rnd-values';

function ProductField({ vendorId }: { vendorId: number | null }) {
  const items = useVendorItems(vendorId);
  const options = useMemo(() => items.map((v) => ({ value: v.id, label: `${v.sku} — ${v.item}` })), [items]);
  return (
    <TypedSelectField<number>
      name="warehouseProductId"
      label="Product"
      options={options}
      helpText="Optional: the item the project becomes, once it exists."
    />
  );
}

function RndForm({ project, onReload }: { project: RndProjectRow | null; onReload: () => void }) {
  const client = useRndProjectsClient();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: RndValues) => {
      const body = rndBody(values);
      return project ? client.edit({ ...body, id: project.id, version: project.version }) : client.add(body);
    },
    (saved: RndProjectRow) => {
      toast.success(`R&D project ${saved.name} ${project ? 'saved' : 'created'}.`);
      if (project) onReload();
      else navigate(rndPath(saved.id));
    },
  );
  const submit = (values: RndValues, helpers: FormikHelpers<RndValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });
  return (
    <Formik
      initialValues={project ? rndValues(project) : newRndValues(onlyVendor)}
      validationSchema={rndProjectSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <div className={project ? mfg.split : ui.stack}>
            <div className={ui.stack}>
              <StaleNotice onReload={onReload} />
              <Card title="Project">
                <div className={ui.formGrid}>
                  <FormField name="name" label="Name" autoComplete="off" />
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
                    helpText="Optional: where it would be made."
                  />
                  <ProductField vendorId={values.vendorId} />
                </div>
              </Card>
              <Card
                title="Components"
                description={`What goes into ${values.quantity || 'the'} finished ${values.quantity === 1 ? 'unit' : 'units'}. A blank price takes the last purchase price.`}
              >
                <RndLinesField />
              </Card>
              <Card
                title="Planning"
                description={
                  project
                    ? undefined
                    : 'Once the project is saved, its costing shows beside the form as you type.'
                }
              >
                <div className={ui.formGrid}>
                  <FormField
                    name="quantity"
                    label="Quantity"
                    type="number"
                    min={1}
                    step={1}
                    helpText="Finished units the components above make."
                  />
                  <FormField
                    name="quantityToOrder"
                    label="Quantity to order"
                    type="number"
                    min={1}
                    step={1}
                    helpText="Finished units of the first order: the batch."
                  />
                  <MoneyInput
                    name="otherFees"
                    label="Other fees"
                    helpText="For the whole batch (tooling, setup)."
                  />
                  <FormField name="percentMarkup" label="Markup %" type="number" min={0} step="any" />
                  <FormField
                    name="wastePerItemPercent"
                    label="Waste per item %"
                    type="number"
                    min={0}
                    max={100}
                    step="any"
                  />
                  <div className={ui.stack2}>
                    <FormField name="unitWeight" label="Unit weight" type="number" min={0} step="any" />
                    <CrudFieldControl
                      row={null}
                      name="unitWeightMetric"
                      label="In kilograms (off: pounds)"
                      type="checkbox"
                    />
                  </div>
                </div>
              </Card>
              <Card title="Warning thresholds" description="When the costing warns about a component.">
                <div className={ui.formGrid3}>
                  <FormField
                    name="moqWarningMultiple"
                    label="Minimum order multiple"
                    type="number"
                    min={1}
                    step={1}
                    helpText="Warn when the quantity to order is below this many times a component's minimum order."
                  />
                  <FormField
                    name="lastPurchasedWeeksWarning"
                    label="Last bought (weeks)"
                    type="number"
                    min={1}
                    step={1}
                    helpText="Warn when a component was last bought longer ago."
                  />
                  <FormField
                    name="planningLeadTimeDaysWarning"
                    label="Lead time (days)"
                    type="number"
                    min={1}
                    step={1}
                    helpText="Warn when a component takes longer to arrive."
                  />
                </div>
              </Card>
              <div className={ui.row}>
                <Button type="submit" loading={isSubmitting}>
                  {project ? 'Save' : 'Create R&D project'}
                </Button>
                <Link href={RND_PATH} className={buttonClass({ variant: 'secondary' })}>
                  {project ? 'Back to the list' : 'Cancel'}
                </Link>
              </div>
            </div>
            {project && <RndCostingPanel projectId={project.id} values={values} />}
          </div>
        </Form>
      )}
    </Formik>
  );
}

export default function RndFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const client = useRndProjectsClient();
  const { allows } = usePermissions();
  const [toBom, setToBom] = useState(false);
  const load = useLoad((signal) => (id ? client.get(id, signal) : Promise.resolve(null)), [id, client]);
  const project = load.status === 'loaded' ? load.data : null;
  const canEdit = allows(rndProjectsContract.permissions.edit);
  const canMakeBom = canEdit && allows(billOfMaterialsContract.permissions.create);
  return (
    <div>
      <PageHeader
        title={project ? project.name : id ? 'R&D project' : 'New R&D project'}
        description={<TextLink href={RND_PATH}>All R&D projects</TextLink>}
        actions={
          project &&
          canMakeBom &&
          project.billOfMaterialsId == null && (
            <Button variant="secondary" onClick={() => setToBom(true)}>
              Turn into a bill of materials
            </Button>
          )
        }
      />
      {project?.billOfMaterialsId != null && (
        <div className={ui.mb4}>
          <Notice tone="info" title="Made into a bill of materials">
            <p>
              This project became{' '}
              <TextLink href={bomPath(project.billOfMaterialsId)}>its bill of materials</TextLink>; changes
              here no longer change it.
            </p>
          </Notice>
        </div>
      )}
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The R&D project could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <RndForm key={String(project?.version ?? 'new')} project={project} onReload={load.retry} />
      )}
      {project && <RndToBomDialog project={project} open={toBom} onClose={() => setToBom(false)} />}
    </div>
  );
}
