/**
 * The order to simulate: storefront, requested service, day and how many orders (a promotion), the
 * lines (kits and single SKUs from the storefront's products, or typed), and the ship-to. Checked by
 * the simulation's own schema; the server's messages come back onto their fields.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { DateField } from '../../components/form/date-field';
import { nestErrors } from '../../components/form/nest-errors';
import { TypedSelect } from '../../components/form/typed-select';
import { FormField } from '../../components/form-field';
import { LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { Notice } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { ui } from '../../components/ui/styles';
import { MAX_SIMULATED_ORDERS } from '../../domain/resources/order-simulation.schema';
import {
  emptySimulationLine,
  simulationProblems,
} from '../../machines/order-simulation/order-simulation.logic';
import type {
  SimulationLineValues,
  SimulationValues,
} from '../../machines/order-simulation/order-simulation.types';
import type { OrderSimulationFlow } from '../../machines/order-simulation/use-order-simulation';
import { useSimulationStorefronts, useSkuOptions, type SkuOption } from './use-simulation-refs';

const styles = {
  header: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '2fr 1.4fr 1fr 1fr' },
    gap: '4',
    alignItems: 'start',
  }),
  address: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '2.2fr 1.4fr 1fr 1fr 0.8fr' },
    gap: '4',
    alignItems: 'start',
  }),
};

function SkuPicker({
  index,
  line,
  options,
}: {
  index: number;
  line: SimulationLineValues;
  options: SkuOption[];
}) {
  const { setFieldValue, errors, submitCount } = useFormikContext<SimulationValues>();
  const id = useId();
  const choices = useMemo(() => {
    const all = options.map((o) => ({ value: o.value, label: o.label }));
    if (line.sku && !options.some((o) => o.value === line.sku))
      all.unshift({ value: line.sku, label: line.sku });
    return all;
  }, [options, line.sku]);
  const error = submitCount > 0 ? (errors.lines?.[index] as { sku?: string } | undefined)?.sku : undefined;
  return (
    <div className={css({ minW: '320px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        Line {index + 1} SKU
      </label>
      <TypedSelect<string>
        id={id}
        value={line.sku || null}
        options={choices}
        allowNew
        invalid={Boolean(error)}
        onChange={(value) => void setFieldValue(`lines[${index}].sku`, String(value))}
      />
    </div>
  );
}

/** The machine's problems (the server's messages) onto the form's fields. */
function ServerProblems({ problems }: { problems: Record<string, string> }) {
  const { setErrors } = useFormikContext<SimulationValues>();
  useEffect(() => {
    if (Object.keys(problems).length) setErrors(nestErrors<SimulationValues>(problems));
  }, [problems, setErrors]);
  return null;
}

function Fields({ flow }: { flow: OrderSimulationFlow }) {
  const { values } = useFormikContext<SimulationValues>();
  const { projects, error } = useSimulationStorefronts();
  const skus = useSkuOptions(values.projectId);
  const simulating = flow.step === 'simulating';
  const columns: LineColumn<SimulationLineValues>[] = [
    {
      key: 'sku',
      header: 'SKU',
      showError: true,
      render: ({ line, index }) => <SkuPicker index={index} line={line} options={skus.options} />,
    },
    {
      key: 'name',
      header: 'Product',
      text: 'muted',
      render: ({ line }) => {
        const option = skus.options.find((o) => o.value === line.sku);
        return option ? `${option.name}${option.kit ? ' · kit' : ''}` : '—';
      },
    },
    { key: 'quantity', header: 'Quantity', width: '110px', input: 'integer' },
  ];
  return (
    <Form noValidate className={ui.stack}>
      <ServerProblems problems={flow.context.problems} />
      {flow.step === 'composing' && flow.context.error && (
        <Notice tone="danger" role="alert">
          {flow.context.error}
        </Notice>
      )}
      <Card title="Order to simulate">
        <div className={styles.header}>
          <SelectField<number | null>
            name="projectId"
            label="Storefront"
            options={[
              { value: null, label: error ? 'Storefronts could not be loaded' : 'Choose a storefront' },
              ...projects.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <FormField name="requestedService" label="Requested service" autoComplete="off" />
          <DateField name="orderDate" label="Order date" helpText="Today when empty." />
          <FormField
            name="count"
            label="Orders to simulate"
            type="number"
            min={1}
            max={MAX_SIMULATED_ORDERS}
            helpText="More than 1: a promotion."
          />
        </div>
      </Card>
      <Card
        title="Lines"
        description={
          skus.unavailable
            ? 'Type each SKU: the storefront’s products could not be loaded.'
            : 'Kits and single products of the storefront; a kit explodes into its components as intake would.'
        }
      >
        <LinesField name="lines" columns={columns} newLine={emptySimulationLine} minLines={1} />
      </Card>
      <Card title="Ship to">
        <div className={styles.address}>
          <FormField name="shipmentAddress.addressLine1" label="Street" autoComplete="off" />
          <FormField name="shipmentAddress.city" label="City" autoComplete="off" />
          <FormField name="shipmentAddress.state" label="State" autoComplete="off" />
          <FormField name="shipmentAddress.postcode" label="Postal code" autoComplete="off" />
          <FormField name="shipmentAddress.countryCode" label="Country" maxLength={2} autoComplete="off" />
        </div>
      </Card>
      <div className={ui.rowCenter}>
        <Button type="submit">{simulating ? 'Simulate again' : 'Simulate'}</Button>
        {!simulating && <span className={ui.mutedSmall}>Nothing is saved or allocated.</span>}
        {simulating && (
          <>
            <span className={ui.busyRow} role="status">
              <Spinner size={14} /> Simulating…
            </span>
            <Button variant="secondary" onClick={flow.edit}>
              Stop
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}

export function SimulationForm({ flow }: { flow: OrderSimulationFlow }) {
  return (
    <Formik<SimulationValues>
      initialValues={flow.context.values}
      validate={(values) => nestErrors<SimulationValues>(simulationProblems(values))}
      onSubmit={(values) => flow.simulate(values)}
    >
      <Fields flow={flow} />
    </Formik>
  );
}
