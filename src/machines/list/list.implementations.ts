/** The list machine's I/O for one resource: fetchPage over the resource client. */
import { fromPromise } from 'xstate';
import type { ResourceClient } from '../../api/resource-client';
import { listMachine } from './list.machine';
import { ListSupersededError, type ListQuery, type ListRow, type Page } from './list.types';

export function createListMachine<T extends ListRow>(resource: Pick<ResourceClient<T>, 'list'>) {
  return listMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<ListRow>, ListQuery>(({ input, signal }) => {
        // XState aborts without a reason; the request is cancelled with spec §4's, so whatever sees the
        // rejection knows it was replaced, not failed.
        const controller = new AbortController();
        signal.addEventListener('abort', () => controller.abort(new ListSupersededError()), { once: true });
        return resource.list(input, controller.signal);
      }),
    },
  });
}
