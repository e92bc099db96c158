// The first schema: every table the product needs, so later issues add columns and tables rather
// than rewrite these. One statement per query (PGlite's extended protocol runs one at a time).
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table users (
    id uuid primary key default gen_random_uuid(),
    email text not null check (email = lower(email)),
    name text not null default '',
    name_alias text not null default '',
    picture text,
    level text not null check (level in ('admin', 'staff', 'freelancer', 'client')),
    roles text[] not null default '{}',
    role_levels jsonb not null default '{}',
    payment_info text not null default '',
    password_hash text,
    freelancer_tnc_at timestamptz,
    notification_email_on boolean not null default true,
    notification_email text,
    locale text check (locale in ('en', 'th')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index users_email_key on users (email)`,
  sql`create index users_level_idx on users (level, name)`,
  sql`create index users_roles_idx on users using gin (roles)`,

  sql`create table sessions (
    id uuid primary key default gen_random_uuid(),
    token_hash text not null unique,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index sessions_user_idx on sessions (user_id)`,

  sql`create table feeds (
    id uuid primary key default gen_random_uuid(),
    name text not null unique,
    description text not null default '',
    icon text not null default '',
    users uuid[] not null default '{}',
    is_aggregate boolean not null default false,
    is_level_based boolean not null default false,
    is_role_based boolean not null default false,
    is_system boolean not null default false,
    is_read_only boolean not null default false,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,

  sql`create table posts (
    id uuid primary key default gen_random_uuid(),
    feed_id uuid not null references feeds (id) on delete cascade,
    type text not null default 'post' check (type in ('post', 'todo', 'memo', 'contact', 'user-story')),
    title text not null,
    body text not null default '',
    body_html text not null default '',
    user_id uuid references users (id) on delete set null,
    private boolean not null default false,
    done boolean not null default false,
    rating smallint not null default 3,
    users uuid[] not null default '{}',
    files jsonb not null default '[]',
    meta jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index posts_feed_created_idx on posts (feed_id, created_at desc)`,
  sql`create index posts_created_idx on posts (created_at desc)`,
  sql`create index posts_type_created_idx on posts (type, created_at desc)`,
  sql`create index posts_user_idx on posts (user_id)`,

  sql`create table post_acks (
    post_id uuid not null references posts (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    read_at timestamptz,
    ok_at timestamptz,
    todo_at timestamptz,
    primary key (post_id, user_id)
  )`,
  sql`create index post_acks_user_idx on post_acks (user_id)`,

  sql`create table projects (
    id uuid primary key default gen_random_uuid(),
    title text not null check (length(btrim(title)) > 0),
    status text not null default 'new' check (status in
      ('new', 'script-writing', 'storyboarding', 'production', 'finalizing', 'ready', 'launched', 'onhold', 'trash')),
    old_status text,
    script_status text not null default 'new',
    storyboard_status text not null default 'new',
    perf_based boolean not null default false,
    starred boolean not null default false,
    level smallint not null default 2 check (level between 1 and 3),
    progress smallint not null default 0,
    demon_proof boolean not null default true,
    word_count integer not null default 0,
    character_count integer not null default 0,
    scene_count integer not null default 0,
    platforms text[] not null default '{}',
    fb_launch_date timestamptz,
    disable_relaunch boolean not null default false,
    published boolean not null default false,
    post_id uuid references posts (id) on delete set null,
    meta jsonb not null default '{}',
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index projects_status_updated_idx on projects (status, updated_at desc)`,
  sql`create index projects_updated_idx on projects (updated_at desc)`,

  sql`create table project_collaborators (
    project_id uuid not null references projects (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (project_id, user_id)
  )`,
  sql`create index project_collaborators_user_idx on project_collaborators (user_id)`,

  sql`create table project_listed_by (
    project_id uuid not null references projects (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (user_id, project_id)
  )`,

  sql`create table jobs (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    job_type text not null,
    title text not null default '',
    body text not null default '',
    body_html text not null default '',
    gender text not null default 'Any',
    direction text not null default 'From English',
    scene_count integer not null default 0,
    prices jsonb not null default '{}',
    price numeric(12, 2),
    bonus numeric(12, 2) not null default 0,
    staff uuid[] not null default '{}',
    files jsonb not null default '[]',
    perf_based boolean not null default false,
    status text not null default 'open' check (status in ('open', 'inprogress', 'pending', 'completed')),
    important boolean not null default false,
    claimed_by uuid references users (id) on delete set null,
    claimed_at timestamptz,
    amount_owed numeric(12, 2),
    approved_at timestamptz,
    paid_at timestamptz,
    bonus_paid_at timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index jobs_status_important_created_idx on jobs (status, important desc, created_at desc)`,
  sql`create index jobs_important_created_idx on jobs (important desc, created_at desc)`,
  sql`create index jobs_claimed_by_idx on jobs (claimed_by, status)`,
  sql`create index jobs_project_idx on jobs (project_id, created_at desc)`,

  sql`create table pricing (
    role text primary key,
    rates jsonb not null,
    bonus numeric(12, 2) not null default 0,
    updated_by uuid references users (id) on delete set null,
    updated_at timestamptz not null default now()
  )`,

  sql`create table payments (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete restrict,
    total numeric(12, 2) not null,
    pb_count integer not null default 0,
    files jsonb not null default '[]',
    text text not null default '',
    idempotency_key text unique,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index payments_created_idx on payments (created_at desc)`,
  sql`create index payments_user_created_idx on payments (user_id, created_at desc)`,

  sql`create table payment_jobs (
    payment_id uuid not null references payments (id) on delete cascade,
    job_id uuid not null references jobs (id) on delete restrict,
    kind text not null check (kind in ('job', 'bonus')),
    amount numeric(12, 2) not null,
    primary key (payment_id, job_id, kind),
    unique (job_id, kind)
  )`,

  sql`create table notifications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    actor_id uuid references users (id) on delete set null,
    action_type text not null,
    item_id text not null,
    url text not null,
    text text not null,
    read boolean not null default false,
    count integer not null default 1,
    created_at timestamptz not null default now()
  )`,
  sql`create index notifications_user_created_idx on notifications (user_id, created_at desc)`,
  // At most one unread notification per (user, url, action type): new ones fold into it (count + 1).
  sql`create unique index notifications_unread_fold_key on notifications (user_id, url, action_type) where not read`,

  sql`create table notification_configs (
    user_id uuid not null references users (id) on delete cascade,
    item_id text not null,
    action_type text not null,
    disabled boolean not null,
    primary key (user_id, item_id, action_type)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notification_configs',
    'notifications',
    'payment_jobs',
    'payments',
    'pricing',
    'jobs',
    'project_listed_by',
    'project_collaborators',
    'projects',
    'post_acks',
    'posts',
    'feeds',
    'sessions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
