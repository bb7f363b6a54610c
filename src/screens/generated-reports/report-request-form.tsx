/**
 * The request form of one report type: the type (another keeps what the two share), the name (made
 * from the type and the period until the user types one), the type's filters, and Request. Checked by
 * the request's own schema before it is sent; the server's messages come back under their fields.
 */
import { Form, Formik, getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { nestErrors } from '../../components/form/nest-errors';
import { FieldFrame, FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import type { ApiFormStatus } from '../../components/use-api-form';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { generatedReportsContract } from '../../domain/contracts/generated-reports';
import { reportTypeLabel } from '../../machines/generated-report/generated-report.logic';
import type { ReportRequestValues } from '../../machines/generated-report/generated-report.types';
import { followingName, requestProblems } from '../../machines/generated-report/report-request.logic';
import type { ReportRequestFlow } from '../../machines/generated-report/use-report-request';
import { ReportFilterBlock } from './report-filter-block';

/** The server's messages onto their fields, shown until the field's value changes (use-api-form.ts). */
function ServerProblems({ problems, message }: { problems: Record<string, string>; message: string | null }) {
  const { setErrors, setStatus, values } = useFormikContext<ReportRequestValues>();
  useEffect(() => {
    if (!Object.keys(problems).length) return;
    setErrors(nestErrors<ReportRequestValues>(problems));
    const fieldErrors = Object.fromEntries(
      Object.entries(problems).map(([path, text]) => [
        path,
        { message: text, value: getIn(values, path) as unknown },
      ]),
    );
    setStatus({
      failure: { status: 400, message: message ?? '', fields: problems },
      fieldErrors,
      values,
    } satisfies ApiFormStatus);
    // Once per refusal: the values at that moment are the refused ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problems, setErrors, setStatus]);
  return null;
}

/** A made name follows the type and the period; a typed one stays. */
function NameFollowsPeriod() {
  const { values, setFieldValue } = useFormikContext<ReportRequestValues>();
  const before = useRef(values);
  const { dateFilter, startDate, endDate } = values.filters;
  useEffect(() => {
    const name = followingName(values.name, before.current, values);
    before.current = values;
    if (name !== values.name) void setFieldValue('name', name);
    // Only a change of the period renames; typing the name does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dateFilter, startDate, endDate]);
  return null;
}

function Fields({ flow }: { flow: ReportRequestFlow }) {
  const submitting = flow.step === 'submitting';
  const typeOptions = flow.context.types.map((t) => ({ value: t, label: reportTypeLabel(t) }));
  return (
    <Form noValidate className={ui.stack}>
      <ServerProblems problems={flow.context.problems} message={flow.context.error} />
      <NameFollowsPeriod />
      {flow.step === 'editing' && flow.context.error && (
        <Notice tone="danger" role="alert">
          {flow.context.error}
        </Notice>
      )}
      <Card title="Report">
        <div className={ui.formGrid}>
          <TypeSelect options={typeOptions} onChange={flow.choose} />
          <FormField
            name="name"
            label="Name"
            autoComplete="off"
            helpText="How it reads in the history and its file name."
          />
        </div>
      </Card>
      <Card title="Filters" description="The report counts what you may see, as of the moment it runs.">
        <ReportFilterBlock />
      </Card>
      <div className={ui.rowCenter}>
        <Button type="submit" loading={submitting}>
          Request report
        </Button>
        <Link href={generatedReportsContract.screen.path} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
        <span className={ui.mutedSmall}>It runs in the background; its page shows the progress.</span>
      </div>
    </Form>
  );
}

/** The type: picking another hands the form's values to the flow, which starts the form again on it. */
function TypeSelect({
  options,
  onChange,
}: {
  options: { value: string; label: string }[];
  onChange: (type: string, values: ReportRequestValues) => void;
}) {
  const { values } = useFormikContext<ReportRequestValues>();
  return (
    <FieldFrame label="Report type">
      {(a11y) => (
        <Field.Select
          {...a11y}
          name="type"
          value={values.type}
          onChange={(e) => onChange(e.target.value, values)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Field.Select>
      )}
    </FieldFrame>
  );
}

export function ReportRequestForm({
  flow,
  values,
}: {
  flow: ReportRequestFlow;
  values: ReportRequestValues;
}) {
  return (
    // A new type starts a new form with the values the flow made for it.
    <Formik<ReportRequestValues>
      key={values.type}
      initialValues={values}
      validate={(v) => nestErrors<ReportRequestValues>(requestProblems(v))}
      onSubmit={(v) => flow.submit(v)}
    >
      <Fields flow={flow} />
    </Formik>
  );
}
