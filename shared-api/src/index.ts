/** shared-api: the one HTTP client, SWR hooks, session, permissions, constants, event bus and remote-module types. */
import './instance-count';
export { api, type Api, type RequestOptions, type UploadOptions, type UploadParts } from './client/api';
export type { ApiPath, HttpMethod, OperationAt, PathFor, RequestParts } from './client/api-paths';
export { fileUploader, uploadFile, type UploadAnswer } from './client/upload-file';
export {
  ApiError,
  handleApiError,
  loginRedirectUrl,
  isAbortError,
  errorBodyOf,
  UNEXPECTED_ERROR,
  DEFAULT_LOGIN_URL,
  type ErrorHandlingOptions,
} from './client/errors';
export { serializeQuery, withQuery, type Query, type QueryValue } from './client/query';
export { browserNavigation, navigateTo, currentAddress } from './client/navigation';

export { useApi, apiKey, type UseApiOptions, type GetParts, type GetPath } from './swr/useApi';
export {
  useApiInfinite,
  DEFAULT_PAGE_SIZE,
  type UseApiInfiniteOptions,
  type UseApiInfiniteResult,
  type PageItem,
} from './swr/useApiInfinite';
export { revalidate } from './swr/revalidate';
export {
  MY_JOBS_WIDGET_QUERY,
  MY_MESSAGES_WIDGET_QUERY,
  myProjectsWidgetQuery,
  preloadApi,
  preloadDashboardReads,
} from './swr/dashboard-reads';
export { useRequest } from './client/useRequest';
export { useOptimisticToggles } from './client/useOptimisticToggles';
export { messageOf, useMessageCall, type MessageCallOptions } from './client/useMessageCall';
export { lookupUsers, useUserPages, useUsers, USER_PAGE_SIZE, USERS_PATH, type UsersPage, type UsersQuery } from './users/users';

export { useSession, loadSession, type SessionState } from './session/session';
export { readBoot, resolveLocale, BOOT_ELEMENT_ID, type Boot } from './session/boot';

export {
  isAdmin,
  isPm,
  isPower,
  isContrib,
  hasRole,
  isCollab,
  needsTerms,
  roleLevel,
  type PermissionUser,
} from './permissions/permissions';

export * from './constants';

export {
  bus,
  openModal,
  closeModal,
  toast,
  notifyChanged,
  type BusEvents,
  type BusEventName,
  type ToastEvent,
  type ToastKind,
} from './bus/bus';
export { useBusEvent } from './bus/useBusEvent';
export { startLiveEvents, useLiveEvents, LIVE_EVENTS_URL, type LiveEventsOptions } from './live/live-events';

export * from './federation/remote-modules';
export {
  loadRemoteModule,
  provideRemoteLoader,
  RemoteLoadError,
  remoteOf,
  failureReason,
  type RemoteFailureReason,
  type RemoteLoadOptions,
  type RemoteModuleLoader,
} from './federation/remote-loader';
export * from './types';
export {
  countCharacters,
  countWords,
  scriptStats,
  wordBand,
  WORD_COUNT_TARGET,
  WORD_COUNT_WARNING,
  type ScriptStats,
  type WordBand,
} from './text/script-count';
export { projectJobsUrl } from './constants/links';
export { downloadFile } from './client/download-file';
