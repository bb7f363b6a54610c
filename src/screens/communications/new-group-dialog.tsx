/** New group: a name, whether staff may find and join it, and its first members. */
import { Form, Formik, useField, useFormikContext } from 'formik';
import { css } from 'styled-system/css';
import type { CommunicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { FormStatusError } from '../../components/form-error';
import { FormField, visibleError } from '../../components/form-field';
import { apiSubmit } from '../../components/use-api-form';
import { groupChannelSchema, type ChannelDetail, type Person } from '../../domain/communications';
import { CommsDialog } from './comms-dialog';
import { PeoplePicker } from '../../components/communications/people-picker';
import { ui } from '../../components/ui/styles';

interface GroupValues {
  name: string;
  isOpen: boolean;
  members: Person[];
}

function MembersField({ calls }: { calls: CommunicationsCalls }) {
  const [field, meta, helpers] = useField<Person[]>('members');
  const { submitCount } = useFormikContext();
  const chosen = field.value;
  const error = visibleError(meta, chosen, submitCount);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span className={ui.medium}>Members</span>
      <p className={ui.mutedSmall}>
        {chosen.length === 0
          ? 'Nobody chosen yet: you can add members later.'
          : chosen.map((p) => p.name).join(', ')}
      </p>
      <PeoplePicker
        calls={calls}
        label="Find members"
        selected={chosen}
        onToggle={(person, on) =>
          void helpers.setValue(on ? [...chosen, person] : chosen.filter((p) => p.id !== person.id))
        }
      />
      {error && <p className={ui.dangerSmall}>{error}</p>}
    </div>
  );
}

function OpenField() {
  const [field, , helpers] = useField<boolean>('isOpen');
  return (
    <label className={ui.rowCenter}>
      <input
        type="checkbox"
        checked={field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)}
      />
      Open group: staff can find and join it
    </label>
  );
}

export function NewGroupDialog({
  open,
  calls,
  onClose,
  onCreated,
}: {
  open: boolean;
  calls: CommunicationsCalls;
  onClose: () => void;
  onCreated: (channel: ChannelDetail) => void;
}) {
  const submit = apiSubmit(
    (values: GroupValues) =>
      calls.group({ name: values.name, isOpen: values.isOpen, memberIds: values.members.map((p) => p.id) }),
    (channel) => {
      onClose();
      onCreated(channel);
    },
  );
  return (
    <Formik<GroupValues>
      initialValues={{ name: '', isOpen: true, members: [] }}
      validate={(values) =>
        groupChannelSchema
          .validate({ ...values, memberIds: values.members.map((p) => p.id) }, { abortEarly: false })
          .then(
            () => ({}),
            (err: { inner: { path?: string; message: string }[] }) =>
              Object.fromEntries(
                err.inner.map((e) => [e.path === 'memberIds' ? 'members' : (e.path ?? '_'), e.message]),
              ),
          )
      }
      onSubmit={submit}
    >
      {({ isSubmitting, submitForm, resetForm }) => (
        <CommsDialog
          open={open}
          title="New group"
          description="A channel for a team or a topic."
          onClose={() => {
            resetForm();
            onClose();
          }}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button loading={isSubmitting} onClick={() => void submitForm()}>
                Create group
              </Button>
            </>
          }
        >
          <Form noValidate className={ui.stack}>
            <FormField name="name" label="Name" autoComplete="off" />
            <OpenField />
            <MembersField calls={calls} />
            <FormStatusError />
          </Form>
        </CommsDialog>
      )}
    </Formik>
  );
}
