import { useSearchParams } from 'react-router-dom';
import { Field, Select } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { useStaff } from './api/get-staff';

/** Admins: whose numbers the screen shows (`?user=`); empty is the admin's own. */
export function StaffFilter() {
  const t = usePaymentsT();
  const [params, setParams] = useSearchParams();
  const { data } = useStaff(true);
  const options = (data?.users ?? []).map((user) => ({ value: user._id, label: user.name }));
  return (
    <Field label={t('staffFilter.label')}>
      <Select
        value={params.get('user') ?? ''}
        placeholder={t('staffFilter.me')}
        options={options}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set('user', event.target.value);
          else next.delete('user');
          setParams(next);
        }}
      />
    </Field>
  );
}
