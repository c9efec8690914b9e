/** The texts of features/courses, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  courses: {
    title: 'Course management',
    create: 'Add a course',
    createTitle: 'Add a course',
    editTitle: 'Edit {{name}}',
    created: 'Course added',
    updated: 'Course saved',
    deleted: 'Course deleted; its classes keep going without a course',
    deleteFailed: 'The course could not be deleted',
    deleteConfirm: 'Delete the course {{name}}?',
    deleteText: 'Its classes stay, without a course.',
    editCourse: 'Edit {{name}}',
    deleteCourse: 'Delete {{name}}',
    total_one: '{{count}} course',
    total_other: '{{count}} courses',
    searchLabel: 'Search courses',
    searchPlaceholder: 'Course name',
    noBand: 'No target band (general English)',
    fields: {
      name: 'Course name',
      description: 'Description',
      targetBand: 'Target IELTS band',
      createdAt: 'Created on',
    },
    validation: {
      nameRequired: 'Please enter the course name',
      tooLong: 'This text is too long',
      bandInvalid: 'A band is 0 to 9 in half bands',
    },
  },
};
