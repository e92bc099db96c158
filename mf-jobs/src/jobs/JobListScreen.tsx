import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, JOB_STATUS_FILTERS, JOB_TYPES, useSession } from 'shared-api';
import {
  Checkbox,
  CollapsibleSideNav,
  Field,
  PagedList,
  PlainList,
  Select,
  SideColumnLayout,
  ScreenHeading,
  sideNavLink,
  withParams,
} from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import { useJobs, type JobsQuery } from './api/get-jobs';
import { jobUrl, OUTSTANDING_PAYMENTS_URL } from '../job';
import { JobItem } from './JobItem';
import { DEFAULT_STATUS, jobsQueryFrom } from './job-list-params';
import { StaffLookup } from './StaffLookup';

/** The admins' rates editor (AppRoutes). */
const JOB_PRICING_URL = '/app/jobs/pricing';

const FilterLink = styled(Link)`
  ${sideNavLink}
`;

/** /app/jobs: the filter sidebar and the jobs of the chosen status and type, reloaded when the address changes. */
export function JobListScreen() {
  const [params] = useSearchParams();
  const query = jobsQueryFrom(params);
  if (!query) return <Navigate replace to={withParams(params, { status: DEFAULT_STATUS })} />;
  return <JobList query={query} params={params} />;
}

function JobList({ query, params }: { query: JobsQuery; params: URLSearchParams }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const jobs = useJobs(query);
  const [chosenName, setChosenName] = useState<{ id: string; name: string } | null>(null);
  const typeLabel = query.filter ? labels(`jobType.${query.filter}`, { defaultValue: query.filter }) : undefined;
  // The chosen claimant's name: remembered from the lookup, else read off their jobs.
  const claimantName =
    query.user && query.user !== 'everyone'
      ? chosenName?.id === query.user
        ? chosenName.name
        : jobs.items.find((job) => job.claimedBy?._id === query.user)?.claimedBy?.name
      : undefined;

  return (
    <SideColumnLayout>
      {/* On a phone the filters fold behind a button, so the first job shows in the first screenful. */}
      <CollapsibleSideNav aria-label={t('jobs.filter')} toggleLabel={t('jobs.filter')}>
        <h2 id="job-status-filter">{t('jobs.status')}</h2>
        <ul aria-labelledby="job-status-filter">
          {JOB_STATUS_FILTERS.map((status) => (
            <li key={status}>
              <FilterLink to={withParams(params, { status })} aria-current={status === query.status ? 'page' : undefined}>
                {labels(`jobStatusFilter.${status}`)}
              </FilterLink>
            </li>
          ))}
        </ul>
        <Field label={t('jobs.jobType')}>
          <Select value={query.filter ?? ''} onChange={(event) => navigate(withParams(params, { filter: event.target.value }))}>
            <option value="">{t('jobs.allTypes')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {labels(`jobType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('jobs.sort')}>
          <Select
            value={query.sort ?? 'newest'}
            onChange={(event) => navigate(withParams(params, { sort: event.target.value === 'due' ? 'due' : '' }))}
          >
            <option value="newest">{t('jobs.sortNewest')}</option>
            <option value="due">{t('jobs.sortDue')}</option>
          </Select>
        </Field>
        <Checkbox
          label={t('jobs.lateOnly')}
          checked={query.late === true}
          onChange={(event) => navigate(withParams(params, { late: event.target.checked ? '1' : '' }))}
        />
        {isAdmin(user) && (
          <StaffLookup
            user={query.user ?? 'everyone'}
            userName={claimantName}
            onChoose={(chosen) => {
              setChosenName(chosen ? { id: chosen._id, name: chosen.name } : null);
              navigate(withParams(params, { user: chosen?._id ?? '' }));
            }}
          />
        )}
        {query.projectId && (
          <p>
            {t('jobs.oneProject')} · <Link to={withParams(params, { projectId: '' })}>{t('jobs.allProjects')}</Link>
          </p>
        )}
        {/* The jobs area is for contributors only, so everyone here may see what they are owed. */}
        <FilterLink to={OUTSTANDING_PAYMENTS_URL}>{t('jobs.payments')}</FilterLink>
        {isAdmin(user) && <FilterLink to={JOB_PRICING_URL}>{t('jobs.pricing')}</FilterLink>}
      </CollapsibleSideNav>
      <section aria-labelledby="job-list-heading">
        {/* What the list is (its status); the type filter, once one is chosen, beside it. */}
        <ScreenHeading id="job-list-heading" note={typeLabel}>
          {t(`jobs.listHeading.${query.status}`)}
        </ScreenHeading>
        <PagedList load={jobs} empty={t('jobs.empty')} loadMoreLabel={t('jobs.loadMore')}>
          <PlainList>
            {jobs.items.map((job) => (
              <JobItem key={job._id} job={job} href={jobUrl(job._id)} />
            ))}
          </PlainList>
        </PagedList>
      </section>
    </SideColumnLayout>
  );
}
