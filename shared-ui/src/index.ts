/** shared-ui: the design system — theme, primitives, formatters and i18n (English and Thai). */
export { theme, levelTone, statusColor, PRODUCT_FONT_FAMILY, type StudioTheme, type Tone } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { StudioThemeProvider } from './theme/StudioThemeProvider';

export {
  Button,
  IconButton,
  StyledButton,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type IconButtonProps,
} from './primitives/Button';
export {
  TextInput,
  TextArea,
  Select,
  Checkbox,
  Switch,
  MoneyInput,
  type TextInputProps,
  type MoneyInputProps,
  type TextAreaProps,
  type SelectProps,
  type SelectOption,
  type CheckboxProps,
  type SwitchProps,
} from './primitives/inputs';
export { Field, FieldGroup, type FieldProps } from './primitives/Field';
export { Modal, SideModal, type ModalProps, type ModalSize } from './primitives/Modal';
export { PrintOnly } from './primitives/PrintOnly';
export { DataTable, TableScroll, type TableScrollProps } from './primitives/DataTable';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog';
export {
  Toast,
  ToastViewport,
  type ToastItem,
  type ToastKind,
  type ToastProps,
  type ToastViewportProps,
} from './primitives/Toast';
export { Badge, type BadgeProps } from './primitives/Badge';
export {
  Avatar,
  UserGroup,
  mediaUrl,
  setMediaBase,
  initials,
  type AvatarProps,
  type UserGroupProps,
  type MediaSize,
} from './primitives/Avatar';
export { Stars, type StarsProps } from './primitives/Stars';
export { EmptyState, Loading, ErrorPanel, type EmptyStateProps, type ErrorPanelProps } from './primitives/feedback';
export { Lightbox, type GalleryItem, type LightboxProps } from './primitives/Lightbox';
export { Tabs, TabPanel, tabDomId, tabPanelDomId, type TabItem, type TabsProps } from './primitives/Tabs';
export { Menu, type MenuItem, type MenuProps } from './primitives/Menu';
export { Card, type CardProps } from './primitives/Card';
export { FilePicker, type FilePickerProps, type FileUploader, type PickedFile } from './primitives/FilePicker';
export { UploadButton, type UploadButtonProps } from './primitives/UploadButton';
export { CommentsButton, COMMENTS_PARAM, type CommentsButtonProps } from './primitives/CommentsButton';
export { ScreenHeading, type ScreenHeadingProps } from './primitives/ScreenHeading';
export { Spinner } from './primitives/Spinner';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './primitives/Icon';
export {
  PlainList,
  SideNav,
  CollapsibleSideNav,
  type CollapsibleSideNavProps,
  sideNavLink,
  LoadMoreFooter,
  PagedList,
  SideColumnLayout,
  type PagedLoad,
  type PagedListProps,
  type SideColumnLayoutProps,
} from './primitives/lists';
export { focusableIn, useDialog } from './primitives/focus';
export { useDebouncedValue } from './hooks/useDebouncedValue';

export {
  formatRelative,
  formatAgo,
  formatCountdown,
  formatNumber,
  formatMoney,
  formatDate,
  formatDay,
  formatMonth,
  formatTime,
  formatWeekday,
  toDate,
  type DateInput,
} from './format/format';

export {
  i18n,
  t,
  useT,
  useLocale,
  setLocale,
  addTranslations,
  currentLocale,
  translateMessage,
  LOCALES,
  type Locale,
  type Translate,
  type TranslationTable,
} from './i18n/i18n';
export { SHARED_UI_NAMESPACE, MESSAGES_NAMESPACE } from './i18n/strings';
export { ROUTER_FUTURE } from './routerFuture';
export { withParams } from './routing/withParams';
export { lastDays, monthToDate, PeriodFields, useDayPeriod, type DayPeriod, type PeriodFieldsProps } from './routing/period';
