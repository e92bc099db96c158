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

export interface PolicyModels {
  /** Studio-wide abilities that concern no single record. */
  studio: {
    target: null;
    actions:
      | 'listProjects'
      | 'createProject'
      | 'addToMyProjects'
      | 'listJobs'
      | 'listPayments'
      | 'listAllPayments'
      | 'makePayment'
      | 'editPricing'
      | 'listFeeds'
      | 'listPosts'
      | 'readMemos'
      | 'listUsers'
      | 'listUsersFull';
  };
  project: { target: ProjectTarget; actions: 'read' | 'manage' | 'seeInternals' };
  job: {
    target: JobTarget;
    actions: 'read' | 'claim' | 'moderate' | 'seeAllPrices' | 'seeBonus' | 'seePaymentInfo' | 'seePaymentDates' | 'markPaid';
  };
  payment: { target: PaymentTarget; actions: 'read' };
  feed: { target: FeedTarget; actions: 'read' };
  post: { target: PostTarget; actions: 'read' | 'acknowledge' };
  notification: { target: NotificationTarget; actions: 'read' | 'update' | 'delete' };
}
