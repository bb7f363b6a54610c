/**
 * The docs reader's calls beside the editors' generic bases (server/resources/declarations/docs.ts),
 * for every signed-in user; what each answers is limited to what the user's roles may read
 * (contract src/domain/contracts/docs-reader.ts):
 * - GET /docs/reader, /docs/reader/groups/{slug}, /docs/reader/articles/{slug} — docs-reader.queries.ts;
 * - GET /docs/search?q= — docs-search.queries.ts; GET /docs/help?screen= — the screen's help articles;
 * - GET /docs/changelog/published?before=, GET /docs/changelog/unseen, POST /docs/changelog/seen —
 *   changelog-reader.service.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docsReaderPaths } from '../../../src/domain/contracts/docs-reader';
import { currentUser } from '../../auth/guard';
import { signedIn } from '../../auth/policy';
import type { AppDeps } from '../../context';
import { markChangelogSeen, publishedChangelog, unseenChangelog } from './changelog-reader.service';
import { docsArticle, docsGroup, docsHelp, docsHome } from './docs-reader.queries';
import { searchDocs } from './docs-search.queries';

const local = (path: string) => path.replace(/^\/api/, '');
const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
const slugOf = (request: FastifyRequest) => String((request.params as { slug: string }).slug);

export async function docsRoutes(app: FastifyInstance, { database: { db }, clock }: AppDeps) {
  const route = (summary: string) => ({ config: { access: signedIn }, schema: { summary } });

  app.get(local(docsReaderPaths.home), route('The docs groups the user may read, with their pages'), (r) =>
    docsHome(db, currentUser(r)),
  );
  app.get(`${local(docsReaderPaths.home)}/groups/:slug`, route('A docs group and its pages'), (r) =>
    docsGroup(db, currentUser(r), slugOf(r)),
  );
  app.get(`${local(docsReaderPaths.home)}/articles/:slug`, route('A docs article with its neighbours'), (r) =>
    docsArticle(db, currentUser(r), slugOf(r)),
  );
  app.get(local(docsReaderPaths.search), route('Full-text search over the docs {q}'), (r) =>
    searchDocs(db, currentUser(r), query(r).q),
  );
  app.get(local(docsReaderPaths.help), route('The help articles of a screen {screen}'), async (r, reply) => {
    reply.header('Cache-Control', 'private, max-age=60');
    return docsHelp(db, currentUser(r), query(r).screen);
  });
  app.get(
    local(docsReaderPaths.changelog),
    route('Published changelog entries, newest first {before}'),
    (r) => publishedChangelog(db, clock.now(), query(r).before),
  );
  app.get(
    local(docsReaderPaths.unseen),
    route('Changelog entries published since the user last read it'),
    (r) => unseenChangelog(db, currentUser(r), clock.now()),
  );
  app.post(local(docsReaderPaths.seen), route('The user opened the changelog'), (r) =>
    markChangelogSeen(db, currentUser(r), clock.now()),
  );
}
