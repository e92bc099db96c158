/** The Explore pages: Home, About and Contact — static content of the shell. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { ContactForm } from './ContactForm';
import { SHELL_PAGES_NAMESPACE } from './strings';

const Article = styled.article`
  max-width: 760px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
  }
`;

export function HomePage() {
  const t = useT(SHELL_PAGES_NAMESPACE);
  return (
    <Article>
      <h1>{t('pages.home.title')}</h1>
      <p>{t('pages.home.lead')}</p>
      <Card>
        <ul>
          <li>{t('pages.home.steps.projects')}</li>
          <li>{t('pages.home.steps.jobs')}</li>
          <li>{t('pages.home.steps.feed')}</li>
        </ul>
        <Link to="/app/projects">{t('pages.home.start')}</Link>
      </Card>
    </Article>
  );
}

export function AboutPage() {
  const t = useT(SHELL_PAGES_NAMESPACE);
  return (
    <Article>
      <h1>{t('pages.about.title')}</h1>
      <p>{t('pages.about.body')}</p>
      <Card title={t('pages.about.howTitle')}>
        <p>{t('pages.about.how')}</p>
      </Card>
    </Article>
  );
}

export function ContactPage() {
  const t = useT(SHELL_PAGES_NAMESPACE);
  const email = t('pages.contact.emailValue');
  const payments = t('pages.contact.paymentsValue');
  return (
    <Article>
      <h1>{t('pages.contact.title')}</h1>
      <p>{t('pages.contact.body')}</p>
      <Card>
        <dl>
          <dt>{t('pages.contact.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
          <dt>{t('pages.contact.payments')}</dt>
          <dd>
            <a href={`mailto:${payments}`}>{payments}</a>
          </dd>
          <dt>{t('pages.contact.hours')}</dt>
          <dd>{t('pages.contact.hoursValue')}</dd>
        </dl>
      </Card>
      <ContactForm />
    </Article>
  );
}

export function NotFoundPage() {
  const t = useT(SHELL_NAMESPACE);
  return (
    <Article>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/app/">{t('notFound.back')}</Link>
    </Article>
  );
}
