// The server's own sentences in Thai (issue 13): what an answer's `message` says — a refusal (403, 404, 409, …) or
// what an action did ("Job claimed") — keyed by its English text, for a request whose language is Thai
// (request-locale.ts). Validation sentences have their own tables (validation-messages.ts); notifications theirs
// (services/notification-texts.ts). The front end shows the answer as it comes and keeps no copy of these tables;
// server/test/message-translations.test.ts finds every sentence the server can answer with in its source
// (server/test/server-sentences.ts) and fails on one that has neither an entry here nor a pattern below.
import { LABEL_TRANSLATIONS } from 'shared-api/labels';
import type { MessageLocale } from './validation-messages';

export const MESSAGE_TRANSLATIONS_TH: Readonly<Record<string, string>> = {
  // Signing in, permission and the terms gate (errors.ts, policies, plugins/guards.ts)
  'Please sign in': 'กรุณาเข้าสู่ระบบ',
  'Signed out': 'ออกจากระบบแล้ว',
  'You are not allowed to do that': 'คุณไม่มีสิทธิ์ทำสิ่งนี้',
  'Only admins may choose the version of a part for their browser':
    'เฉพาะผู้ดูแลระบบเท่านั้นที่เลือกเวอร์ชันของส่วนต่าง ๆ ของแอปสำหรับเบราว์เซอร์ของตนได้',
  'Please agree to the Freelance Services Terms and Conditions first': 'กรุณายอมรับข้อตกลงและเงื่อนไขการให้บริการฟรีแลนซ์ก่อน',
  'Unexpected error occurred': 'เกิดข้อผิดพลาดที่ไม่คาดคิด',
  // Personal API tokens (services/api-tokens.ts, schemas/api-token.ts, routes/api/accounts/tokens.ts)
  'This API token is not valid: it is unknown, expired or revoked': 'โทเคน API นี้ใช้ไม่ได้: ไม่รู้จัก หมดอายุ หรือถูกเพิกถอนแล้ว',
  'This API token is read-only; use a read and write token to make changes':
    'โทเคน API นี้อ่านได้อย่างเดียว กรุณาใช้โทเคนแบบอ่านและเขียนเพื่อแก้ไขข้อมูล',
  'API tokens cannot do this; sign in to the app to manage tokens or your password':
    'โทเคน API ทำสิ่งนี้ไม่ได้ กรุณาเข้าสู่ระบบในแอปเพื่อจัดการโทเคนหรือรหัสผ่าน',
  'Too many calls with this API token; please wait a minute and try again': 'เรียกใช้โทเคน API นี้บ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
  'API token created; copy it now, it will not be shown again': 'สร้างโทเคน API แล้ว กรุณาคัดลอกตอนนี้ เพราะจะไม่แสดงอีก',
  'API token revoked': 'เพิกถอนโทเคน API แล้ว',
  'Give the token a name': 'กรุณาตั้งชื่อโทเคน',
  'The token name must have at most 100 characters': 'ชื่อโทเคนต้องยาวไม่เกิน 100 ตัวอักษร',
  'The scope must be read or write': 'ขอบเขตต้องเป็นอ่าน หรืออ่านและเขียน',
  'The token must expire in 1 to 365 days': 'โทเคนต้องหมดอายุภายใน 1 ถึง 365 วัน',
  'No such API token': 'ไม่พบโทเคน API นี้',
  // Webhooks (schemas/webhook.ts, domain/webhooks.ts, routes/api/webhooks)
  'Webhook added; copy its secret now, it will not be shown again': 'เพิ่มเว็บฮุกแล้ว กรุณาคัดลอกรหัสลับตอนนี้ เพราะจะไม่แสดงอีก',
  'Webhook saved': 'บันทึกเว็บฮุกแล้ว',
  'Webhook deleted': 'ลบเว็บฮุกแล้ว',
  'The delivery will be sent again': 'จะส่งรายการนี้อีกครั้ง',
  'No such webhook': 'ไม่พบเว็บฮุกนี้',
  'No such delivery of this webhook': 'ไม่พบรายการส่งนี้ของเว็บฮุก',
  'Only admins may manage webhooks': 'เฉพาะผู้ดูแลระบบเท่านั้นที่จัดการเว็บฮุกได้',
  'events: choose at least one event': 'events: กรุณาเลือกอย่างน้อยหนึ่งเหตุการณ์',
  'events: choose events from the list': 'events: กรุณาเลือกเหตุการณ์จากรายการ',
  'url: the address must have at most 2000 characters': 'url: ที่อยู่ต้องยาวไม่เกิน 2000 ตัวอักษร',
  'Give a url, events or active to change': 'กรุณาระบุ url, events หรือ active ที่ต้องการเปลี่ยน',
  'url: give a full http:// or https:// address': 'url: กรุณาใส่ที่อยู่เต็มที่ขึ้นต้นด้วย http:// หรือ https://',
  'url: put no user name or password in the address': 'url: ห้ามใส่ชื่อผู้ใช้หรือรหัสผ่านในที่อยู่',
  'url: private, loopback and link-local addresses are not allowed': 'url: ไม่อนุญาตที่อยู่ภายในเครือข่าย ที่อยู่ลูปแบ็ก และที่อยู่ลิงก์โลคัล',
  // Database conflicts (plugins/errors.ts)
  'That already exists (changed meanwhile?); reload and try again':
    'มีรายการนี้อยู่แล้ว (อาจมีการเปลี่ยนแปลงระหว่างนี้) กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  'That would undo a recorded payment, which is never undone': 'การทำเช่นนี้จะยกเลิกการจ่ายเงินที่บันทึกไว้แล้ว ซึ่งยกเลิกไม่ได้',
  'The record changed meanwhile; try again': 'ข้อมูลมีการเปลี่ยนแปลงระหว่างนี้ กรุณาลองอีกครั้ง',
  // The PB breakdown and PB payouts (routes/api/payments/pb.ts)
  'You may read only your own PB breakdown': 'คุณดูรายละเอียดรายได้ PB ได้เฉพาะของตัวเองเท่านั้น',
  "amount: more than the user's PB share still owed on this project": 'amount: มากกว่าส่วนแบ่ง PB ที่ยังค้างจ่ายให้ผู้ใช้นี้ในโปรเจกต์นี้',
  'PB payout recorded': 'บันทึกการจ่ายส่วนแบ่ง PB แล้ว',
  // The earnings statement (routes/api/payments/statement.ts)
  'You may read only your own earnings statement': 'คุณดูใบแจ้งรายได้ได้เฉพาะของตัวเองเท่านั้น',
  'to: the period ends before it starts': 'to: วันสิ้นสุดช่วงเวลาอยู่ก่อนวันเริ่มต้น',
  'to: a statement covers at most 366 days': 'to: ใบแจ้งรายได้ครอบคลุมได้ไม่เกิน 366 วัน',
  'user: no user has this id': 'user: ไม่มีผู้ใช้ที่มีรหัสนี้',
  // Payout export and batches (routes/api/payments/batches.ts, services/payout-batches.ts)
  'Only admins and holders of the payment role can export payouts': 'เฉพาะผู้ดูแลระบบและผู้ที่มีบทบาทการเงินเท่านั้นที่ส่งออกรายการจ่ายเงินได้',
  'batchKey: this batch key was already used for another batch': 'batchKey: รหัสชุดนี้ถูกใช้กับการจ่ายเงินชุดอื่นไปแล้ว',
  'Payout batch recorded': 'บันทึกการจ่ายเงินเป็นชุดแล้ว',
  'this payee is listed twice': 'ผู้รับเงินนี้ถูกระบุซ้ำ',
  // The quote before jobs open (routes/api/projects/quote.ts)
  "Only the project's managers see its quote": 'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่ดูประมาณการค่าใช้จ่ายของโปรเจกต์ได้',
  // Jobs (domain/job-states.ts, domain/new-job.ts, policies/job.ts, services/job-actions.ts, routes/api/jobs)
  'Job already claimed': 'มีคนรับงานนี้ไปแล้ว',
  'Job claimed': 'รับงานแล้ว',
  'Job released': 'ปล่อยงานแล้ว',
  'Job approved': 'อนุมัติงานแล้ว',
  'Job marked paid': 'ทำเครื่องหมายว่าจ่ายเงินงานนี้แล้ว',
  'Job marked unpaid': 'ทำเครื่องหมายว่ายังไม่ได้จ่ายเงินงานนี้',
  'Job status updated': 'อัปเดตสถานะงานแล้ว',
  'Job removed': 'ลบงานแล้ว',
  'User released from the job': 'ถอดผู้ใช้ออกจากงานแล้ว',
  'Bonus saved': 'บันทึกโบนัสแล้ว',
  'Bonus removed': 'ลบโบนัสแล้ว',
  'Bonus marked paid': 'ทำเครื่องหมายว่าจ่ายโบนัสแล้ว',
  'Bonus marked unpaid': 'ทำเครื่องหมายว่ายังไม่ได้จ่ายโบนัส',
  'Marked paid from the job page': 'ทำเครื่องหมายว่าจ่ายแล้วจากหน้างาน',
  'Bonus marked paid from the job page': 'ทำเครื่องหมายว่าจ่ายโบนัสแล้วจากหน้างาน',
  'Only a job in progress or pending approval can be released': 'ปล่อยได้เฉพาะงานที่กำลังทำหรือรออนุมัติ',
  'Only a job in progress can be submitted': 'ส่งได้เฉพาะงานที่กำลังทำ',
  'Only a job in progress can be taken from its claimant': 'ถอดผู้รับงานได้เฉพาะงานที่กำลังทำ',
  'Only a job pending approval can be sent back': 'ส่งกลับไปแก้ไขได้เฉพาะงานที่รออนุมัติ',
  'Only a job in progress or pending approval can be approved': 'อนุมัติได้เฉพาะงานที่กำลังทำหรือรออนุมัติ',
  'Only a completed job can be marked paid': 'ทำเครื่องหมายว่าจ่ายแล้วได้เฉพาะงานที่เสร็จแล้ว',
  'Only a completed job can be marked unpaid': 'ทำเครื่องหมายว่ายังไม่ได้จ่ายได้เฉพาะงานที่เสร็จแล้ว',
  "Only a completed job's bonus can be marked paid": 'ทำเครื่องหมายว่าจ่ายโบนัสแล้วได้เฉพาะงานที่เสร็จแล้ว',
  "Only a completed job's bonus can be marked unpaid": 'ทำเครื่องหมายว่ายังไม่ได้จ่ายโบนัสได้เฉพาะงานที่เสร็จแล้ว',
  'This was paid in a recorded payment, and a recorded payment is never undone':
    'รายการนี้จ่ายไปแล้วในการจ่ายเงินที่บันทึกไว้ และการจ่ายเงินที่บันทึกแล้วยกเลิกไม่ได้',
  'The bonus is paid; mark it unpaid first': 'โบนัสจ่ายไปแล้ว กรุณาทำเครื่องหมายว่ายังไม่ได้จ่ายก่อน',
  'This job has no bonus': 'งานนี้ไม่มีโบนัส',
  'The job is already marked paid': 'งานนี้ถูกทำเครื่องหมายว่าจ่ายแล้ว',
  'The job is not marked paid': 'งานนี้ยังไม่ได้ทำเครื่องหมายว่าจ่ายแล้ว',
  'The bonus is already marked paid': 'โบนัสถูกทำเครื่องหมายว่าจ่ายแล้ว',
  'The bonus is not marked paid': 'โบนัสยังไม่ได้ทำเครื่องหมายว่าจ่ายแล้ว',
  'The job is paid; mark it unpaid first': 'งานนี้จ่ายไปแล้ว กรุณาทำเครื่องหมายว่ายังไม่ได้จ่ายก่อน',
  'Nobody has claimed this job yet': 'ยังไม่มีใครรับงานนี้',
  'Give either a price for each level or one fixed price, not both': 'กรุณาใส่ราคาของแต่ละระดับหรือราคาคงที่ราคาเดียว ไม่ใช่ทั้งสองอย่าง',
  'Jobs are for contributors': 'งานมีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  'You claimed this job: another project manager or admin must approve, price, pay or change it':
    'คุณเป็นผู้รับงานนี้: ผู้จัดการโปรเจกต์หรือผู้ดูแลระบบคนอื่นต้องเป็นผู้อนุมัติ ตั้งราคา จ่ายเงิน หรือแก้ไขงานนี้',
  'Only the user who claimed the job can do that': 'เฉพาะผู้ที่รับงานนี้เท่านั้นที่ทำสิ่งนี้ได้',
  "Only the project's managers can do that": 'เฉพาะผู้จัดการของโปรเจกต์เท่านั้นที่ทำสิ่งนี้ได้',
  'Only admins can do that': 'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำสิ่งนี้ได้',
  'This job is for invited users only': 'งานนี้สำหรับผู้ที่ได้รับเชิญเท่านั้น',
  "Only the project's managers can create jobs": 'เฉพาะผู้จัดการของโปรเจกต์เท่านั้นที่สร้างงานได้',
  'Only admins can order a script-writing job': 'เฉพาะผู้ดูแลระบบเท่านั้นที่สั่งงานเขียนสคริปต์ได้',
  'The pricing table is for admins and project managers': 'ตารางราคามีไว้สำหรับผู้ดูแลระบบและผู้จัดการโปรเจกต์',
  'Only admins can change the pricing': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เปลี่ยนราคาได้',
  'Pricing saved': 'บันทึกราคาแล้ว',
  // Projects (domain/project-states.ts, domain/scene-rules.ts, policies/project.ts, policies/scene.ts, routes/api/projects)
  'The script can be submitted for approval only while the project is in script writing and the script is new':
    'ส่งสคริปต์เพื่อขออนุมัติได้เฉพาะเมื่อโปรเจกต์อยู่ในขั้นเขียนสคริปต์และสคริปต์ยังใหม่',
  'The storyboard can be submitted for approval only while the project is storyboarding and the storyboard is new':
    'ส่งสตอรี่บอร์ดเพื่อขออนุมัติได้เฉพาะเมื่อโปรเจกต์อยู่ในขั้นทำสตอรี่บอร์ดและสตอรี่บอร์ดยังใหม่',
  'The script is not waiting for approval': 'สคริปต์ไม่ได้รออนุมัติ',
  'The storyboard is not waiting for approval': 'สตอรี่บอร์ดไม่ได้รออนุมัติ',
  'Only a project in finalizing can be marked as ready': 'ทำเครื่องหมายว่าพร้อมได้เฉพาะโปรเจกต์ที่อยู่ในขั้นเก็บงาน',
  'The project is on hold or in the trash: make it active or restore it first':
    'โปรเจกต์ถูกพักไว้หรืออยู่ในถังขยะ: กรุณาเปิดใช้งานหรือกู้คืนก่อน',
  'The project is already on hold or in the trash': 'โปรเจกต์ถูกพักไว้หรืออยู่ในถังขยะอยู่แล้ว',
  'The project is not on hold': 'โปรเจกต์ไม่ได้ถูกพักไว้',
  'The project is already in the trash': 'โปรเจกต์อยู่ในถังขยะอยู่แล้ว',
  'The project is not in the trash': 'โปรเจกต์ไม่ได้อยู่ในถังขยะ',
  'The raw script can be submitted only while the project is new': 'ส่งสคริปต์ดิบได้เฉพาะเมื่อโปรเจกต์ยังใหม่',
  'The storyboard brief was already submitted': 'ส่งบรีฟสตอรี่บอร์ดไปแล้ว',
  'The project cannot do that now': 'ตอนนี้โปรเจกต์ทำสิ่งนี้ไม่ได้',
  'The script can be edited only while the project is new, in script writing, storyboarding, production or finalizing':
    'แก้ไขสคริปต์ได้เฉพาะเมื่อโปรเจกต์ใหม่ อยู่ในขั้นเขียนสคริปต์ ทำสตอรี่บอร์ด ผลิต หรือเก็บงาน',
  'The storyboard can be edited only while the project is storyboarding, in production or finalizing':
    'แก้ไขสตอรี่บอร์ดได้เฉพาะเมื่อโปรเจกต์อยู่ในขั้นทำสตอรี่บอร์ด ผลิต หรือเก็บงาน',
  'The project is on hold or in the trash: scene statuses cannot change now':
    'โปรเจกต์ถูกพักไว้หรืออยู่ในถังขยะ: ตอนนี้เปลี่ยนสถานะของฉากไม่ได้',
  "Only the project's PMs and its script writers may add scenes": 'เฉพาะ PM ของโปรเจกต์และคนเขียนสคริปต์เท่านั้นที่เพิ่มฉากได้',
  "Only the project's PMs and its script writers may edit the script": 'เฉพาะ PM ของโปรเจกต์และคนเขียนสคริปต์เท่านั้นที่แก้ไขสคริปต์ได้',
  "Only the project's PMs and its script writers may remove scenes": 'เฉพาะ PM ของโปรเจกต์และคนเขียนสคริปต์เท่านั้นที่ลบฉากได้',
  "Only the project's PMs and its script writers may change the scene order":
    'เฉพาะ PM ของโปรเจกต์และคนเขียนสคริปต์เท่านั้นที่เปลี่ยนลำดับฉากได้',
  "Only the project's PMs and its storyboard artists may change scene images":
    'เฉพาะ PM ของโปรเจกต์และนักวาดสตอรี่บอร์ดเท่านั้นที่เปลี่ยนภาพของฉากได้',
  "Only the project's PMs and its storyboard artists may place scene numbers":
    'เฉพาะ PM ของโปรเจกต์และนักวาดสตอรี่บอร์ดเท่านั้นที่ใส่หมายเลขฉากได้',
  "Only the project's PMs and its storyboard artists may sketch on scenes":
    'เฉพาะ PM ของโปรเจกต์และนักวาดสตอรี่บอร์ดเท่านั้นที่สเก็ตช์บนฉากได้',
  "Only the project's PMs and its storyboard artists may edit the board view":
    'เฉพาะ PM ของโปรเจกต์และนักวาดสตอรี่บอร์ดเท่านั้นที่แก้ไขมุมมองบอร์ดได้',
  'You may not change scene statuses on this project': 'คุณเปลี่ยนสถานะของฉากในโปรเจกต์นี้ไม่ได้',
  "Only the project's PMs may like scenes": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่กดถูกใจฉากได้',
  "Only the project's PMs may edit the credits": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่แก้ไขเครดิตได้',
  'You may not read this scene history': 'คุณดูประวัติของฉากนี้ไม่ได้',
  "Only the project's PMs may clear a scene status": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่ล้างสถานะของฉากได้',
  'The scene order changed meanwhile: reload the scenes and move the scene again':
    'ลำดับฉากเปลี่ยนไประหว่างนี้: กรุณาโหลดฉากใหม่แล้วย้ายฉากอีกครั้ง',
  'The scene has no image to remove': 'ฉากนี้ไม่มีภาพให้ลบ',
  'The scene has no image': 'ฉากนี้ไม่มีภาพ',
  'The Bravo board is for contributors': 'บอร์ด Bravo มีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  "Only the project's PMs may tick its checklist": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่ติ๊กเช็กลิสต์ได้',
  'Only admins may tick the launch steps': 'เฉพาะผู้ดูแลระบบเท่านั้นที่ติ๊กขั้นตอนการเผยแพร่ได้',
  "Only the project's PMs may change this setting": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่เปลี่ยนการตั้งค่านี้ได้',
  "Only the project's PMs may choose its specs": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่เลือกสเปกได้',
  "Only the project's collaborators and PMs may submit its raw script": 'เฉพาะผู้ร่วมงานและ PM ของโปรเจกต์เท่านั้นที่ส่งสคริปต์ดิบได้',
  "Only the project's PMs may write its storyboard brief": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่เขียนบรีฟสตอรี่บอร์ดได้',
  'The voice and music library is for contributors': 'คลังเสียงพากย์และเพลงมีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  'There is no storyboard brief to remove': 'ไม่มีบรีฟสตอรี่บอร์ดให้ลบ',
  'Storyboard brief removed': 'ลบบรีฟสตอรี่บอร์ดแล้ว',
  'Already a collaborator': 'เป็นผู้ร่วมงานอยู่แล้ว',
  'Not a collaborator of this project': 'ไม่ใช่ผู้ร่วมงานของโปรเจกต์นี้',
  "Only the project's managers and the people working on it move it to the trash; its client only while it is new":
    'เฉพาะผู้จัดการโปรเจกต์และผู้ที่ทำงานในโปรเจกต์เท่านั้นที่ย้ายโปรเจกต์ไปถังขยะได้ ลูกค้าย้ายได้เฉพาะตอนที่โปรเจกต์ยังเป็นโปรเจกต์ใหม่',
  "Only the project's managers invite people who have no account yet; ask one of them":
    'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่เชิญคนที่ยังไม่มีบัญชีได้ กรุณาขอให้ผู้จัดการโปรเจกต์ช่วย',
  "Only the project's managers and the people working on it change its collaborators":
    'เฉพาะผู้จัดการและผู้ที่ทำงานในโปรเจกต์เท่านั้นที่เปลี่ยนผู้ร่วมงานได้',
  'Only project managers who are not on the project can join it': 'เฉพาะผู้จัดการโปรเจกต์ที่ยังไม่ได้อยู่ในโปรเจกต์เท่านั้นที่เข้าร่วมได้',
  'Project duplicated': 'ทำสำเนาโปรเจกต์แล้ว',
  'Project created': 'สร้างโปรเจกต์แล้ว',
  'Only admins duplicate projects': 'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำสำเนาโปรเจกต์ได้',
  'Only project managers turn posts into projects': 'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่เปลี่ยนโพสต์เป็นโปรเจกต์ได้',
  "Only the project's managers upload docs": 'เฉพาะผู้จัดการของโปรเจกต์เท่านั้นที่อัปโหลดเอกสารได้',
  'Drive setup has not run for this project': 'ยังไม่ได้ตั้งค่าไดรฟ์ของโปรเจกต์นี้',
  "Only the project's managers set up its drive": 'เฉพาะผู้จัดการของโปรเจกต์เท่านั้นที่ตั้งค่าไดรฟ์ได้',
  'Enter a Facebook or YouTube URL': 'กรุณาใส่ URL ของ Facebook หรือ YouTube',
  'Only admins and the video revenue team change earnings': 'เฉพาะผู้ดูแลระบบและทีมรายได้วิดีโอเท่านั้นที่เปลี่ยนรายได้ได้',
  'Job stats are for admins': 'สถิติงานมีไว้สำหรับผู้ดูแลระบบเท่านั้น',
  'The overview board is for admins': 'บอร์ดภาพรวมมีไว้สำหรับผู้ดูแลระบบเท่านั้น',
  'Turnaround figures are for admins': 'ตัวเลขระยะเวลาดำเนินงานมีไว้สำหรับผู้ดูแลระบบเท่านั้น',
  'to: a turnaround report covers at most 366 days': 'to: รายงานระยะเวลาดำเนินงานครอบคลุมได้ไม่เกิน 366 วัน',
  'Project published': 'เผยแพร่โปรเจกต์แล้ว',
  'Project unpublished': 'ยกเลิกการเผยแพร่โปรเจกต์แล้ว',
  'Portfolio setting saved': 'บันทึกการตั้งค่าพอร์ตโฟลิโอแล้ว',
  "Only the project's managers publish it": 'เฉพาะผู้จัดการของโปรเจกต์เท่านั้นที่เผยแพร่โปรเจกต์ได้',
  'Transfer is not configured': 'ยังไม่ได้ตั้งค่าการโอนโปรเจกต์',
  'The target site did not accept the transfer': 'เว็บไซต์ปลายทางไม่รับการโอน',
  'Only admins transfer projects': 'เฉพาะผู้ดูแลระบบเท่านั้นที่โอนโปรเจกต์ได้',
  'A valid transfer token is required': 'ต้องมีโทเคนการโอนที่ถูกต้อง',
  "Send the transfer as multipart/form-data: the field 'transfer', then its files":
    "กรุณาส่งการโอนแบบ multipart/form-data: ช่อง 'transfer' ก่อน แล้วตามด้วยไฟล์",
  "Send the project first, as the form field 'transfer', then its files": "กรุณาส่งโปรเจกต์ในช่อง 'transfer' ก่อน แล้วจึงส่งไฟล์",
  "transfer: the form field 'transfer' must be the project as JSON": "transfer: ช่อง 'transfer' ต้องเป็นโปรเจกต์ในรูปแบบ JSON",
  'not a place in project.files': 'ไม่ใช่ตำแหน่งใน project.files',
  'expected this image here, in the order of project.files': 'ควรเป็นรูปภาพนี้ตรงนี้ ตามลำดับของ project.files',
  "the part's extension differs from the name in project.files": 'นามสกุลของส่วนนี้ไม่ตรงกับชื่อใน project.files',
  'this image did not arrive': 'รูปภาพนี้มาไม่ถึง',
  'a transferred image must be a jpg, png, gif or webp image': 'รูปภาพที่โอนต้องเป็นไฟล์ jpg, png, gif หรือ webp',
  "Only the project's managers and its cover designers change the video box":
    'เฉพาะผู้จัดการของโปรเจกต์และนักออกแบบภาพปกเท่านั้นที่เปลี่ยนกล่องวิดีโอได้',
  "Only the project's managers, its cover designers and the vrd role update the video URL":
    'เฉพาะผู้จัดการของโปรเจกต์ นักออกแบบภาพปก และบทบาท vrd เท่านั้นที่อัปเดต URL ของวิดีโอได้',
  'This video has no uploaded file': 'วิดีโอนี้ไม่มีไฟล์ที่อัปโหลด',
  // Covers and titles (routes/api/projects/social-media, services/social-media.ts)
  'Cover uploaded': 'อัปโหลดภาพปกแล้ว',
  'Cover image replaced': 'เปลี่ยนภาพของภาพปกแล้ว',
  'Cover selected': 'เลือกภาพปกแล้ว',
  'Cover unselected': 'ยกเลิกการเลือกภาพปกแล้ว',
  'Cover deleted': 'ลบภาพปกแล้ว',
  'Rating saved': 'บันทึกคะแนนแล้ว',
  'Title added': 'เพิ่มชื่อเรื่องแล้ว',
  'Title updated': 'อัปเดตชื่อเรื่องแล้ว',
  'Title selected': 'เลือกชื่อเรื่องแล้ว',
  'Title unselected': 'ยกเลิกการเลือกชื่อเรื่องแล้ว',
  'Title marked demonetized': 'ทำเครื่องหมายว่าถูกปิดการสร้างรายได้แล้ว',
  'Demonetized mark removed': 'นำเครื่องหมายปิดการสร้างรายได้ออกแล้ว',
  'Title deleted': 'ลบชื่อเรื่องแล้ว',
  'Cover order updated': 'อัปเดตลำดับภาพปกแล้ว',
  'Title order updated': 'อัปเดตลำดับชื่อเรื่องแล้ว',
  'The order changed meanwhile: reload and move it again': 'ลำดับถูกเปลี่ยนไประหว่างนี้ โหลดใหม่แล้วย้ายอีกครั้ง',
  'Cover not found': 'ไม่พบภาพปก',
  'Title not found': 'ไม่พบชื่อเรื่อง',
  "Only the project's PMs and its cover designers may add, change, order or rate covers and titles":
    'เฉพาะ PM ของโปรเจกต์และนักออกแบบภาพปกเท่านั้นที่เพิ่ม แก้ไข จัดลำดับ หรือให้คะแนนภาพปกและชื่อเรื่องได้',
  "Only the project's PMs may choose, mark or delete covers and titles":
    'เฉพาะ PM ของโปรเจกต์เท่านั้นที่เลือก ทำเครื่องหมาย หรือลบภาพปกและชื่อเรื่องได้',
  'file: a cover must be a jpg, png, gif or webp image': 'file: ภาพปกต้องเป็นภาพ jpg, png, gif หรือ webp',
  // The video box (routes/api/projects/social-media/videos.ts, services/video-box.ts, schemas/video.ts)
  'Video embedded': 'ฝังวิดีโอแล้ว',
  'Updated video url': 'อัปเดต URL วิดีโอแล้ว',
  'Video uploaded': 'อัปโหลดวิดีโอแล้ว',
  'Subtitle uploaded': 'อัปโหลดคำบรรยายแล้ว',
  'Subtitle deleted': 'ลบคำบรรยายแล้ว',
  'Subtitle not found': 'ไม่พบคำบรรยาย',
  'The video box is active only in production, finalizing, ready and launched':
    'กล่องวิดีโอใช้งานได้เฉพาะช่วงผลิต เก็บงาน พร้อม และเผยแพร่แล้ว',
  'videoUrl: enter a YouTube or Facebook video address (https://…)': 'videoUrl: กรอกลิงก์วิดีโอ YouTube หรือ Facebook (https://…)',
  'file: subtitles must be a SubRip (.srt) or WebVTT (.vtt) file': 'file: คำบรรยายต้องเป็นไฟล์ SubRip (.srt) หรือ WebVTT (.vtt)',
  'file: a subtitle file is at most 5 MB of text': 'file: ไฟล์คำบรรยายต้องเป็นข้อความขนาดไม่เกิน 5 MB',
  'file: upload a video file (such as .mp4, .mov or .webm)': 'file: อัปโหลดไฟล์วิดีโอ (เช่น .mp4, .mov หรือ .webm)',
  'fileId: upload the file first (it must be your own upload)': 'fileId: กรุณาอัปโหลดไฟล์ก่อน (ต้องเป็นไฟล์ที่คุณอัปโหลดเอง)',
  'fileId: the upload is no longer stored; upload it again': 'fileId: ไม่มีไฟล์ที่อัปโหลดนี้เก็บอยู่แล้ว กรุณาอัปโหลดใหม่',
  "Only the project's managers and the people working on it can submit for approval":
    'เฉพาะผู้จัดการและผู้ที่ทำงานในโปรเจกต์เท่านั้นที่ส่งขออนุมัติได้',
  'Only project managers keep a My List': 'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่มีรายการของฉัน',
  'Project updated': 'อัปเดตโปรเจกต์แล้ว',
  'Project added to My List': 'เพิ่มโปรเจกต์ในรายการของฉันแล้ว',
  'Project removed from My List': 'นำโปรเจกต์ออกจากรายการของฉันแล้ว',
  'Only the studio’s contributors use the sample library': 'เฉพาะผู้ร่วมผลิตของสตูดิโอเท่านั้นที่ใช้คลังตัวอย่างได้',
  'Only whoever added the sample, PMs and admins delete it': 'เฉพาะผู้ที่เพิ่มตัวอย่าง PM และผู้ดูแลระบบเท่านั้นที่ลบได้',
  'Resource not found': 'ไม่พบรายการ',
  'Only whoever added the sample, PMs and admins change it': 'เฉพาะผู้ที่เพิ่มตัวอย่าง PM และผู้ดูแลระบบเท่านั้นที่แก้ไขได้',
  'Sample added': 'เพิ่มตัวอย่างแล้ว',
  'Sample updated': 'แก้ไขตัวอย่างแล้ว',
  'Sample deleted': 'ลบตัวอย่างแล้ว',
  'props.title must not be blank': 'props.title: ชื่อเรื่องต้องไม่ว่าง',
  'props.fileId: the sample needs an image (jpg, png, gif or webp) you uploaded':
    'props.fileId: ตัวอย่างต้องมีภาพ (jpg, png, gif หรือ webp) ที่คุณอัปโหลด',
  // Comments, feeds, posts, notifications
  'No project, scene or post with this id': 'ไม่มีโปรเจกต์ ฉาก หรือโพสต์ที่มีรหัสนี้',
  'Comment not found': 'ไม่พบความคิดเห็น',
  'Sign in to attach files or mention people': 'เข้าสู่ระบบเพื่อแนบไฟล์หรือกล่าวถึงผู้อื่น',
  'Sign in to reply to a comment': 'เข้าสู่ระบบเพื่อตอบกลับความคิดเห็น',
  'Only signed-in readers of the project may comment': 'เฉพาะผู้อ่านโปรเจกต์ที่เข้าสู่ระบบแล้วเท่านั้นที่แสดงความคิดเห็นได้',
  "Only the comment's author and admins may edit it": 'เฉพาะผู้เขียนความคิดเห็นและผู้ดูแลระบบเท่านั้นที่แก้ไขได้',
  "Only the comment's author and the item's PMs may remove it": 'เฉพาะผู้เขียนความคิดเห็นและ PM ของรายการเท่านั้นที่ลบได้',
  "Only the comment's author and the item's PMs may hide or show it": 'เฉพาะผู้เขียนความคิดเห็นและ PM ของรายการเท่านั้นที่ซ่อนหรือแสดงได้',
  // Per-user limits (services/user-limits.ts)
  'You have written too many comments in a short time; please wait a few minutes and try again':
    'คุณเขียนความคิดเห็นมากเกินไปในเวลาสั้น ๆ กรุณารอสักครู่แล้วลองอีกครั้ง',
  'You have written too many posts in a short time; please wait a while and try again':
    'คุณเขียนโพสต์มากเกินไปในเวลาสั้น ๆ กรุณารอสักพักแล้วลองอีกครั้ง',
  'You have sent too many messages in a short time; please wait a few minutes and try again':
    'คุณส่งข้อความมากเกินไปในเวลาสั้น ๆ กรุณารอสักครู่แล้วลองอีกครั้ง',
  'You have uploaded too many files in a short time; please wait a while and try again':
    'คุณอัปโหลดไฟล์มากเกินไปในเวลาสั้น ๆ กรุณารอสักพักแล้วลองอีกครั้ง',
  'You have invited too many new people today; please try again tomorrow or ask an admin':
    'วันนี้คุณเชิญคนใหม่มากเกินไปแล้ว กรุณาลองอีกครั้งพรุ่งนี้หรือขอให้ผู้ดูแลระบบช่วย',
  'Too many anonymous comments from here; sign in or try again later':
    'มีความคิดเห็นแบบไม่ระบุชื่อจากที่นี่มากเกินไป กรุณาเข้าสู่ระบบหรือลองใหม่ภายหลัง',
  'Only its creator or an admin changes a user feed; system, level and role feeds stay as they are':
    'เฉพาะผู้สร้างฟีดหรือผู้ดูแลระบบเท่านั้นที่เปลี่ยนฟีดของผู้ใช้ได้ ส่วนฟีดระบบ ฟีดระดับ และฟีดบทบาทเปลี่ยนไม่ได้',
  'Feeds are for contributors': 'ฟีดมีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  'Only admins create feeds': 'เฉพาะผู้ดูแลระบบเท่านั้นที่สร้างฟีดได้',
  'You may not read this feed': 'คุณอ่านฟีดนี้ไม่ได้',
  'Only its author or an admin edits a post': 'เฉพาะผู้เขียนหรือผู้ดูแลระบบเท่านั้นที่แก้ไขโพสต์ได้',
  'You may not rate this post': 'คุณให้คะแนนโพสต์นี้ไม่ได้',
  'You may not mark this post done': 'คุณทำเครื่องหมายว่าโพสต์นี้เสร็จแล้วไม่ได้',
  'Only its author or an admin removes a post': 'เฉพาะผู้เขียนหรือผู้ดูแลระบบเท่านั้นที่ลบโพสต์ได้',
  'Memo acknowledged': 'รับทราบบันทึกข้อความแล้ว',
  'Marked as unread': 'ทำเครื่องหมายว่ายังไม่ได้อ่านแล้ว',
  'Marked as read': 'ทำเครื่องหมายว่าอ่านแล้ว',
  // Messages (routes/api/messages, schemas/message.ts)
  'Conversation not found': 'ไม่พบการสนทนา',
  'before must be the id of a message in this conversation': 'before ต้องเป็นรหัสของข้อความในการสนทนานี้',
  'text must not be blank unless a file is attached': 'ข้อความต้องไม่ว่าง เว้นแต่จะแนบไฟล์',
  'You may not message these people': 'คุณส่งข้อความถึงบุคคลเหล่านี้ไม่ได้',
  'userIds must name someone other than you': 'userIds ต้องระบุบุคคลอื่นที่ไม่ใช่คุณ',
  'Only a group conversation has members added or removed': 'เพิ่มหรือนำสมาชิกออกได้เฉพาะการสนทนากลุ่ม',
  'Only the members of a group may add people to it': 'เฉพาะสมาชิกของกลุ่มเท่านั้นที่เพิ่มคนเข้ากลุ่มได้',
  'Only the creator of a group may remove others; a member may leave': 'เฉพาะผู้สร้างกลุ่มเท่านั้นที่นำผู้อื่นออกได้ ส่วนสมาชิกออกจากกลุ่มเองได้',
  'That person is not a member of this conversation': 'บุคคลนี้ไม่ได้เป็นสมาชิกของการสนทนานี้',
  'Only a public conversation can be joined': 'เข้าร่วมได้เฉพาะการสนทนาสาธารณะ',
  'You are already a member of this conversation': 'คุณเป็นสมาชิกของการสนทนานี้อยู่แล้ว',
  'clientId was used for a message in another conversation': 'clientId นี้ถูกใช้กับข้อความในการสนทนาอื่นแล้ว',
  'Join the conversation to post in it': 'เข้าร่วมการสนทนาก่อนจึงจะส่งข้อความได้',
  'Member removed': 'นำสมาชิกออกแล้ว',
  'User not found': 'ไม่พบผู้ใช้',
  'Notification not found': 'ไม่พบการแจ้งเตือน',
  'Notification removed': 'ลบการแจ้งเตือนแล้ว',
  'All notifications marked read': 'ทำเครื่องหมายว่าอ่านการแจ้งเตือนทั้งหมดแล้ว',
  'Read notifications cleared': 'ล้างการแจ้งเตือนที่อ่านแล้ว',
  // Users, files and media
  'The user list is for admins, staff and project managers': 'รายชื่อผู้ใช้มีไว้สำหรับผู้ดูแลระบบ พนักงาน และผู้จัดการโปรเจกต์',
  'No such user': 'ไม่พบผู้ใช้นี้',
  "Only admins see other users' job counts": 'เฉพาะผู้ดูแลระบบเท่านั้นที่ดูจำนวนงานของผู้ใช้อื่นได้',
  'Only admins invite users': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เชิญผู้ใช้ได้',
  'No such file': 'ไม่พบไฟล์นี้',
  'The requested range is outside the file': 'ช่วงข้อมูลที่ขออยู่นอกขนาดของไฟล์',
  'No such image': 'ไม่พบรูปภาพนี้',
  'No such sample': 'ไม่พบตัวอย่างนี้',
  'This download link is not valid': 'ลิงก์ดาวน์โหลดนี้ไม่ถูกต้อง',
  'This download link has expired; start the download again': 'ลิงก์ดาวน์โหลดนี้หมดอายุแล้ว กรุณาเริ่มดาวน์โหลดใหม่',
  'The file needs a name': 'ไฟล์ต้องมีชื่อ',
  'The file name must be a plain name, without folders or control characters': 'ชื่อไฟล์ต้องเป็นชื่อธรรมดา ไม่มีโฟลเดอร์หรืออักขระควบคุม',
  'The file name needs an extension (such as .jpg or .pdf)': 'ชื่อไฟล์ต้องมีนามสกุล (เช่น .jpg หรือ .pdf)',
  "Send the file as multipart/form-data in the field 'file'": "กรุณาส่งไฟล์แบบ multipart/form-data ในช่อง 'file'",
  "Choose a file to upload (form field 'file')": "กรุณาเลือกไฟล์ที่จะอัปโหลด (ช่อง 'file' ของฟอร์ม)",
  'The stored image is missing': 'ไม่พบรูปภาพที่เก็บไว้',
  'The image has no size': 'รูปภาพไม่มีขนาด',
  // Split into scenes (routes/api/projects/script-split.ts, domain/project-states.ts; issue 28)
  'Split undone: the scenes are removed': 'ยกเลิกการแบ่งแล้ว: นำฉากออกแล้ว',
  "Only the project's PMs may split the raw script into scenes": 'เฉพาะ PM ของโปรเจกต์เท่านั้นที่แบ่งสคริปต์ดิบเป็นฉากได้',
  'The raw script can be split into scenes once, only into a project without scenes whose script may be edited':
    'แบ่งสคริปต์ดิบเป็นฉากได้ครั้งเดียว และเฉพาะในโปรเจกต์ที่ยังไม่มีฉากและยังแก้ไขสคริปต์ได้',
  'The split can be undone only while no scene was changed or added since': 'ยกเลิกการแบ่งได้เฉพาะเมื่อยังไม่มีการแก้ไขหรือเพิ่มฉากหลังจากแบ่ง', // The request itself (errors.ts, plugins/errors.ts, plugins/guards.ts, db/connection-loss.ts)
  'Not found': 'ไม่พบรายการ',
  'The request is not valid': 'คำขอไม่ถูกต้อง',
  'The database is unavailable for a moment; please try again': 'ฐานข้อมูลไม่พร้อมใช้งานชั่วขณะ โปรดลองอีกครั้ง',
  'Cross-site request refused': 'ปฏิเสธคำขอที่มาจากเว็บไซต์อื่น',
  // Accounts, signing in and invitations (routes/api/accounts, routes/api/auth, routes/api/users)
  'You agreed to Freelance Services Terms and Conditions': 'คุณยอมรับข้อกำหนดและเงื่อนไขการให้บริการฟรีแลนซ์แล้ว',
  'Language updated': 'เปลี่ยนภาษาแล้ว',
  'Your name must not be blank': 'ชื่อต้องไม่เว้นว่าง',
  'Profile updated': 'อัปเดตโปรไฟล์แล้ว',
  'Notification settings updated': 'อัปเดตการตั้งค่าการแจ้งเตือนแล้ว',
  'Enter your current password': 'กรอกรหัสผ่านปัจจุบันของคุณ',
  'The current password is wrong': 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  'Password updated': 'อัปเดตรหัสผ่านแล้ว',
  'Profile picture updated': 'อัปเดตรูปโปรไฟล์แล้ว',
  'Too many failed sign-in attempts; please wait a few minutes and try again':
    'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
  'Wrong e-mail or password': 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  'This invitation link is not valid any more: ask an admin for a new one': 'ลิงก์คำเชิญนี้ใช้ไม่ได้แล้ว โปรดขอลิงก์ใหม่จากผู้ดูแลระบบ',
  'Only admins edit users': 'เฉพาะผู้ดูแลระบบเท่านั้นที่แก้ไขผู้ใช้ได้',
  'Clients hold no roles: change the level first': 'ลูกค้าไม่มีบทบาท: กรุณาเปลี่ยนระดับก่อน',
  'You cannot raise your own level or roles': 'คุณเพิ่มระดับหรือบทบาทของตัวเองไม่ได้',
  'The studio needs at least one admin': 'สตูดิโอต้องมีผู้ดูแลระบบอย่างน้อยหนึ่งคน',
  'User updated': 'อัปเดตผู้ใช้แล้ว',
  'A user with that e-mail already exists': 'มีผู้ใช้อีเมลนี้อยู่แล้ว',
  'Invitation sent': 'ส่งคำเชิญแล้ว',
  // Docs and the contact page (routes/api/blogposts, services/blogposts.ts, routes/api/contact)
  'Docs are for contributors': 'เอกสารมีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  'Only admins write docs': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เขียนเอกสารได้',
  'Doc created': 'สร้างเอกสารแล้ว',
  'Doc saved': 'บันทึกเอกสารแล้ว',
  'Doc deleted': 'ลบเอกสารแล้ว',
  'Doc not found': 'ไม่พบเอกสาร',
  'Write a message first': 'โปรดเขียนข้อความก่อน',
  'Tell us your name': 'โปรดบอกชื่อของคุณ',
  'Give an e-mail address we can answer to': 'โปรดระบุอีเมลที่เราตอบกลับได้',
  'Thank you: your story was sent to the studio': 'ขอบคุณ เรื่องเล่าของคุณส่งถึงสตูดิโอแล้ว',
  'Thank you: your message was sent to the studio': 'ขอบคุณ ข้อความของคุณส่งถึงสตูดิโอแล้ว',
  // Comments (routes/api/comments)
  'You may not read or write comments in this tab': 'คุณไม่สามารถอ่านหรือเขียนความคิดเห็นในแท็บนี้',
  'text must not be blank': 'text: ความคิดเห็นต้องไม่ว่างเปล่า',
  'replyTo must be a comment on the same item': 'replyTo: ต้องเป็นความคิดเห็นในรายการเดียวกัน',
  'replyTo must be a top-level comment (replies go one level deep)': 'replyTo: ต้องเป็นความคิดเห็นระดับบนสุด (ตอบกลับซ้อนได้เพียงชั้นเดียว)',
  'tag must be the tag of the comment replied to': 'tag: ต้องเป็นแท็กเดียวกับความคิดเห็นที่ตอบกลับ',
  'Anonymous visitors may only comment in the public tab': 'ผู้เยี่ยมชมที่ไม่ระบุชื่อแสดงความคิดเห็นได้เฉพาะแท็บสาธารณะ',
  'Your comment has been posted': 'โพสต์ความคิดเห็นของคุณแล้ว',
  'Only admins, staff and PMs may mention people': 'เฉพาะแอดมิน สตาฟ และ PM เท่านั้นที่กล่าวถึงผู้อื่นได้',
  'Comment has been updated': 'อัปเดตความคิดเห็นแล้ว',
  'Comment has been deleted': 'ลบความคิดเห็นแล้ว',
  'Comment has been hidden': 'ซ่อนความคิดเห็นแล้ว',
  'Comment has been opened': 'เปิดความคิดเห็นแล้ว',
  // Feeds and posts (routes/api/feeds, routes/api/posts, services/story-projects.ts)
  'name: a feed needs a name': 'name: ฟีดต้องมีชื่อ',
  'Feed not found': 'ไม่พบฟีด',
  'Feed created': 'สร้างฟีดแล้ว',
  'Changes have been saved': 'บันทึกการเปลี่ยนแปลงแล้ว',
  'Feed removed': 'ลบฟีดแล้ว',
  'No such user or feed': 'ไม่พบผู้ใช้หรือฟีดนี้',
  'feed: no such feed': 'feed: ไม่พบฟีดนี้',
  'feed: you may not post to this feed': 'feed: คุณโพสต์ในฟีดนี้ไม่ได้',
  'title: a post needs a title': 'title: โพสต์ต้องมีหัวข้อ',
  'type: only admins post memos': 'type: เฉพาะผู้ดูแลระบบเท่านั้นที่โพสต์บันทึกข้อความได้',
  'private: a memo is for everyone who reads its feed': 'private: บันทึกข้อความมีไว้สำหรับทุกคนที่อ่านฟีดนั้น',
  'Post created': 'สร้างโพสต์แล้ว',
  'A private post is already your to-do': 'โพสต์ส่วนตัวเป็นสิ่งที่ต้องทำของคุณอยู่แล้ว',
  'Removed from your to-do list': 'นำออกจากรายการสิ่งที่ต้องทำแล้ว',
  'Added to your to-do list': 'เพิ่มในรายการสิ่งที่ต้องทำแล้ว',
  'Marked as done': 'ทำเครื่องหมายว่าเสร็จแล้ว',
  'Unmarked as done': 'ยกเลิกเครื่องหมายเสร็จแล้ว',
  'Post removed': 'ลบโพสต์แล้ว',
  'body must have okBy, readBy or markAsRead': 'body: ต้องมี okBy, readBy หรือ markAsRead',
  'Post not found': 'ไม่พบโพสต์',
  // Jobs and payments (routes/api/jobs, routes/api/payments, domain/new-job.ts, services/job-actions.ts, services/locked-job.ts, services/record-payment.ts)
  'Job created': 'สร้างงานแล้ว',
  'Due date saved': 'บันทึกวันกำหนดส่งแล้ว',
  'dueAt must be later than now': 'วันกำหนดส่ง (dueAt) ต้องอยู่หลังเวลาปัจจุบัน',
  'dueAt must be a date and time': 'วันกำหนดส่ง (dueAt) ต้องเป็นวันที่และเวลา',
  // Due-date defaults (routes/api/jobs/due-defaults.ts, domain/due-defaults.ts)
  'The due-date defaults are for admins and project managers': 'ค่าเริ่มต้นวันกำหนดส่งสำหรับผู้ดูแลระบบและผู้จัดการโปรเจกต์เท่านั้น',
  'Only admins can change the due-date defaults': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เปลี่ยนค่าเริ่มต้นวันกำหนดส่งได้',
  'Due-date defaults saved': 'บันทึกค่าเริ่มต้นวันกำหนดส่งแล้ว',
  'defaults: a size band does not apply to its job type': 'defaults: ขนาดโปรเจกต์นี้ใช้กับประเภทงานนี้ไม่ได้',
  'defaults: a job type and size band is given twice': 'defaults: ประเภทงานและขนาดโปรเจกต์นี้ถูกระบุซ้ำ',
  // The studio calendar (routes/api/calendar, domain/calendar.ts)
  'The calendar is for project managers and admins': 'ปฏิทินสำหรับผู้จัดการโปรเจกต์และผู้ดูแลระบบเท่านั้น',
  'to must not be before from': 'วันสิ้นสุด (to) ต้องไม่อยู่ก่อนวันเริ่มต้น (from)',
  'to must be at most 62 days after from': 'วันสิ้นสุด (to) ต้องห่างจากวันเริ่มต้น (from) ไม่เกิน 62 วัน',
  // Planned launch dates (domain/launch-dates.ts)
  'launchDates.fb: give the planned Facebook launch date': 'launchDates.fb: กรุณาระบุวันที่วางแผนเปิดตัวบน Facebook',
  'launchDates.yt: give the planned YouTube launch date': 'launchDates.yt: กรุณาระบุวันที่วางแผนเปิดตัวบน YouTube',
  'launchDates.fb: the planned Facebook launch date must not be in the past':
    'launchDates.fb: วันที่วางแผนเปิดตัวบน Facebook ต้องไม่อยู่ในอดีต',
  'launchDates.yt: the planned YouTube launch date must not be in the past':
    'launchDates.yt: วันที่วางแผนเปิดตัวบน YouTube ต้องไม่อยู่ในอดีต',
  'launchDates.fb: the planned Facebook launch date must be a date': 'launchDates.fb: วันที่วางแผนเปิดตัวบน Facebook ต้องเป็นวันที่',
  'launchDates.yt: the planned YouTube launch date must be a date': 'launchDates.yt: วันที่วางแผนเปิดตัวบน YouTube ต้องเป็นวันที่',
  "A completed job's due date cannot change": 'เปลี่ยนวันกำหนดส่งของงานที่เสร็จแล้วไม่ได้',
  'Job submitted for approval': 'ส่งงานขออนุมัติแล้ว',
  'Revision requested': 'ขอให้แก้ไขงานแล้ว',
  'Job not found': 'ไม่พบงาน',
  'A revision was requested: the job can be approved once it is submitted again': 'มีการขอให้แก้ไขงานนี้แล้ว จะอนุมัติได้เมื่อส่งงานใหม่',
  'A paid job cannot be removed': 'ลบงานที่จ่ายเงินแล้วไม่ได้',
  'prices must hold a price for levels 1, 2 and 3 (or give a fixed price)': 'prices: ต้องมีราคาของระดับ 1, 2 และ 3 (หรือใส่ราคาคงที่)',
  'orderScript applies to Project Management jobs only': 'orderScript: ใช้ได้เฉพาะกับงานบริหารโปรเจกต์',
  'Payments are for contributors': 'การจ่ายเงินมีไว้สำหรับผู้ร่วมผลิตเท่านั้น',
  'Only holders of the payment role can record payments': 'เฉพาะผู้มีบทบาทการจ่ายเงินเท่านั้นที่บันทึกการจ่ายเงินได้',
  'Payment created': 'บันทึกการจ่ายเงินแล้ว',
  'This Idempotency-Key was already used for another payment request': 'Idempotency-Key นี้ถูกใช้กับคำขอจ่ายเงินอื่นไปแล้ว',
  'You cannot record a payment to yourself': 'คุณบันทึกการจ่ายเงินให้ตัวเองไม่ได้',
  // Projects (routes/api/projects, services/locked-project.ts)
  'Project not found': 'ไม่พบโปรเจกต์',
  'Drive setup has already run for this project': 'ตั้งค่าไดรฟ์ของโปรเจกต์นี้ไปแล้ว',
  'Checklist updated': 'อัปเดตเช็กลิสต์แล้ว',
  'Relaunch disabled': 'ปิดการเผยแพร่ซ้ำแล้ว',
  'Relaunch enabled': 'เปิดการเผยแพร่ซ้ำแล้ว',
  'Raw script submitted': 'ส่งสคริปต์ดิบแล้ว',
  'Storyboard brief saved': 'บันทึกบรีฟสตอรี่บอร์ดแล้ว',
  'body: give either email or userId': 'body: กรุณาใส่ email หรือ userId อย่างใดอย่างหนึ่ง',
  'userId: no user has that id': 'userId: ไม่มีผู้ใช้ที่มีรหัสนี้',
  'Invitation email has been sent to the user': 'ส่งอีเมลคำเชิญถึงผู้ใช้แล้ว',
  'Added new collaborator': 'เพิ่มผู้ร่วมงานใหม่แล้ว',
  'A project needs a PM: add another PM first': 'โปรเจกต์ต้องมี PM: กรุณาเพิ่ม PM คนอื่นก่อน',
  'Collaborator removed': 'นำผู้ร่วมงานออกแล้ว',
  'You joined the project': 'คุณเข้าร่วมโปรเจกต์แล้ว',
  'Doc uploaded': 'อัปโหลดเอกสารแล้ว',
  'folder must not contain control characters': 'folder: ต้องไม่มีอักขระควบคุม',
  'folder must be an http(s) URL or a folder path': 'folder: ต้องเป็น URL แบบ http(s) หรือพาธของโฟลเดอร์',
  'Upload started': 'เริ่มอัปโหลดแล้ว',
  'Updated Drive Folder': 'อัปเดตโฟลเดอร์ไดรฟ์แล้ว',
  'Earnings links saved': 'บันทึกลิงก์รายได้แล้ว',
  'Sync done': 'ซิงก์เสร็จแล้ว',
  'Project renamed': 'เปลี่ยนชื่อโปรเจกต์แล้ว',
  'Review link created': 'สร้างลิงก์ตรวจงานแล้ว',
  'Review link revoked': 'ยกเลิกลิงก์ตรวจงานแล้ว',
  'Review link not found': 'ไม่พบลิงก์ตรวจงาน',
  "Only the project's managers share it for review": 'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่แชร์ให้ตรวจงานได้',
  'This review link has expired or was revoked; ask the studio for a new one':
    'ลิงก์ตรวจงานนี้หมดอายุหรือถูกยกเลิกแล้ว โปรดขอลิงก์ใหม่จากสตูดิโอ',
  'Wrong password for this review link': 'รหัสผ่านของลิงก์ตรวจงานนี้ไม่ถูกต้อง',
  // Review feedback (services/review-feedback.ts, routes/api/review/feedback.ts, routes/api/projects/review-feedback.ts)
  'Your comment has been sent to the studio': 'ส่งความคิดเห็นของคุณถึงสตูดิโอแล้ว',
  'Your reply has been posted': 'โพสต์คำตอบของคุณแล้ว',
  'Comment marked resolved': 'ทำเครื่องหมายว่าแก้ไขแล้ว',
  'Comment reopened': 'เปิดความคิดเห็นอีกครั้งแล้ว',
  'Approved; the studio has been told': 'อนุมัติแล้ว และแจ้งสตูดิโอแล้ว',
  'Change request sent to the studio': 'ส่งคำขอให้แก้ไขถึงสตูดิโอแล้ว',
  'That item is not part of this review': 'รายการนี้ไม่ได้อยู่ในการตรวจงานนี้',
  'platform: that item is not up for review on that platform': 'platform: รายการนี้ไม่ได้เปิดให้ตรวจสำหรับแพลตฟอร์มนั้น',
  'This review link is for viewing only; ask the studio for a link that may comment':
    'ลิงก์ตรวจงานนี้ใช้ดูได้อย่างเดียว โปรดขอลิงก์ที่แสดงความคิดเห็นได้จากสตูดิโอ',
  'Too many comments through this link from here; please try again later': 'มีความคิดเห็นผ่านลิงก์นี้จากที่นี่มากเกินไป โปรดลองอีกครั้งภายหลัง',
  'Review comment not found': 'ไม่พบความคิดเห็นในการตรวจงาน',
  'Reply to the comment itself (replies go one level deep)': 'โปรดตอบที่ความคิดเห็นหลัก (ตอบกลับได้เพียงชั้นเดียว)',
  'reviewerName must not be blank': 'reviewerName: ชื่อผู้ตรวจต้องไม่ว่าง',
  "Only the project's managers read and answer its review feedback": 'เฉพาะผู้จัดการโปรเจกต์เท่านั้นที่อ่านและตอบความคิดเห็นจากการตรวจงานได้',
  "Only the project's managers and clients approve or ask for changes": 'เฉพาะผู้จัดการโปรเจกต์และลูกค้าเท่านั้นที่อนุมัติหรือขอให้แก้ไขได้',
  'Too many wrong passwords; please wait a few minutes and try again': 'ใส่รหัสผ่านผิดหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
  'name must not be blank': 'ชื่อต้องไม่ว่าง',
  'value: the level must be 1, 2 or 3': 'value: ระดับต้องเป็น 1, 2 หรือ 3',
  'value: a voice sample id, or null': 'value: ต้องเป็นรหัสตัวอย่างเสียงพากย์ หรือ null',
  'value: a music sample id, or null': 'value: ต้องเป็นรหัสตัวอย่างเพลง หรือ null',
  'Submitted for approval': 'ส่งขออนุมัติแล้ว',
  'Script approved': 'อนุมัติสคริปต์แล้ว',
  'Storyboard approved': 'อนุมัติสตอรี่บอร์ดแล้ว',
  'Project is ready for launch': 'โปรเจกต์พร้อมเผยแพร่แล้ว',
  'Project put on hold': 'พักโปรเจกต์ไว้แล้ว',
  'Project is active again': 'โปรเจกต์กลับมาทำงานแล้ว',
  'Project moved to the trash': 'ย้ายโปรเจกต์ไปถังขยะแล้ว',
  'Project restored': 'กู้คืนโปรเจกต์แล้ว',
  'Project status updated': 'อัปเดตสถานะโปรเจกต์แล้ว',
  'target: not one of the transfer targets': 'target: ไม่ใช่ปลายทางการโอนที่ตั้งไว้',
  'target: that is this site; choose another': 'target: นี่คือเว็บไซต์นี้เอง กรุณาเลือกปลายทางอื่น',
  Transferred: 'โอนโปรเจกต์แล้ว',
  'source must be the sending project’s http(s) address': 'source: ต้องเป็นที่อยู่ http(s) ของโปรเจกต์ต้นทาง',
  'You may not download this file': 'คุณไม่มีสิทธิ์ดาวน์โหลดไฟล์นี้',
  // Scenes (routes/api/projects/scenes, services/scenes.ts)
  'Scene not found': 'ไม่พบฉาก',
  'Scene added': 'เพิ่มฉากแล้ว',
  'frames: each frame once': 'frames: ใส่แต่ละเฟรมได้เพียงครั้งเดียว',
  'Updated credits': 'อัปเดตเครดิตแล้ว',
  'Deleted credits': 'ลบเครดิตแล้ว',
  'numbers: upload the scene image before placing numbers on it': 'numbers: กรุณาอัปโหลดภาพของฉากก่อนใส่หมายเลข',
  'Saved scene numbers': 'บันทึกหมายเลขฉากแล้ว',
  'Scene liked': 'ถูกใจฉากแล้ว',
  'Like removed': 'เลิกถูกใจแล้ว',
  'dataUrl: send the sketch as a PNG data URL (data:image/png;base64,…)':
    'dataUrl: กรุณาส่งสเก็ตช์เป็น data URL ของภาพ PNG (data:image/png;base64,…)',
  'dataUrl: the sketch is not a readable PNG image': 'dataUrl: อ่านภาพ PNG ของสเก็ตช์ไม่ได้',
  'dataUrl: the sketch must be a PNG image': 'dataUrl: สเก็ตช์ต้องเป็นภาพ PNG',
  'Sketch saved': 'บันทึกสเก็ตช์แล้ว',
  'Updated scene order': 'อัปเดตลำดับฉากแล้ว',
  'Scene status updated': 'อัปเดตสถานะฉากแล้ว',
  'Can not remove scene with text': 'ลบฉากที่มีข้อความไม่ได้',
  'Scene removed': 'ลบฉากแล้ว',
  // Uploads (services/uploads.ts)
  'The image is larger than 64 megapixels; scale it down and upload it again': 'รูปภาพใหญ่เกิน 64 ล้านพิกเซล กรุณาย่อขนาดแล้วอัปโหลดใหม่',
  'The file is empty': 'ไฟล์ว่างเปล่า',
  'A profile picture must be a jpg, png, gif or webp image': 'รูปโปรไฟล์ต้องเป็นภาพ jpg, png, gif หรือ webp',
  'A scene image must be a jpg, png, gif or webp image': 'ภาพของฉากต้องเป็นภาพ jpg, png, gif หรือ webp',
};

/** The names a "Saved YES/NO for …" answer gives a project's flag or spec (routes/api/projects/flags.ts and specs.ts); a sample's is its own. */
export const SAVED_LABELS_TH: Readonly<Record<string, string>> = {
  Level: 'ระดับ',
  'Disable relaunch': 'ปิดการเผยแพร่ซ้ำ',
  'Email sent': 'ส่งอีเมลแล้ว',
  'Storyboard numbers': 'หมายเลขสตอรี่บอร์ด',
  'Storyboard visible': 'แสดงสตอรี่บอร์ด',
  'Claimed for launch': 'รับงานเผยแพร่',
  'Order script': 'สั่งสคริปต์',
  'Demonetization status good': 'สถานะคำเสี่ยงผ่านแล้ว',
};

/** A job type's Thai label from its English one (messages name job types by their English label). */
const jobTypeTh = (english: string): string => {
  const en = LABEL_TRANSLATIONS.en.jobType as Record<string, string>;
  const key = Object.keys(en).find((type) => en[type] === english);
  return key ? ((LABEL_TRANSLATIONS.th.jobType as Record<string, string>)[key] ?? english) : english;
};

/** Messages with a name or a number in them: the English pattern and its Thai sentence. */
/** Why a target refused a transfer (routes/api/projects/transfer.ts), the target's own message translated too. */
function transferReasonTh(why: string): string {
  const answered = /^(.+) answered (\d+): (.+)$/s.exec(why);
  if (answered) return `${answered[1]} ตอบกลับ ${answered[2]}: ${translateServerMessage(answered[3], 'th')}`;
  const unreachable = /^(.+) could not be reached$/s.exec(why);
  if (unreachable) return `ติดต่อ ${unreachable[1]} ไม่ได้`;
  const silent = /^(.+) did not answer within (.+)$/s.exec(why);
  if (silent) return `${silent[1]} ไม่ตอบภายใน ${silent[2].replace(' ms', ' มิลลิวินาที').replace(' s', ' วินาที')}`;
  const noUrl = /^(.+) sent no project URL$/s.exec(why);
  if (noUrl) return `${noUrl[1]} ไม่ได้ส่งที่อยู่ของโปรเจกต์กลับมา`;
  return why;
}

/** A payout batch's refusal of one entry (`entries[2].items: Job already paid: …`): the field kept, the rest translated. */
function entryMessageTh(entry: string, rest: string): string {
  const whole = translateServerMessage(rest, 'th');
  if (whole !== rest) return `${entry}.${whole}`;
  const field = /^(\w+): (.+)$/s.exec(rest);
  return field ? `${entry}.${field[1]}: ${translateServerMessage(field[2], 'th')}` : `${entry}.${rest}`;
}

const PATTERNS_TH: ReadonlyArray<[RegExp, (...parts: string[]) => string]> = [
  [
    /^Saved (YES|NO) for (.+)$/s,
    (value, label) => `บันทึกแล้ว: ${SAVED_LABELS_TH[label] ?? label} — ${value === 'YES' ? 'ใช่' : 'ไม่'}`,
  ],
  [/^Only holders of the (.+) role can claim this job$/s, (label) => `เฉพาะผู้ที่มีบทบาท${jobTypeTh(label)}เท่านั้นที่รับงานนี้ได้`],
  [/^(.+) jobs are not offered on this site$/s, (label) => `เว็บไซต์นี้ไม่มีงาน${jobTypeTh(label)}`],
  [/^Job is not the payee's: (.+)$/s, (name) => `งานนี้ไม่ใช่ของผู้รับเงิน: ${name}`],
  [/^Job not completed: (.+)$/s, (name) => `งานยังไม่เสร็จ: ${name}`],
  [/^(userIds|users|mentions): (.+) is not a user$/s, (field, id) => `${field}: ${id} ไม่ใช่ผู้ใช้`],
  [/^Job has no bonus: (.+)$/s, (name) => `งานนี้ไม่มีโบนัส: ${name}`],
  [/^Bonus already paid: (.+)$/s, (name) => `จ่ายโบนัสไปแล้ว: ${name}`],
  [/^Job already paid: (.+)$/s, (name) => `จ่ายเงินงานนี้ไปแล้ว: ${name}`],
  [/^This post is already the project "(.+)"$/s, (title) => `โพสต์นี้เป็นโปรเจกต์ "${title}" อยู่แล้ว`],
  [/^The file name must not be longer than (\d+) characters$/s, (max) => `ชื่อไฟล์ต้องยาวไม่เกิน ${max} ตัวอักษร`],
  [/^Files of this type are not accepted here \((.+)\)$/s, (kind) => `ที่นี่ไม่รับไฟล์ประเภทนี้ (${kind})`],
  [/^Files of this type are not accepted; accepted are (.+)$/s, (accepted) => `ไม่รับไฟล์ประเภทนี้ ประเภทที่รับคือ ${accepted}`],
  [
    /^The file's content \((.+)\) does not match its extension (\..+)$/s,
    (kind, ext) => `เนื้อหาของไฟล์ (${kind}) ไม่ตรงกับนามสกุล ${ext}`,
  ],
  [/^The image could not be read: it is damaged or not really a (.+)$/s, (kind) => `อ่านรูปภาพไม่ได้: ไฟล์เสียหายหรือไม่ใช่ ${kind} จริง`],
  [
    /^A project holds at most (\d+) (covers|titles); delete one first$/s,
    (max, kind) =>
      kind === 'covers'
        ? `โปรเจกต์หนึ่งมีภาพปกได้ไม่เกิน ${max} ภาพ กรุณาลบภาพปกหนึ่งภาพก่อน`
        : `โปรเจกต์หนึ่งมีชื่อเรื่องได้ไม่เกิน ${max} ชื่อ กรุณาลบชื่อเรื่องหนึ่งชื่อก่อน`,
  ],
  [/^more than one is chosen for (fb|yt|pr)$/s, (platform) => `เลือกไว้มากกว่าหนึ่งรายการสำหรับ ${platform}`],
  [
    /^A file of the project is missing from this site's storage: (.+)$/s,
    (name) => `ไฟล์ของโปรเจกต์หายไปจากที่เก็บไฟล์ของเว็บไซต์นี้: ${name}`,
  ],
  // A transfer's refusals name the part or field first; the sentence after it is translated on its own.
  [/^((?:files|project)\.[\w.]+): (.+)$/s, (field, rest) => `${field}: ${translateServerMessage(rest, 'th')}`],
  [/^The target site did not accept the transfer: (.+)$/s, (why) => `เว็บไซต์ปลายทางไม่รับการโอน: ${transferReasonTh(why)}`],
  [/^Raw script split into (\d+) scenes$/s, (n) => `แบ่งสคริปต์ดิบเป็น ${n} ฉากแล้ว`],
  [
    /^The raw script has (\d+) paragraphs; a project holds at most (\d+) scenes$/s,
    (n, max) => `สคริปต์ดิบมี ${n} ย่อหน้า แต่โปรเจกต์หนึ่งมีได้ไม่เกิน ${max} ฉาก`,
  ],
  [
    /^file: (.+) is not a (SubRip|WebVTT) subtitle file \(no cue timings\)$/s,
    (name, format) => `file: ${name} ไม่ใช่ไฟล์คำบรรยาย ${format} (ไม่มีเวลาของคำบรรยาย)`,
  ],
  // A field's refusal with its name or a number in it: the field keeps its English name, as in the table above.
  [/^([\w/.]+) must not be blank$/s, (field) => `${field}: ต้องไม่ว่าง`],
  [/^([\w/.]+) must be at most (\d+) characters$/s, (field, max) => `${field}: ต้องยาวไม่เกิน ${max} ตัวอักษร`],
  [/^(.+) must not contain NUL characters$/s, (field) => `${field}: ต้องไม่มีอักขระ NUL`],
  [
    /^(\w+) must be an? (YouTube|Facebook) link \((.+)\)$/s,
    (field, platform, hosts) => `${field}: ต้องเป็นลิงก์ ${platform} (${hosts})`,
  ],
  [
    /^videoUrl: the (YouTube|Facebook) tab takes only (YouTube|Facebook) videos$/s,
    (tab, platform) => `videoUrl: แท็บ ${tab} รับเฉพาะวิดีโอ ${platform}`,
  ],
  [
    /^(.+?) is not allowed on (.+?); it answers (.+)$/s,
    (method, path, allowed) => `ใช้ ${method} กับ ${path} ไม่ได้ ที่นี่รับ ${allowed}`,
  ],
  [/^Not found: (\S+) (.+)$/s, (method, path) => `ไม่พบ: ${method} ${path}`],
  [/^Too many attempts; try again in (.+)$/s, (after) => `ลองหลายครั้งเกินไป กรุณาลองอีกครั้งใน ${after}`],
  [/^id: no checklist step "(.+)"$/s, (id) => `id: ไม่มีขั้นตอน "${id}" ในเช็กลิสต์`],
  [/^subId: no sub-item "(.+)" in step "(.+)"$/s, (sub, step) => `subId: ไม่มีรายการย่อย "${sub}" ในขั้นตอน "${step}"`],
  [/^projectSize (.+) does not apply to (.+) jobs$/s, (size, label) => `projectSize ${size} ใช้กับงาน${jobTypeTh(label)}ไม่ได้`],
  [/^staff: (.+) is not a contributor$/s, (id) => `staff: ${id} ไม่ใช่ผู้ร่วมผลิต`],
  [/^staff: (.+) does not hold the (.+) role$/s, (name, label) => `staff: ${name} ไม่มีบทบาท${jobTypeTh(label)}`],
  [/^items: no job has the id (.+)$/s, (id) => `items: ไม่มีงานที่มีรหัส ${id}`],
  [
    /^items: the (job|bonus) of job (.+) is listed twice$/s,
    (kind, id) => `items: ${kind === 'job' ? 'งาน' : 'โบนัสของงาน'} ${id} ถูกใส่ซ้ำ`,
  ],
  [/^userId: no user has the id (.+)$/s, (id) => `userId: ไม่มีผู้ใช้ที่มีรหัส ${id}`],
  [/^(entries\[\d+\])\.(.+)$/s, (entry, rest) => entryMessageTh(entry, rest)],
  [
    /^([^:]+) is owed for these lines, not ([^:]+); reload and try again$/s,
    (owed, sent) => `ยอดค้างจ่ายของรายการเหล่านี้คือ ${owed} ไม่ใช่ ${sent} กรุณาโหลดใหม่แล้วลองอีกครั้ง`,
  ],
  [/^users: at most (\d+) payees at once$/s, (max) => `users: เลือกผู้รับเงินได้ไม่เกิน ${max} คนต่อครั้ง`],
  [/^projectId: no project has the id (.+)$/s, (id) => `projectId: ไม่มีโปรเจกต์ที่มีรหัส ${id}`],
  [/^more than one is chosen for (.+)$/s, (platform) => `เลือกไว้มากกว่าหนึ่งรายการสำหรับ ${platform}`],
  [
    /^roles\/(.+)\/rates: slot (.+) is not a rate slot of this role$/s,
    (role, slot) => `roles/${role}/rates: ${slot} ไม่ใช่ช่องราคาของบทบาทนี้`,
  ],
  [/^roles\/(.+)\/rates: slot (.+) is missing$/s, (role, slot) => `roles/${role}/rates: ไม่มีช่องราคา ${slot}`],
  [/^Unknown job type: (.+)$/s, (type) => `ไม่รู้จักประเภทงาน: ${type}`],
  [/^name: a feed named "(.+)" exists already$/s, (name) => `name: มีฟีดชื่อ "${name}" อยู่แล้ว`],
  [/^Feed not found: (.+)$/s, (name) => `ไม่พบฟีด: ${name}`],
  [/^slug: another doc already has the address (.+)$/s, (slug) => `slug: มีเอกสารอื่นใช้ที่อยู่ ${slug} แล้ว`],
  [/^files: (.+) is not a file you uploaded$/s, (id) => `files: ${id} ไม่ใช่ไฟล์ที่คุณอัปโหลด`],
  [/^files: (.+) is not an uploaded file$/s, (id) => `files: ${id} ไม่ใช่ไฟล์ที่อัปโหลดไว้`],
  [/^frames: (.+) is not an image you uploaded$/s, (id) => `frames: ${id} ไม่ใช่ภาพที่คุณอัปโหลด`],
  [/^The file is larger than (.+)$/s, (size) => `ไฟล์ใหญ่เกิน ${size}`],
  [
    /^You have uploaded (\d+) files in the last 24 hours, the most one person may; try again later$/s,
    (files) => `ใน 24 ชั่วโมงที่ผ่านมาคุณอัปโหลดไปแล้ว ${files} ไฟล์ ซึ่งเป็นจำนวนสูงสุดต่อคน กรุณาลองใหม่ภายหลัง`,
  ],
  [
    /^This upload would take you past (.+) in 24 hours, the most one person may upload; try again later$/s,
    (size) => `การอัปโหลดนี้จะเกิน ${size} ใน 24 ชั่วโมง ซึ่งเป็นปริมาณสูงสุดที่แต่ละคนอัปโหลดได้ กรุณาลองใหม่ภายหลัง`,
  ],
  [/^A project holds at most (\d+) scenes$/s, (max) => `โปรเจกต์หนึ่งมีได้ไม่เกิน ${max} ฉาก`],
  [/^SCENE (\d+) image (updated|removed)$/s, (n, done) => `${done === 'updated' ? 'อัปเดต' : 'ลบ'}ภาพของฉากที่ ${n} แล้ว`],
  [/^dataUrl: a sketch is at most (\d+) pixels wide and high$/s, (max) => `dataUrl: สเก็ตช์กว้างและสูงได้ไม่เกิน ${max} พิกเซล`],
  [/^dataUrl: the sketch is larger than (.+)$/s, (size) => `dataUrl: สเก็ตช์ใหญ่เกิน ${size}`],
  [
    /^from: there is no scene at position (\d+) \(the project has (\d+)\)$/s,
    (from, count) => `from: ไม่มีฉากที่ตำแหน่ง ${from} (โปรเจกต์มี ${count} ฉาก)`,
  ],
  [
    /^to: there is no position (\d+) \(the project has (\d+) scenes\)$/s,
    (to, count) => `to: ไม่มีตำแหน่ง ${to} (โปรเจกต์มี ${count} ฉาก)`,
  ],
  [
    /^You may set (.+) only; '(.+)' is for the project's PMs or another role$/s,
    (settable, status) => `คุณตั้งได้เฉพาะ ${settable} ส่วน '${status}' เป็นของ PM ของโปรเจกต์หรือบทบาทอื่น`,
  ],
  [
    /^value: the library has no (voice|music) sample "(.+)"$/s,
    (kind, value) => `value: คลังไม่มีตัวอย่าง${kind === 'voice' ? 'เสียงพากย์' : 'เพลง'} "${value}"`,
  ],
  [/^The target site did not accept the transfer: (.+)$/s, (reason) => `เว็บไซต์ปลายทางไม่รับการโอน: ${reason}`],
  [
    /^Paid in the payment recorded(?: by (.+))? on (.+?): a recorded payment is never undone$/s,
    (payer, day) => `จ่ายไปแล้วในการจ่ายเงินที่บันทึก${payer ? `โดย ${payer} ` : ''}เมื่อ ${day}: การจ่ายเงินที่บันทึกแล้วยกเลิกไม่ได้`,
  ],
];

/** The message in `locale`: its Thai when the table or a pattern has it, else as given. */
export function translateServerMessage(message: string, locale: MessageLocale): string {
  if (locale !== 'th') return message;
  const exact = MESSAGE_TRANSLATIONS_TH[message];
  if (exact) return exact;
  for (const [pattern, thai] of PATTERNS_TH) {
    const match = pattern.exec(message);
    if (match) return thai(...match.slice(1));
  }
  return message;
}
