/**
 * "Turn into a bill of materials": a finished project becomes a BOM of its components (its name and
 * type asked), and optionally a first work order (a Draft) for it: how many, where, by when.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/select-field';
import { Dialog } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { Notice } from '../../components/notice';
import { apiSubmit, formErrorOf, type ApiFormStatus } from '../../components/use-api-form';
import { billOfMaterialsTypeLabels } from '../../domain/manufacturing-labels';
import { useApi } from '../../machines/use-app';
import { bomPath, turnIntoBom, workOrderPath, type RndProjectRow } from '../../api/manufacturing.api';

interface ToBomValues {
  name: string;
  type: string;
  withWorkOrder: boolean;
  quantity: number | '';
  warehouseId: number | null;
  orderNumber: string;
  dueDate: string | null;
}

/** The refusal and its reasons: the project's own fields are not in this dialog to show them. */
function problemsOf(status: unknown): string | null {
  const message = formErrorOf(status);
  const fields = Object.values((status as ApiFormStatus | undefined)?.failure.fields ?? {});
  return message && [message, ...fields].join(' ');
}

const typeOptions = Object.entries(billOfMaterialsTypeLabels).map(([value, label]) => ({ value, label }));

export function RndToBomDialog({
  project,
  open,
  onClose,
}: {
  project: RndProjectRow;
  open: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const [, navigate] = useLocation();
  const submit = apiSubmit(
    (v: ToBomValues) =>
      turnIntoBom(api, project.id, {
        version: project.version,
        name: v.name.trim() || undefined,
        type: v.type as 'Assembly' | 'Kit' | 'Packaging',
        workOrder: v.withWorkOrder
          ? {
              quantity: Number(v.quantity),
              warehouseId: v.warehouseId ?? undefined,
              orderNumber: v.orderNumber.trim() || undefined,
              dueDate: v.dueDate,
            }
          : null,
      }),
    (answer) => {
      toast.success(
        answer.workOrderId
          ? `${project.name} is now a bill of materials, with a first work order.`
          : `${project.name} is now a bill of materials.`,
      );
      onClose();
      navigate(answer.workOrderId ? workOrderPath(answer.workOrderId) : bomPath(answer.billOfMaterialsId));
    },
  );
  return (
    <Dialog.Root open={open} onOpenChange={({ open: o }) => !o && onClose()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Turn {project.name} into a bill of materials?</Dialog.Title>
            <Dialog.Description>
              Its components become the lines of a new bill of materials for its product, per finished unit
              and with the project's waste per item. The project stays as it is.
            </Dialog.Description>
            <Formik<ToBomValues>
              initialValues={{
                name: project.name,
                type: 'Assembly',
                withWorkOrder: false,
                quantity: project.quantityToOrder,
                warehouseId: project.warehouseId,
                orderNumber: '',
                dueDate: null,
              }}
              onSubmit={submit}
            >
              {({ values, isSubmitting, status }) => (
                <Form noValidate className={ui.dialogBody}>
                  <FormField name="name" label="Bill of materials name" autoComplete="off" />
                  <SelectField<string> name="type" label="Type" options={typeOptions} />
                  <CrudFieldControl
                    row={null}
                    name="withWorkOrder"
                    label="Also create a first work order"
                    type="checkbox"
                  />
                  {values.withWorkOrder && (
                    <div className={ui.formGrid}>
                      <FormField name="quantity" label="Quantity" type="number" min={1} step={1} />
                      <CrudFieldControl
                        row={null}
                        name="warehouseId"
                        label="Warehouse"
                        type="select"
                        optionsFrom={warehousesRef}
                      />
                      <FormField
                        name="orderNumber"
                        label="Order number"
                        autoComplete="off"
                        helpText="Blank: numbered for you."
                      />
                      <DateField name="dueDate" label="Due date" />
                    </div>
                  )}
                  {project.warehouseProductId == null && (
                    <Notice tone="warning" title="No product yet">
                      <p>
                        Choose the project&rsquo;s product and save it first: the bill of materials makes it.
                      </p>
                    </Notice>
                  )}
                  <FormError message={problemsOf(status)} title="Not done" />
                  <div className={ui.dialogFooter}>
                    <Button variant="secondary" onClick={onClose}>
                      Back
                    </Button>
                    <Button
                      type="submit"
                      loading={isSubmitting}
                      disabled={project.warehouseProductId == null}
                    >
                      Turn into a bill of materials
                    </Button>
                  </div>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
