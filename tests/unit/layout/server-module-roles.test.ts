/**
 * Every server module file says what it is by its suffix (issue 12: "role suffixes on every server
 * module file"), so a reader finds the routes, services, reads, policies and jobs of an area at a
 * glance. The vocabulary is closed: a new role is added here on purpose.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROLES = [
  'routes', // HTTP: validate, authorize, call a service, answer
  'http', // what several route files of one module share
  'service', // writes and the work behind a route
  'queries', // reads
  'repository', // reading and locking one record for its services
  'policy', // who may do what to which record
  'logic', // pure rules
  'job', // a timer's work
  'events', // live events sent after commit
  'hub', // live-hub handlers and state
  'pdf', // printable documents
  'file', // downloadable files (CSV, XLSX) streamed to the user
  'report', // a generated report type: its columns and how its rows are read
  'seed', // demo data of the module
  'schema', // request shapes
  'types',
];
const MODULES = join(__dirname, '../../../server/modules');

describe('server module files', () => {
  it('each end in a role suffix', () => {
    const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const unnamed = files.filter((f) => !ROLES.some((role) => f.endsWith(`.${role}.ts`)));
    expect(unnamed).toEqual([]);
  });
});
