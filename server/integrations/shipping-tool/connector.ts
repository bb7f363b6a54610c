/**
 * The shipping tool connector: one small interface, one call per list the tool keeps, each answering
 * the whole list as Dockhand keeps it (mappers.ts), checked (schemas.ts) before anything is stored.
 * Every failure is a ShippingToolError with a message for the sync log. A connector of another
 * external system (the 3PL WMS) has the same shape: credentials in, a transport, a checked answer
 * per call, pure mappers, and a fake to contract-test it against.
 *
 * ShipStation v1: stores and tags come in one answer each; products page by page (500 a page, the
 * most the tool allows), until the tool's `pages`. Inactive records are asked for too
 * (showInactive=true), so a record the tool deactivated reads as inactive rather than gone.
 */
import { DEMO_SHIPPING_TOOL_URL } from '../../../src/domain/contracts/shipping-tool';
import { demoShippingToolFetch } from './demo-account';
import {
  productOf,
  storeOf,
  tagOf,
  uniqueByExternalId,
  type PulledProduct,
  type PulledStore,
  type PulledTag,
} from './mappers';
import {
  checkAnswer,
  shipStationProductPageSchema,
  shipStationStoresSchema,
  shipStationTagsSchema,
} from './schemas';
import {
  createTransport,
  ShippingToolError,
  type ShippingToolCredentials,
  type TransportOptions,
} from './transport';

export interface ShippingToolConnector {
  stores(): Promise<PulledStore[]>;
  /** Every page. */
  products(): Promise<PulledProduct[]>;
  tags(): Promise<PulledTag[]>;
}

export interface ConnectorOptions extends TransportOptions {
  /** Products per page (ShipStation allows at most 500). */
  pageSize?: number;
  /** A tool answering more pages than this is refused rather than read without end. */
  maxPages?: number;
}

const PAGE_SIZE = 500;
const MAX_PAGES = 400;

export function createShippingToolConnector(
  credentials: ShippingToolCredentials,
  options: ConnectorOptions = {},
): ShippingToolConnector {
  const { pageSize = PAGE_SIZE, maxPages = MAX_PAGES, ...transportOptions } = options;
  const demo = credentials.baseUrl === DEMO_SHIPPING_TOOL_URL;
  const transport = createTransport(credentials, {
    ...transportOptions,
    fetch: transportOptions.fetch ?? (demo ? demoShippingToolFetch() : undefined),
  });

  return {
    async stores() {
      const answer = await transport.get('/stores', { showInactive: true });
      return uniqueByExternalId(checkAnswer(shipStationStoresSchema, answer, 'GET /stores').map(storeOf));
    },

    async products() {
      const products: PulledProduct[] = [];
      for (let page = 1; ; page++) {
        const call = `GET /products (page ${page})`;
        const answer = checkAnswer(
          shipStationProductPageSchema,
          await transport.get('/products', { page, pageSize, showInactive: true }),
          call,
        );
        if (answer.page !== page)
          throw new ShippingToolError(`The shipping tool answered page ${answer.page} to ${call}.`);
        products.push(...answer.products.map(productOf));
        if (page >= answer.pages || answer.products.length === 0) break;
        if (page >= maxPages)
          throw new ShippingToolError(
            `The shipping tool lists more than ${maxPages * pageSize} products: more than one sync can read.`,
          );
      }
      return uniqueByExternalId(products);
    },

    async tags() {
      const answer = await transport.get('/accounts/listtags');
      return uniqueByExternalId(
        checkAnswer(shipStationTagsSchema, answer, 'GET /accounts/listtags').map(tagOf),
      );
    },
  };
}
