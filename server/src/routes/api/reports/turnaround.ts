// Turnaround figures (issue 24): GET /api/reports/turnaround (JSON, for the admin screen) and
// GET /api/reports/turnaround.csv (the download), for admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authorize } from '../../../policies';
import { DownloadTurnaroundCsvSchema, GetTurnaroundSchema, TURNAROUND_FOR_ADMINS } from '../../../schemas/turnaround';
import { turnaroundCsv, turnaroundReport } from '../../../services/turnaround';
import { contentDisposition } from '../../media';
import { currentUser } from '../../current-user';
import { requestLocale } from '../../../plugins/request-locale';

const mayRead = (request: FastifyRequest) =>
  authorize(currentUser(request), 'readTurnaround', 'studio', null, TURNAROUND_FOR_ADMINS);

const turnaroundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/turnaround', { schema: GetTurnaroundSchema }, async (request) => {
    mayRead(request);
    return turnaroundReport(app.db, request.query);
  });

  app.get('/turnaround.csv', { schema: DownloadTurnaroundCsvSchema }, async (request, reply) => {
    mayRead(request);
    const report = await turnaroundReport(app.db, request.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', contentDisposition(`turnaround ${report.from} ${report.to}.csv`));
    return turnaroundCsv(report, requestLocale(request));
  });
};

export default turnaroundRoutes;
