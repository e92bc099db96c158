import { withParams } from './withParams';

describe('withParams', () => {
  it('changes one filter and keeps the others', () => {
    expect(withParams(new URLSearchParams('status=new&user=u1'), { status: 'done' })).toBe('?status=done&user=u1');
  });

  it('drops a filter set to the empty value, and adds a new one', () => {
    expect(withParams(new URLSearchParams('status=new&user=u1'), { user: '', projectId: 'p 1' })).toBe(
      '?status=new&projectId=p+1',
    );
  });

  it('leaves the given params untouched', () => {
    const params = new URLSearchParams('status=new');
    withParams(params, { status: 'done' });
    expect(params.toString()).toBe('status=new');
  });
});
