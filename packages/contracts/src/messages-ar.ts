// The API's messages in Arabic. The English texts are the contracts' own constants; each table
// below is typed by the keys of the constant it translates, so a message added there fails the
// type check until it has its Arabic.
import { adminMessages } from './admin';
import { adminConsoleMessages } from './admin-console';
import { accessMessages, authMessages, authServerMessages } from './auth';
import { catalogMessages } from './catalog';
import { chapterMessages } from './chapters';
import { MAX_APPROVALS_NEEDED } from './genres';
import { instrumentationMessages } from './instrumentation';
import { lrcMessages } from './lrc';
import { moderationMessages } from './moderation';
import { notificationMessages } from './notifications';
import { paginationMessages } from './pagination';
import { playlistMessages } from './playlists';
import { positionMessages } from './positions';
import { profileMessages, settingsMessages } from './profile';
import {
  RECITATION_LICENCE_MAX_LENGTH,
  RECITER_MAX_LENGTH,
  recitationMessages,
} from './recitation';
import {
  REVIEWER_CREDENTIALS_MAX_LENGTH,
  REVIEWER_NAME_MAX_LENGTH,
  REVIEWER_ORGANISATION_MAX_LENGTH,
  reviewRecordMessages,
} from './review-record';
import { searchMessages } from './search';
import { seriesMessages } from './series';
import { phoneMessages } from './sign-in-methods';
import { streamingMessages } from './streaming';
import { systemMessages } from './system';
import { textMessages } from './text';
import { textLayerMessages } from './text-layers';
import { playerMessages } from './tracks';
import { artistProfileMessages, uploadMessages } from './uploads';

type Translation<T extends Record<string, string>> = { readonly [K in keyof T]: string };

/** The keys of a message table whose messages are plain text (not functions of a number). */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type TextTranslation<T> = { readonly [K in TextKeys<T>]: string };

/** Pairs of the plain-text messages of a table that also has messages with numbers in them. */
function textPairs<T extends Record<string, unknown>>(
  english: T,
  arabic: TextTranslation<T>,
): [string, string][] {
  return Object.entries(arabic).map(([key, text]) => [english[key] as string, text as string]);
}

function pairs<T extends Record<string, string>>(
  english: T,
  arabic: Translation<T>,
): [string, string][] {
  return Object.entries(english).map(([key, text]) => [text, arabic[key as keyof T]]);
}

const trackNotFound = 'المقطع غير موجود';
const playlistNotFound = 'قائمة التشغيل غير موجودة';
const albumNotFound = 'الألبوم غير موجود';
const artistNotFound = 'الفنان غير موجود';
const imageTooLarge = 'حجم الصورة كبير جدًا. الحد الأقصى 5 ميغابايت.';

const authAr: Translation<typeof authMessages> = {
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordTooShort: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  passwordCase: 'يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير على الأقل',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  passwordWeak: 'كلمة المرور ضعيفة جدًا. يُرجى اختيار كلمة مرور أقوى.',
  usernameTooShort: 'يجب ألا يقل اسم المستخدم عن 3 أحرف',
  usernameTooLong: 'يجب أن يكون اسم المستخدم أقل من 30 حرفًا',
  usernameCharacters: 'لا يمكن أن يحتوي اسم المستخدم إلا على أحرف لاتينية وأرقام وشرطات سفلية',
  usernameTaken: 'اسم المستخدم هذا مأخوذ بالفعل',
  usernameTakenOnSignUp: 'اسم المستخدم هذا مأخوذ بالفعل. يُرجى اختيار اسم آخر.',
  displayNameTooShort: 'يجب ألا يقل الاسم المعروض عن حرفين',
  displayNameTooLong: 'يجب أن يكون الاسم المعروض أقل من 50 حرفًا',
  emailTaken: 'هذا البريد الإلكتروني مسجّل بالفعل',
  emailTakenOnSignUp: 'هذا البريد الإلكتروني مسجّل بالفعل. يُرجى تسجيل الدخول بدلًا من ذلك.',
  emailCheckFailed: 'تعذّر التحقق من توفّر البريد الإلكتروني',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى التحقق من بياناتك.',
  roleInvalid: 'يُرجى اختيار مستمع أو فنان أو شركة إنتاج',
  emailAvailable: 'هذا البريد الإلكتروني متاح',
  usernameAvailable: 'اسم المستخدم هذا متاح',
  tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  callbackUrlInvalid: 'يجب أن يكون عنوان العودة مسارًا في هذا الموقع',
};

const authServerAr: Translation<typeof authServerMessages> = {
  emailAlreadyRegistered: authAr.emailTaken,
  usernameAlreadyExists: 'يوجد حساب باسم المستخدم هذا بالفعل',
  passwordWeak: authAr.passwordWeak,
  invalidLoginCredentials: 'بيانات تسجيل الدخول غير صحيحة',
  emailNotConfirmed: 'البريد الإلكتروني غير مؤكَّد',
  tooManyAttempts: authAr.tooManyAttempts,
  totpCodeReused: 'استُخدم هذا الرمز من قبل. يُرجى انتظار الرمز التالي.',
  imageInvalid: 'يجب أن تكون الصورة صورة رمزية رفعتها هنا',
  accountSuspended: 'تم إيقاف هذا الحساب',
  registrationClosed: 'التسجيل مغلق',
  invalidJwtSignature: 'توقيع رمز JWT غير صالح',
  invalidJwt: 'رمز الدخول تالف أو منتهي الصلاحية أو ليس لهذا الخادم',
  bodyNotObject: 'يجب أن يكون متن الطلب كائن JSON',
  sessionNotFound: 'هذه الجلسة ليست من جلساتك، أو انتهت بالفعل',
};

const accessAr: Translation<typeof accessMessages> = {
  emailNotVerified: 'يُرجى التحقق من بريدك الإلكتروني لرفع المقاطع أو مراجعتها',
  labelNotVerified: 'يجب أن يوثّق أحد المديرين حساب شركة الإنتاج قبل أن تتمكن من مراجعة المقاطع',
};

const phoneAr: Translation<typeof phoneMessages> = {
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneInvalid: 'أدخل الرقم بالصيغة الدولية، مبتدئًا بـ + ورمز الدولة',
  codeFormat: 'أدخل الرمز المكوّن من 6 أرقام من الرسالة النصية.',
  phoneFactorOn: 'رقمك هو عاملك الثاني. أوقف المصادقة الثنائية لتغييره.',
  phoneNotVerified: 'تحقّق من رقم هاتف قبل استخدام الرسائل النصية عاملًا ثانيًا.',
  totpIsOn: 'أوقف تطبيق المصادقة أولًا؛ يستخدم الحساب عاملًا ثانيًا واحدًا في كل مرة.',
  phoneFactorIsOn: 'أوقف رموز الرسائل النصية أولًا؛ يستخدم الحساب عاملًا ثانيًا واحدًا في كل مرة.',
  smsNotEnabled: 'رموز الرسائل النصية غير مفعّلة لهذا الحساب.',
  signInOnly: 'لا تُرسل الرموز عبر الرسائل النصية إلا أثناء تسجيل الدخول.',
};

const adminAr: Translation<typeof adminMessages> = {
  labelNotFound: 'لا يوجد حساب بهذا المعرّف',
  notALabel: 'هذا الحساب ليس شركة إنتاج',
  userNotFound: 'لا يوجد حساب بهذا المعرّف',
  artistNotFound: 'لا يوجد ملف فنان بهذا المعرّف',
  ownRole: 'لا يمكنك تغيير دورك بنفسك، كي تبقى للمنصة دائمًا حساب مدير',
  ownSuspension: 'لا يمكنك إيقاف حسابك بنفسك',
  roleInvalid: 'اختر أحد الأدوار: مستمع أو فنان أو شركة إنتاج أو مدير',
  reviewPriorityInvalid: 'يجب أن تكون أولوية المراجعة الافتراضية عددًا صحيحًا من 0 إلى 10',
  uploadLimitInvalid: 'يجب أن يكون حد حجم الرفع عددًا صحيحًا من الميغابايت من 1 إلى 500',
  uploadDurationInvalid: 'يجب أن تكون أطول مدة للرفع عددًا صحيحًا من الدقائق من 1 إلى 1440',
  longUploadLimitInvalid: 'يجب أن يكون حد حجم الرفع الطويل عددًا صحيحًا من الميغابايت من 1 إلى 10240',
  reasonTooLong: 'يجب ألا يزيد السبب على 500 حرف',
  reasonInvalid: 'يجب أن يكون السبب نصًا',
  labelIdInvalid: 'اختر حساب شركة إنتاج، أو لا شيء',
  searchTooLong: 'يجب ألا يزيد البحث على 100 حرف',
  actionInvalid: 'اسم الإجراء غير صالح',
  targetTypeInvalid: 'اختر أحد أنواع الهدف: user أو track أو artist أو settings أو job',
  targetIdInvalid: 'يجب ألا يزيد معرّف الهدف على 100 حرف',
  statusInvalid: 'اختر: نشط أو موقوف',
  nothingToChange: 'لا يوجد ما يُغيَّر',
};

const catalogAr: Translation<typeof catalogMessages> = {
  artistNotFound,
  albumNotFound,
  genreNotFound: 'التصنيف غير موجود',
  signInToFollow: 'يجب تسجيل الدخول لمتابعة الفنانين',
  signInToLikeAlbum: 'يلزم تسجيل الدخول: يُرجى تسجيل الدخول للإعجاب بالألبومات',
};

const playerAr: Translation<typeof playerMessages> = {
  trackNotFound,
  artistNotFound,
  playlistNotFound,
  albumNotFound,
  signInToLike: 'يجب تسجيل الدخول للإعجاب بالمقاطع',
};

const playlistAr: Translation<typeof playlistMessages> = {
  nameRequired: 'اسم قائمة التشغيل مطلوب',
  nameTooLong: 'يجب ألا يزيد اسم قائمة التشغيل على 100 حرف',
  descriptionTooLong: 'يجب ألا يزيد الوصف على 300 حرف',
  notFound: playlistNotFound,
  trackNotFound,
  alreadyInPlaylist: 'هذا المقطع موجود بالفعل في قائمة التشغيل',
  full: 'تتسع قائمة التشغيل لـ 500 مقطع على الأكثر',
  invalidCoverType: 'نوع ملف الصورة غير صالح. يُرجى رفع ملفات JPG أو PNG أو GIF أو WebP.',
  coverTooLarge: imageTooLarge,
  coverMissing: 'اختر صورة للغلاف',
  signInToLike: 'يلزم تسجيل الدخول: يُرجى تسجيل الدخول للإعجاب بقوائم التشغيل',
};

const notificationAr: Translation<typeof notificationMessages> = {
  notFound: 'الإشعار غير موجود',
  invalidId: 'معرّف الإشعار غير صالح',
};

const paginationAr: Translation<typeof paginationMessages> = {
  invalidCursor: 'مؤشر الصفحة غير صالح',
};

const searchAr: Translation<typeof searchMessages> = {
  queryRequired: 'اكتب شيئًا للبحث عنه',
  queryTooLong: 'يجب ألا يزيد نص البحث على 100 حرف',
  failed: 'تعذّر البحث. يُرجى المحاولة مرة أخرى.',
};

const streamingAr: Translation<typeof streamingMessages> = {
  noAudio: 'لا يتوفر صوت لهذا المقطع بعد',
  linkInvalid: 'رابط البث هذا غير صالح',
  linkExpired: 'انتهت صلاحية رابط البث هذا',
  reportInvalid: 'تقرير الاستماع هذا لا يخص هذا البث',
  eventNotFound: 'حدث البث غير موجود',
  tooManyStarts: 'بدأت تشغيلات كثيرة في وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  rangeNotSatisfiable: 'النطاق المطلوب خارج حدود الملف الصوتي',
};

const profileAr: Translation<typeof profileMessages> = {
  updated: 'تم تحديث الملف الشخصي',
  updateFailed: 'تعذّر تحديث الملف الشخصي. يُرجى المحاولة مرة أخرى.',
  bioTooLong: 'يجب ألا تزيد النبذة على 500 حرف',
  locationTooLong: 'يجب ألا يزيد الموقع على 100 حرف',
  avatarMissing: 'اختر صورة لملفك الشخصي',
  userNotFound: 'المستخدم غير موجود',
};

const settingsAr: Translation<typeof settingsMessages> = {
  saved: 'تم حفظ الإعدادات',
  saveFailed: 'تعذّر حفظ الإعدادات',
  signedOut: 'يلزم تسجيل الدخول. يُرجى تسجيل الدخول للوصول إلى الإعدادات.',
  preferredLanguageInvalid: 'اختر إحدى اللغات المعروضة',
  islamicSchoolInvalid: 'اختر أحد المذاهب المعروضة',
  visibilityInvalid: 'اختر: عام أو خاص أو الأصدقاء',
  passwordRequired: 'أدخل كلمة المرور للتأكيد',
  passwordsDiffer: 'كلمتا المرور الجديدتان غير متطابقتين',
  passwordIncorrect: 'كلمة المرور هذه غير صحيحة',
  noPassword:
    'لا توجد كلمة مرور لهذا الحساب. عيّن واحدة عبر «نسيت كلمة المرور» في صفحة تسجيل الدخول، ثم حاول مرة أخرى.',
};

const uploadAr: Translation<typeof uploadMessages> = {
  invalidAudioType: 'نوع الملف الصوتي غير صالح. يُرجى رفع ملفات MP3 أو WAV أو M4A أو OGG.',
  audioTooLarge: 'حجم الملف كبير جدًا. الحد الأقصى 50 ميغابايت.',
  invalidImageType: 'نوع ملف الصورة غير صالح. يُرجى رفع ملفات JPEG أو PNG أو WebP.',
  imageTooLarge,
  missingInformation: 'معلومات ناقصة: يُرجى تقديم عنوان وملف صوتي على الأقل',
  authenticationRequired: 'يلزم تسجيل الدخول: يُرجى تسجيل الدخول لرفع المقاطع',
  artistProfileRequired: 'يلزم ملف فني: يُرجى إنشاء ملف فنان أولًا',
  signInRequired: 'يلزم تسجيل الدخول',
  uploadFailed: 'تعذّر الرفع',
  audioUploadFailed: 'تعذّر رفع الملف الصوتي',
  processingFailed: 'تعذّرت المعالجة',
  audioProcessingFailed: 'تعذّرت معالجة الملف الصوتي',
  uploadSuccessful: 'تم الرفع بنجاح!',
  coverUploaded: 'تم رفع الغلاف!',
  fileDeleted: 'تم حذف الملف',
  audioProcessed: 'تمت معالجة الصوت بنجاح! مقطعك جاهز الآن لمراجعة الجودة.',
  uploadedAndProcessed: 'تم رفع المقطع ومعالجته! مقطعك الآن قيد مراجعة الجودة',
  titleTooLong: 'يجب ألا يزيد العنوان على 200 حرف',
  lyricsTooLong: 'يجب ألا تزيد الكلمات على 20000 حرف',
  unknownLanguage: 'اختر إحدى اللغات المدرجة',
  unknownContentType: 'اختر أحد أنواع المحتوى المدرجة',
  unknownGenre: 'اختر أحد التصنيفات المدرجة',
  unexpectedFile: 'لا يمكن إرسال سوى ملف صوتي وصورة غلاف',
  tooManyParts: 'يحتوي الرفع على أجزاء كثيرة جدًا',
  malformedUpload: 'تعذّرت قراءة الرفع. يُرجى المحاولة مرة أخرى.',
  invalidIdempotencyKey:
    'يجب أن يتكوّن Idempotency-Key من 8 إلى 200 حرف لاتيني أو رقم أو "-" أو "_" أو ":" أو "."',
  nothingToChange: 'لا يوجد ما يُغيَّر',
  trackNotFound,
  takenDown: 'أوقف مديرٌ هذا المقطع. يمكن رفع صوت جديد له بعد أن يستعيده مدير.',
  uploadFailedTryAgain: 'تعذّر الرفع — حاول مرة أخرى',
  titleRequired: 'يُرجى إضافة عنوان',
  uploadNotSaved: 'تعذّر حفظ الرفع. يُرجى المحاولة مرة أخرى.',
  uploadNotFound: 'لم يُعثر على الرفع',
  coverRequired: 'يُرجى اختيار صورة غلاف',
  coverAfterReview: 'لا يمكن تعيين الغلاف إلا قبل مراجعة المقطع.',
};

const artistProfileAr: Translation<typeof artistProfileMessages> = {
  nameRequired: 'يُرجى إدخال اسمك الفني',
  nameTooLong: 'يجب ألا يزيد الاسم الفني على 100 حرف',
  bioTooLong: 'يجب ألا تزيد النبذة على 2000 حرف',
  alreadyExists: 'لديك ملف فنان بالفعل',
  created: 'تم إنشاء ملف الفنان',
  createFirst: 'أنشئ ملف الفنان الخاص بك لتبدأ رفع المقاطع',
};

const adminConsoleAr: Translation<typeof adminConsoleMessages> = {
  reasonRequired: 'يُرجى ذكر سبب إيقاف المقطع',
  notLive: 'لا يمكن إيقاف إلا مقطع منشور',
  notTakenDown: 'لا يمكن استعادة إلا مقطع أوقفه مدير',
  priorityInvalid: 'يجب أن تكون أولوية المراجعة عددًا صحيحًا من 0 إلى 10',
};

const systemAr: Translation<typeof systemMessages> = {
  jobNotFound: 'لا توجد مهمة بهذا المعرّف',
  jobNotFailed: 'لا يمكن إعادة المحاولة إلا لمهمة فشلت',
  jobQueueUnavailable: 'قائمة المهام لا تستجيب. يُرجى المحاولة مرة أخرى بعد قليل.',
};

const instrumentationAr: Translation<typeof instrumentationMessages> = {
  required: 'اختر المصاحبة الصوتية لهذا المقطع',
  invalid: 'اختر نوعًا من أنواع المصاحبة الصوتية المذكورة',
  confirmRequired: 'أكّد المصاحبة الصوتية أو صحّحها قبل الموافقة',
  ruleInvalid: 'اختر ما تحب أن تسمع',
  outsideRule: 'ليس ضمن ما اخترت أن تسمع',
  ruleQuestion: 'ماذا تحب أن تسمع؟',
};

const reviewRecordAr: Translation<typeof reviewRecordMessages> = {
  team: 'فريق المراجعة في صدى',
  alreadyApproved: 'لقد وافقت على هذا المقطع من قبل. يجب أن يوافق عليه مراجع آخر.',
  approvalRecorded: 'سُجّلت الموافقة. يُنشر هذا المقطع حين يوافق عليه عدد كافٍ من المراجعين المختلفين.',
  publicNameRequired: 'أدخل الاسم الذي سيراه المستمعون على مراجعاتك',
  publicNameTooLong: `يمكن أن يتكوّن الاسم من ${REVIEWER_NAME_MAX_LENGTH} حرفًا على الأكثر`,
  publicNameTaken: 'هذا الاسم لمراجع آخر أو لصدى',
  organisationTooLong: `يمكن أن يتكوّن اسم الجهة من ${REVIEWER_ORGANISATION_MAX_LENGTH} حرفًا على الأكثر`,
  credentialsTooLong: `يمكن أن تتكوّن المؤهلات من ${REVIEWER_CREDENTIALS_MAX_LENGTH} حرف على الأكثر`,
  reviewerNotFound: 'لم يُعثر على المراجع',
  noReviewerProfile: 'ليس لهذا الحساب ملف مراجع بعد',
  approvalsInvalid: `يجب أن يكون عدد الموافقات المطلوبة عددًا صحيحًا من 1 إلى ${MAX_APPROVALS_NEEDED}`,
};

const recitationAr: Translation<typeof recitationMessages> = {
  reciterRequired: 'اذكر اسم القارئ',
  reciterTooLong: `يجب ألا يزيد اسم القارئ على ${RECITER_MAX_LENGTH} حرفًا`,
  riwayahRequired: 'اختر رواية من القائمة',
  surahRequired: 'اختر سورة',
  ayahFromRequired: 'أدخل رقم الآية الأولى',
  ayahToRequired: 'أدخل رقم الآية الأخيرة',
  ayahRangeOutside: 'نطاق الآيات ليس ضمن هذه السورة',
  ayahRangeReversed: 'لا يمكن أن تسبق الآيةُ الأخيرة الآيةَ الأولى',
  licenceRequired: 'اذكر الترخيص أو الإذن الذي تُنشر بموجبه هذه التلاوة',
  licenceTooLong: `يجب ألا يزيد نص الترخيص أو الإذن على ${RECITATION_LICENCE_MAX_LENGTH} حرف`,
};

const moderationAr: Translation<typeof moderationMessages> = {
  accessDenied: 'تم رفض الوصول: ليست لديك صلاحية للوصول إلى مراجعة المحتوى',
  reviewSubmitted: 'تم إرسال المراجعة',
  allCaughtUp: 'لا شيء بانتظار المراجعة!',
  loadFailed: 'خطأ: تعذّر تحميل المقاطع للمراجعة',
  decisionRequired: 'اختر قرارًا: موافقة أو رفض أو يحتاج إلى تعديل',
  reasonRequired: 'يُرجى ذكر سبب الرفض',
  reasonTooLong: 'يجب ألا يزيد السبب على 500 حرف',
  notesTooLong: 'يجب ألا تزيد الملاحظات على 2000 حرف',
  notesInvalid: 'يجب أن تكون الملاحظات نصًا',
  reasonInvalid: 'يجب أن يكون السبب نصًا',
  ownArtist: 'لا يمكن لشركة الإنتاج مراجعة مقاطع فنانيها',
  ownTrack: 'لا يمكنك مراجعة مقطعك',
  alreadyReviewed: 'لم يعد هذا المقطع بانتظار المراجعة',
  stillProcessing: 'ما زال هذا المقطع قيد المعالجة. راجعه بعد انتهاء المعالجة.',
  trackNotFound,
  seriesDecisionRequired: 'اختر قرارًا: موافقة أو رفض',
  ownSeries: 'لا يمكنك مراجعة سلسلتك',
  ownArtistSeries: 'لا يمكن لشركة الإنتاج مراجعة سلاسل فنانيها',
  seriesNotWaiting: 'لم تعد هذه السلسلة بانتظار المراجعة',
  seriesApproved: 'تمت الموافقة على السلسلة',
  seriesChangesApproved: 'تمت الموافقة على التعديلات: يراها المستمعون الآن',
  seriesRejected: 'لم تتم الموافقة على السلسلة',
  seriesChangesRejected: 'لم تتم الموافقة على التعديلات: يبقى المستمعون على التفاصيل المعتمدة',
};

/** Messages written out where they are used, in the schemas and the server. */
const inlineAr: [string, string][] = [
  ['Not found', 'غير موجود'],
  ['Please sign in', 'يُرجى تسجيل الدخول'],
  ["You don't have permission to do that", 'ليست لديك صلاحية للقيام بذلك'],
  ['Something went wrong', 'حدث خطأ ما'],
  ['Service temporarily unavailable', 'الخدمة غير متاحة مؤقتًا'],
  ['Invalid request', 'طلب غير صالح'],
  ['Invalid value', 'قيمة غير صالحة'],
  ['Invalid', 'غير صالح'],
  ['Requests from other sites are not allowed', 'لا يُسمح بالطلبات الواردة من مواقع أخرى'],
  ['Image not found', 'الصورة غير موجودة'],
  ['This track is not in the playlist', 'هذا المقطع ليس في قائمة التشغيل'],
  ['The report is not valid JSON', 'التقرير ليس بصيغة JSON صالحة'],
  ['Not an id', 'المعرّف غير صالح'],
  ['Not a track id', 'معرّف المقطع غير صالح'],
  ['Not a playlist id', 'معرّف قائمة التشغيل غير صالح'],
  [
    'ids must be a comma-separated list of track ids',
    'يجب أن تكون ids قائمة معرّفات مقاطع تفصل بينها فواصل',
  ],
  ['ids must name at least one track', 'يجب أن تذكر ids مقطعًا واحدًا على الأقل'],
  ['ids must name at most 100 tracks', 'يجب ألا تذكر ids أكثر من 100 مقطع'],
  ['Not a playlist entry id', 'معرّف عنصر قائمة التشغيل غير صالح'],
  ['Not a user id', 'معرّف المستخدم غير صالح'],
  ['Not an artist id', 'معرّف الفنان غير صالح'],
  ['Not an album id', 'معرّف الألبوم غير صالح'],
  ['Not an event id', 'معرّف الحدث غير صالح'],
  ['Not a job id', 'معرّف المهمة غير صالح'],
  ['Not a genre', 'تصنيف غير صالح'],
  ['Unknown play source', 'مصدر تشغيل غير معروف'],
  ['Must be true or false', 'يجب أن تكون القيمة true أو false'],
  // Fastify's own answers to a request it cannot read.
  ['Request body is too large', 'حجم الطلب كبير جدًا'],
  ['Unsupported Media Type', 'نوع المحتوى غير مدعوم'],
  ['Request body size did not match Content-Length', 'حجم الطلب لا يطابق Content-Length'],
  [
    "Body cannot be empty when content-type is set to 'application/json'",
    'لا يمكن أن يكون محتوى الطلب فارغًا حين يكون نوعه application/json',
  ],
  [
    "Body is not valid JSON but content-type is set to 'application/json'",
    'محتوى الطلب ليس JSON صالحًا مع أن نوعه application/json',
  ],
  // zod's own messages for the checks that carry none of ours.
  ['Invalid input', 'قيمة غير صالحة'],
  ['Invalid UUID', 'معرّف غير صالح'],
  ['Invalid email address', 'عنوان بريد إلكتروني غير صالح'],
  ['Invalid URL', 'رابط غير صالح'],
  ['Invalid ISO datetime', 'تاريخ ووقت غير صالحين'],
  ['Invalid ISO date', 'تاريخ غير صالح'],
];

/** Every English message with its Arabic; one English text may appear under several keys. */
const textAr: Translation<typeof textMessages> = {
  controlCharacter: 'يجب ألا يحتوي على محارف تحكم',
  malformed: 'يجب أن يكون نصًا صالحًا',
  nestedTooDeeply: 'الطلب متداخل أكثر مما ينبغي',
};

const textLayerAr: TextTranslation<typeof textLayerMessages> = {
  notFound: 'لا يوجد لهذا المقطع نص يمكنك قراءته',
  tooManyLayers: 'يمكن أن يكون للمقطع 6 طبقات نص على الأكثر',
  duplicateLayer: 'لكل لغة طبقة واحدة من كل نوع',
  tooManyLines: 'يمكن أن تحتوي الطبقة على 1000 سطر على الأكثر',
  lineTooLong: 'يجب ألا يزيد السطر على 500 حرف',
  textTooLong: 'يجب ألا يزيد النص كله على 100000 حرف',
  lrcTooLong: 'يجب ألا يزيد نص LRC على 200000 حرف',
  noLines: 'أضف سطرًا واحدًا على الأقل',
  languageInvalid: 'أدخل رمز لغة مثل ar أو en أو ur',
  kindInvalid: 'اختر النص الأصلي أو النقحرة أو الترجمة',
  directionInvalid: 'اختر من اليمين إلى اليسار أو من اليسار إلى اليمين',
  timeInvalid: 'يجب أن تكون الأوقات أجزاءً كاملة من الألف من الثانية، من 0 إلى 12 ساعة',
  mixedTimes: 'إما أن يكون لكل سطر وقت أو لا يكون لأي سطر',
  saved: 'حُفظ النص',
  savedForReview: 'حُفظ النص. يراه المستمعون بعد أن يوافق عليه مراجع.',
};

const chapterAr: TextTranslation<typeof chapterMessages> = {
  titleRequired: 'أعطِ كل فصل عنوانًا',
  titleTooLong: 'يجب ألا يزيد عنوان الفصل على 120 حرفًا',
  tooMany: 'يمكن أن يكون للمقطع 200 فصل على الأكثر',
  listTooLong: 'يجب ألا تزيد القائمة على 30000 حرف',
  timeInvalid: 'يجب أن تكون أوقات الفصول أجزاءً كاملة من الألف من الثانية، من 0',
  saved: 'حُفظت الفصول',
  savedForReview: 'حُفظت الفصول. يراها المستمعون بعد أن يوافق عليها مراجع.',
};

const seriesAr: Translation<typeof seriesMessages> = {
  notFound: 'السلسلة غير موجودة',
  titleRequired: 'أعطِ السلسلة عنوانًا',
  titleTooLong: 'يجب ألا يزيد العنوان على 120 حرفًا',
  descriptionTooLong: 'يجب ألا يزيد الوصف على 4000 حرف',
  kindInvalid: 'اختر محاضرات أو سيرة أو تفسير أو قصص أو تعلّم',
  languageInvalid: 'اختر لغة',
  orderingInvalid: 'اختر مرتّبة أو حلقات مستقلة',
  tooManyEpisodes: 'يمكن أن تضم السلسلة 500 حلقة على الأكثر',
  episodeNotYours: 'لا يمكن أن تكون حلقات سلسلتك إلا من مقاطعك',
  episodeRepeated: 'يمكن أن يرد كل مقطع في القائمة مرة واحدة',
  episodeInOtherSeries: 'هذا المقطع حلقة في سلسلة أخرى من سلاسلك',
  noArtist: 'أنشئ ملفك الفني قبل أن تنشئ سلسلة',
  created: 'أُنشئت السلسلة',
  saved: 'حُفظت السلسلة',
  deleted: 'حُذفت السلسلة. تبقى حلقاتها مقاطع.',
  followed: 'أنت تتابع السلسلة',
  unfollowed: 'لم تعد تتابع السلسلة',
};

const positionAr: Translation<typeof positionMessages> = {
  positionInvalid: 'يجب أن يكون الموضع أجزاءً كاملة من الألف من الثانية، من 0',
  markedPlayed: 'عُلّم كمُستمَع إليه',
  markedUnplayed: 'عُلّم كغير مُستمَع إليه',
};

export const arabicMessageEntries: readonly (readonly [string, string])[] = [
  ...pairs(textMessages, textAr),
  ...pairs(authMessages, authAr),
  ...pairs(authServerMessages, authServerAr),
  ...pairs(accessMessages, accessAr),
  ...pairs(phoneMessages, phoneAr),
  ...pairs(adminMessages, adminAr),
  ...pairs(catalogMessages, catalogAr),
  ...pairs(playerMessages, playerAr),
  ...pairs(playlistMessages, playlistAr),
  ...pairs(notificationMessages, notificationAr),
  ...pairs(paginationMessages, paginationAr),
  ...pairs(searchMessages, searchAr),
  ...pairs(streamingMessages, streamingAr),
  ...pairs(profileMessages, profileAr),
  ...pairs(settingsMessages, settingsAr),
  ...pairs(uploadMessages, uploadAr),
  ...pairs(recitationMessages, recitationAr),
  ...pairs(artistProfileMessages, artistProfileAr),
  ...pairs(moderationMessages, moderationAr),
  ...pairs(instrumentationMessages, instrumentationAr),
  ...pairs(reviewRecordMessages, reviewRecordAr),
  ...pairs(systemMessages, systemAr),
  ...pairs(adminConsoleMessages, adminConsoleAr),
  ...textPairs(textLayerMessages, textLayerAr),
  ...textPairs(lrcMessages, { empty: 'لا يحتوي نص LRC على أي سطر' }),
  ...textPairs(chapterMessages, chapterAr),
  ...pairs(seriesMessages, seriesAr),
  ...pairs(positionMessages, positionAr),
  ...inlineAr,
];

export const arabicMessages: ReadonlyMap<string, string> = new Map(arabicMessageEntries);

const typeNames: Record<string, string> = {
  string: 'نص',
  number: 'رقم',
  boolean: 'true أو false',
  object: 'كائن',
  array: 'قائمة',
  undefined: 'لا شيء',
  null: 'null',
};
const typeName = (type: string) => typeNames[type] ?? type;

const sizeRules: Record<string, [string, string, string]> = {
  '>=': ['ألا', 'يقل', 'عن'],
  '>': ['أن', 'يزيد', 'على'],
  '<=': ['ألا', 'يزيد', 'على'],
  '<': ['أن', 'يقل', 'عن'],
};
const counted: Record<string, string> = { string: 'عدد الأحرف', file: 'عدد البايتات' };

/** zod's "Too small: expected string to have >=3 characters" and its kin. */
function sizeMessage(origin: string, verb: string, comparison: string, limit: string): string {
  // A length is counted (masculine عدد); a value is compared itself (feminine القيمة).
  const subject = verb === 'have' ? (counted[origin] ?? 'عدد العناصر') : 'القيمة';
  const person = verb === 'have' ? 'ي' : 'ت';
  const rule = sizeRules[comparison];
  if (!rule) return `يجب أن ${person}كون ${subject} ${limit}`;
  const [particle, stem, preposition] = rule;
  return `يجب ${particle} ${person}${stem.slice(1)} ${subject} ${preposition} ${limit}`;
}

type Pattern = [RegExp, (...groups: string[]) => string];

/** Messages that carry a name or a number: `limit must be at most 50`. */
const patterns: Pattern[] = [
  [/^Line (\d+) starts before the line above it$/, (n) => `يبدأ السطر ${n} قبل السطر الذي فوقه`],
  [/^Line (\d+) ends before it starts$/, (n) => `ينتهي السطر ${n} قبل أن يبدأ`],
  [
    /^Line (\d+) starts after the track ends \(([\d:]+)\)$/,
    (n, end) => `يبدأ السطر ${n} بعد نهاية المقطع (${end})`,
  ],
  [
    /^Line (\d+): (.+) is not a time\. Write times as \[mm:ss\.xx\]$/,
    (n, tag) => `السطر ${n}: ‎${tag}‎ ليس وقتًا. اكتب الأوقات بالشكل [mm:ss.xx]`,
  ],
  [
    /^Line (\d+) has no time\. In LRC every line starts with one, such as \[01:23\.45\]$/,
    (n) => `ليس للسطر ${n} وقت. في LRC يبدأ كل سطر بوقت مثل [01:23.45]`,
  ],
  [
    /^Line (\d+): the offset must be a whole number of milliseconds$/,
    (n) => `السطر ${n}: يجب أن تكون الإزاحة عددًا كاملًا من أجزاء الألف من الثانية`,
  ],
  [
    /^Line (\d+): write each chapter as a time and a title, such as 12:30 Questions$/,
    (n) => `السطر ${n}: اكتب كل فصل بوقت وعنوان، مثل 12:30 أسئلة`,
  ],
  [
    /^Chapter (\d+) starts at the same time as the one above it$/,
    (n) => `يبدأ الفصل ${n} في وقت الفصل الذي فوقه نفسه`,
  ],
  [/^Chapter (\d+) starts before the one above it$/, (n) => `يبدأ الفصل ${n} قبل الفصل الذي فوقه`],
  [
    /^Chapter (\d+) starts after the track ends \(([\d:]+)\)$/,
    (n, end) => `يبدأ الفصل ${n} بعد نهاية المقطع (${end})`,
  ],
  [
    /^File size too large\. Maximum size is (\d+)MB\.$/,
    (mb) => `حجم الملف كبير جدًا. الحد الأقصى ${mb} ميغابايت.`,
  ],
  [
    /^Audio too long\. Maximum length is (\d+) minutes?\.$/,
    (minutes) => `الملف الصوتي طويل جدًا. أقصى مدة ${minutes} دقيقة.`,
  ],
  [
    /^Too many uploads: at most (\d+) an hour\. Please try again later\.$/,
    (n) => `عدد كبير من عمليات الرفع: ${n} في الساعة على الأكثر. يُرجى المحاولة لاحقًا.`,
  ],
  [
    /^You already have (\d+) uploads? processing, the most at once\. Please wait until one is done, then try again\.$/,
    (n) =>
      `لديك ${n} من عمليات الرفع قيد المعالجة، وهو الحد الأقصى في آنٍ واحد. انتظر حتى تنتهي إحداها، ثم حاول مرة أخرى.`,
  ],
  [
    /^Not enough storage left for this upload \(your quota is (\d+)MB\)\. Delete tracks you no longer need, then try again\.$/,
    (mb) =>
      `لا توجد مساحة تخزين كافية لهذا الرفع (حصتك ${mb} ميغابايت). احذف المقاطع التي لم تعد تحتاجها، ثم حاول مرة أخرى.`,
  ],
  [/^(\w+) must be a number$/, (name) => `يجب أن تكون قيمة ${name} رقمًا`],
  [/^(\w+) must be a whole number$/, (name) => `يجب أن تكون قيمة ${name} عددًا صحيحًا`],
  [/^(\w+) must be at least (-?[\d.]+)$/, (name, n) => `يجب ألا تقل قيمة ${name} عن ${n}`],
  [/^(\w+) must be at most (-?[\d.]+)$/, (name, n) => `يجب ألا تزيد قيمة ${name} على ${n}`],
  [/^(\w+) must be below (-?[\d.]+)$/, (name, n) => `يجب أن تقل قيمة ${name} عن ${n}`],
  [/^(\w+) must not be negative$/, (name) => `يجب ألا تكون قيمة ${name} سالبة`],
  [/^(\w+) is too large$/, (name) => `قيمة ${name} كبيرة جدًا`],
  [/^(\w+) must be true or false$/, (name) => `يجب أن تكون قيمة ${name} true أو false`],
  [
    /^(\w+) must be one of (.+)$/,
    (name, values) => `يجب أن تكون قيمة ${name} إحدى القيم: ${values.replace(/, /g, '، ')}`,
  ],
  [
    /^(\w+) must be ((?:\w+, )*\w+) or (\w+)$/,
    (name, first, last) =>
      `يجب أن تكون قيمة ${name} إحدى القيم: ${[...first.split(', '), last].join('، ')}`,
  ],
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (expected, received) =>
      `قيمة غير صالحة: المتوقَّع ${typeName(expected)}، والمُرسَل ${typeName(received)}`,
  ],
  [/^Invalid input: expected (.+)$/, (expected) => `قيمة غير صالحة: المتوقَّع ${expected}`],
  [/^Invalid option: expected one of (.+)$/, (values) => `خيار غير صالح: المتوقَّع أحد ${values}`],
  [/^Unrecognized key: (.+)$/, (keys) => `حقل غير معروف: ${keys}`],
  [/^Unrecognized keys: (.+)$/, (keys) => `حقول غير معروفة: ${keys}`],
  [/^Invalid string: must match pattern .+$/, () => 'نص غير صالح: لا يطابق الصيغة المطلوبة'],
  [
    /^Too (?:small|big): expected (\w+) to (have|be) (>=|>|<=|<|exactly )(-?[\d.]+)(?: \w+)?$/,
    (origin, verb, comparison, limit) => sizeMessage(origin, verb, comparison.trim(), limit),
  ],
];

/** True for `ar`, `ar-SA`, `ar_EG` …: the primary language subtag is Arabic. */
export function isArabic(language: string): boolean {
  return /^ar(?:[-_]|$)/i.test(language.trim());
}

/**
 * The API message in the given language: Arabic when the language is Arabic and the message has
 * a translation, otherwise the message as it is.
 */
export function localizeMessage(message: string, language: string): string {
  if (!isArabic(language)) return message;
  const exact = arabicMessages.get(message);
  if (exact !== undefined) return exact;
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1).map((group) => group ?? ''));
  }
  return message;
}
