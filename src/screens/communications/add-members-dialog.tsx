/** Adds people to a group the user belongs to. */
import { useState } from 'react';
import { describeApiError } from '../../api/api-error';
import type { CommunicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import type { Person } from '../../domain/communications';
import { CommsDialog } from './comms-dialog';
import { PeoplePicker } from '../../components/communications/people-picker';

export function AddMembersDialog({
  channelId,
  open,
  calls,
  memberIds,
  onClose,
}: {
  channelId: number;
  open: boolean;
  calls: CommunicationsCalls;
  memberIds: readonly string[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Person[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setChosen([]);
    setError(null);
    onClose();
  };
  const add = async () => {
    setBusy(true);
    try {
      await calls.addMembers(
        channelId,
        chosen.map((p) => p.id),
      );
      close();
    } catch (e) {
      const failure = describeApiError(e);
      setError(Object.values(failure.fields)[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <CommsDialog
      open={open}
      title="Add members"
      description="They see the whole history of the group."
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button loading={busy} disabled={chosen.length === 0} onClick={() => void add()}>
            Add {chosen.length > 0 ? chosen.length : ''}
          </Button>
        </>
      }
    >
      <PeoplePicker
        calls={calls}
        label="Find people"
        selected={[...chosen, ...memberIds.map((id) => ({ id, name: '', email: '' }))]}
        onToggle={(person, on) =>
          memberIds.includes(person.id)
            ? undefined
            : setChosen((current) => (on ? [...current, person] : current.filter((p) => p.id !== person.id)))
        }
      />
      <FormError message={error} title="Not added" />
    </CommsDialog>
  );
}
