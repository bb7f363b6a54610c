import { Redirect } from 'wouter';
import type { ScreenProps } from '../../routes.types';

/** /redirectSupport: old links to support land on the ticket list. */
export default function RedirectSupportScreen(_props: Partial<ScreenProps>) {
  return <Redirect to="/support/tickets/all" replace />;
}
