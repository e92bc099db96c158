import { serializeQuery, withQuery, type Query } from './query';

describe('serializeQuery', () => {
  const cases: Array<[string, Query | undefined, string]> = [
    ['no query', undefined, ''],
    ['skips undefined, null and empty strings', { status: 'open', user: undefined, filter: '', projectId: null }, 'status=open'],
    ['keeps zero and false', { skip: 0, pb: false }, 'pb=false&skip=0'],
    ['sorts keys so equal queries give equal keys', { user: 'everyone', status: 'open' }, 'status=open&user=everyone'],
    ['repeats array values and drops blank ones', { role: ['voice', '', 'script'] }, 'role=voice&role=script'],
    ['encodes reserved characters', { search: 'a&b c/ไทย' }, 'search=a%26b+c%2F%E0%B9%84%E0%B8%97%E0%B8%A2'],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    expect(serializeQuery(query)).toBe(expected);
  });
});

describe('withQuery', () => {
  it('appends a query to a path', () => {
    expect(withQuery('/api/jobs', { status: 'open', limit: 5 })).toBe('/api/jobs?limit=5&status=open');
  });
  it('leaves the path alone when everything is blank', () => {
    expect(withQuery('/api/jobs', { status: undefined })).toBe('/api/jobs');
  });
  it('extends a query already in the path', () => {
    expect(withQuery('/api/jobs?status=open', { skip: 20 })).toBe('/api/jobs?status=open&skip=20');
  });
});
