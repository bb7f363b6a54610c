/**
 * The IRMS connector: one call per list the IRMS keeps (purchase orders, customer orders), each
 * answering every record changed since a moment, as Dockhand keeps it (mappers.ts), checked
 * (schemas.ts) before anything is stored. Every failure is an IrmsError with a message for the sync
 * log. Same shape as the shipping tool's connector: credentials in, a transport, a checked answer per
 * call, pure mappers, and a fake to contract-test it against.
 *
 * Both lists page the same way (the API is described in schemas.ts): 200 a page, the most the IRMS
 * allows, until its `totalPages`, at most `maxPages` pages so a runaway answer cannot hold a sync
 * forever. `since` goes to the IRMS as updatedSince; null asks for everything.
 */
import { DEMO_IRMS_URL, demoIrmsFetch } from './demo-account';
import { customerOrderOf, purchaseOrderOf, uniqueByExternalId } from './mappers';
import type { IrmsConnector, IrmsCredentials } from './records';
import { checkAnswer, irmsCustomerOrderPageSchema, irmsPurchaseOrderPageSchema } from './schemas';
import { createIrmsTransport, IrmsError, type IrmsTransportOptions } from './transport';

export interface IrmsConnectorOptions extends IrmsTransportOptions {
  /** Records per page (the IRMS allows at most 200). */
  pageSize?: number;
  /** An IRMS answering more pages than this is refused rather than read without end. */
  maxPages?: number;
}

export const IRMS_PAGE_SIZE = 200;
export const IRMS_MAX_PAGES = 500;

/** One page of a list, checked. */
interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
}

export function createIrmsConnector(
  credentials: IrmsCredentials,
  options: IrmsConnectorOptions = {},
): IrmsConnector {
  const { pageSize = IRMS_PAGE_SIZE, maxPages = IRMS_MAX_PAGES, ...transportOptions } = options;
  const demo = credentials.baseUrl.trim() === DEMO_IRMS_URL;
  const transport = createIrmsTransport(credentials, {
    ...transportOptions,
    fetch: transportOptions.fetch ?? (demo ? demoIrmsFetch() : undefined),
  });

  /** Every record of a paged list, page by page, each page checked before the next is asked for. */
  async function readAllPages<T>(
    path: string,
    what: string,
    since: Date | null,
    check: (answer: unknown, call: string) => Page<T>,
  ): Promise<T[]> {
    const records: T[] = [];
    for (let page = 1; ; page++) {
      const call = `GET ${path} (page ${page})`;
      const query = { ...(since ? { updatedSince: since.toISOString() } : {}), page, pageSize };
      const answer = check(await transport.get(path, query), call);
      // A page other than the one asked for would silently skip or repeat records.
      if (answer.page !== page) throw new IrmsError(`The IRMS answered page ${answer.page} to ${call}.`);
      records.push(...answer.data);
      if (page >= answer.totalPages || answer.data.length === 0) break;
      if (page >= maxPages)
        throw new IrmsError(
          `The IRMS lists more than ${maxPages * pageSize} ${what}${since ? ` changed since ${since.toISOString()}` : ''}: more than one sync can read.`,
        );
    }
    return records;
  }

  return {
    async purchaseOrders(since) {
      const records = await readAllPages('/purchase-orders', 'purchase orders', since, (answer, call) =>
        checkAnswer(irmsPurchaseOrderPageSchema, answer, call),
      );
      return uniqueByExternalId(records.map(purchaseOrderOf));
    },

    async customerOrders(since) {
      const records = await readAllPages('/customer-orders', 'customer orders', since, (answer, call) =>
        checkAnswer(irmsCustomerOrderPageSchema, answer, call),
      );
      return uniqueByExternalId(records.map(customerOrderOf));
    },
  };
}
