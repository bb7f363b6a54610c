/**
 * /redirectSupport: old links to support. `?ticketId=12` opens that ticket; `?ticketNumber=1042`
 * looks its id up first (GET …/by-number/{n}); anything else, or a ticket that is unknown or not the
 * user's, lands on the ticket list (with a toast saying so).
 */
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useSearch } from 'wouter';
import { findTicketByNumber } from '../../api/tickets.api';
import { PageLoading } from '../../components/page-loading';
import { ticketScreenPath, ticketsContract } from '../../domain/contracts/tickets';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';

const positive = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export default function RedirectSupportScreen(_props: Partial<ScreenProps>) {
  const params = new URLSearchParams(useSearch());
  const ticketId = params.get('ticketId');
  const ticketNumber = params.get('ticketNumber');
  const [, navigate] = useLocation();
  const api = useApi();

  useEffect(() => {
    const list = (message?: string) => {
      if (message) toast.error(message);
      navigate(ticketsContract.screen.path, { replace: true });
    };
    const id = positive(ticketId);
    if (id) return void navigate(ticketScreenPath(id), { replace: true });
    const n = positive(ticketNumber);
    if (ticketId !== null && ticketNumber === null) return list(`There is no ticket ${ticketId}.`);
    if (!n) return list(ticketNumber !== null ? `There is no ticket #${ticketNumber}.` : undefined);
    const controller = new AbortController();
    findTicketByNumber(api, n, controller.signal).then(
      (ticket) => navigate(ticketScreenPath(ticket.id), { replace: true }),
      () => !controller.signal.aborted && list(`Ticket #${n} was not found, or it is not yours to see.`),
    );
    return () => controller.abort();
  }, [api, navigate, ticketId, ticketNumber]);

  return <PageLoading label="Opening support…" />;
}
