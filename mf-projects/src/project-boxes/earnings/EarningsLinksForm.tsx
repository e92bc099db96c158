/** The earnings' video links (editEarnings): fbUrl and ytUrl, at least one (spec doc 2 section 5). */
import { useRef, useState, type FormEvent } from 'react';
import type { Project } from 'shared-api';
import { Button, Field, TextInput } from 'shared-ui';
import type { useProjectChange } from '../../project-shared';
import { useEarningsT } from './strings';

type Props = { project: Project; change: ReturnType<typeof useProjectChange> };

export function EarningsLinksForm({ project, change }: Props) {
  const t = useEarningsT();
  const [fbUrl, setFbUrl] = useState(project.earnings?.fbUrl ?? '');
  const [ytUrl, setYtUrl] = useState(project.earnings?.ytUrl ?? '');
  const [missing, setMissing] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { fbUrl: fbUrl.trim(), ytUrl: ytUrl.trim() };
    if (!body.fbUrl && !body.ytUrl) {
      setMissing(true);
      first.current?.focus();
      return;
    }
    setMissing(false);
    // Only the links given: the contract's body is `{ fbUrl?, ytUrl? }`.
    void change.run('earnings', Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label={t('earningsBox.fbUrl')} error={missing ? t('earningsBox.linksRequired') : undefined}>
        <TextInput ref={first} type="url" inputMode="url" value={fbUrl} onChange={(event) => setFbUrl(event.target.value)} />
      </Field>
      <Field label={t('earningsBox.ytUrl')}>
        <TextInput type="url" inputMode="url" value={ytUrl} onChange={(event) => setYtUrl(event.target.value)} />
      </Field>
      <Button type="submit" variant="primary" loading={change.pending === 'earnings'} disabled={change.pending !== null}>
        {t('earningsBox.saveLinks')}
      </Button>
    </form>
  );
}
