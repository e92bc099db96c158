// The sentence a 400 gives when a request breaks its schema (issue 13): it names the field as a person knows it, in
// the request's language (plugins/request-locale.ts), never the validator's "body/email must NOT have fewer than 1
// characters". The machine-readable path of the field goes beside it (`field`: "email", "items.0.jobId").
// Every key exists in English and Thai (the i18n check, shared-ui/src/i18n/i18n-keys.test.ts).

export type MessageLocale = 'en' | 'th';

/** One failure as Ajv reports it (what plugins/errors.ts reads). */
export interface ValidationFailure {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  schema?: unknown;
  parentSchema?: { errorMessage?: unknown; type?: unknown; format?: unknown };
}

const en = {
  required: 'Enter the {field}',
  empty: 'Enter the {field}',
  minLength: 'The {field} must have at least {limit} characters',
  maxLength: 'The {field} can have at most {limit} characters',
  minimum: 'The {field} must be at least {limit}',
  maximum: 'The {field} can be at most {limit}',
  exclusiveMinimum: 'The {field} must be more than {limit}',
  exclusiveMaximum: 'The {field} must be less than {limit}',
  minItems: 'Choose at least {limit} for the {field}',
  maxItems: 'The {field} can have at most {limit} entries',
  uniqueItems: 'The {field} lists the same entry twice',
  enum: 'The {field} must be one of: {allowed}',
  const: 'The {field} is not an accepted value',
  typeNumber: 'The {field} must be a number',
  typeInteger: 'The {field} must be a whole number',
  typeString: 'The {field} must be text',
  typeBoolean: 'The {field} must be yes or no',
  typeArray: 'The {field} must be a list',
  typeObject: 'The {field} is not in the expected form',
  typeFinite: 'The {field} must be a finite number',
  format: 'The {field} is not valid',
  pattern: 'The {field} is not valid',
  additionalProperties: '"{extra}" is not a field of this form',
  invalid: 'The {field} is not valid',
  request: 'The request is not valid',
};

const th: Record<keyof typeof en, string> = {
  required: 'กรุณากรอก{field}',
  empty: 'กรุณากรอก{field}',
  minLength: '{field}ต้องมีอย่างน้อย {limit} ตัวอักษร',
  maxLength: '{field}มีได้ไม่เกิน {limit} ตัวอักษร',
  minimum: '{field}ต้องไม่น้อยกว่า {limit}',
  maximum: '{field}ต้องไม่เกิน {limit}',
  exclusiveMinimum: '{field}ต้องมากกว่า {limit}',
  exclusiveMaximum: '{field}ต้องน้อยกว่า {limit}',
  minItems: 'กรุณาเลือก{field}อย่างน้อย {limit} รายการ',
  maxItems: '{field}มีได้ไม่เกิน {limit} รายการ',
  uniqueItems: '{field}มีรายการซ้ำกัน',
  enum: '{field}ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: {allowed}',
  const: '{field}ไม่ใช่ค่าที่ยอมรับ',
  typeNumber: '{field}ต้องเป็นตัวเลข',
  typeInteger: '{field}ต้องเป็นจำนวนเต็ม',
  typeString: '{field}ต้องเป็นข้อความ',
  typeBoolean: '{field}ต้องเป็นใช่หรือไม่ใช่',
  typeArray: '{field}ต้องเป็นรายการ',
  typeObject: '{field}มีรูปแบบไม่ถูกต้อง',
  typeFinite: '{field}ต้องเป็นตัวเลขที่มีค่าจำกัด',
  format: '{field}ไม่ถูกต้อง',
  pattern: '{field}ไม่ถูกต้อง',
  additionalProperties: '"{extra}" ไม่ใช่ช่องของแบบฟอร์มนี้',
  invalid: '{field}ไม่ถูกต้อง',
  request: 'คำขอไม่ถูกต้อง',
};

/** How a person knows each field; a field not listed reads as its name in words ("sceneCount" → "scene count"). */
const enFields = {
  email: 'e-mail address',
  password: 'password',
  currentPassword: 'current password',
  newPassword: 'new password',
  name: 'name',
  nameAlias: 'alias',
  title: 'title',
  titles: 'titles',
  body: 'text',
  text: 'text',
  note: 'note',
  message: 'message',
  subject: 'subject',
  price: 'price',
  prices: 'prices',
  bonus: 'bonus',
  total: 'total',
  search: 'search',
  lookup: 'search',
  comments: 'comments',
  paymentInfo: 'payment details',
  fbUrl: 'Facebook link',
  ytUrl: 'YouTube link',
  gdriveFolder: 'Google Drive folder',
  sceneCount: 'number of scenes',
  projectSize: 'project size',
  numbers: 'numbers',
  role: 'role',
  roles: 'roles',
  roleLevel: 'role level',
  level: 'level',
  status: 'status',
  jobType: 'job type',
  type: 'type',
  kind: 'kind',
  from: 'position to move from',
  to: 'position to move to',
  files: 'files',
  filename: 'file name',
  items: 'items',
  userId: 'person',
  user: 'person',
  jobId: 'job',
  projectId: 'project',
  project: 'project',
  locale: 'language',
  gender: 'gender',
  direction: 'direction',
  staff: 'staff',
  limit: 'page size',
  skip: 'page start',
  id: 'id',
  token: 'link',
  rawScriptBody: 'raw script',
  rawScriptComment: 'comment on the raw script',
  storyboardBrief: 'storyboard brief',
  value: 'value',
  credits: 'credits',
  platform: 'platform',
  perfBased: 'performance-based amount',
  sort: 'order',
  filter: 'filter',
  scenes: 'scenes',
};

const thFields: Record<keyof typeof enFields, string> = {
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
  name: 'ชื่อ',
  nameAlias: 'ชื่อเล่น',
  title: 'ชื่อเรื่อง',
  titles: 'ชื่อเรื่อง',
  body: 'ข้อความ',
  text: 'ข้อความ',
  note: 'หมายเหตุ',
  message: 'ข้อความ',
  subject: 'หัวข้อ',
  price: 'ราคา',
  prices: 'ราคา',
  bonus: 'โบนัส',
  total: 'ยอดรวม',
  search: 'คำค้นหา',
  lookup: 'คำค้นหา',
  comments: 'ความคิดเห็น',
  paymentInfo: 'ข้อมูลการรับเงิน',
  fbUrl: 'ลิงก์ Facebook',
  ytUrl: 'ลิงก์ YouTube',
  gdriveFolder: 'โฟลเดอร์ Google Drive',
  sceneCount: 'จำนวนฉาก',
  projectSize: 'ขนาดโปรเจกต์',
  numbers: 'ตัวเลข',
  role: 'บทบาท',
  roles: 'บทบาท',
  roleLevel: 'ระดับบทบาท',
  level: 'ระดับ',
  status: 'สถานะ',
  jobType: 'ประเภทงาน',
  type: 'ประเภท',
  kind: 'ชนิด',
  from: 'ตำแหน่งเดิม',
  to: 'ตำแหน่งใหม่',
  files: 'ไฟล์',
  filename: 'ชื่อไฟล์',
  items: 'รายการ',
  userId: 'บุคคล',
  user: 'บุคคล',
  jobId: 'งาน',
  projectId: 'โปรเจกต์',
  project: 'โปรเจกต์',
  locale: 'ภาษา',
  gender: 'เพศ',
  direction: 'ทิศทาง',
  staff: 'ทีมงาน',
  limit: 'จำนวนต่อหน้า',
  skip: 'จุดเริ่มของหน้า',
  id: 'รหัส',
  token: 'ลิงก์',
  rawScriptBody: 'สคริปต์ดิบ',
  rawScriptComment: 'ความคิดเห็นต่อสคริปต์ดิบ',
  storyboardBrief: 'บรีฟสตอรี่บอร์ด',
  value: 'ค่า',
  credits: 'เครดิต',
  platform: 'แพลตฟอร์ม',
  perfBased: 'ยอดตามผลงาน',
  sort: 'การเรียงลำดับ',
  filter: 'ตัวกรอง',
  scenes: 'ฉาก',
};

/** Every string table the validation answers read, per language (the i18n check compares their keys). */
export const VALIDATION_TEXTS = { en, th };
export const FIELD_LABELS = { en: enFields, th: thFields };

const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();

/**
 * The field's name for a person: the innermost part of its path that has a name here ("roleLevel" for
 * roleLevel.project-manager, "numbers" for numbers.1.x), else the last named part in words.
 */
export function fieldLabel(path: string[], locale: MessageLocale): string {
  const labels = FIELD_LABELS[locale] as Record<string, string>;
  const known = [...path].reverse().find((part) => Object.hasOwn(labels, part));
  if (known) return labels[known];
  const named = [...path].reverse().find((part) => !/^\d+$/.test(part));
  if (!named) return locale === 'th' ? 'ข้อมูล' : 'input';
  return locale === 'th' ? `“${named}”` : words(named);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const TYPE_KEYS: Record<string, keyof typeof en> = {
  number: 'typeNumber',
  integer: 'typeInteger',
  string: 'typeString',
  boolean: 'typeBoolean',
  array: 'typeArray',
  object: 'typeObject',
};

/** The field path of a failure (`["items", "0", "jobId"]`): where it failed, plus the missing or extra property. */
export function failurePath(failure: ValidationFailure): string[] {
  const path = (failure.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = failure.params?.missingProperty;
  if (failure.keyword === 'required' && typeof missing === 'string') path.push(missing);
  const extra = failure.params?.additionalProperty;
  if (failure.keyword === 'additionalProperties' && typeof extra === 'string') path.push(extra);
  return path;
}

/** The sentence for one failure in `locale`. */
export function validationSentence(failure: ValidationFailure, locale: MessageLocale): string {
  const texts = VALIDATION_TEXTS[locale];
  const path = failurePath(failure);
  const field = fieldLabel(path, locale);
  const limit = String(failure.params?.limit ?? '');
  const values = { field, limit };
  switch (failure.keyword) {
    case 'required':
      return fill(texts.required, values);
    case 'minLength':
      return fill(limit === '1' ? texts.empty : texts.minLength, values);
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
    case 'uniqueItems':
    case 'const':
    case 'format':
    case 'pattern':
      return fill(texts[failure.keyword], values);
    case 'enum': {
      const allowed = Array.isArray(failure.params?.allowedValues) ? failure.params.allowedValues : [];
      return fill(texts.enum, { ...values, allowed: allowed.join(', ') });
    }
    case 'type': {
      if (failure.params && Object.keys(failure.params).length === 0) return fill(texts.typeFinite, values);
      const wanted = String(failure.params?.type ?? '').split(',')[0];
      return fill(texts[TYPE_KEYS[wanted] ?? 'invalid'], values);
    }
    case 'additionalProperties':
      return fill(texts.additionalProperties, { extra: String(failure.params?.additionalProperty ?? '') });
    default:
      return path.length ? fill(texts.invalid, values) : texts.request;
  }
}
