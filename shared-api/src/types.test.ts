import { withQuery } from './client/query';
import type { ApiBody, ApiQuery, ApiResponse, Job, ProjectListItem } from './types';

// Compile-time checks (tsc) that the endpoint helpers read the generated document as intended.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(value: T) => value;

describe('endpoint type helpers', () => {
  it('read responses, queries and bodies of the generated paths', () => {
    expectType<Equal<ApiResponse<'/api/jobs', 'get'>['jobs'], Job[]>>(true);
    expectType<Equal<ApiResponse<'/api/projects', 'get'>['projects'], ProjectListItem[]>>(true);
    expectType<Equal<ApiQuery<'/api/jobs', 'get'>['status'], JobStatusFilterFromQuery>>(true);
    const body: ApiBody<'/api/projects', 'post'> = { title: 'Moon' };
    expect(body.title).toBe('Moon');
    // A generated query type is accepted where the client takes a query.
    const query: ApiQuery<'/api/jobs', 'get'> = { status: 'open', user: 'everyone', skip: 0 };
    expect(withQuery('/api/jobs', query)).toBe('/api/jobs?skip=0&status=open&user=everyone');
  });
});

type JobStatusFilterFromQuery = 'my-jobs' | 'open' | 'incomplete' | 'inprogress' | 'pending' | 'completed' | 'unpaid' | undefined;
