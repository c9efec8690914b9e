/** The texts of features/home, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  home: {
    title: 'Home',
    headline: 'Learn English and prepare for IELTS with the academy',
    welcomeBack: 'Welcome back, {{name}}!',
    lead: 'Your timetable, attendance, homework and results in one place, on a computer or a phone.',
    toDashboard: 'Open the dashboard',
    features: {
      classes: {
        title: 'Classes',
        text: 'Join a class with its code and see its teachers, room and online classroom.',
      },
      schedule: {
        title: 'Timetable',
        text: 'Lessons planned around the days off, with each lesson’s recording and slides.',
      },
      progress: {
        title: 'Progress',
        text: 'Attendance, submitted work and scores, updated after every lesson.',
      },
    },
  },
  // Issue 15: reports, feedback, the knowledge base, the general pages and the first sign-in's setup.
  general: {
    label: 'About the academy',
    docs: 'User guide',
    features: 'Features',
    about: 'About',
    infor: 'Academy information',
  },
};
