import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, jobTutorialUrl, useSession, type Job } from 'shared-api';
import { Avatar, Badge, ErrorPanel, formatDate, formatMoney, Icon, Loading } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { usePricing } from '../pricing';
import { useJobChanges } from './api/use-job-changes';
import { useJob } from './api/get-job';
import { JobActions } from './JobActions';
import { FileLink } from './FileLink';
import { JobDeliverables, JobHistory } from './Deliverables';
import { JobMenu } from './JobMenu';
import { JobStatusBadge } from './JobStatusBadge';
import { DueCountdown } from './DueCountdown';
import { workSectionUrl } from './links';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  max-width: 900px;
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
const Spacer = styled.span`
  flex: 1;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
const Body = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p:first-child {
    margin-top: 0;
  }
`;
const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const FileList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export type JobDetailProps = {
  jobId: string;
  /** The Back to Jobs link: the job list, or the project's jobs section. */
  backTo: string;
  /** The job's heading level: 1 on its own page, 2 inside the project page (whose h1 is the project title). */
  headingLevel?: 1 | 2;
};

/** One job with every field the spec lists, its action buttons and its menu (spec doc 1 "Job detail"). */
export function JobDetail({ jobId, backTo, headingLevel = 1 }: JobDetailProps) {
  const t = useJobsT();
  const { data, error, isLoading, mutate } = useJob(jobId);
  return (
    <Article aria-labelledby="job-heading">
      <Link to={backTo}>
        <Icon name="arrow-left" /> {t('job.backToJobs')}
      </Link>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <JobView job={data.job} backTo={backTo} headingLevel={headingLevel} />
      ) : (
        <ErrorPanel message={error?.message ?? t('job.notFound')} onRetry={() => void mutate()} />
      )}
    </Article>
  );
}

function JobView({ job, backTo, headingLevel }: { job: Job; backTo: string; headingLevel: 1 | 2 }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const changes = useJobChanges(job);
  const pricing = usePricing(isAdmin(user) && job.actions.includes('bonus'));
  const typeLabel = labels(`jobType.${job.jobType}`, { defaultValue: job.jobType });
  const help = jobTutorialUrl(job.jobType);
  const when = (date: string | null | undefined) => (date ? formatDate(date) : t('job.notYet'));
  const Title = headingLevel === 2 ? 'h2' : 'h1';
  const tiers = (['1', '2', '3'] as const).filter((tier) => typeof job.prices[tier] === 'number');

  return (
    <>
      <Header>
        <Title id="job-heading">{job.jobType === 'other' && job.title ? job.title : typeLabel}</Title>
        <JobStatusBadge status={job.status} jobId={job._id} />
        {job.important && (
          <Badge tone="danger" solid>
            {t('jobs.important')}
          </Badge>
        )}
        {job.perfBased && <Badge tone="neutral">{t('job.perfBased')}</Badge>}
        <Spacer />
        {help && <Link to={help}>{t('job.help')}</Link>}
        <JobMenu
          job={job}
          changes={changes}
          defaultBonus={pricing.data?.pricing.roles[job.jobType]?.bonus}
          onRemoved={() => navigate(backTo)}
        />
      </Header>

      <Facts>
        {job.jobType === 'other' && job.title && (
          <>
            <dt>{t('jobs.jobType')}</dt>
            <dd>{typeLabel}</dd>
          </>
        )}
        <dt>{t('job.project')}</dt>
        <dd>
          <Inline>
            <span>{job.project.title}</span>
            <Link to={workSectionUrl(job, user)}>{t('job.openInProject')}</Link>
          </Inline>
        </dd>
        <dt>{t('job.status')}</dt>
        <dd>{labels(`jobStatus.${job.status}`)}</dd>
        {job.jobType === 'voice' && job.gender !== 'Any' && (
          <>
            <dt>{t('job.gender')}</dt>
            <dd>{labels(`voiceGender.${job.gender}`, { defaultValue: job.gender })}</dd>
          </>
        )}
        {job.jobType === 'translation' && (
          <>
            <dt>{t('job.direction')}</dt>
            <dd>{labels(`translationDirection.${job.direction}`, { defaultValue: job.direction })}</dd>
          </>
        )}
        <dt>{t('job.sceneCount')}</dt>
        <dd>{job.sceneCount}</dd>
        {(job.price !== undefined || tiers.length > 0) && (
          <>
            <dt>{t('job.price')}</dt>
            <dd>
              {typeof job.price === 'number' ? (
                t('job.fixedPrice', { amount: formatMoney(job.price) })
              ) : (
                <Inline>
                  {tiers.map((tier) => (
                    <span key={tier}>{t('job.levelPrice', { level: tier, amount: formatMoney(job.prices[tier] ?? 0) })}</span>
                  ))}
                </Inline>
              )}
            </dd>
          </>
        )}
        {typeof job.bonus === 'number' && job.bonus > 0 && (
          <>
            <dt>{t('job.bonus')}</dt>
            <dd>{formatMoney(job.bonus)}</dd>
          </>
        )}
        <dt>{t('job.for')}</dt>
        <dd>{job.staff.length > 0 ? job.staff.map((person) => person.name).join(', ') : t('job.everyone')}</dd>
        <dt>{t('job.claimedBy')}</dt>
        <dd>
          {job.claimedBy ? (
            <Inline>
              <Avatar name={job.claimedBy.name} picture={job.claimedBy.picture} size={24} />
              <span>{job.claimedBy.name}</span>
              {job.claimedBy.nameAlias && <span>({job.claimedBy.nameAlias})</span>}
            </Inline>
          ) : (
            t('job.unclaimed')
          )}
        </dd>
        {job.claimedBy?.paymentInfo !== undefined && (
          <>
            <dt>{t('job.paymentInfo')}</dt>
            <dd>{job.claimedBy.paymentInfo || '–'}</dd>
          </>
        )}
        <dt>{t('job.created')}</dt>
        <dd>
          {formatDate(job.created)}
          {job.createdBy && ` ${t('job.by', { name: job.createdBy.name })}`}
        </dd>
        {job.dueAt && (
          <>
            <dt>{t('jobs.dueDate')}</dt>
            <dd>
              <DueCountdown job={job} />
            </dd>
          </>
        )}
        <dt>{t('job.claimed')}</dt>
        <dd>{when(job.claimedAt)}</dd>
        {job.approvedAt && (
          <>
            <dt>{t('job.approved')}</dt>
            <dd>{formatDate(job.approvedAt)}</dd>
          </>
        )}
        {job.paidBy !== undefined && (
          <>
            <dt>{t('job.paid')}</dt>
            <dd>{when(job.paidBy)}</dd>
          </>
        )}
        {job.bonusBy !== undefined && (job.bonusBy || (job.bonus ?? 0) > 0) && (
          <>
            <dt>{t('job.bonusPaid')}</dt>
            <dd>{when(job.bonusBy)}</dd>
          </>
        )}
      </Facts>

      {job.project.orderScript && job.jobType === 'project-manager' && <p>{t('job.orderScript')}</p>}

      {job.bodyHtml && (
        <section aria-label={t('job.description')}>
          {/* Rendered and sanitised by the server. */}
          <Body dangerouslySetInnerHTML={{ __html: job.bodyHtml }} />
        </section>
      )}

      {job.files.length > 0 && (
        <section aria-label={t('job.files')}>
          <FileList>
            {job.files.map((file) => (
              <li key={file.id}>
                <FileLink file={file} />
              </li>
            ))}
          </FileList>
        </section>
      )}

      <JobDeliverables job={job} headingLevel={headingLevel} />
      <JobActions job={job} changes={changes} />
      {changes.error && <Problem role="alert">{changes.error}</Problem>}
      <JobHistory job={job} headingLevel={headingLevel} />
    </>
  );
}
