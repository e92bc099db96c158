import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  DateTime,
  emailField,
  ErrorResponse,
  newPasswordField,
  nullable,
  PASSWORD_MIN_LENGTH,
  ref,
  responses,
  stringEnum,
} from './common';
import { Locale, SessionUser } from './session';

export const TERMS_AGREED = 'You agreed to Freelance Services Terms and Conditions';
export const PROFILE_UPDATED = 'Profile updated';
export const PICTURE_UPDATED = 'Profile picture updated';
export const NOTIFICATIONS_UPDATED = 'Notification settings updated';
export const PASSWORD_UPDATED = 'Password updated';
export const PASSWORD_TOO_SHORT = `The new password must have at least ${PASSWORD_MIN_LENGTH} characters`;
export const LOCALE_UPDATED = 'Language updated';

/** How notification mails come: one by one (folded like the bell), once a day as a digest, or not at all. */
export const NOTIFICATION_MAIL_MODES = ['immediate', 'daily', 'off'] as const;
export type NotificationMailMode = (typeof NOTIFICATION_MAIL_MODES)[number];
export const NotificationMailModeSchema = stringEnum(NOTIFICATION_MAIL_MODES, {
  $id: 'NotificationMailMode',
  title: 'NotificationMailMode',
});

/** The signed-in user's own settings that the session does not carry. */
export const AccountSettings = Type.Object(
  {
    notificationEmailOn: Type.Boolean(),
    /** 'off' exactly when notificationEmailOn is false. */
    notificationMails: ref(NotificationMailModeSchema),
    /** Where notification mails go; null means the sign-in e-mail. */
    notificationEmail: nullable(Type.String()),
    paymentInfo: Type.String(),
    /** False for accounts without a password (then the current password may be left empty). */
    hasPassword: Type.Boolean(),
    created: DateTime,
  },
  { $id: 'AccountSettings', title: 'AccountSettings' },
);
export type AccountSettingsJson = Static<typeof AccountSettings>;

const Account = Type.Object({ user: ref(SessionUser), settings: ref(AccountSettings) });
const AccountChange = Type.Object({ message: Type.String(), user: ref(SessionUser), settings: ref(AccountSettings) });

const change = <B extends TSchema>(operationId: string, summary: string, body: B) => ({
  operationId,
  tags: ['accounts'],
  summary,
  body,
  response: responses({ 200: AccountChange }),
});

export const GetAccountSchema = {
  operationId: 'getAccount',
  tags: ['accounts'],
  summary: "The signed-in user's account (also before agreeing to the freelancer terms)",
  response: responses({ 200: Account }),
};

export const AgreeSchema = {
  operationId: 'agreeToTerms',
  tags: ['accounts'],
  summary: 'Records that the signed-in user agreed to the freelancer terms (the first agreement date is kept)',
  response: responses({ 200: AccountChange }),
};

export const NameSchema = change(
  'setAccountName',
  'Name and alias (the alias is the credit name)',
  Type.Object({ name: Type.String({ maxLength: 100 }), nameAlias: Type.String({ maxLength: 100 }) }),
);

export const NotificationSchema = change(
  'setNotificationMailsOn',
  'Whether notifications are also sent by e-mail (on keeps the immediate or digest choice)',
  Type.Object({ setting: Type.Boolean() }),
);

export const NotificationMailsSchema = change(
  'setNotificationMails',
  'How notification mails come: immediately (folded like the bell), as a daily digest, or off',
  Type.Object({ mode: ref(NotificationMailModeSchema) }),
);

export const NotificationEmailSchema = change(
  'setNotificationEmail',
  'Where notification mails go; an empty string means the sign-in e-mail',
  Type.Object({ email: emailField('The notification e-mail is not a valid address', true) }),
);

export const PasswordSchema = change(
  'setPassword',
  `A new password (at least ${PASSWORD_MIN_LENGTH} characters); signs out the user's other sessions`,
  Type.Object({
    currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
    newPassword: newPasswordField(PASSWORD_TOO_SHORT),
  }),
);

export const LocaleSchema = change('setLocale', 'The language of the app for this user', Type.Object({ locale: ref(Locale) }));

export const PictureSchema = {
  operationId: 'setAccountPicture',
  tags: ['accounts'],
  summary: 'A new profile picture: multipart/form-data with one image in the field `file` (jpg, png, gif or webp, at most 60 MB)',
  consumes: ['multipart/form-data'],
  response: {
    ...responses({ 200: AccountChange }),
    413: ref(ErrorResponse),
    415: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};
