/**
 * The fork's second language: Modern Standard Arabic (`ar`), written right to left, beside its
 * default European Portuguese (strings.ts). Every interface word of strings.ts is here, with the
 * same `{placeholders}` and Arabic's six plural forms (zero, one, two, few, many, other), and the
 * content's words by data file and entry (a project by its title, a school by its institution, a
 * job or a journey entry by its title, a certificate or a skill category by its name, a page by
 * its menu label, a quick link or a claim by its label).
 *
 * The owner's name in Arabic script; product, technology and brand names (React, Kafka, AWS,
 * Rijeka & Sons…) stay in Latin script inside the Arabic text, and the places and quotes the
 * owner writes in their own script (Θεσσαλονίκη, हिन्दी, «Мастер и Маргарита») stay as she writes
 * them in her prose. Names that read the same in Arabic (technologies, certificates, brands) are
 * given as written, so that only a real gap is reported as not translated.
 *
 * Repository names, languages and topics (data/repositories.ts, as GitHub names them) are given
 * as written too.
 *
 * Left untranslated on purpose: the features of "Ζeta Ledger" (data/projects.ts), so the build and
 * `npm run doctor` have one text to name as not translated to ar.
 */
import type { Translation } from '../content/types.ts';

/** The owner's name as she writes it in Arabic script. */
const NAME = 'إينيش دافيلا غونسالفيش';
const ROLE = 'طالبة هندسة المعلوماتية · شغوفة بحساب λ';
/** The Aristotle University of Thessaloniki. */
const AUTH = 'جامعة أرسطو في سالونيك';

const ar: Translation = {
  lang: 'ar',
  strings: {
    common: {
      newTab: '(يُفتح في علامة تبويب جديدة)',
      saveContact: 'حفظ جهة الاتصال',
      close: 'إغلاق',
      networks: {
        github: 'GitHub',
        linkedin: 'LinkedIn',
        devpost: 'DevPost',
        codechef: 'CodeChef',
        leetcode: 'LeetCode',
        x: 'X',
        instagram: 'Instagram',
      },
    },
    nav: {
      skipToContent: 'الانتقال إلى المحتوى الرئيسي',
      label: 'التنقل الرئيسي',
      menu: 'القائمة',
      resume: 'السيرة الذاتية',
      resumeNote: '(PDF، يُفتح في علامة تبويب جديدة)',
      toDarkTheme: 'التبديل إلى المظهر الداكن',
      languages: 'اللغات',
      toLightTheme: 'التبديل إلى المظهر الفاتح',
      more: 'المزيد',
    },
    footer: {
      quickLinks: 'روابط سريعة',
      contact: 'التواصل',
      codingProfiles: 'حسابات البرمجة',
      copyright: '© {year} {name}. جميع الحقوق محفوظة.',
      backToTop: 'العودة إلى الأعلى',
    },
    hero: {
      kicker: 'مرحبًا، أنا',
      getInTouch: 'تواصل معي',
      viewProjects: 'عرض المشاريع',
      portrait: 'صورة {name}',
    },
    about: {
      kicker: 'نبذة عني',
      greeting: 'مرحبًا، أنا {firstName}',
      tabsLabel: 'نبذة عني',
      tabs: { overview: 'نظرة عامة', education: 'التعليم', experience: 'الخبرة' },
      facts: {
        age: 'العمر',
        gender: 'الجنس',
        languages: 'اللغات',
        work: 'المهنة',
        freelance: 'العمل الحر',
        country: 'البلد',
        dateOfBirth: 'تاريخ الميلاد',
      },
      email: 'البريد الإلكتروني',
      cgpa: 'المعدل التراكمي',
      score: 'الدرجة',
      logo: 'شعار {name}',
    },
    skills: {
      heading: 'المهارات',
      categoriesLabel: 'فئات المهارات',
      // After a number shown on its own: 0 مهارة، 1 مهارة، 2 مهارتان، 3–10 مهارات، 11–99 مهارةً، 100 مهارة.
      countNote: { zero: 'مهارة', one: 'مهارة', two: 'مهارتان', few: 'مهارات', many: 'مهارة', other: 'مهارة' },
      count: {
        zero: '{count} مهارة',
        one: '{count} مهارة',
        two: '{count} مهارتان',
        few: '{count} مهارات',
        many: '{count} مهارة',
        other: '{count} مهارة',
      },
    },
    projects: {
      heading: 'المشاريع',
      intro: 'أشياء بنيتُها، من تطبيقات الويب إلى أدوات البيانات. افتح مشروعًا لترى ميزاته وعروضه التوضيحية وشيفرته.',
      filtersLabel: 'تصفية المشاريع',
      all: 'الكل',
      // The form follows {total}, the number of projects.
      showing: {
        zero: 'عرض {shown} من أصل {total} مشروع',
        one: 'عرض {shown} من أصل {total} مشروع',
        two: 'عرض {shown} من أصل {total} مشروعين',
        few: 'عرض {shown} من أصل {total} مشاريع',
        many: 'عرض {shown} من أصل {total} مشروعًا',
        other: 'عرض {shown} من أصل {total} مشروع',
      },
      fullPortfolio: 'عرض معرض الأعمال كاملًا',
      featured: 'مشاريع مختارة',
      allProjects: 'كل المشاريع',
      technologiesLabel: 'التقنيات',
      moreTags: '+{count}',
      moreTagsNote: 'أخرى',
      loading: 'جارٍ تحميل تفاصيل المشروع…',
      overview: 'نظرة عامة',
      features: 'الميزات الرئيسية',
      technologies: 'التقنيات',
      links: 'الروابط',
      sourceCode: 'الشيفرة المصدرية',
      liveDemo: 'المعاينة المباشرة',
      videoDemo: 'فيديو توضيحي',
      article: 'مقال على LinkedIn',
      comingSoon: 'قريبًا',
      showcaseComingSoon: 'عرض المشروع قريبًا',
      playVideo: 'تشغيل الفيديو',
      showPost: 'عرض المنشور على LinkedIn',
      youtube: 'YouTube',
      loadsFrom: 'يُحمَّل من {host}',
      videoTitle: '{title}: فيديو توضيحي على YouTube',
      postTitle: '{title}: منشور على LinkedIn',
      projectPage: 'اقرأ المزيد في صفحة المشروع',
      gallery: 'صور أخرى',
    },
    certifications: {
      heading: 'الشهادات والإنجازات',
      intro: 'الشهادات التي حصلت عليها، كلٌّ منها مع رقم اعتمادها.',
      credentialId: 'معرّف الشهادة',
      verified: 'موثَّقة',
      viewOnCredly: 'عرض على Credly',
      viewCredential: 'عرض الشهادة',
      total: 'إجمالي الشهادات',
    },
    journey: {
      heading: 'مسيرتي',
      intro: 'أين درستُ وعملت، وما حققته على الطريق، الأحدث أولاً.',
      latest: 'مؤخراً',
      allEntries: 'المسيرة كاملة',
      types: {
        experience: 'خبرة',
        education: 'تعليم',
        achievement: 'إنجاز',
        milestone: 'محطة بارزة',
        volunteering: 'تطوّع',
        passatempo: 'هواية',
      },
    },
    contact: {
      heading: 'تواصل معي',
      intro: 'لديك مشروع أو تدريب أو سؤال؟ أرسل لي رسالة أو تواصل معي مباشرة.',
      email: 'البريد الإلكتروني',
      github: 'GitHub',
      address: 'العنوان',
      myAddress: 'عنواني',
      location: 'الموقع',
      phone: 'الهاتف',
      connect: 'تجدني على الإنترنت',
      form: {
        title: 'إرسال رسالة',
        name: 'الاسم',
        namePlaceholder: 'اسمك',
        email: 'البريد الإلكتروني',
        emailPlaceholder: 'you@example.com',
        message: 'الرسالة',
        messagePlaceholder: 'رسالتك…',
        send: 'إرسال الرسالة',
        sending: 'جارٍ الإرسال…',
        success: 'شكرًا على رسالتك! سأردّ عليك قريبًا.',
        error: 'عذرًا، حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
        robot: 'ضع علامة على «أنا لست برنامج روبوت» أعلاه ثم أعِد الإرسال.',
        limited:
          'أرسلتَ عدة رسائل خلال الساعة الماضية، وهو الحد الأقصى الذي يرسله هذا النموذج. حاول مرة أخرى بعد {time} أو اكتب إلى {email}.',
        noScript: 'يحتاج هذا النموذج إلى JavaScript لإرسال الرسائل. اكتب بدلًا من ذلك إلى {email}.',
        honeypot: 'اترك هذا الحقل فارغًا',
        mailApp: 'رسالتك إلى {email} جاهزة لتطبيق البريد الإلكتروني لديك.',
        mailAppOpen: 'فتح في تطبيق البريد الإلكتروني',
        mailAppSubject: 'رسالة من {name}',
        problems: {
          nameMissing: 'يُرجى كتابة اسمك.',
          emailMissing: 'يُرجى كتابة عنوان بريدك الإلكتروني.',
          emailMalformed: 'يُرجى كتابة عنوان بريد إلكتروني كامل، مثل name@example.com.',
          messageMissing: 'يُرجى كتابة رسالتك.',
        },
      },
    },
    notFound: {
      heading: 'الصفحة غير موجودة',
      text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
      home: 'الذهاب إلى الصفحة الرئيسية',
    },
    resume: {
      summary: 'الملخص',
      experience: 'الخبرة',
      education: 'التعليم',
      projects: 'المشاريع',
      certifications: 'الشهادات',
      skills: 'المهارات',
      openSource: 'المصادر المفتوحة',
      writing: 'كتاباتي',
    },
    openSource: {
      heading: 'المصادر المفتوحة',
      intro: 'مستودعاتي العامة على GitHub: ما تفعله، وبأي لغة كُتبت، ومتى عملت عليها آخر مرة.',
      filtersLabel: 'تصفية المستودعات',
      languagesLabel: 'حسب اللغة',
      topicsLabel: 'حسب الموضوع',
      all: 'الكل',
      showing: {
        zero: 'عرض {shown} من {total} مستودع',
        one: 'عرض {shown} من مستودع واحد',
        two: 'عرض {shown} من مستودعين',
        few: 'عرض {shown} من {total} مستودعات',
        many: 'عرض {shown} من {total} مستودعًا',
        other: 'عرض {shown} من {total} مستودع',
      },
      stars: {
        zero: 'لا نجوم',
        one: 'نجمة واحدة',
        two: 'نجمتان',
        few: '{count} نجوم',
        many: '{count} نجمة',
        other: '{count} نجمة',
      },
      forks: {
        zero: 'لا نسخ',
        one: 'نسخة واحدة',
        two: 'نسختان',
        few: '{count} نسخ',
        many: '{count} نسخة',
        other: '{count} نسخة',
      },
      updated: 'آخر تحديث {date}',
      license: 'رخصة {license}',
      homepage: 'الموقع',
      language: 'اللغة',
      topicsListLabel: 'المواضيع',
      archived: 'مؤرشف',
      fork: 'نسخة',
      empty: 'لا توجد مستودعات لعرضها بعد.',
    },
    writing: {
      heading: 'كتاباتي',
      intro: 'ما تعلمته، مكتوبًا: أحدث مقالاتي.',
      latest: 'أحدث الكتابات',
      allPosts: 'كل المقالات',
      published: 'نُشر في {date}',
      tagsLabel: 'الوسوم',
      empty: 'لا توجد مقالات بعد.',
      readingTime: {
        zero: '{count} دقيقة قراءة',
        one: 'دقيقة قراءة واحدة',
        two: 'دقيقتا قراءة',
        few: '{count} دقائق قراءة',
        many: '{count} دقيقة قراءة',
        other: '{count} دقيقة قراءة',
      },
      contents: 'المحتويات',
      draft: 'مسودة: لا يبنيها إلا npm start',
      footnotes: 'الحواشي',
      backToReference: 'العودة إلى المرجع {number}',
    },
  },
  content: {
    profile: {
      name: NAME,
      role: ROLE,
      summary:
        'أبني خطوط معالجة البيانات المتدفقة والأدوات المحيطة بها، من مستهلكي Kafka إلى لوحات المتابعة. ' +
        'بين بورتو و Θεσσαλονίκη أكتب عن قصد شيفرةً «مملّة» — وأختبرها — وتعلّمتُ الروسية لأقرأ «Мастер и Маргарита».',
      blurb: 'خطوط بيانات، وبراهين & <plain> HTML — من بورتو.',
      location: 'بورتو، منطقة بورتو الحضرية، البرتغال',
    },
    personal: {
      greeting: 'مرحبًا، أنا إينيش!',
      highlights: ['التدفقات قبل الدفعات: Kafka وFlink & «exactly once»', 'Ζήτω η απλότητα — البساطة أولًا'],
      gender: 'أنثى',
      languages: ['البرتغالية', 'الإنجليزية', 'اليونانية', 'الروسية', 'الهندية'],
      work: 'طالبة',
      freelance: 'متاحة بدوام جزئي',
      country: 'البرتغال',
      overview: [
        'أحبّ الأنظمة التي تشرح نفسها بنفسها: عقود بيانات واضحة، وخدمات صغيرة، واختبارات تُقرأ كالسلوك <الذي> تتحقق منه & تحميه. ' +
          'خارج المحاضرات أمارس التسلّق، وأترجم القصائد، وأتعلّم हिन्दी كلمةً في كل مرة.',
        'قضيتُ فصل Erasmus في Θεσσαλονίκη وتدرّبتُ في Beograd؛ والآن أُنهي الماجستير في FEUP وأبحث عن أول وظيفة لي في هندسة البيانات.',
      ],
    },
    education: {
      'Universidade do Porto, Faculdade de Engenharia': {
        institution: 'جامعة بورتو، كلية الهندسة',
        degree: 'ماجستير في هندسة المعلوماتية والحوسبة — علوم البيانات',
        location: 'بورتو، البرتغال',
        period: '2022 – 2027',
        score: 'معدّل 17.4 من 20',
      },
      'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης': {
        institution: AUTH,
        degree: 'Erasmus+: فصل دراسي في المعلوماتية',
        location: 'سالونيك، اليونان',
        period: '2024 – 2025',
        cgpa: '9.1 / 10',
      },
    },
    experience: {
      'Engenheira de dados (freelance)': {
        title: 'مهندسة بيانات (عمل حر)',
        company: 'Rijeka & Sons <Logistics>',
        location: 'عن بُعد',
        period: 'مارس 2026 – حتى الآن',
        type: 'عمل حر',
        description: ['نقلتُ المعالجات الليلية بالدفعات إلى تدفّق Kafka، مع اختبارات شاملة من طرف إلى طرف.'],
      },
      'Estagiária de plataforma': {
        title: 'متدرّبة في فريق المنصّة',
        company: 'Облак Лабс',
        location: 'بلغراد، صربيا',
        period: 'يوليو 2025 – سبتمبر 2025',
        type: 'تدريب',
        description: [
          'كتبتُ بلغة Go عميلًا لسجلّ المخططات (schema registry) مع اختبارات العقود الخاصة به.',
          'خفّضتُ مدة النشر على بيئة staging من 40 إلى 6 دقائق.',
          'نظّمتُ جلسات «هاتِ bug» التي يعقدها الفريق أيام الجمعة.',
        ],
      },
      'Assistente de investigação': {
        title: 'مساعدة بحث',
        company: 'AUTh Data Lab',
        location: 'سالونيك، اليونان',
        period: '2024 – 2025',
        type: 'تدريب',
        description: ['نظّفتُ مجموعة بيانات مفتوحة عن جودة الهواء ونشرتُها.', 'شاركتُ في تأليف ورقة بحثية لورشة عمل.'],
      },
    },
    skillCategories: {
      Linguagens: {
        name: 'لغات البرمجة',
        description: 'ما أكتبه كل أسبوع — وما أقرؤه «للتسلية».',
        skills: {
          Python: { name: 'Python' },
          Go: { name: 'Go' },
          Rust: { name: 'Rust' },
          TypeScript: { name: 'TypeScript' },
          'SQL & <PL/pgSQL>': { name: 'SQL & <PL/pgSQL>' },
        },
      },
      Streaming: {
        name: 'معالجة التدفقات',
        description: 'نقل البيانات وهي لا تزال طازجة.',
        skills: { 'Apache Kafka': { name: 'Apache Kafka' }, RabbitMQ: { name: 'RabbitMQ' } },
      },
      Armazenamento: {
        name: 'التخزين',
        description: 'حيث تستريح البيانات.',
        skills: {
          PostgreSQL: { name: 'PostgreSQL' },
          Redis: { name: 'Redis' },
          'Ξ-Store (interno)': { name: 'Ξ-Store (داخلي)' },
        },
      },
      Operações: {
        name: 'العمليات',
        description: 'إبقاء كل شيء يعمل في الساعة 3 فجرًا.',
        skills: {
          Grafana: { name: 'Grafana' },
          Prometheus: { name: 'Prometheus' },
          Ansible: { name: 'Ansible' },
          Docker: { name: 'Docker' },
          Kubernetes: { name: 'Kubernetes' },
          Terraform: { name: 'Terraform' },
          Linux: { name: 'Linux' },
          'GitHub Actions': { name: 'GitHub Actions' },
          Nginx: { name: 'Nginx' },
          Git: { name: 'Git' },
        },
      },
      // Its skills are the certificates (certificationSkills): their names as certifications below gives them.
      Certificações: {
        name: 'الشهادات',
        description: 'الشهادات المعروضة في صفحة الشهادات.',
        skills: {
          'AWS Data Engineer': { name: 'AWS Data Engineer' },
          'Microsoft Certified: Azure Data Fundamentals': { name: 'Microsoft Certified: Azure Data Fundamentals' },
          'Kafka Developer <CCDAK>': { name: 'Kafka Developer <CCDAK>' },
          'Πιστοποίηση Python (Επίπεδο Β)': { name: 'شهادة Python (المستوى B)' },
        },
      },
    },
    projects: {
      'Azulejos & <Canvas> "Lab"': {
        title: 'Azulejos & <Canvas> "Lab"',
        description:
          'لوحة تعاونية من البلاط (azulejos): يضع أي شخص بلاطةً فيراها الجميع في اللحظة نفسها. ' +
          'يحفظ الخادم اللوحة بصيغة CRDT & يعيد تشغيل السجلّ، ولذلك يعمل «التراجع» بين علامات التبويب.',
        technologies: ['Full Stack', 'TypeScript', 'WebSockets', 'Rust', 'WebAssembly'],
        features: ['مؤشرات حيّة لكل زائر', 'تراجع & إعادة بين علامات التبويب', 'تصدير بفاصل زمني (time-lapse) بصيغة <video>'],
      },
      // Its features are left in Portuguese on purpose: the one text not translated to ar.
      'Ζeta Ledger': {
        title: 'Ζeta Ledger',
        description: 'محاسبة بالقيد المزدوج لجمعيات الطلاب، مع إيصالات تُمسح ضوئيًا بالهاتف.',
        technologies: ['Django', 'PostgreSQL', 'Celery'],
      },
      'Мост AI': {
        title: 'Мост AI',
        description: 'مساعد لترجمة الشعر بين البرتغالية والروسية يحترم الوزن الشعري.',
        technologies: ['Python', 'PyTorch'],
        features: ['اقتراحات تعدّ المقاطع', 'محرّر جنبًا إلى جنب'],
      },
      'Horários FEUP': {
        title: 'جداول FEUP',
        description: 'مخطِّط جداول دراسية لطلاب FEUP: يختار الشُّعَب ويُظهر التداخلات بينها.',
        technologies: ['TypeScript', 'React', 'PostgreSQL'],
        features: ['يستورد الشُّعَب من SIGARRA', 'ينبّه عندما تتداخل محاضرتان', 'يصدّر الجدول إلى التقويم'],
      },
    },
    projectFilters: ['TypeScript', 'Python', 'Django', 'Rust'],
    certifications: {
      'AWS Certified Data Engineer – Associate': {
        name: 'AWS Certified Data Engineer – Associate',
        shortName: 'AWS Data Engineer',
        issuer: 'Amazon Web Services',
      },
      'Microsoft Certified: Azure Data Fundamentals': {
        name: 'Microsoft Certified: Azure Data Fundamentals',
        issuer: 'Microsoft',
      },
      'Confluent Certified Developer for Apache Kafka': {
        name: 'Confluent Certified Developer for Apache Kafka',
        shortName: 'Kafka Developer <CCDAK>',
        issuer: 'Confluent',
      },
      'Πιστοποίηση Python (Επίπεδο Β)': {
        name: 'شهادة Python (المستوى B)',
        issuer: 'الجمعية اليونانية للمعلوماتية',
      },
    },
    certificationTiles: {
      'Plataformas cloud': { value: '2', label: 'منصّات سحابية' },
      'Conquista mais recente': { value: '2026', label: 'أحدث إنجاز' },
    },
    journey: {
      'Primeiro cliente como freelancer: Rijeka & Sons <Logistics>': {
        title: 'أول عميل لي في العمل الحر: Rijeka & Sons <Logistics>',
        company: 'Rijeka & Sons',
        location: 'عن بُعد',
        period: 'مارس 2026',
        description: ['أول عقد لي لحسابي الخاص.'],
      },
      'AWS Data Engineer – Associate': {
        title: 'AWS Data Engineer – Associate',
        company: 'Amazon Web Services',
        location: 'عبر الإنترنت',
        period: 'يناير 2026',
        // An Arabic phrase, a Latin product name and a number in one sentence (bidi ordering).
        description: ['نجحتُ في امتحان AWS لعام 2026 من المحاولة الأولى.', 'ثلاثة أشهر من السهر.'],
      },
      'Estágio na Облак Лабс': {
        title: 'تدريب في Облак Лабс',
        company: 'Облак Лабс',
        location: 'بلغراد',
        period: '2025',
        description: ['Go وKafka واختبارات العقود.'],
      },
      'Traduzi um ciclo de poemas para हिन्दी (com ajuda!)': {
        title: 'ترجمتُ سلسلة قصائد إلى हिन्दी (بمساعدة!)',
        company: 'مشروع شخصي',
        location: 'سالونيك',
        period: 'صيف 2024',
        description: ['اثنتا عشرة قصيدة، وأربع لغات، ومعلّمة صبورة جدًا.'],
      },
      'Erasmus em Θεσσαλονίκη': {
        title: 'Erasmus في Θεσσαλονίκη',
        company: AUTH,
        location: 'سالونيك',
        period: '2024 – 2025',
        description: ['فصل دراسي في المعلوماتية، باليونانية والإنجليزية.'],
      },
      'Entrei na FEUP': {
        title: 'التحاقي بكلية FEUP',
        company: 'جامعة بورتو',
        location: 'بورتو',
        period: '2022',
        description: ['بكالوريوس وماجستير متكاملان في هندسة المعلوماتية والحوسبة.'],
      },
      'Primeira linha de código': {
        title: 'أول سطر من الشيفرة',
        company: 'المنزل',
        location: 'براغا',
        period: 'نحو عام 2014',
        description: ['«مرحبًا يا عالم» بلغة Scratch، ثم بلغة Python.'],
      },
    },
    pages: {
      Início: {
        navLabel: 'الرئيسية',
        title: `${NAME} · ${ROLE}`,
        description: `معرض أعمال ${NAME}، طالبة هندسة المعلوماتية في بورتو: مشاريع ومهارات وتواصل.`,
      },
      Sobre: {
        navLabel: 'نبذة',
        title: `نبذة · ${NAME}`,
        description: `من هي ${NAME}: دراستها في بورتو وفي Θεσσαλονίκη، وتدريبها، وما يحفّزها.`,
      },
      Competências: {
        navLabel: 'المهارات',
        title: `المهارات · ${NAME}`,
        description: `لغات البرمجة ومعالجة التدفقات والتخزين والعمليات التي تعمل بها ${NAME}.`,
      },
      Projetos: {
        navLabel: 'المشاريع',
        title: `المشاريع · ${NAME}`,
        description: `مشاريع ${NAME} — بلاط، وحسابات & ترجمة <أدوات>.`,
      },
      'Código aberto': {
        navLabel: 'المصادر المفتوحة',
        title: `المصادر المفتوحة · ${NAME}`,
        description: `مستودعات ${NAME} العامة على GitHub: <canvas>، ومواعيد & خرائط.`,
      },
      Escrita: {
        navLabel: 'كتاباتي',
        title: `كتاباتي · ${NAME}`,
        description: `مقالات ${NAME} عن البرمجيات والبيانات.`,
      },
      Certificações: {
        navLabel: 'الشهادات',
        title: `الشهادات · ${NAME}`,
        description: `شهادات & إنجازات ${NAME}: السحابة، والتدفقات، و«المزيد».`,
      },
      Percurso: {
        navLabel: 'المسيرة',
        title: `المسيرة · ${NAME}`,
        description: `مسيرة ${NAME} حتى الآن، من براغا إلى Θεσσαλονίκη.`,
      },
      Contacto: {
        navLabel: 'التواصل',
        title: `التواصل · ${NAME}`,
        description: `راسِل ${NAME} عبر البريد الإلكتروني أو الهاتف أو النموذج.`,
      },
    },
    repositories: {
      'azulejos-canvas': {
        name: 'azulejos-canvas',
        description: 'أنماط بلاط الأزوليجو مرسومة في <canvas>، ومصدّرة بصيغتي SVG & PNG.',
        language: 'TypeScript',
        topics: ['canvas', 'generative-art', 'svg'],
      },
      'horarios-stcp': {
        name: 'horarios-stcp',
        description: 'مواعيد حافلات بورتو، دون اتصال، في تطبيق ويب قابل للتثبيت.',
        language: 'Svelte',
        topics: ['pwa', 'porto', 'transportes'],
      },
      leaflet: {
        name: 'leaflet',
        description: 'نسختي من Leaflet، مع إصلاح إمكانية الوصول الذي اقترحته.',
        language: 'JavaScript',
      },
      'notas-de-aula': { name: 'notas-de-aula' },
    },
    notFoundPage: {
      title: `الصفحة غير موجودة · ${NAME}`,
      description: `هذه الصفحة من معرض أعمال ${NAME} غير موجودة.`,
    },
    quickLinks: {
      Sobre: { label: 'نبذة' },
      Competências: { label: 'المهارات' },
      Percurso: { label: 'المسيرة' },
      Projetos: { label: 'المشاريع' },
      Formação: { label: 'التعليم' },
      Contacto: { label: 'التواصل' },
    },
    heroStats: {
      Projetos: { value: '4', label: 'مشاريع' },
      Certificações: { value: '4', label: 'شهادات' },
    },
  },
};

export const translations: readonly Translation[] = [ar];
