/** Every machine of the app, listed for the QA viewer. A new flow adds its line here. */
import { appVersionMachine } from './app-version/app-version.machine';
import { listMachine } from './list/list.machine';
import { registerMachine } from './registry';
import { sessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';

registerMachine({
  id: 'session',
  title: 'Session',
  description: 'Sign-in session: guest, refreshing, authed, logged out; refresh on 401 and every 5 minutes.',
  machine: sessionMachine,
});
registerMachine({
  id: 'site',
  title: 'Site',
  description: 'Site up or down; down shows the maintenance overlay.',
  machine: siteMachine,
});
registerMachine({
  id: 'appVersion',
  title: 'App version',
  description: 'Detects a newer build and offers to reload onto it.',
  machine: appVersionMachine,
});
registerMachine({
  id: 'list',
  title: 'List',
  description:
    'Generic resource list: loading (old rows kept), loaded, failed; a newer query cancels the running load.',
  machine: listMachine,
});
