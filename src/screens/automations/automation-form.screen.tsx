import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { loadContentTemplates, useAutomationsClient, type AutomationRow } from '../../api/automations.api';
import { Button, buttonClass } from '../../components/button';
import {
  projectsRef,
  useRefNames,
  usersRef,
  vendorsRef,
  warehousesRef,
} from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit, formErrorOf } from '../../components/use-api-form';
import { ui } from '../../components/ui/styles';
import { automationsContract } from '../../domain/contracts/automations';
import {
  automationSchema,
  WEBHOOK_AUTOMATION_PERMISSION,
  type AutomationInput,
} from '../../domain/resources/automation.schema';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { AutomationFields, type AutomationChoices } from './automation-fields';
import { newAutomation, valuesOf } from './automation-form-values';
import { DryRunPanel } from './dry-run-panel';

const listPath = automationsContract.screen.path;
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
});

function AutomationForm({
  automation,
  choices,
  onReload,
}: {
  automation: AutomationRow | null;
  choices: AutomationChoices;
  onReload: () => void;
}) {
  const automations = useAutomationsClient();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  const submit = apiSubmit(
    (values: AutomationInput) => {
      const body = automationSchema.cast(values);
      return automation
        ? automations.edit({ ...body, id: automation.id, version: automation.version })
        : automations.add(body);
    },
    (saved) => {
      if (automation) {
        toast.success(`Automation ${saved.name} saved.`);
        navigate(listPath);
      } else {
        toast.success(`Automation ${saved.name} created: dry-run it here.`);
        navigate(`${listPath}/edit/${saved.id}`);
      }
    },
  );
  return (
    <Formik
      initialValues={automation ? valuesOf(automation) : newAutomation}
      validationSchema={automationSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className={layout}>
          <div className={ui.stack}>
            <StaleNotice onReload={onReload} />
            <AutomationFields
              choices={choices}
              automationId={automation?.id ?? null}
              mayWebhook={can(WEBHOOK_AUTOMATION_PERMISSION)}
            />
            <FormError message={formErrorOf(status)} />
            <div className={ui.row}>
              <Button type="submit" loading={isSubmitting}>
                {automation ? 'Save' : 'Create automation'}
              </Button>
              <Link href={listPath} className={buttonClass({ variant: 'secondary' })}>
                Cancel
              </Link>
            </div>
          </div>
          <DryRunPanel automationId={automation?.id ?? null} />
        </Form>
      )}
    </Formik>
  );
}

/** /other/automation/create and /other/automation/edit/:id, with the dry run beside the form. */
export default function AutomationFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const automations = useAutomationsClient();
  const api = useApi();
  const refs = useRefNames([vendorsRef, projectsRef, warehousesRef, usersRef]);
  const load = useLoad(
    async (signal) => {
      const [automation, templates] = await Promise.all([
        id ? automations.get(id, signal) : Promise.resolve(null),
        loadContentTemplates(api, signal),
      ]);
      return { automation, templates };
    },
    [id, automations, api],
  );
  const numeric = (source: typeof vendorsRef) =>
    refs.options(source).map((o) => ({ value: Number(o.value), label: o.label }));
  const title =
    load.status === 'loaded' && load.data.automation
      ? `Edit automation ${load.data.automation.name}`
      : id
        ? 'Edit automation'
        : 'New automation';
  return (
    <div>
      <h1 className={ui.formTitle}>{title}</h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The automation could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <AutomationForm
          key={load.data.automation?.version ?? 'new'}
          automation={load.data.automation}
          onReload={load.retry}
          choices={{
            templates: load.data.templates,
            vendors: numeric(vendorsRef),
            projects: numeric(projectsRef),
            warehouses: numeric(warehousesRef),
            users: refs.options(usersRef).map((o) => ({ value: String(o.value), label: o.label })),
          }}
        />
      )}
    </div>
  );
}
