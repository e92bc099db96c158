// A contributor's earnings statement: GET /api/payments/statement (JSON, for the printable page) and
// GET /api/payments/statement.csv (the download). Contributors read their own; admins and the payment role anyone's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize, PAYMENTS_FOR_CONTRIBUTORS, type Actor } from '../../../policies';
import {
  DownloadStatementCsvSchema,
  GetStatementSchema,
  STATEMENT_OWN_ONLY,
  type StatementQueryJson,
} from '../../../schemas/payment';
import { earningsStatement, statementCsv } from '../../../services/earnings-statement';
import { contentDisposition } from '../../media';
import { currentUser } from '../../current-user';
import { requestLocale } from '../../../plugins/request-locale';

/** The payee whose statement `actor` asks for, once they may read it. */
function statementUser(actor: Actor, query: StatementQueryJson): string {
  authorize(actor, 'listPayments', 'studio', null, PAYMENTS_FOR_CONTRIBUTORS);
  const userId = query.user ?? actor.id;
  authorize(actor, 'readStatement', 'payment', { userId }, STATEMENT_OWN_ONLY);
  return userId;
}

const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/statement', { schema: GetStatementSchema }, async (request) => {
    const userId = statementUser(currentUser(request), request.query);
    return earningsStatement(app.db, userId, request.query);
  });

  app.get('/statement.csv', { schema: DownloadStatementCsvSchema }, async (request, reply) => {
    const userId = statementUser(currentUser(request), request.query);
    const statement = await earningsStatement(app.db, userId, request.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('cache-control', 'private, no-store');
    reply.header(
      'content-disposition',
      contentDisposition(`earnings ${statement.user.name} ${statement.from} ${statement.to}.csv`),
    );
    return statementCsv(statement, requestLocale(request));
  });
};

export default statementRoutes;
