/** New message: pick a person; their direct channel (one per pair) opens. */
import { useState } from 'react';
import { describeApiError } from '../../api/api-error';
import type { CommunicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import type { ChannelDetail } from '../../domain/communications';

import { CommsDialog } from './comms-dialog';
import { PeoplePicker } from '../../components/communications/people-picker';

export function NewDirectDialog({
  open,
  calls,
  onClose,
  onOpened,
}: {
  open: boolean;
  calls: CommunicationsCalls;
  onClose: () => void;
  onOpened: (channel: ChannelDetail) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <CommsDialog
      open={open}
      title="New message"
      description="Choose whom to write to. You and they share one conversation."
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      }
    >
      <PeoplePicker
        calls={calls}
        label="Find a person"
        onPick={(person) =>
          calls.direct(person.id).then(
            (channel) => {
              close();
              onOpened(channel);
            },
            (e: unknown) => {
              const failure = describeApiError(e);
              setError(Object.values(failure.fields)[0] ?? failure.message);
            },
          )
        }
      />
      <FormError message={error} title="The conversation could not be opened" />
    </CommsDialog>
  );
}
