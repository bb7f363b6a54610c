/** The dry run's I/O: recent events and the dry run itself (src/api/automations.api.ts). */
import { fromPromise } from 'xstate';
import { dryRunAutomation, loadRecentEvents } from '../../api/automations.api';
import type { ApiClient } from '../../api/http';
import { failingAs } from '../api-failure';
import { automationDryRunMachine } from './automation-dry-run.machine';
import type {
  AutomationEventOption,
  DryRunAnswer,
  FetchEventsInput,
  RunDryRunInput,
} from './automation-dry-run.types';

export function createAutomationDryRunMachine(api: ApiClient) {
  return automationDryRunMachine.provide({
    actors: {
      fetchEvents: fromPromise<{ items: AutomationEventOption[] }, FetchEventsInput>(({ input, signal }) =>
        failingAs(loadRecentEvents(api, input.eventType, signal)),
      ),
      runDryRun: fromPromise<DryRunAnswer, RunDryRunInput>(({ input, signal }) =>
        failingAs(dryRunAutomation(api, input, signal)),
      ),
    },
  });
}
