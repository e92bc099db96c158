/** GET /api/projects/{id}/review-report.csv — the feedback report as a CSV download (the project's PMs). */
export const REVIEW_REPORT_CSV_PATH = '/api/projects/{id}/review-report.csv' as const;

/** The download's address (a plain link: the browser saves the file the server names). */
export const reviewReportCsvUrl = (projectId: string) => REVIEW_REPORT_CSV_PATH.replace('{id}', encodeURIComponent(projectId));
