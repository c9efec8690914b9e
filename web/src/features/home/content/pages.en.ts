import type { pages as vi } from './pages.vi';

/** The general pages' long texts in English (the same keys as pages.vi.ts). */
export const pages: typeof vi = {
  demoNotice:
    'English Academy is a demonstration academy: the names, addresses and phone numbers on this page only show the product.',
  nav: {
    label: 'General information',
    features: 'Features',
    about: 'About',
    infor: 'Academy information',
    docs: 'User guide',
    knowledge: 'Knowledge',
  },
  features: {
    title: 'Features',
    lead: 'Everything an English and IELTS academy does, on one platform, on computers and phones.',
    items: {
      classes: {
        title: 'Classes and timetables',
        text: 'Classes by course, lessons generated from the weekdays and the days off, attendance for every lesson, recordings and slides for students who missed one.',
      },
      bank: {
        title: 'Question and exercise banks',
        text: '35 question types, from multiple choice, gap fill, matching and ordering to Writing and Speaking; the academy’s common store and each teacher’s own; Excel and GIFT import and export.',
      },
      exams: {
        title: 'Work taken online',
        text: 'Full-screen exams with a limit on exits, a clock kept by the server, every answer saved as it is typed even offline, and spoken answers recorded in the browser.',
      },
      marking: {
        title: 'Marking and returning work',
        text: 'Keyed questions are scored at once; Writing and Speaking are marked by teachers with rubric bands, drafts, comments and error tags on each answer.',
      },
      results: {
        title: 'Results and progress',
        text: 'Students see their scores, the keys and the comments once work is returned; teachers follow submissions, averages and attendance for the whole class.',
      },
      ielts: {
        title: 'IELTS exams',
        text: 'Exam dates, registrations, payments and promotion codes; skill bands from the official conversion tables and the overall band rounded as in the real test.',
      },
      feedback: {
        title: 'Feedback and problem reports',
        text: 'Students report a broken question while taking the work and give feedback on their class, anonymously to the teacher if they wish; the academy resolves and answers by e-mail.',
      },
      languages: {
        title: 'Vietnamese and English',
        text: 'Vietnamese by default, English in one click; error messages and e-mails in each user’s language.',
      },
    },
  },
  about: {
    title: 'About us',
    lead: 'English Academy helps students and working people use English with confidence and reach the IELTS band they need.',
    sections: {
      story: {
        title: 'Our story',
        text: 'The academy began in 2014 with one evening IELTS class of twelve students in District 1. Today it runs more than a hundred general English and IELTS classes a year, at two campuses and online.',
      },
      approach: {
        title: 'How we teach',
        text: 'Small classes of at most 18 students, so that teachers can correct every essay and every spoken answer. Short but regular homework, tests close to the real exam, and results returned with comments so that each student knows where they stand.',
      },
      teachers: {
        title: 'Our teachers',
        text: 'Our teachers hold teaching qualifications (CELTA, TESOL) and IELTS scores of 8.0 or more; the examiners who mark Writing and Speaking are trained on the exam’s marking criteria.',
      },
      platform: {
        title: 'Why this platform',
        text: 'Working students need to study at any time, on a phone, without losing their work when the network drops; teachers need to mark quickly and see their class progress. The platform was built for exactly that.',
      },
    },
    figures: {
      title: 'A few figures',
      students: '3,200+ students a year',
      classes: '120 classes a year',
      band: '78% of IELTS students reach their target band',
      teachers: '25 teachers and examiners',
    },
  },
  infor: {
    title: 'Academy information',
    lead: 'English Academy’s addresses, contacts and opening hours.',
    campusesTitle: 'Campuses',
    campuses: {
      hcm: {
        name: 'Ho Chi Minh City campus',
        address: '123 Le Loi, Ben Thanh Ward, District 1, Ho Chi Minh City',
        phone: '028 3822 0000',
      },
      hanoi: {
        name: 'Hanoi campus',
        address: '45 Trang Thi, Hang Trong Ward, Hoan Kiem District, Hanoi',
        phone: '024 3825 0000',
      },
    },
    contactTitle: 'Contact',
    contact: {
      hotline: 'Hotline: 1900 0000 (8:00–21:00)',
      email: 'Course advice: tuvan@academy.test',
      support: 'Account and technical support: hotro@academy.test',
      ielts: 'IELTS registration: ielts@academy.test',
    },
    hoursTitle: 'Opening hours',
    hours: {
      weekdays: 'Monday – Friday: 8:00 – 21:00',
      saturday: 'Saturday: 8:00 – 17:00',
      sunday: 'Sundays and public holidays: closed (classes keep their own timetable)',
    },
    paymentTitle: 'Tuition and exam fees',
    payment:
      'The academy takes bank transfers and payments at the front desk. IELTS exam fees are confirmed within one working day; the receipt is on your registration page.',
  },
  docs: {
    title: 'User guide',
    lead: 'How to use the platform in your role. Choose a role to see its guide.',
    roleLabel: 'Role',
    roles: {
      STUDENT: {
        title: 'Students',
        sections: {
          start: {
            title: 'Getting started',
            steps: [
              'Sign in with the e-mail the academy sent you, or create an account on the Register page.',
              'At your first sign-in, complete your profile: name, date of birth, phone number and where you study or work.',
              'In “My classes”, choose “Join a class” and type the class code your teacher gave you; the teacher approves your request.',
            ],
          },
          work: {
            title: 'Homework and tests',
            steps: [
              'Open the class, pick the work under Exercises and read the rules: it runs in full screen with a limit on exits.',
              'Answers are saved as you go; offline, they stay on your device and are sent when the network is back.',
              'A wrong key, a typo or a recording that does not play? Press “Report this question” right in the work.',
              'Press “Submit” when you are done; when time is up, the work is submitted with what was saved.',
            ],
          },
          results: {
            title: 'Results',
            steps: [
              '“My results” lists all your work with its status: not started, waiting for marking, returned.',
              'Once work is returned, open it to see the keys, each question’s score, the comments and the error tags.',
              'Work below the minimum score must be redone: press “Redo” to start a new attempt.',
            ],
          },
          feedback: {
            title: 'Feedback on your class',
            steps: [
              'Go to “Feedback”, press “Write feedback”, choose the class, give 1 to 5 stars and write a few lines.',
              'Tick “Anonymous to the teacher” if you do not want the teacher to know who wrote it; the academy still sees it, to help you.',
              'You write feedback once per class and may change it at any time.',
            ],
          },
        },
      },
      TEACHER: {
        title: 'Teachers',
        sections: {
          classes: {
            title: 'Classes',
            steps: [
              'Create a class in “Class management”: course, number of sessions, start date, weekdays and times; the lessons are generated.',
              'Share the class code with students and approve join requests in the “Everyone” tab.',
              'Take attendance from a lesson’s start time in the “Schedule” tab; add each lesson’s recording and slides.',
            ],
          },
          bank: {
            title: 'Questions and exercises',
            steps: [
              'The academy’s common store is read-only; copy a question or an exercise into your own store to change it.',
              'Create questions by type, preview them as students see them, then build exercises from them.',
              'Import many questions at once from Excel, CSV, GIFT or Aiken: a dry run shows each row’s mistakes before anything is saved.',
            ],
          },
          assign: {
            title: 'Assigning and marking',
            steps: [
              'In a class’s “Exercises” tab, press “Assign”: choose the exercise, deadline, time limit, minimum and maximum score.',
              'Work marked by a person waits under “Marking”; your draft is saved as you go and students see it only once you return the work.',
              'Put error tags on answers so students know what went wrong and where to read more.',
            ],
          },
          feedback: {
            title: 'Students’ feedback',
            steps: [
              'A class’s “Feedback” tab shows the average rating, the number of reviews and how the stars are spread.',
              'Anonymous feedback comes without the author’s name: read it as the class’s voice.',
            ],
          },
        },
      },
      SPECIALIZE: {
        title: 'Examiners',
        sections: {
          marking: {
            title: 'Marking',
            steps: [
              'You see the classes the academy assigned to you in “Class management”.',
              'Open “Marking” to see the work waiting; mark Writing and Speaking with the rubric bands, comment and add error tags.',
              'Return the work once every part marked by a person has a score; the page opens the next one in the queue.',
            ],
          },
          bank: {
            title: 'Question bank',
            steps: [
              'You may read the common store to check keys and sample answers before marking.',
              'Found a mistake in a question? Report it from the review page; an administrator will resolve it.',
            ],
          },
        },
      },
      ADMIN: {
        title: 'Administrators',
        sections: {
          people: {
            title: 'Users and classes',
            steps: [
              'Create accounts in “User management”: users receive a welcome e-mail to set their password, and complete their profile at their first sign-in.',
              'Create courses, create classes and assign their teachers and examiners.',
              'Manage the academy’s days off; the classes’ timetables move around them.',
            ],
          },
          content: {
            title: 'Content',
            steps: [
              'Write questions and exercises in the common store; manage the common error tags every teacher uses.',
              'Write “Knowledge” articles: the text is Markdown, and an article may stay a draft before it is published.',
            ],
          },
          reports: {
            title: 'Reports and feedback',
            steps: [
              '“Statistics → Reports” lists the problems reported on exercises: exercise name, reporter’s e-mail, report date.',
              'Open the exercise to check it, fix it if needed, then press “Resolve” with a note: the reporter gets an e-mail in their language.',
              '“Feedback” shows every class’s feedback with a summary per class; administrators always see the author, even when it is anonymous to the teacher.',
            ],
          },
        },
      },
    },
  },
};
