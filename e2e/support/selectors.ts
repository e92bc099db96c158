/** The dashboard shows its content: the notifications list and the remote widgets have rendered data. */
export const DASHBOARD_READY = 'main :text("My Projects") >> xpath=ancestor::*[1]';
