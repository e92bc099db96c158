import type { UserRights } from './user';
// What each policy model is judged on (the facts a rule needs, not whole rows) and its actions.

export interface JobFacts {
  jobType: string;
  status: string;
  staff: ReadonlyArray<string>;
  claimedBy: string | null;
}

export interface ProjectTarget {
  collaboratorIds: ReadonlyArray<string>;
  /** The project's jobs, for freelancers who see a project through a job. */
  jobs: ReadonlyArray<JobFacts>;
  /** The project's status, where a rule depends on it (a client trashes their project only while it is new). */
  status?: string;
}

export interface JobTarget extends JobFacts {
  projectCollaboratorIds: ReadonlyArray<string>;
}

export interface PaymentTarget {
  userId: string;
}

export interface FeedTarget {
  name: string;
  users: ReadonlyArray<string>;
  createdBy: string | null;
  isAggregate: boolean;
  isLevelBased: boolean;
  isRoleBased: boolean;
  isSystem: boolean;
  isReadOnly: boolean;
}

export interface PostTarget {
  feed: FeedTarget;
  userId: string | null;
  private: boolean;
  type: string;
}

export interface NotificationTarget {
  userId: string;
}

export interface UserTarget {
  id: string;
}

/** A job's submission or review (issue 9 deliverables): the job, and the claimant the round was for. */
export interface DeliverableTarget {
  job: JobTarget;
  claimantId: string | null;
}

/** A record a stored file is attached to, with what its own policy judges. */
export type FileAttachment =
  | { kind: 'payment'; payment: PaymentTarget }
  | { kind: 'job'; job: JobTarget }
  | { kind: 'projectDoc'; project: ProjectTarget }
  | { kind: 'post'; post: PostTarget }
  | { kind: 'deliverable'; deliverable: DeliverableTarget }
  | { kind: 'scene'; project: ProjectTarget }
  | { kind: 'video'; project: ProjectTarget }
  | { kind: 'resource'; resource: ResourceTarget }
  | { kind: 'cover'; project: ProjectTarget }
  | { kind: 'comment'; comment: CommentTarget }
  | { kind: 'message'; conversation: ConversationTarget }
  | { kind: 'picture' }
  | { kind: 'blogpost' };

/** A change of a user's level, roles and stars (`UserRights`, policies/user.ts). */
export interface RightsChangeTarget {
  userId: string;
  before: UserRights;
  after: UserRights;
}

/** Choosing a remote's version for one's own browser: whether the installation allows it to everyone. */
export interface RemoteVersionTarget {
  overridesForAll: boolean;
}

/** A resource (a cover-title sample): who added it. */
export interface ResourceTarget {
  createdBy: string | null;
}

/** The item comments are on: a project (published: anonymous visitors read its public tab), a scene, a post. */
export type CommentItemTarget =
  | { kind: 'project'; id: string; project: ProjectTarget; published: boolean }
  | { kind: 'scene'; id: string; project: ProjectTarget; projectId: string }
  | { kind: 'post'; id: string; post: PostTarget };

/** A comment (or one about to be written) as its policy judges it. */
export interface CommentTarget {
  item: CommentItemTarget;
  tag: import('../db/types').CommentTag;
  authorId: string | null;
}

export interface FileTarget {
  createdBy: string | null;
  /** Every record the file is attached to (none while it is only uploaded). */
  attachments: ReadonlyArray<FileAttachment>;
  /** Shown by a published project's public view (a scene's image, sketch or frame, a chosen cover): anyone's. */
  inPublicView?: boolean;
}

/** A conversation as the conversation policy judges it (policies/conversation.ts). */
export interface ConversationTarget {
  isGroup: boolean;
  isPublic: boolean;
  createdBy: string | null;
  memberIds: ReadonlyArray<string>;
}

/** A person as a possible member of a conversation: a client's partners are whom the client may talk to. */
export interface MessagingParty {
  id: string;
  level: 'admin' | 'staff' | 'freelancer' | 'client';
  /** For a client: the collaborators of their projects and the admins; empty for everyone else. */
  partnerIds: ReadonlyArray<string>;
}

export interface PolicyModels {
  /** Studio-wide abilities that concern no single record. */
  studio: {
    target: null;
    actions:
      | 'listProjects'
      | 'createProject'
      | 'addToMyProjects'
      | 'listJobs'
      | 'useJobs'
      | 'listPayments'
      | 'listAllPayments'
      | 'makePayment'
      | 'editPricing'
      | 'readPricing'
      | 'readDueDefaults'
      | 'editDueDefaults'
      | 'readCalendar'
      | 'listFeeds'
      | 'listPosts'
      | 'readMemos'
      | 'createFeed'
      | 'createMemo'
      | 'listUsers'
      | 'listUsersFull'
      | 'inviteUsers'
      | 'projectOverview'
      | 'readTurnaround'
      | 'createFromPost'
      | 'readSpecLibrary'
      | 'readBravo'
      | 'mention';
  };
  project: {
    target: ProjectTarget;
    actions:
      | 'read'
      | 'manage'
      | 'seeInternals'
      | 'createJob'
      | 'splitScript'
      | 'orderScript'
      | 'seeCost'
      | 'rename'
      | 'updateStatus'
      | 'markReady'
      | 'submitForApproval'
      | 'approve'
      | 'hold'
      | 'trash'
      | 'toggleFlags'
      | 'duplicate'
      | 'transfer'
      | 'markGood'
      | 'claimForLaunch'
      | 'editSpecs'
      | 'setupDrive'
      | 'uploadDoc'
      | 'readDocs'
      | 'editBrief'
      | 'publish'
      | 'editChecklist'
      | 'checkAdminItem'
      | 'editMeta'
      | 'seePmLogs'
      | 'seeCollabEmails'
      | 'editCollabs'
      | 'inviteNewPeople'
      | 'submitRawScript'
      | 'editEarnings'
      | 'join';
  };
  job: {
    target: JobTarget;
    /**
     * Who may act, whatever the job's status (the state machine in domain/job-states.ts judges the status):
     * `claim` holders of the role (anyone for `other`) on the invitation list; `work` (release, submit) the
     * claimant; `moderate` (release user, reject, approve, set status, delete) the project's PMs; `markPaid`
     * (paid, unpaid, bonuses) admins.
     */
    actions:
      'read' | 'claim' | 'work' | 'moderate' | 'seeAllPrices' | 'seeBonus' | 'seePaymentInfo' | 'seePaymentDates' | 'markPaid';
  };
  /** `create`: record a payment to this payee; `seePaymentInfo`: the payee's payment info. */
  payment: { target: PaymentTarget; actions: 'read' | 'seePaymentInfo' | 'create' | 'readPbSummary' | 'readStatement' };
  /** `post`: write a post into it; `manage`: edit, delete and edit its people (user-created feeds). */
  feed: { target: FeedTarget; actions: 'read' | 'post' | 'manage' };
  /** `edit` (edit, delete) the author and admins; `rate`, `done` its readers; `todo` readers of a non-private post. */
  post: { target: PostTarget; actions: 'read' | 'acknowledge' | 'edit' | 'rate' | 'todo' | 'done' | 'createProject' };
  notification: { target: NotificationTarget; actions: 'read' | 'update' | 'delete' };
  /** `edit` (level, roles, stars, payment info) is for admins; `countJobs` for admins and the user. */
  user: { target: UserTarget; actions: 'edit' | 'countJobs' };
  rightsChange: { target: RightsChangeTarget; actions: 'apply' };
  /** `read`: its download link and its image variants (policies/file.ts). */
  file: { target: FileTarget; actions: 'read' };
  /** `read`: see a job round's note and files (and download the files). */
  deliverable: { target: DeliverableTarget; actions: 'read' };
  /** Docs (policies/blogpost.ts): studio-wide, judged on the caller alone. */
  blogpost: { target: null; actions: 'list' | 'read' | 'create' | 'edit' | 'delete' | 'listFiles' };
  /** `create`: write in the comment's tab; `hide` also shows again. */
  comment: { target: CommentTarget; actions: 'read' | 'readHidden' | 'create' | 'edit' | 'hide' | 'remove' | 'attach' };
  /** `read` (its messages, search), `post`, `addMember` (groups), `join` (public ones): policies/conversation.ts. */
  conversation: { target: ConversationTarget; actions: 'read' | 'post' | 'addMember' | 'join' };
  /**
   * A project's scenes, judged on the project (policies/scene.ts): `editText` (add, save, remove, sort),
   * `editStoryboard` (image, numbers, sketch, board), `setStatus` (some statuses; `settableSceneStatuses` says
   * which), `like`, `editCredits`, `readVersions`, `readScript` (the Script section is for them).
   */
  scene: {
    target: ProjectTarget;
    actions: 'read' | 'editText' | 'editStoryboard' | 'setStatus' | 'like' | 'editCredits' | 'readVersions' | 'readScript';
  };
  /** A project's video box (policies/video.ts): `read`, `edit` (embed, files, subtitles), `setUrl`. */
  video: { target: ProjectTarget; actions: 'read' | 'edit' | 'setUrl' };
  /** Resources (policies/resource.ts): `read` and `create` for contributors; `update` and `delete` own or PMs. */
  resource: { target: ResourceTarget; actions: 'read' | 'create' | 'update' | 'delete' };
  /** A remote's deployed versions (policies/remote-version.ts): `choose` one for one's own browser (QA overrides). */
  remoteVersion: { target: RemoteVersionTarget; actions: 'choose' };
  /** Webhook endpoints and their delivery logs (policies/webhook.ts): studio-wide, admins only. */
  webhook: { target: null; actions: 'list' | 'create' | 'update' | 'delete' | 'readDeliveries' | 'resend' };
  /**
   * A project's social media covers and titles, judged on the project (policies/social-media.ts): `read`,
   * `edit` (canEdit: add, upload, replace, change, rate), `curate` (select per platform, demonetized, delete).
   */
  socialMedia: { target: ProjectTarget; actions: 'read' | 'edit' | 'curate' };
  /**
   * Client review in the app, judged on the project (policies/review.ts): `readFeedback`, `reply`, `resolve` (its
   * PMs), `decide` (approve or ask for changes: its PMs and its clients).
   */
  review: { target: ProjectTarget; actions: 'readFeedback' | 'reply' | 'resolve' | 'decide' };
}
