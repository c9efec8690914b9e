/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query ClassDetailQuery($id: ID!, $today: Date!, $overview: Boolean! = true) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassDetailPage_class\n      ... @include(if: $overview) {\n        ...ClassOverviewTab_class\n        nextLessons: lessons(from: $today) {\n          id\n          ...NextLessons_lessons\n        }\n      }\n    }\n  }\n': typeof types.ClassDetailQueryDocument;
  '\n  query ApolloTestPingQuery {\n    viewer {\n      id\n    }\n  }\n': typeof types.ApolloTestPingQueryDocument;
  '\n      mutation ApolloTestSaveMutation {\n        deleteClass(input: { id: "1" }) {\n          deletedId\n        }\n      }\n    ': typeof types.ApolloTestSaveMutationDocument;
  '\n  query FreshMediaQuery($id: ID!) {\n    media(id: $id) {\n      id\n      url\n    }\n  }\n': typeof types.FreshMediaQueryDocument;
  "\n  query SessionViewerQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      # The first sign-in's setup asks for what is missing (shared/setup.ts).\n      dateOfBirth\n      phone\n      workPlace\n      # An IELTS candidate's page is /ielts-test (app/RootRoute.tsx); what registering asks for (RegisterCard).\n      studentStatus\n      passport\n    }\n  }\n": typeof types.SessionViewerQueryDocument;
  '\n  query CalendarFeedCardQuery {\n    calendarFeed {\n      createdAt\n    }\n  }\n': typeof types.CalendarFeedCardQueryDocument;
  '\n  query NotificationPreferencesCardQuery {\n    notificationPreferences {\n      kinds {\n        kind\n        channel\n      }\n      dailyDigest\n      language\n    }\n  }\n': typeof types.NotificationPreferencesCardQueryDocument;
  '\n  fragment ProfileForm_user on User {\n    id\n    email\n    name\n    firstName\n    lastName\n    dateOfBirth\n    gender\n    phone\n    subEmail\n    link\n    workPlace\n    address\n    passport\n  }\n': typeof types.ProfileForm_UserFragmentDoc;
  '\n  query ProfileQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      joinedAt\n      createdAt\n      ...ProfileForm_user\n    }\n  }\n': typeof types.ProfileQueryDocument;
  '\n  query SetupQuery {\n    viewer {\n      id\n      name\n      role\n      ...ProfileForm_user\n    }\n  }\n': typeof types.SetupQueryDocument;
  '\n  mutation ChangePasswordSaveMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ChangePasswordSaveMutationDocument;
  '\n  mutation CalendarFeedRegenerateMutation($input: RegenerateCalendarFeedInput!) {\n    regenerateCalendarFeed(input: $input) {\n      url\n      calendarFeed {\n        createdAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CalendarFeedRegenerateMutationDocument;
  '\n  mutation ForgotPasswordRequestMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ForgotPasswordRequestMutationDocument;
  '\n  mutation ResetPasswordSetMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ResetPasswordSetMutationDocument;
  '\n  mutation CalendarFeedRevokeMutation($input: RevokeCalendarFeedInput!) {\n    revokeCalendarFeed(input: $input) {\n      revoked\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CalendarFeedRevokeMutationDocument;
  '\n  mutation RegisterSignUpMutation($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.RegisterSignUpMutationDocument;
  '\n  mutation ProfileUpdateMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        id\n        name\n        ...ProfileForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ProfileUpdateMutationDocument;
  '\n  query AssignmentOverviewQuery($id: ID!) {\n    assignment(id: $id) {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      deadline\n      class {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      studentStatuses {\n        status\n        attemptId\n        attempt\n        score\n        submittedAt\n        markedAt\n        hasDraft\n        redoRequested\n        accommodation {\n          extraTimePercent\n          extraTimeMinutes\n          extraAttempts\n          source\n          extraMinutes\n        }\n        student {\n          id\n          name\n        }\n      }\n      scoreDistribution {\n        bucket\n        from\n        to\n        count\n      }\n      partFigures {\n        partId\n        questionId\n        questionTitle\n        number\n        maxScore\n        answered\n        scored\n        right\n        rightPercent\n        averageScore\n      }\n    }\n  }\n': typeof types.AssignmentOverviewQueryDocument;
  '\n  query ClassErrorTagsQuery($id: ID!, $months: Int!) {\n    class(id: $id) {\n      id\n      name\n      errorTagTallies(months: $months) {\n        errorTagId\n        name\n        link\n        total\n        lastMonth\n        trend\n        months {\n          month\n          count\n        }\n      }\n    }\n  }\n': typeof types.ClassErrorTagsQueryDocument;
  '\n  query StudentErrorTagsQuery($studentId: ID, $months: Int!) {\n    studentErrorTags(studentId: $studentId, months: $months) {\n      errorTagId\n      name\n      link\n      total\n      lastMonth\n      trend\n      months {\n        month\n        count\n      }\n    }\n  }\n': typeof types.StudentErrorTagsQueryDocument;
  '\n  mutation OverviewHoldMutation($input: HoldAttemptInput!) {\n    holdAttempt(input: $input) {\n      attemptId\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.OverviewHoldMutationDocument;
  '\n  mutation AccommodationSetMutation($input: SetAssignmentAccommodationInput!) {\n    setAssignmentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AccommodationSetMutationDocument;
  '\n  mutation AccommodationClearMutation($input: ClearAssignmentAccommodationInput!) {\n    clearAssignmentAccommodation(input: $input) {\n      cleared\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AccommodationClearMutationDocument;
  '\n  query AssignDialogOptionsQuery($withClasses: Boolean!) {\n    classes(pageSize: 300) @include(if: $withClasses) {\n      items {\n        id\n        name\n        viewerCanManage\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AssignDialogOptionsQueryDocument;
  '\n  query AssignDialogExercisesQuery($search: String) {\n    exercises(search: $search, pageSize: 20) {\n      items {\n        id\n        name\n        store\n      }\n    }\n  }\n': typeof types.AssignDialogExercisesQueryDocument;
  '\n  query ClassHomeworkQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      assignments {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n        stats {\n          studentsTotal\n          submitted\n        }\n      }\n    }\n  }\n': typeof types.ClassHomeworkQueryDocument;
  '\n  query HomeworkDetailQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      kind\n      title\n      tutorial\n      startAt\n      deadline\n      timeLimit\n      minScore\n      maxScore\n      maxAccesses\n      examMode\n      maxAttempts\n      reviewOptions {\n        answers\n        score\n        keys\n        feedback\n      }\n      createdAt\n      tag {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      class {\n        id\n        name\n        viewerCanManage\n      }\n      results {\n        id\n        attempt\n        status\n        score\n        submittedAt\n        accessCount\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n': typeof types.HomeworkDetailQueryDocument;
  '\n  mutation AssignmentCreateMutation($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      assignment {\n        id\n        class {\n          id\n        }\n        exercise {\n          id\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AssignmentCreateMutationDocument;
  '\n  mutation AssignmentDeleteMutation($input: DeleteAssignmentInput!) {\n    deleteAssignment(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AssignmentDeleteMutationDocument;
  '\n  mutation AssignmentUpdateMutation($input: UpdateAssignmentInput!) {\n    updateAssignment(input: $input) {\n      assignment {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AssignmentUpdateMutationDocument;
  '\n  fragment ClassDetailPage_class on Class {\n    id\n    name\n    classCode\n    viewerCanManage\n    course {\n      id\n      name\n    }\n    startDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    classroomOffline\n    teachers {\n      id\n      name\n    }\n  }\n': typeof types.ClassDetailPage_ClassFragmentDoc;
  '\n  query ClassEditQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassForm_class\n    }\n  }\n': typeof types.ClassEditQueryDocument;
  '\n  fragment ClassForm_class on Class {\n    id\n    name\n    course {\n      id\n    }\n    numberOfSessions\n    weekdays\n    startDate\n    endDate\n    studyTimeStart\n    studyTimeEnd\n    classroomOnline\n    classroomOffline\n    classCode\n    description\n    teachers {\n      id\n    }\n    examiners {\n      id\n    }\n  }\n': typeof types.ClassForm_ClassFragmentDoc;
  '\n  query ClassFormOptionsQuery($staff: Boolean!) {\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    teachers: users(filter: { role: TEACHER, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n    examiners: users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n': typeof types.ClassFormOptionsQueryDocument;
  '\n  fragment ClassOverviewTab_class on Class {\n    id\n    overview {\n      activeStudents\n      pendingRequests\n      sessionsPassed\n      numberOfSessions\n      assignmentCount\n      waitingScore\n      attendancePercent\n      completionPercent\n      averageScore\n    }\n    students(status: ACTIVE) {\n      id\n      student {\n        id\n        name\n        email\n      }\n      attendanceSummary {\n        percent\n        lessonsCounted\n        absent\n      }\n      progress {\n        assignmentsSubmitted\n        assignmentsTotal\n        completionPercent\n        averageScore\n      }\n    }\n    assignments {\n      id\n      title\n      kind\n      deadline\n      stats {\n        studentsTotal\n        submitted\n        waitingScore\n        averageScore\n      }\n    }\n  }\n': typeof types.ClassOverviewTab_ClassFragmentDoc;
  '\n  fragment ClassTable_classes on Class {\n    id\n    name\n    course {\n      id\n      name\n    }\n    numberOfSessions\n    classroomOnline\n    classroomOffline\n    startDate\n    endDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    classCode\n    sessionsPassed\n    weekdays\n    studentCount\n    viewerCanManage\n    viewerMembership {\n      id\n      status\n    }\n  }\n': typeof types.ClassTable_ClassesFragmentDoc;
  '\n  query ClassFormEndDateQuery($input: CalculateEndDateInput!) {\n    calculateEndDate(input: $input) {\n      expectedEndDate\n      sessionDates\n      daysOffSkipped\n    }\n  }\n': typeof types.ClassFormEndDateQueryDocument;
  '\n  fragment StudentClassPage_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    expectedEndDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n    lessons {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n      status\n      recordLink\n      slideLink\n      attendances {\n        id\n        status\n        note\n      }\n    }\n    scores {\n      id\n      kind\n      value\n      note\n      createdAt\n      assignment {\n        id\n        title\n      }\n    }\n    viewerMembership {\n      id\n      status\n      attendanceSummary {\n        lessonsCounted\n        percent\n      }\n      progress {\n        completionPercent\n        averageScore\n      }\n      results {\n        id\n        status\n        score\n        belowMinScore\n        redoRequested\n        assignment {\n          id\n          title\n          deadline\n          maxScore\n        }\n      }\n    }\n  }\n': typeof types.StudentClassPage_ClassFragmentDoc;
  '\n  query StudentClassQuery($id: ID!, $today: Date!) {\n    myClasses {\n      id\n      name\n      weekdays\n      studyTimeStart\n      studyTimeEnd\n      startDate\n      teachers {\n        id\n        name\n      }\n      viewerMembership {\n        id\n        status\n      }\n    }\n    class(id: $id) {\n      id\n      ...StudentClassPage_class\n    }\n  }\n': typeof types.StudentClassQueryDocument;
  '\n  fragment StudentClassCard_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    viewerMembership {\n      id\n      status\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n  }\n': typeof types.StudentClassCard_ClassFragmentDoc;
  '\n  query StudentClassesQuery($today: Date!) {\n    myClasses {\n      id\n      ...StudentClassCard_class\n    }\n  }\n': typeof types.StudentClassesQueryDocument;
  '\n  query ClassListQuery($filter: ClassFilter, $sort: ClassSort, $page: Int, $pageSize: Int) {\n    classes(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ClassTable_classes\n      }\n    }\n  }\n': typeof types.ClassListQueryDocument;
  '\n  mutation ClassCreateMutation($input: CreateClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassCreateMutationDocument;
  '\n  mutation ClassDeleteMutation($input: DeleteClassInput!) {\n    deleteClass(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassDeleteMutationDocument;
  '\n  mutation ClassUpdateMutation($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n        ...ClassTable_classes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassUpdateMutationDocument;
  '\n  fragment CourseForm_course on Course {\n    id\n    name\n    description\n    targetBand\n  }\n': typeof types.CourseForm_CourseFragmentDoc;
  '\n  query CourseListQuery($search: String, $page: Int, $pageSize: Int) {\n    courses(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...CourseTable_courses\n        ...CourseForm_course\n      }\n    }\n  }\n': typeof types.CourseListQueryDocument;
  '\n  fragment CourseTable_courses on Course {\n    id\n    name\n    description\n    targetBand\n    createdAt\n  }\n': typeof types.CourseTable_CoursesFragmentDoc;
  '\n  mutation CourseCreateMutation($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CourseCreateMutationDocument;
  '\n  mutation CourseDeleteMutation($input: DeleteCourseInput!) {\n    deleteCourse(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CourseDeleteMutationDocument;
  '\n  mutation CourseUpdateMutation($input: UpdateCourseInput!) {\n    updateCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CourseUpdateMutationDocument;
  '\n  query MarkingPageQuery($page: Int, $pageSize: Int) {\n    results(filter: { status: WAITING_SCORE }, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n': typeof types.MarkingPageQueryDocument;
  '\n  fragment MarkingQueue_results on Result {\n    id\n    submittedAt\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n      title\n      class {\n        id\n        name\n      }\n    }\n  }\n': typeof types.MarkingQueue_ResultsFragmentDoc;
  '\n  fragment StudentToday_lessons on Lesson {\n    id\n    sessionNumber\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n': typeof types.StudentToday_LessonsFragmentDoc;
  '\n  fragment MyClasses_classes on Class {\n    id\n    name\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    viewerMembership {\n      id\n      status\n    }\n  }\n': typeof types.MyClasses_ClassesFragmentDoc;
  '\n  fragment Deadlines_assignments on Assignment {\n    id\n    title\n    startAt\n    deadline\n    timeLimit\n    kind\n    class {\n      id\n      name\n    }\n    results {\n      id\n      status\n      redoRequested\n      redoNote\n    }\n  }\n': typeof types.Deadlines_AssignmentsFragmentDoc;
  '\n  fragment RecentResults_results on Result {\n    id\n    status\n    score\n    belowMinScore\n    redoRequested\n    markedAt\n    comment\n    assignment {\n      id\n      title\n      maxScore\n      class {\n        id\n        name\n      }\n    }\n  }\n': typeof types.RecentResults_ResultsFragmentDoc;
  '\n  fragment TodayLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n': typeof types.TodayLessons_LessonsFragmentDoc;
  '\n  query DashboardStaffQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 100) {\n      total\n      items {\n        id\n        ...TodayLessons_lessons\n      }\n    }\n    waiting: results(filter: { status: WAITING_SCORE }, pageSize: 10) {\n      total\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n': typeof types.DashboardStaffQueryDocument;
  '\n  query DashboardStudentQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 20) {\n      items {\n        id\n        ...StudentToday_lessons\n      }\n    }\n    myClasses {\n      id\n      ...MyClasses_classes\n    }\n    assignments(pageSize: 100) {\n      items {\n        id\n        ...Deadlines_assignments\n      }\n    }\n    results(pageSize: 10) {\n      items {\n        id\n        ...RecentResults_results\n      }\n    }\n  }\n': typeof types.DashboardStudentQueryDocument;
  '\n  fragment ExamAttempt_attempt on Attempt {\n    id\n    attempt\n    status\n    startedAt\n    endsAt\n    extraMinutes\n    serverNow\n    accessCount\n    maxAccesses\n    submittedAt\n    submitReason\n    score\n    belowMinScore\n    assignment {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      timeLimit\n      deadline\n      examMode\n      class {\n        id\n      }\n    }\n    exercise {\n      id\n      name\n      topicGroup\n      audioPlays\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        media {\n          id\n          kind\n          url\n        }\n        plays {\n          ...ClipPlays_plays\n        }\n        parts {\n          id\n          position\n          type\n          interaction\n          score\n          content {\n            ...PartContent_fields\n          }\n        }\n      }\n    }\n    answers {\n      ...ExamAttempt_savedAnswer\n    }\n  }\n': typeof types.ExamAttempt_AttemptFragmentDoc;
  '\n  fragment ExamAttempt_savedAnswer on SavedAnswer {\n    partId\n    seq\n    updatedAt\n    answer {\n      ...PartAnswer_fields\n    }\n  }\n': typeof types.ExamAttempt_SavedAnswerFragmentDoc;
  '\n  query ExamIntroQuery($classId: ID!) {\n    class(id: $classId) {\n      id\n      name\n      assignments {\n        id\n        title\n        tutorial\n        kind\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        myAccommodation {\n          extraMinutes\n        }\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        results {\n          id\n          status\n        }\n      }\n    }\n  }\n': typeof types.ExamIntroQueryDocument;
  '\n  mutation ExamAcceptRulesMutation($input: AcceptExamRulesInput!) {\n    acceptExamRules(input: $input) {\n      agreedAt\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamAcceptRulesMutationDocument;
  '\n  mutation ExamStartAttemptMutation($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      attempt {\n        ...ExamAttempt_attempt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamStartAttemptMutationDocument;
  '\n  mutation ExamSaveAnswersMutation($input: SaveAnswersInput!) {\n    saveAnswers(input: $input) {\n      saved {\n        ...ExamAttempt_savedAnswer\n      }\n      attempt {\n        id\n        status\n        serverNow\n        endsAt\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamSaveAnswersMutationDocument;
  '\n  fragment ClipPlays_plays on ClipPlays {\n    mediaId\n    limit\n    used\n    startedAt\n    endsAt\n    running\n  }\n': typeof types.ClipPlays_PlaysFragmentDoc;
  '\n  mutation ExamStartClipPlayMutation($input: StartClipPlayInput!) {\n    startClipPlay(input: $input) {\n      plays {\n        ...ClipPlays_plays\n      }\n      media {\n        id\n        url\n      }\n      serverNow\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamStartClipPlayMutationDocument;
  '\n  mutation ExamRecordExitMutation($input: RecordExamExitInput!) {\n    recordExamExit(input: $input) {\n      attempt {\n        id\n        status\n        serverNow\n        accessCount\n        maxAccesses\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamRecordExitMutationDocument;
  '\n  mutation ExamSubmitAttemptMutation($input: SubmitAttemptInput!) {\n    submitAttempt(input: $input) {\n      attempt {\n        id\n        status\n        submittedAt\n        submitReason\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        belowMinScore\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExamSubmitAttemptMutationDocument;
  '\n  query ExamFinishQuery($id: ID!) {\n    attempt(id: $id) {\n      id\n      attempt\n      status\n      submittedAt\n      submitReason\n      score\n      keyedScore\n      keyedMaxScore\n      partsAwaitingMarker\n      belowMinScore\n      attemptsUsed\n      attemptsAllowed\n      mayStartAgain\n      ielts {\n        skill\n        raw\n        band\n      }\n      assignment {\n        id\n        title\n        kind\n        minScore\n        maxScore\n        class {\n          id\n        }\n      }\n    }\n  }\n': typeof types.ExamFinishQueryDocument;
  '\n  query ExerciseBuilderQuery($id: ID!, $editing: Boolean!) {\n    exercise(id: $id) @include(if: $editing) {\n      id\n      name\n      description\n      topicGroup\n      visibility\n      audioPlays\n      store\n      viewerCanWrite\n      course {\n        id\n      }\n      tags {\n        id\n      }\n      outdatedQuestionIds\n      questions {\n        id\n        ...ExerciseBuilder_question\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ExerciseBuilderQueryDocument;
  '\n  query ExerciseBuilderNewerQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...ExerciseBuilder_question\n    }\n  }\n': typeof types.ExerciseBuilderNewerQueryDocument;
  '\n  query ExerciseListQuery(\n    $store: ExerciseStore\n    $courseIds: [ID!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    exercises(\n      store: $store\n      courseIds: $courseIds\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        topicGroup\n        scoringMode\n        assigned\n        viewerCanWrite\n        updatedAt\n        course {\n          id\n          name\n        }\n        owner {\n          id\n          name\n        }\n        tags {\n          id\n          name\n        }\n        figures {\n          questionCount\n          totalPoints\n        }\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ExerciseListQueryDocument;
  '\n  query QuestionPickerQuery(\n    $store: ExerciseStore\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n  ) {\n    questions(\n      store: $store\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: 10\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        tags {\n          id\n          name\n        }\n        ...ExerciseBuilder_question\n      }\n    }\n    questionRegistry {\n      types {\n        type\n      }\n    }\n  }\n': typeof types.QuestionPickerQueryDocument;
  '\n  fragment ExerciseBuilder_question on Question {\n    id\n    title\n    type\n    interaction\n    store\n    topicGroup\n    version\n    supersededById\n    owner {\n      id\n      name\n    }\n    parts {\n      id\n      type\n      score\n      weight\n    }\n  }\n': typeof types.ExerciseBuilder_QuestionFragmentDoc;
  '\n  query ExerciseContentQuery($id: ID!) {\n    exercise(id: $id) {\n      id\n      name\n      description\n      store\n      topicGroup\n      scoringMode\n      audioPlays\n      assigned\n      viewerCanWrite\n      owner {\n        id\n        name\n      }\n      course {\n        id\n        name\n      }\n      figures {\n        questionCount\n        partCount\n        totalPoints\n        partsKey\n        partsPerson\n        partsSpeech\n        partsNone\n        byType {\n          type\n          questionCount\n          partCount\n          points\n        }\n        shares {\n          questionId\n          points\n          percent\n        }\n      }\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        topicGroup\n        media {\n          id\n          kind\n          url\n        }\n        parts {\n          id\n          position\n          type\n          ...QuestionPartBody_part\n        }\n      }\n    }\n  }\n': typeof types.ExerciseContentQueryDocument;
  '\n  mutation ExerciseCopyMutation($input: CopyExerciseInput!) {\n    copyExercise(input: $input) {\n      exercise {\n        id\n        name\n        store\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExerciseCopyMutationDocument;
  '\n  mutation ExerciseCreateMutation($input: CreateExerciseInput!) {\n    createExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExerciseCreateMutationDocument;
  '\n  mutation ExerciseDeleteMutation($input: DeleteBankItemInput!) {\n    deleteExercise(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExerciseDeleteMutationDocument;
  '\n  mutation ExerciseUpdateMutation($input: UpdateExerciseInput!) {\n    updateExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ExerciseUpdateMutationDocument;
  '\n  query ClassFeedbackTabQuery($id: ID!, $page: Int, $pageSize: Int) {\n    class(id: $id) {\n      id\n      feedbackSummary {\n        classId\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: [$id] }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n': typeof types.ClassFeedbackTabQueryDocument;
  '\n  query FeedbackFormQuery {\n    myClasses {\n      id\n      name\n      viewerMembership {\n        id\n        status\n      }\n    }\n    feedbacks(pageSize: 300) {\n      items {\n        id\n        classId\n        rating\n        content\n        anonymous\n      }\n    }\n  }\n': typeof types.FeedbackFormQueryDocument;
  '\n  fragment FeedbackList_feedbacks on Feedback {\n    id\n    classId\n    className\n    authorName\n    authorEmail\n    anonymous\n    isOwn\n    rating\n    content\n    createdAt\n    updatedAt\n  }\n': typeof types.FeedbackList_FeedbacksFragmentDoc;
  '\n  query FeedbackStudentQuery {\n    feedbacks(pageSize: 300) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n': typeof types.FeedbackStudentQueryDocument;
  '\n  query FeedbackStaffQuery($classIds: [ID!], $page: Int, $pageSize: Int) {\n    feedbackSummaries(pageSize: 300) {\n      items {\n        classId\n        className\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: $classIds }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n': typeof types.FeedbackStaffQueryDocument;
  '\n  fragment FeedbackSummaryCard_summary on FeedbackSummary {\n    classId\n    className\n    count\n    average\n    distribution {\n      rating\n      count\n    }\n  }\n': typeof types.FeedbackSummaryCard_SummaryFragmentDoc;
  '\n  mutation FeedbackCreateMutation($input: CreateFeedbackInput!) {\n    createFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.FeedbackCreateMutationDocument;
  '\n  mutation FeedbackUpdateMutation($input: UpdateFeedbackInput!) {\n    updateFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.FeedbackUpdateMutationDocument;
  '\n  fragment BandCorrections_registration on IeltsRegistration {\n    bandCorrections {\n      id\n      correctedByName\n      correctedAt\n      reason\n      before {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n      after {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n    }\n  }\n': typeof types.BandCorrections_RegistrationFragmentDoc;
  '\n  query BandPublishingQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      ...BandCorrections_registration\n    }\n  }\n': typeof types.BandPublishingQueryDocument;
  '\n  fragment BandScores_bands on IeltsBands {\n    listeningRaw\n    listening\n    readingRaw\n    reading\n    writing\n    speaking\n    overall\n  }\n': typeof types.BandScores_BandsFragmentDoc;
  '\n  fragment BankTransfer_transfer on IeltsPaymentTransfer {\n    bankName\n    accountNumber\n    accountHolder\n    amount\n    content\n    qrPayload\n  }\n': typeof types.BankTransfer_TransferFragmentDoc;
  '\n  query ExamDateListQuery($filter: IeltsExamDateFilter, $page: Int, $pageSize: Int) {\n    ieltsExamDates(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n    }\n    ieltsTests(pageSize: 300) {\n      items {\n        id\n        name\n        active\n      }\n    }\n  }\n': typeof types.ExamDateListQueryDocument;
  '\n  query IeltsTestEditQuery($id: ID!) {\n    ieltsTest(id: $id) {\n      id\n      name\n      module\n      description\n      active\n      listeningExerciseId\n      listeningExerciseName\n      readingExerciseId\n      readingExerciseName\n      writingExerciseId\n      writingExerciseName\n      speakingExerciseId\n      speakingExerciseName\n      listeningTable {\n        minRaw\n        band\n      }\n      readingTable {\n        minRaw\n        band\n      }\n      listeningPlays\n    }\n  }\n': typeof types.IeltsTestEditQueryDocument;
  '\n  query IeltsExercisePickQuery($search: String) {\n    exercises(search: $search, pageSize: 30) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.IeltsExercisePickQueryDocument;
  '\n  query IeltsTestListQuery($filter: IeltsTestFilter, $page: Int, $pageSize: Int) {\n    ieltsTests(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        module\n        active\n        description\n        listeningExerciseName\n        readingExerciseName\n        writingExerciseName\n        speakingExerciseName\n        creatorName\n        createdAt\n      }\n    }\n  }\n': typeof types.IeltsTestListQueryDocument;
  '\n  query IeltsOpenDatesQuery {\n    ieltsOpenExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        skillPackage\n        format\n        description\n        unitPrice\n        seatsLeft\n        registrable\n        test {\n          id\n          name\n          module\n        }\n      }\n    }\n  }\n': typeof types.IeltsOpenDatesQueryDocument;
  '\n  query MarkpointQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        examinerId\n        examinerName\n        bandState\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n          format\n          classId\n        }\n        bands {\n          overall\n          writing\n          speaking\n        }\n      }\n    }\n  }\n': typeof types.MarkpointQueryDocument;
  '\n  query IeltsExaminersQuery {\n    users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.IeltsExaminersQueryDocument;
  '\n  query MyIeltsRegistrationsQuery {\n    ieltsRegistrations(pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examDate {\n          id\n          examDate\n          shift\n          format\n          description\n          test {\n            id\n            name\n          }\n        }\n        payment {\n          id\n          invoice\n          examType\n          unitPrice\n          discount\n          amount\n          status\n          paidAt\n          createdAt\n          promotionCode {\n            id\n            code\n          }\n          transfer {\n            bankName\n            accountNumber\n            accountHolder\n            qrPayload\n            ...BankTransfer_transfer\n          }\n        }\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n        bands {\n          ...BandScores_bands\n        }\n      }\n    }\n  }\n': typeof types.MyIeltsRegistrationsQueryDocument;
  '\n  query PaymentListQuery($filter: IeltsPaymentFilter, $page: Int, $pageSize: Int) {\n    ieltsPayments(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        invoice\n        registrationId\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        createdAt\n        candidate {\n          id\n          name\n          email\n        }\n        promotionCode {\n          id\n          code\n        }\n      }\n    }\n  }\n': typeof types.PaymentListQueryDocument;
  '\n  query PromotionCodeListQuery($filter: PromotionCodeFilter, $page: Int, $pageSize: Int) {\n    promotionCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        createdAt\n        expiresAt\n        usable\n      }\n    }\n  }\n': typeof types.PromotionCodeListQueryDocument;
  '\n  query IeltsQuoteQuery($examDateId: ID!, $promotionCode: String) {\n    ieltsQuote(examDateId: $examDateId, promotionCode: $promotionCode) {\n      quote {\n        unitPrice\n        discount\n        amount\n        promotionCode\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.IeltsQuoteQueryDocument;
  '\n  query RegistrantEditQuery($id: ID!) {\n    ieltsRegistrant(id: $id) {\n      id\n      name\n      email\n      phone\n      passport\n      dateOfBirth\n      address\n      isLmsStudent\n      createdAt\n    }\n    ieltsRegistrations(filter: { candidateIds: [$id] }, pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        examDate {\n          id\n          examDate\n          shift\n        }\n      }\n    }\n  }\n': typeof types.RegistrantEditQueryDocument;
  '\n  query RegistrantListQuery($filter: IeltsRegistrantFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrants(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n        registrationCount\n        createdAt\n      }\n    }\n  }\n': typeof types.RegistrantListQueryDocument;
  '\n  query RegistrationDetailQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      createdAt\n      markedAt\n      bandState\n      examinerName\n      lang\n      candidate {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        classId\n        test {\n          id\n          name\n        }\n      }\n      payment {\n        id\n        invoice\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        promotionCode {\n          id\n          code\n        }\n      }\n      sections {\n        skill\n        classId\n        assignmentId\n        attemptId\n        attemptStatus\n      }\n      bands {\n        ...BandScores_bands\n      }\n    }\n  }\n': typeof types.RegistrationDetailQueryDocument;
  '\n  query RegistrationListQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examinerName\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n        }\n        payment {\n          id\n          amount\n          status\n        }\n        bands {\n          overall\n        }\n      }\n    }\n  }\n': typeof types.RegistrationListQueryDocument;
  '\n  query RegistrationDatesQuery {\n    ieltsExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        registeredCount\n      }\n    }\n  }\n': typeof types.RegistrationDatesQueryDocument;
  '\n  query ScoreIeltsQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      examinerName\n      bandState\n      draftedByName\n      draftedAt\n      markedAt\n      candidate {\n        id\n        name\n        email\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        test {\n          id\n          name\n        }\n      }\n      sections {\n        skill\n        classId\n        attemptId\n      }\n      bands {\n        listeningRaw\n        listening\n        readingRaw\n        reading\n        writing\n        speaking\n        overall\n        writingTask1 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        writingTask2 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        speakingCriteria {\n          fluencyCoherence\n          lexicalResource\n          grammaticalRange\n          pronunciation\n          band\n        }\n      }\n    }\n  }\n': typeof types.ScoreIeltsQueryDocument;
  '\n  mutation AssignIeltsExaminerMutation($input: AssignIeltsExaminerInput!) {\n    assignIeltsExaminer(input: $input) {\n      registrations {\n        id\n        examinerId\n        examinerName\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AssignIeltsExaminerMutationDocument;
  '\n  mutation CancelIeltsRegistrationMutation($input: CancelIeltsRegistrationInput!) {\n    cancelIeltsRegistration(input: $input) {\n      registration {\n        id\n        status\n        payment {\n          id\n          status\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CancelIeltsRegistrationMutationDocument;
  '\n  mutation ConfirmIeltsPaymentMutation($input: ConfirmIeltsPaymentInput!) {\n    confirmIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ConfirmIeltsPaymentMutationDocument;
  '\n  mutation CorrectIeltsBandsMutation($input: CorrectIeltsBandsInput!) {\n    correctIeltsBands(input: $input) {\n      registration {\n        id\n        bands {\n          listening\n          reading\n          writing\n          speaking\n          overall\n        }\n        ...BandCorrections_registration\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CorrectIeltsBandsMutationDocument;
  '\n  mutation ImportBankStatementMutation($input: ImportBankStatementInput!) {\n    importBankStatement(input: $input) {\n      report {\n        dryRun\n        rows\n        matches\n        transfers {\n          row\n          amount\n          description\n          reference\n          invoice\n          paymentId\n          invoiceAmount\n          outcome\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ImportBankStatementMutationDocument;
  '\n  mutation MarkIeltsMutation($input: MarkIeltsRegistrationInput!) {\n    markIeltsRegistration(input: $input) {\n      registration {\n        id\n        bandState\n        draftedByName\n        draftedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.MarkIeltsMutationDocument;
  '\n  mutation PublishIeltsBandsMutation($input: PublishIeltsBandsInput!) {\n    publishIeltsBands(input: $input) {\n      registration {\n        id\n        status\n        bandState\n        markedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.PublishIeltsBandsMutationDocument;
  '\n  mutation RefundIeltsPaymentMutation($input: RefundIeltsPaymentInput!) {\n    refundIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.RefundIeltsPaymentMutationDocument;
  '\n  mutation RegisterIeltsMutation($input: RegisterIeltsInput!) {\n    registerIelts(input: $input) {\n      registration {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.RegisterIeltsMutationDocument;
  '\n  mutation CreateIeltsExamDateMutation($input: CreateIeltsExamDateInput!) {\n    createIeltsExamDate(input: $input) {\n      examDate {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CreateIeltsExamDateMutationDocument;
  '\n  mutation UpdateIeltsExamDateMutation($input: UpdateIeltsExamDateInput!) {\n    updateIeltsExamDate(input: $input) {\n      examDate {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.UpdateIeltsExamDateMutationDocument;
  '\n  mutation CreateIeltsTestMutation($input: CreateIeltsTestInput!) {\n    createIeltsTest(input: $input) {\n      test {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CreateIeltsTestMutationDocument;
  '\n  mutation UpdateIeltsTestMutation($input: UpdateIeltsTestInput!) {\n    updateIeltsTest(input: $input) {\n      test {\n        id\n        name\n        module\n        description\n        active\n        listeningExerciseId\n        listeningExerciseName\n        readingExerciseId\n        readingExerciseName\n        writingExerciseId\n        writingExerciseName\n        speakingExerciseId\n        speakingExerciseName\n        listeningTable {\n          minRaw\n          band\n        }\n        readingTable {\n          minRaw\n          band\n        }\n        listeningPlays\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.UpdateIeltsTestMutationDocument;
  '\n  mutation CreatePromotionCodeMutation($input: CreatePromotionCodeInput!) {\n    createPromotionCode(input: $input) {\n      promotionCode {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.CreatePromotionCodeMutationDocument;
  '\n  mutation UpdatePromotionCodeMutation($input: UpdatePromotionCodeInput!) {\n    updatePromotionCode(input: $input) {\n      promotionCode {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        expiresAt\n        usable\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.UpdatePromotionCodeMutationDocument;
  '\n  mutation RegistrantSaveMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        name\n        phone\n        dateOfBirth\n        passport\n        address\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.RegistrantSaveMutationDocument;
  '\n  mutation SitIeltsTestMutation($input: SitIeltsTestInput!) {\n    sitIeltsTest(input: $input) {\n      registration {\n        id\n        status\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.SitIeltsTestMutationDocument;
  '\n  query ArticleEditQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n': typeof types.ArticleEditQueryDocument;
  '\n  query ArticleQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n': typeof types.ArticleQueryDocument;
  '\n  query KnowledgeListQuery($filter: ArticleFilter, $page: Int, $pageSize: Int) {\n    articles(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        summary\n        topic\n        language\n        published\n        updatedAt\n      }\n    }\n  }\n': typeof types.KnowledgeListQueryDocument;
  '\n  fragment ArticleView_article on Article {\n    id\n    title\n    summary\n    body\n    topic\n    language\n    published\n    authorName\n    updatedAt\n  }\n': typeof types.ArticleView_ArticleFragmentDoc;
  '\n  mutation ArticleCreateMutation($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ArticleCreateMutationDocument;
  '\n  mutation ArticleDeleteMutation($input: DeleteArticleInput!) {\n    deleteArticle(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ArticleDeleteMutationDocument;
  '\n  mutation ArticleUpdateMutation($input: UpdateArticleInput!) {\n    updateArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ArticleUpdateMutationDocument;
  '\n  query AddStudentsSearchQuery($search: String) {\n    users(filter: { role: STUDENT, search: $search, isActive: true }, pageSize: 30) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n': typeof types.AddStudentsSearchQueryDocument;
  '\n  query ClassStudentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students {\n        id\n        status\n        joinedAt\n        student {\n          id\n          name\n          email\n          phone\n        }\n      }\n    }\n  }\n': typeof types.ClassStudentsTabQueryDocument;
  '\n  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {\n    addStudentsToClass(input: $input) {\n      classStudents {\n        id\n        status\n      }\n      alreadyMembers {\n        id\n        student {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassAddStudentsMutationDocument;
  '\n  mutation ClassStudentStatusMutation($input: UpdateStudentStatusInput!) {\n    updateStudentStatus(input: $input) {\n      classStudent {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassStudentStatusMutationDocument;
  '\n  mutation ClassJoinMutation($input: JoinClassByCodeInput!) {\n    joinClassByCode(input: $input) {\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ClassJoinMutationDocument;
  '\n  query NotificationBellQuery {\n    notifications(page: 1, pageSize: 6) {\n      unread\n      total\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n': typeof types.NotificationBellQueryDocument;
  '\n  fragment NotificationRow_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n': typeof types.NotificationRow_NotificationFragmentDoc;
  '\n  query NotificationListQuery($page: Int!, $pageSize: Int!, $unreadOnly: Boolean!) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n': typeof types.NotificationListQueryDocument;
  '\n  mutation NotificationsMarkReadMutation($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      notifications {\n        id\n        readAt\n      }\n      unread\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.NotificationsMarkReadMutationDocument;
  '\n  query PresentationGroupsQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      maxScore\n      presentationGroups {\n        id\n        ...PresentationGroupsCard_group\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.PresentationGroupsQueryDocument;
  '\n  fragment PresentationGroupsCard_group on PresentationGroup {\n    id\n    name\n    members {\n      id\n      name\n    }\n    rubric {\n      criterion\n      band\n      point\n    }\n    presentationScore\n    slideScore\n    scriptScore\n    total\n    returned\n    returnedAt\n  }\n': typeof types.PresentationGroupsCard_GroupFragmentDoc;
  '\n  mutation PresentationGroupCreateMutation($input: CreatePresentationGroupInput!) {\n    createPresentationGroup(input: $input) {\n      group {\n        id\n        assignmentId\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.PresentationGroupCreateMutationDocument;
  '\n  mutation PresentationGroupDeleteMutation($input: DeletePresentationGroupInput!) {\n    deletePresentationGroup(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.PresentationGroupDeleteMutationDocument;
  '\n  mutation PresentationGroupMarkMutation($input: MarkPresentationGroupInput!) {\n    markPresentationGroup(input: $input) {\n      group {\n        id\n        returned\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.PresentationGroupMarkMutationDocument;
  '\n  mutation PresentationGroupUpdateMutation($input: UpdatePresentationGroupInput!) {\n    updatePresentationGroup(input: $input) {\n      group {\n        id\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.PresentationGroupUpdateMutationDocument;
  '\n  fragment QuestionForm_question on Question {\n    id\n    title\n    type\n    interaction\n    instructions\n    transcript\n    description\n    topicGroup\n    store\n    visibility\n    answered\n    version\n    supersededById\n    clonedFromId\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    media {\n      id\n      url\n      kind\n      originalName\n    }\n    tags {\n      id\n    }\n    parts {\n      id\n      type\n      ...QuestionPartBody_part\n    }\n  }\n': typeof types.QuestionForm_QuestionFragmentDoc;
  '\n  query QuestionFormOptionsQuery {\n    questionRegistry {\n      weights\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.QuestionFormOptionsQueryDocument;
  '\n  query QuestionFormQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...QuestionForm_question\n    }\n  }\n': typeof types.QuestionFormQueryDocument;
  '\n  query QuestionListQuery(\n    $store: ExerciseStore\n    $ownerId: ID\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    questions(\n      store: $store\n      ownerId: $ownerId\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...QuestionTable_questions\n      }\n    }\n  }\n': typeof types.QuestionListQueryDocument;
  '\n  query QuestionListFiltersQuery($withOwners: Boolean!) {\n    questionRegistry {\n      types {\n        type\n        interaction\n      }\n      topicGroups\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    users(filter: { role: TEACHER }, pageSize: 300) @include(if: $withOwners) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.QuestionListFiltersQueryDocument;
  '\n  fragment QuestionTable_questions on Question {\n    id\n    title\n    type\n    interaction\n    topicGroup\n    store\n    version\n    partCount\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n': typeof types.QuestionTable_QuestionsFragmentDoc;
  '\n  query QuestionTypeChooserQuery {\n    questionRegistry {\n      types {\n        type\n        interaction\n        markedBy\n        media\n      }\n    }\n  }\n': typeof types.QuestionTypeChooserQueryDocument;
  '\n  mutation QuestionCopyMutation($input: CopyQuestionInput!) {\n    copyQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.QuestionCopyMutationDocument;
  '\n  mutation QuestionCreateMutation($input: CreateQuestionInput!) {\n    createQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.QuestionCreateMutationDocument;
  '\n  mutation QuestionDeleteMutation($input: DeleteBankItemInput!) {\n    deleteQuestion(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.QuestionDeleteMutationDocument;
  '\n  mutation QuestionUpdateMutation($input: UpdateQuestionInput!) {\n    updateQuestion(input: $input) {\n      question {\n        id\n        store\n        version\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.QuestionUpdateMutationDocument;
  '\n  query ReportListQuery($filter: ReportFilter, $page: Int, $pageSize: Int) {\n    reports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ReportTable_reports\n      }\n    }\n  }\n': typeof types.ReportListQueryDocument;
  '\n  fragment ReportTable_reports on Report {\n    id\n    exerciseId\n    exerciseName\n    questionId\n    questionTitle\n    attemptId\n    reporterName\n    reporterEmail\n    kind\n    content\n    language\n    status\n    createdAt\n    resolvedAt\n    resolvedByName\n    resolutionNote\n  }\n': typeof types.ReportTable_ReportsFragmentDoc;
  '\n  mutation ReportProblemMutation($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      report {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ReportProblemMutationDocument;
  '\n  mutation ReportResolveMutation($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        ...ReportTable_reports\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ReportResolveMutationDocument;
  '\n  query ClassAssignmentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      assignments {\n        id\n        title\n        kind\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          averageScore\n        }\n      }\n    }\n  }\n': typeof types.ClassAssignmentsTabQueryDocument;
  '\n  query ClassScoresTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n        scoreSummary {\n          homeWork\n          test\n          presentation\n          examAverage\n          resultsCount\n        }\n      }\n      scores {\n        id\n        kind\n        value\n        note\n        createdAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n        }\n        ...ScoreEditModal_score\n      }\n    }\n  }\n': typeof types.ClassScoresTabQueryDocument;
  '\n  query ExamResultQuery($exerciseId: ID!, $examId: ID!, $withExam: Boolean!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n      questions {\n        id\n        title\n        parts {\n          id\n          score\n          content {\n            __typename\n            ... on ChoiceContent {\n              prompt\n            }\n            ... on TextEntryContent {\n              prompt\n              text\n            }\n            ... on MatchingContent {\n              prompt\n            }\n            ... on OrderingContent {\n              prompt\n            }\n            ... on HotspotContent {\n              prompt\n            }\n            ... on WritingContent {\n              prompt\n            }\n            ... on SpokenAnswerContent {\n              prompt\n            }\n            ... on SpokenTargetContent {\n              prompt\n              targetText\n            }\n          }\n        }\n      }\n    }\n    assignments(filter: { exerciseIds: [$exerciseId] }, pageSize: 300) {\n      items {\n        id\n        title\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    exam: assignments(filter: { ids: [$examId] }) @include(if: $withExam) {\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        minScore\n        class {\n          id\n          name\n          students(status: ACTIVE) {\n            id\n            student {\n              id\n              name\n            }\n          }\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          unfinished\n          averageScore\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          score\n          submittedAt\n          markedAt\n          student {\n            id\n            name\n          }\n        }\n        partFigures {\n          partId\n          maxScore\n          answered\n          scored\n          right\n          rightPercent\n          averageScore\n        }\n      }\n    }\n  }\n': typeof types.ExamResultQueryDocument;
  '\n  fragment MarkSpeaking_score on SpeakingScore {\n    attemptId\n    engine\n    rubric {\n      criterion\n      band\n      points\n    }\n    rubricParts {\n      partId\n      maxScore\n      answered\n      score\n    }\n    speech {\n      partId\n      targetText\n      maxScore\n      status\n      recognised\n      match\n      score\n      words {\n        word\n        said\n      }\n      error\n    }\n  }\n': typeof types.MarkSpeaking_ScoreFragmentDoc;
  '\n  query MarkSpeakingQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        question {\n          id\n          title\n          parts {\n            id\n            interaction\n            content {\n              __typename\n              ... on SpokenAnswerContent {\n                prompt\n                cueCard\n              }\n              ... on SpokenTargetContent {\n                prompt\n              }\n            }\n          }\n        }\n        parts {\n          part {\n            id\n          }\n          answer {\n            __typename\n            ... on SpokenAnswer {\n              media {\n                id\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    speakingScore(attemptId: $id) {\n      ...MarkSpeaking_score\n    }\n  }\n': typeof types.MarkSpeakingQueryDocument;
  '\n  query ResultReviewQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      keysShown\n      hiddenReasons {\n        answers\n        score\n        keys\n        feedback\n      }\n      result {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoNote\n        score\n        comment\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          minScore\n          class {\n            id\n            name\n          }\n          exercise {\n            id\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n  }\n': typeof types.ResultReviewQueryDocument;
  '\n  query ResultsStudentQuery {\n    assignments(pageSize: 300) {\n      total\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        class {\n          id\n          name\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          redoRequested\n          redoNote\n          score\n          keyedScore\n          keyedMaxScore\n          partsAwaitingMarker\n          submittedAt\n          markedAt\n        }\n      }\n    }\n  }\n': typeof types.ResultsStudentQueryDocument;
  '\n  fragment ReviewedQuestion_entry on ReviewQuestion {\n    transcript\n    question {\n      id\n      title\n      type\n      interaction\n      instructions\n      media {\n        id\n        kind\n        url\n      }\n      parts {\n        id\n        position\n        score\n        interaction\n        content {\n          ...PartContent_fields\n        }\n      }\n    }\n    parts {\n      score\n      comment\n      part {\n        id\n      }\n      detail {\n        key\n        right\n      }\n      answer {\n        ...PartAnswer_fields\n      }\n      key {\n        ...PartKey_fields\n      }\n      errorTags {\n        errorTagId\n        name\n        link\n        note\n      }\n    }\n  }\n': typeof types.ReviewedQuestion_EntryFragmentDoc;
  '\n  fragment ScoreEditModal_score on Score {\n    id\n    kind\n    value\n    note\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n    }\n  }\n': typeof types.ScoreEditModal_ScoreFragmentDoc;
  '\n  query ResultsStaffQuery($filter: ResultFilter, $page: Int, $pageSize: Int) {\n    results(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          exercise {\n            id\n          }\n          class {\n            id\n            name\n          }\n        }\n      }\n    }\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ResultsStaffQueryDocument;
  '\n  fragment MarkAttempt_marking on Marking {\n    attemptId\n    status\n    score\n    comment\n    markedAt\n    parts {\n      partId\n      markedBy\n      maxScore\n      weight\n      answered\n      score\n      comment\n      errorTags {\n        errorTagId\n        note\n      }\n    }\n    draft {\n      comment\n      updatedAt\n      parts {\n        partId\n        score\n        comment\n        errorTags {\n          errorTagId\n          note\n        }\n      }\n    }\n  }\n': typeof types.MarkAttempt_MarkingFragmentDoc;
  '\n  query MarkAttemptQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoRequestedAt\n        redoNote\n        submittedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    errorTags(pageSize: 300) {\n      items {\n        id\n        name\n        parent {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.MarkAttemptQueryDocument;
  '\n  mutation ScoreDeleteMutation($input: DeleteScoreInput!) {\n    deleteScore(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ScoreDeleteMutationDocument;
  '\n  mutation MarkingPresenceMutation($attemptId: ID!) {\n    markingPresence(input: { attemptId: $attemptId }) {\n      markers {\n        markerId\n        name\n        seenAt\n      }\n    }\n  }\n': typeof types.MarkingPresenceMutationDocument;
  '\n  mutation LeaveMarkingMutation($attemptId: ID!) {\n    leaveMarking(input: { attemptId: $attemptId }) {\n      errors {\n        field\n      }\n    }\n  }\n': typeof types.LeaveMarkingMutationDocument;
  '\n  query MarkingQueueQuery {\n    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {\n      items {\n        id\n        student {\n          id\n        }\n        assignment {\n          id\n          class {\n            id\n          }\n        }\n      }\n    }\n  }\n': typeof types.MarkingQueueQueryDocument;
  '\n  mutation MarkingReturnMutation($input: ReturnAttemptInput!) {\n    returnAttempt(input: $input) {\n      marking {\n        attemptId\n        status\n        score\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.MarkingReturnMutationDocument;
  '\n  mutation MarkingSaveDraftMutation($input: SaveMarkingDraftInput!) {\n    saveMarkingDraft(input: $input) {\n      marking {\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.MarkingSaveDraftMutationDocument;
  '\n  mutation SpeakingSaveRubricMutation($input: SaveSpeakingRubricInput!) {\n    saveSpeakingRubric(input: $input) {\n      speakingScore {\n        ...MarkSpeaking_score\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.SpeakingSaveRubricMutationDocument;
  '\n  mutation ScoreUpdateMutation($input: UpdateScoreInput!) {\n    updateScore(input: $input) {\n      score {\n        id\n        kind\n        value\n        note\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ScoreUpdateMutationDocument;
  '\n  query StatisticsPageQuery($filter: StatisticsFilter, $ielts: Boolean!) {\n    statistics(filter: $filter) {\n      from\n      to\n      studentsByStatus {\n        courseId\n        courseName\n        status\n        students\n      }\n      classesByMonth {\n        month\n        running\n        starting\n        ending\n      }\n      attendanceByClass {\n        classId\n        className\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      attendanceByMonth {\n        month\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      scoreDistribution {\n        kind\n        band\n        attempts\n      }\n      passRates {\n        kind\n        classId\n        className\n        passed\n        failed\n        passRate\n        averagePercent\n      }\n      markingBacklog {\n        markerId\n        markerName\n        markerEmail\n        role\n        waiting\n        under2Days\n        from2To7Days\n        over7Days\n        oldestDays\n        averageDays\n      }\n      ieltsRegistrations @include(if: $ielts) {\n        examDateId\n        examDate\n        shift\n        skillPackage\n        unpaid\n        unfinished\n        unmarked\n        marked\n        canceled\n        total\n      }\n      ieltsBands @include(if: $ielts) {\n        skill\n        band\n        candidates\n      }\n      ieltsRevenue @include(if: $ielts) {\n        month\n        payments\n        gross\n        discounts\n        net\n        refunds\n        refundedAmount\n      }\n      promotionUsage @include(if: $ielts) {\n        promotionCodeId\n        code\n        title\n        uses\n        paid\n        maxUses\n        usedCount\n        discountTotal\n      }\n    }\n  }\n': typeof types.StatisticsPageQueryDocument;
  '\n  query StatisticsFilterOptionsQuery {\n    classes(sort: NAME, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.StatisticsFilterOptionsQueryDocument;
  '\n  query ErrorTagTreeQuery($isCommon: Boolean, $managerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    errorTags(\n      topOnly: true\n      isCommon: $isCommon\n      managerId: $managerId\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        link\n        createdAt\n        manager {\n          id\n          name\n        }\n        children {\n          id\n          name\n          link\n          createdAt\n          manager {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.ErrorTagTreeQueryDocument;
  '\n  query ManagerSelectQuery {\n    users(filter: { role: TEACHER }, pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n': typeof types.ManagerSelectQueryDocument;
  '\n  query TagsPanelQuery($store: ExerciseStore, $ownerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    tags(store: $store, ownerId: $ownerId, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        createdAt\n        owner {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.TagsPanelQueryDocument;
  '\n  mutation ErrorTagCreateMutation($input: CreateErrorTagInput!) {\n    createErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ErrorTagCreateMutationDocument;
  '\n  mutation TagCreateMutation($input: CreateTagInput!) {\n    createTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.TagCreateMutationDocument;
  '\n  mutation ErrorTagDeleteMutation($input: DeleteTagInput!) {\n    deleteErrorTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ErrorTagDeleteMutationDocument;
  '\n  mutation TagDeleteMutation($input: DeleteTagInput!) {\n    deleteTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.TagDeleteMutationDocument;
  '\n  mutation ErrorTagUpdateMutation($input: UpdateErrorTagInput!) {\n    updateErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n        link\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.ErrorTagUpdateMutationDocument;
  '\n  mutation TagUpdateMutation($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.TagUpdateMutationDocument;
  '\n  query AttendanceSheetQuery($lessonId: ID!, $classId: ID!) {\n    lesson(id: $lessonId) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      status\n      attendances {\n        id\n        status\n        note\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n': typeof types.AttendanceSheetQueryDocument;
  '\n  query ClassLessonLinksTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        recordLink\n        slideLink\n        description\n      }\n    }\n  }\n': typeof types.ClassLessonLinksTabQueryDocument;
  '\n  query ClassScheduleTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        studyTimeStart\n        studyTimeEnd\n        recordLink\n        slideLink\n        status\n        note\n        description\n        ...LessonEditModal_lesson\n      }\n    }\n  }\n': typeof types.ClassScheduleTabQueryDocument;
  '\n  query DayOffListQuery($classId: ID, $from: Date, $to: Date, $page: Int, $pageSize: Int) {\n    daysOff(classId: $classId, from: $from, to: $to, newestFirst: true, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        date\n        reason\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    classes(pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.DayOffListQueryDocument;
  '\n  fragment LessonEditModal_lesson on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    recordLink\n    slideLink\n    status\n    note\n    description\n  }\n': typeof types.LessonEditModal_LessonFragmentDoc;
  '\n  fragment NextLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n  }\n': typeof types.NextLessons_LessonsFragmentDoc;
  '\n  mutation DayOffCreateMutation($input: CreateDayOffInput!) {\n    createDayOff(input: $input) {\n      dayOff {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.DayOffCreateMutationDocument;
  '\n  mutation DayOffDeleteMutation($input: DeleteDayOffInput!) {\n    deleteDayOff(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.DayOffDeleteMutationDocument;
  '\n  mutation LessonDeleteMutation($input: DeleteLessonInput!) {\n    deleteLesson(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.LessonDeleteMutationDocument;
  '\n  mutation TimetableGenerateMutation($input: GenerateTimetableInput!) {\n    generateTimetable(input: $input) {\n      lessons {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.TimetableGenerateMutationDocument;
  '\n  mutation AttendanceMarkMutation($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      lesson {\n        id\n        status\n        attendances {\n          id\n          status\n          note\n          student {\n            id\n          }\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.AttendanceMarkMutationDocument;
  '\n  mutation LessonUpdateMutation($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      lesson {\n        id\n        ...LessonEditModal_lesson\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.LessonUpdateMutationDocument;
  '\n  query UsersImportClassesQuery {\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.UsersImportClassesQueryDocument;
  '\n  query StandingAccommodationQuery($id: ID!) {\n    user(id: $id) {\n      id\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n    }\n  }\n': typeof types.StandingAccommodationQueryDocument;
  '\n  query UserDetailQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      subEmail\n      firstName\n      lastName\n      phone\n      role\n      gender\n      dateOfBirth\n      address\n      link\n      workPlace\n      studentStatus\n      passport\n      profilePicture\n      isActive\n      joinedAt\n      createdAt\n      classes {\n        id\n        status\n        joinedAt\n        class {\n          id\n          name\n          classCode\n        }\n      }\n    }\n  }\n': typeof types.UserDetailQueryDocument;
  '\n  query UserEditQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      ...UserForm_user\n    }\n  }\n': typeof types.UserEditQueryDocument;
  '\n  fragment UserForm_user on User {\n    id\n    email\n    name\n    role\n    firstName\n    lastName\n    phone\n    subEmail\n    dateOfBirth\n    gender\n    address\n    link\n    workPlace\n    studentStatus\n    passport\n    isActive\n  }\n': typeof types.UserForm_UserFragmentDoc;
  '\n  query UserListQuery($filter: UserFilter, $page: Int, $pageSize: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...UserTable_users\n      }\n    }\n  }\n': typeof types.UserListQueryDocument;
  '\n  fragment UserTable_users on User {\n    id\n    name\n    email\n    phone\n    role\n    workPlace\n    studentStatus\n    isActive\n    createdAt\n  }\n': typeof types.UserTable_UsersFragmentDoc;
  '\n  mutation UserCreateMutation($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.UserCreateMutationDocument;
  '\n  mutation StandingAccommodationMutation($input: SetStudentAccommodationInput!) {\n    setStudentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.StandingAccommodationMutationDocument;
  '\n  mutation UserUpdateMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n        ...UserTable_users\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.UserUpdateMutationDocument;
  '\n  fragment PartContent_fields on PartContent {\n    __typename\n    ... on ChoiceContent {\n      prompt\n      options {\n        key\n        text\n      }\n    }\n    ... on TextEntryContent {\n      prompt\n      text\n      blanks\n    }\n    ... on MatchingContent {\n      prompt\n      items {\n        key\n        text\n        x\n        y\n      }\n      options {\n        key\n        text\n      }\n    }\n    ... on OrderingContent {\n      prompt\n      tokens {\n        key\n        text\n      }\n    }\n    ... on HotspotContent {\n      prompt\n      regions {\n        key\n        x\n        y\n        width\n        height\n      }\n    }\n    ... on WritingContent {\n      prompt\n      minWords\n      maxWords\n    }\n    ... on SpokenAnswerContent {\n      prompt\n      cueCard\n      prepareSeconds\n      maxSeconds\n    }\n    ... on SpokenTargetContent {\n      prompt\n      targetText\n      maxSeconds\n    }\n    ... on PassageContent {\n      text\n    }\n  }\n': typeof types.PartContent_FieldsFragmentDoc;
  '\n  fragment PartKey_fields on PartKey {\n    __typename\n    ... on ChoiceKey {\n      correct\n    }\n    ... on TextEntryKey {\n      blanks {\n        key\n        accepted\n      }\n    }\n    ... on MatchingKey {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingKey {\n      order\n    }\n    ... on HotspotKey {\n      correct\n    }\n    ... on SampleKey {\n      sample\n    }\n  }\n': typeof types.PartKey_FieldsFragmentDoc;
  '\n  fragment PartAnswer_fields on PartAnswer {\n    __typename\n    ... on ChoiceAnswer {\n      choices\n    }\n    ... on TextEntryAnswer {\n      blanks {\n        key\n        value\n      }\n    }\n    ... on MatchingAnswer {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingAnswer {\n      order\n    }\n    ... on HotspotAnswer {\n      points {\n        x\n        y\n      }\n    }\n    ... on WritingAnswer {\n      text\n    }\n    ... on SpokenAnswer {\n      media {\n        id\n        url\n      }\n    }\n  }\n': typeof types.PartAnswer_FieldsFragmentDoc;
  '\n  fragment QuestionPartBody_part on QuestionPart {\n    score\n    weight\n    content {\n      ...PartContent_fields\n    }\n    key {\n      ...PartKey_fields\n    }\n  }\n': typeof types.QuestionPartBody_PartFragmentDoc;
  '\n  mutation RedoRequestMutation($input: RequestRedoInput!) {\n    requestRedo(input: $input) {\n      result {\n        id\n        status\n        redoRequested\n        redoRequestedAt\n        redoNote\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.RedoRequestMutationDocument;
  '\n  mutation NotificationPreferencesUpdateMutation($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          channel\n        }\n        dailyDigest\n        language\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n': typeof types.NotificationPreferencesUpdateMutationDocument;
};
const documents: Documents = {
  '\n  query ClassDetailQuery($id: ID!, $today: Date!, $overview: Boolean! = true) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassDetailPage_class\n      ... @include(if: $overview) {\n        ...ClassOverviewTab_class\n        nextLessons: lessons(from: $today) {\n          id\n          ...NextLessons_lessons\n        }\n      }\n    }\n  }\n':
    types.ClassDetailQueryDocument,
  '\n  query ApolloTestPingQuery {\n    viewer {\n      id\n    }\n  }\n': types.ApolloTestPingQueryDocument,
  '\n      mutation ApolloTestSaveMutation {\n        deleteClass(input: { id: "1" }) {\n          deletedId\n        }\n      }\n    ':
    types.ApolloTestSaveMutationDocument,
  '\n  query FreshMediaQuery($id: ID!) {\n    media(id: $id) {\n      id\n      url\n    }\n  }\n':
    types.FreshMediaQueryDocument,
  "\n  query SessionViewerQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      # The first sign-in's setup asks for what is missing (shared/setup.ts).\n      dateOfBirth\n      phone\n      workPlace\n      # An IELTS candidate's page is /ielts-test (app/RootRoute.tsx); what registering asks for (RegisterCard).\n      studentStatus\n      passport\n    }\n  }\n":
    types.SessionViewerQueryDocument,
  '\n  query CalendarFeedCardQuery {\n    calendarFeed {\n      createdAt\n    }\n  }\n':
    types.CalendarFeedCardQueryDocument,
  '\n  query NotificationPreferencesCardQuery {\n    notificationPreferences {\n      kinds {\n        kind\n        channel\n      }\n      dailyDigest\n      language\n    }\n  }\n':
    types.NotificationPreferencesCardQueryDocument,
  '\n  fragment ProfileForm_user on User {\n    id\n    email\n    name\n    firstName\n    lastName\n    dateOfBirth\n    gender\n    phone\n    subEmail\n    link\n    workPlace\n    address\n    passport\n  }\n':
    types.ProfileForm_UserFragmentDoc,
  '\n  query ProfileQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      joinedAt\n      createdAt\n      ...ProfileForm_user\n    }\n  }\n':
    types.ProfileQueryDocument,
  '\n  query SetupQuery {\n    viewer {\n      id\n      name\n      role\n      ...ProfileForm_user\n    }\n  }\n':
    types.SetupQueryDocument,
  '\n  mutation ChangePasswordSaveMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ChangePasswordSaveMutationDocument,
  '\n  mutation CalendarFeedRegenerateMutation($input: RegenerateCalendarFeedInput!) {\n    regenerateCalendarFeed(input: $input) {\n      url\n      calendarFeed {\n        createdAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CalendarFeedRegenerateMutationDocument,
  '\n  mutation ForgotPasswordRequestMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ForgotPasswordRequestMutationDocument,
  '\n  mutation ResetPasswordSetMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ResetPasswordSetMutationDocument,
  '\n  mutation CalendarFeedRevokeMutation($input: RevokeCalendarFeedInput!) {\n    revokeCalendarFeed(input: $input) {\n      revoked\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CalendarFeedRevokeMutationDocument,
  '\n  mutation RegisterSignUpMutation($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.RegisterSignUpMutationDocument,
  '\n  mutation ProfileUpdateMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        id\n        name\n        ...ProfileForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ProfileUpdateMutationDocument,
  '\n  query AssignmentOverviewQuery($id: ID!) {\n    assignment(id: $id) {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      deadline\n      class {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      studentStatuses {\n        status\n        attemptId\n        attempt\n        score\n        submittedAt\n        markedAt\n        hasDraft\n        redoRequested\n        accommodation {\n          extraTimePercent\n          extraTimeMinutes\n          extraAttempts\n          source\n          extraMinutes\n        }\n        student {\n          id\n          name\n        }\n      }\n      scoreDistribution {\n        bucket\n        from\n        to\n        count\n      }\n      partFigures {\n        partId\n        questionId\n        questionTitle\n        number\n        maxScore\n        answered\n        scored\n        right\n        rightPercent\n        averageScore\n      }\n    }\n  }\n':
    types.AssignmentOverviewQueryDocument,
  '\n  query ClassErrorTagsQuery($id: ID!, $months: Int!) {\n    class(id: $id) {\n      id\n      name\n      errorTagTallies(months: $months) {\n        errorTagId\n        name\n        link\n        total\n        lastMonth\n        trend\n        months {\n          month\n          count\n        }\n      }\n    }\n  }\n':
    types.ClassErrorTagsQueryDocument,
  '\n  query StudentErrorTagsQuery($studentId: ID, $months: Int!) {\n    studentErrorTags(studentId: $studentId, months: $months) {\n      errorTagId\n      name\n      link\n      total\n      lastMonth\n      trend\n      months {\n        month\n        count\n      }\n    }\n  }\n':
    types.StudentErrorTagsQueryDocument,
  '\n  mutation OverviewHoldMutation($input: HoldAttemptInput!) {\n    holdAttempt(input: $input) {\n      attemptId\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.OverviewHoldMutationDocument,
  '\n  mutation AccommodationSetMutation($input: SetAssignmentAccommodationInput!) {\n    setAssignmentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AccommodationSetMutationDocument,
  '\n  mutation AccommodationClearMutation($input: ClearAssignmentAccommodationInput!) {\n    clearAssignmentAccommodation(input: $input) {\n      cleared\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AccommodationClearMutationDocument,
  '\n  query AssignDialogOptionsQuery($withClasses: Boolean!) {\n    classes(pageSize: 300) @include(if: $withClasses) {\n      items {\n        id\n        name\n        viewerCanManage\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.AssignDialogOptionsQueryDocument,
  '\n  query AssignDialogExercisesQuery($search: String) {\n    exercises(search: $search, pageSize: 20) {\n      items {\n        id\n        name\n        store\n      }\n    }\n  }\n':
    types.AssignDialogExercisesQueryDocument,
  '\n  query ClassHomeworkQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      assignments {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n        stats {\n          studentsTotal\n          submitted\n        }\n      }\n    }\n  }\n':
    types.ClassHomeworkQueryDocument,
  '\n  query HomeworkDetailQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      kind\n      title\n      tutorial\n      startAt\n      deadline\n      timeLimit\n      minScore\n      maxScore\n      maxAccesses\n      examMode\n      maxAttempts\n      reviewOptions {\n        answers\n        score\n        keys\n        feedback\n      }\n      createdAt\n      tag {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      class {\n        id\n        name\n        viewerCanManage\n      }\n      results {\n        id\n        attempt\n        status\n        score\n        submittedAt\n        accessCount\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n':
    types.HomeworkDetailQueryDocument,
  '\n  mutation AssignmentCreateMutation($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      assignment {\n        id\n        class {\n          id\n        }\n        exercise {\n          id\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AssignmentCreateMutationDocument,
  '\n  mutation AssignmentDeleteMutation($input: DeleteAssignmentInput!) {\n    deleteAssignment(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AssignmentDeleteMutationDocument,
  '\n  mutation AssignmentUpdateMutation($input: UpdateAssignmentInput!) {\n    updateAssignment(input: $input) {\n      assignment {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AssignmentUpdateMutationDocument,
  '\n  fragment ClassDetailPage_class on Class {\n    id\n    name\n    classCode\n    viewerCanManage\n    course {\n      id\n      name\n    }\n    startDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    classroomOffline\n    teachers {\n      id\n      name\n    }\n  }\n':
    types.ClassDetailPage_ClassFragmentDoc,
  '\n  query ClassEditQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassForm_class\n    }\n  }\n':
    types.ClassEditQueryDocument,
  '\n  fragment ClassForm_class on Class {\n    id\n    name\n    course {\n      id\n    }\n    numberOfSessions\n    weekdays\n    startDate\n    endDate\n    studyTimeStart\n    studyTimeEnd\n    classroomOnline\n    classroomOffline\n    classCode\n    description\n    teachers {\n      id\n    }\n    examiners {\n      id\n    }\n  }\n':
    types.ClassForm_ClassFragmentDoc,
  '\n  query ClassFormOptionsQuery($staff: Boolean!) {\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    teachers: users(filter: { role: TEACHER, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n    examiners: users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n':
    types.ClassFormOptionsQueryDocument,
  '\n  fragment ClassOverviewTab_class on Class {\n    id\n    overview {\n      activeStudents\n      pendingRequests\n      sessionsPassed\n      numberOfSessions\n      assignmentCount\n      waitingScore\n      attendancePercent\n      completionPercent\n      averageScore\n    }\n    students(status: ACTIVE) {\n      id\n      student {\n        id\n        name\n        email\n      }\n      attendanceSummary {\n        percent\n        lessonsCounted\n        absent\n      }\n      progress {\n        assignmentsSubmitted\n        assignmentsTotal\n        completionPercent\n        averageScore\n      }\n    }\n    assignments {\n      id\n      title\n      kind\n      deadline\n      stats {\n        studentsTotal\n        submitted\n        waitingScore\n        averageScore\n      }\n    }\n  }\n':
    types.ClassOverviewTab_ClassFragmentDoc,
  '\n  fragment ClassTable_classes on Class {\n    id\n    name\n    course {\n      id\n      name\n    }\n    numberOfSessions\n    classroomOnline\n    classroomOffline\n    startDate\n    endDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    classCode\n    sessionsPassed\n    weekdays\n    studentCount\n    viewerCanManage\n    viewerMembership {\n      id\n      status\n    }\n  }\n':
    types.ClassTable_ClassesFragmentDoc,
  '\n  query ClassFormEndDateQuery($input: CalculateEndDateInput!) {\n    calculateEndDate(input: $input) {\n      expectedEndDate\n      sessionDates\n      daysOffSkipped\n    }\n  }\n':
    types.ClassFormEndDateQueryDocument,
  '\n  fragment StudentClassPage_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    expectedEndDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n    lessons {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n      status\n      recordLink\n      slideLink\n      attendances {\n        id\n        status\n        note\n      }\n    }\n    scores {\n      id\n      kind\n      value\n      note\n      createdAt\n      assignment {\n        id\n        title\n      }\n    }\n    viewerMembership {\n      id\n      status\n      attendanceSummary {\n        lessonsCounted\n        percent\n      }\n      progress {\n        completionPercent\n        averageScore\n      }\n      results {\n        id\n        status\n        score\n        belowMinScore\n        redoRequested\n        assignment {\n          id\n          title\n          deadline\n          maxScore\n        }\n      }\n    }\n  }\n':
    types.StudentClassPage_ClassFragmentDoc,
  '\n  query StudentClassQuery($id: ID!, $today: Date!) {\n    myClasses {\n      id\n      name\n      weekdays\n      studyTimeStart\n      studyTimeEnd\n      startDate\n      teachers {\n        id\n        name\n      }\n      viewerMembership {\n        id\n        status\n      }\n    }\n    class(id: $id) {\n      id\n      ...StudentClassPage_class\n    }\n  }\n':
    types.StudentClassQueryDocument,
  '\n  fragment StudentClassCard_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    viewerMembership {\n      id\n      status\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n  }\n':
    types.StudentClassCard_ClassFragmentDoc,
  '\n  query StudentClassesQuery($today: Date!) {\n    myClasses {\n      id\n      ...StudentClassCard_class\n    }\n  }\n':
    types.StudentClassesQueryDocument,
  '\n  query ClassListQuery($filter: ClassFilter, $sort: ClassSort, $page: Int, $pageSize: Int) {\n    classes(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ClassTable_classes\n      }\n    }\n  }\n':
    types.ClassListQueryDocument,
  '\n  mutation ClassCreateMutation($input: CreateClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassCreateMutationDocument,
  '\n  mutation ClassDeleteMutation($input: DeleteClassInput!) {\n    deleteClass(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassDeleteMutationDocument,
  '\n  mutation ClassUpdateMutation($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n        ...ClassTable_classes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassUpdateMutationDocument,
  '\n  fragment CourseForm_course on Course {\n    id\n    name\n    description\n    targetBand\n  }\n':
    types.CourseForm_CourseFragmentDoc,
  '\n  query CourseListQuery($search: String, $page: Int, $pageSize: Int) {\n    courses(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...CourseTable_courses\n        ...CourseForm_course\n      }\n    }\n  }\n':
    types.CourseListQueryDocument,
  '\n  fragment CourseTable_courses on Course {\n    id\n    name\n    description\n    targetBand\n    createdAt\n  }\n':
    types.CourseTable_CoursesFragmentDoc,
  '\n  mutation CourseCreateMutation($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CourseCreateMutationDocument,
  '\n  mutation CourseDeleteMutation($input: DeleteCourseInput!) {\n    deleteCourse(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CourseDeleteMutationDocument,
  '\n  mutation CourseUpdateMutation($input: UpdateCourseInput!) {\n    updateCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CourseUpdateMutationDocument,
  '\n  query MarkingPageQuery($page: Int, $pageSize: Int) {\n    results(filter: { status: WAITING_SCORE }, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n':
    types.MarkingPageQueryDocument,
  '\n  fragment MarkingQueue_results on Result {\n    id\n    submittedAt\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n      title\n      class {\n        id\n        name\n      }\n    }\n  }\n':
    types.MarkingQueue_ResultsFragmentDoc,
  '\n  fragment StudentToday_lessons on Lesson {\n    id\n    sessionNumber\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n':
    types.StudentToday_LessonsFragmentDoc,
  '\n  fragment MyClasses_classes on Class {\n    id\n    name\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    viewerMembership {\n      id\n      status\n    }\n  }\n':
    types.MyClasses_ClassesFragmentDoc,
  '\n  fragment Deadlines_assignments on Assignment {\n    id\n    title\n    startAt\n    deadline\n    timeLimit\n    kind\n    class {\n      id\n      name\n    }\n    results {\n      id\n      status\n      redoRequested\n      redoNote\n    }\n  }\n':
    types.Deadlines_AssignmentsFragmentDoc,
  '\n  fragment RecentResults_results on Result {\n    id\n    status\n    score\n    belowMinScore\n    redoRequested\n    markedAt\n    comment\n    assignment {\n      id\n      title\n      maxScore\n      class {\n        id\n        name\n      }\n    }\n  }\n':
    types.RecentResults_ResultsFragmentDoc,
  '\n  fragment TodayLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n':
    types.TodayLessons_LessonsFragmentDoc,
  '\n  query DashboardStaffQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 100) {\n      total\n      items {\n        id\n        ...TodayLessons_lessons\n      }\n    }\n    waiting: results(filter: { status: WAITING_SCORE }, pageSize: 10) {\n      total\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n':
    types.DashboardStaffQueryDocument,
  '\n  query DashboardStudentQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 20) {\n      items {\n        id\n        ...StudentToday_lessons\n      }\n    }\n    myClasses {\n      id\n      ...MyClasses_classes\n    }\n    assignments(pageSize: 100) {\n      items {\n        id\n        ...Deadlines_assignments\n      }\n    }\n    results(pageSize: 10) {\n      items {\n        id\n        ...RecentResults_results\n      }\n    }\n  }\n':
    types.DashboardStudentQueryDocument,
  '\n  fragment ExamAttempt_attempt on Attempt {\n    id\n    attempt\n    status\n    startedAt\n    endsAt\n    extraMinutes\n    serverNow\n    accessCount\n    maxAccesses\n    submittedAt\n    submitReason\n    score\n    belowMinScore\n    assignment {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      timeLimit\n      deadline\n      examMode\n      class {\n        id\n      }\n    }\n    exercise {\n      id\n      name\n      topicGroup\n      audioPlays\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        media {\n          id\n          kind\n          url\n        }\n        plays {\n          ...ClipPlays_plays\n        }\n        parts {\n          id\n          position\n          type\n          interaction\n          score\n          content {\n            ...PartContent_fields\n          }\n        }\n      }\n    }\n    answers {\n      ...ExamAttempt_savedAnswer\n    }\n  }\n':
    types.ExamAttempt_AttemptFragmentDoc,
  '\n  fragment ExamAttempt_savedAnswer on SavedAnswer {\n    partId\n    seq\n    updatedAt\n    answer {\n      ...PartAnswer_fields\n    }\n  }\n':
    types.ExamAttempt_SavedAnswerFragmentDoc,
  '\n  query ExamIntroQuery($classId: ID!) {\n    class(id: $classId) {\n      id\n      name\n      assignments {\n        id\n        title\n        tutorial\n        kind\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        myAccommodation {\n          extraMinutes\n        }\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        results {\n          id\n          status\n        }\n      }\n    }\n  }\n':
    types.ExamIntroQueryDocument,
  '\n  mutation ExamAcceptRulesMutation($input: AcceptExamRulesInput!) {\n    acceptExamRules(input: $input) {\n      agreedAt\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamAcceptRulesMutationDocument,
  '\n  mutation ExamStartAttemptMutation($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      attempt {\n        ...ExamAttempt_attempt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamStartAttemptMutationDocument,
  '\n  mutation ExamSaveAnswersMutation($input: SaveAnswersInput!) {\n    saveAnswers(input: $input) {\n      saved {\n        ...ExamAttempt_savedAnswer\n      }\n      attempt {\n        id\n        status\n        serverNow\n        endsAt\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamSaveAnswersMutationDocument,
  '\n  fragment ClipPlays_plays on ClipPlays {\n    mediaId\n    limit\n    used\n    startedAt\n    endsAt\n    running\n  }\n':
    types.ClipPlays_PlaysFragmentDoc,
  '\n  mutation ExamStartClipPlayMutation($input: StartClipPlayInput!) {\n    startClipPlay(input: $input) {\n      plays {\n        ...ClipPlays_plays\n      }\n      media {\n        id\n        url\n      }\n      serverNow\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamStartClipPlayMutationDocument,
  '\n  mutation ExamRecordExitMutation($input: RecordExamExitInput!) {\n    recordExamExit(input: $input) {\n      attempt {\n        id\n        status\n        serverNow\n        accessCount\n        maxAccesses\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamRecordExitMutationDocument,
  '\n  mutation ExamSubmitAttemptMutation($input: SubmitAttemptInput!) {\n    submitAttempt(input: $input) {\n      attempt {\n        id\n        status\n        submittedAt\n        submitReason\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        belowMinScore\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExamSubmitAttemptMutationDocument,
  '\n  query ExamFinishQuery($id: ID!) {\n    attempt(id: $id) {\n      id\n      attempt\n      status\n      submittedAt\n      submitReason\n      score\n      keyedScore\n      keyedMaxScore\n      partsAwaitingMarker\n      belowMinScore\n      attemptsUsed\n      attemptsAllowed\n      mayStartAgain\n      ielts {\n        skill\n        raw\n        band\n      }\n      assignment {\n        id\n        title\n        kind\n        minScore\n        maxScore\n        class {\n          id\n        }\n      }\n    }\n  }\n':
    types.ExamFinishQueryDocument,
  '\n  query ExerciseBuilderQuery($id: ID!, $editing: Boolean!) {\n    exercise(id: $id) @include(if: $editing) {\n      id\n      name\n      description\n      topicGroup\n      visibility\n      audioPlays\n      store\n      viewerCanWrite\n      course {\n        id\n      }\n      tags {\n        id\n      }\n      outdatedQuestionIds\n      questions {\n        id\n        ...ExerciseBuilder_question\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.ExerciseBuilderQueryDocument,
  '\n  query ExerciseBuilderNewerQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...ExerciseBuilder_question\n    }\n  }\n':
    types.ExerciseBuilderNewerQueryDocument,
  '\n  query ExerciseListQuery(\n    $store: ExerciseStore\n    $courseIds: [ID!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    exercises(\n      store: $store\n      courseIds: $courseIds\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        topicGroup\n        scoringMode\n        assigned\n        viewerCanWrite\n        updatedAt\n        course {\n          id\n          name\n        }\n        owner {\n          id\n          name\n        }\n        tags {\n          id\n          name\n        }\n        figures {\n          questionCount\n          totalPoints\n        }\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.ExerciseListQueryDocument,
  '\n  query QuestionPickerQuery(\n    $store: ExerciseStore\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n  ) {\n    questions(\n      store: $store\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: 10\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        tags {\n          id\n          name\n        }\n        ...ExerciseBuilder_question\n      }\n    }\n    questionRegistry {\n      types {\n        type\n      }\n    }\n  }\n':
    types.QuestionPickerQueryDocument,
  '\n  fragment ExerciseBuilder_question on Question {\n    id\n    title\n    type\n    interaction\n    store\n    topicGroup\n    version\n    supersededById\n    owner {\n      id\n      name\n    }\n    parts {\n      id\n      type\n      score\n      weight\n    }\n  }\n':
    types.ExerciseBuilder_QuestionFragmentDoc,
  '\n  query ExerciseContentQuery($id: ID!) {\n    exercise(id: $id) {\n      id\n      name\n      description\n      store\n      topicGroup\n      scoringMode\n      audioPlays\n      assigned\n      viewerCanWrite\n      owner {\n        id\n        name\n      }\n      course {\n        id\n        name\n      }\n      figures {\n        questionCount\n        partCount\n        totalPoints\n        partsKey\n        partsPerson\n        partsSpeech\n        partsNone\n        byType {\n          type\n          questionCount\n          partCount\n          points\n        }\n        shares {\n          questionId\n          points\n          percent\n        }\n      }\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        topicGroup\n        media {\n          id\n          kind\n          url\n        }\n        parts {\n          id\n          position\n          type\n          ...QuestionPartBody_part\n        }\n      }\n    }\n  }\n':
    types.ExerciseContentQueryDocument,
  '\n  mutation ExerciseCopyMutation($input: CopyExerciseInput!) {\n    copyExercise(input: $input) {\n      exercise {\n        id\n        name\n        store\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExerciseCopyMutationDocument,
  '\n  mutation ExerciseCreateMutation($input: CreateExerciseInput!) {\n    createExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExerciseCreateMutationDocument,
  '\n  mutation ExerciseDeleteMutation($input: DeleteBankItemInput!) {\n    deleteExercise(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExerciseDeleteMutationDocument,
  '\n  mutation ExerciseUpdateMutation($input: UpdateExerciseInput!) {\n    updateExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ExerciseUpdateMutationDocument,
  '\n  query ClassFeedbackTabQuery($id: ID!, $page: Int, $pageSize: Int) {\n    class(id: $id) {\n      id\n      feedbackSummary {\n        classId\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: [$id] }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n':
    types.ClassFeedbackTabQueryDocument,
  '\n  query FeedbackFormQuery {\n    myClasses {\n      id\n      name\n      viewerMembership {\n        id\n        status\n      }\n    }\n    feedbacks(pageSize: 300) {\n      items {\n        id\n        classId\n        rating\n        content\n        anonymous\n      }\n    }\n  }\n':
    types.FeedbackFormQueryDocument,
  '\n  fragment FeedbackList_feedbacks on Feedback {\n    id\n    classId\n    className\n    authorName\n    authorEmail\n    anonymous\n    isOwn\n    rating\n    content\n    createdAt\n    updatedAt\n  }\n':
    types.FeedbackList_FeedbacksFragmentDoc,
  '\n  query FeedbackStudentQuery {\n    feedbacks(pageSize: 300) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n':
    types.FeedbackStudentQueryDocument,
  '\n  query FeedbackStaffQuery($classIds: [ID!], $page: Int, $pageSize: Int) {\n    feedbackSummaries(pageSize: 300) {\n      items {\n        classId\n        className\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: $classIds }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n':
    types.FeedbackStaffQueryDocument,
  '\n  fragment FeedbackSummaryCard_summary on FeedbackSummary {\n    classId\n    className\n    count\n    average\n    distribution {\n      rating\n      count\n    }\n  }\n':
    types.FeedbackSummaryCard_SummaryFragmentDoc,
  '\n  mutation FeedbackCreateMutation($input: CreateFeedbackInput!) {\n    createFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.FeedbackCreateMutationDocument,
  '\n  mutation FeedbackUpdateMutation($input: UpdateFeedbackInput!) {\n    updateFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.FeedbackUpdateMutationDocument,
  '\n  fragment BandCorrections_registration on IeltsRegistration {\n    bandCorrections {\n      id\n      correctedByName\n      correctedAt\n      reason\n      before {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n      after {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n    }\n  }\n':
    types.BandCorrections_RegistrationFragmentDoc,
  '\n  query BandPublishingQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      ...BandCorrections_registration\n    }\n  }\n':
    types.BandPublishingQueryDocument,
  '\n  fragment BandScores_bands on IeltsBands {\n    listeningRaw\n    listening\n    readingRaw\n    reading\n    writing\n    speaking\n    overall\n  }\n':
    types.BandScores_BandsFragmentDoc,
  '\n  fragment BankTransfer_transfer on IeltsPaymentTransfer {\n    bankName\n    accountNumber\n    accountHolder\n    amount\n    content\n    qrPayload\n  }\n':
    types.BankTransfer_TransferFragmentDoc,
  '\n  query ExamDateListQuery($filter: IeltsExamDateFilter, $page: Int, $pageSize: Int) {\n    ieltsExamDates(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n    }\n    ieltsTests(pageSize: 300) {\n      items {\n        id\n        name\n        active\n      }\n    }\n  }\n':
    types.ExamDateListQueryDocument,
  '\n  query IeltsTestEditQuery($id: ID!) {\n    ieltsTest(id: $id) {\n      id\n      name\n      module\n      description\n      active\n      listeningExerciseId\n      listeningExerciseName\n      readingExerciseId\n      readingExerciseName\n      writingExerciseId\n      writingExerciseName\n      speakingExerciseId\n      speakingExerciseName\n      listeningTable {\n        minRaw\n        band\n      }\n      readingTable {\n        minRaw\n        band\n      }\n      listeningPlays\n    }\n  }\n':
    types.IeltsTestEditQueryDocument,
  '\n  query IeltsExercisePickQuery($search: String) {\n    exercises(search: $search, pageSize: 30) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.IeltsExercisePickQueryDocument,
  '\n  query IeltsTestListQuery($filter: IeltsTestFilter, $page: Int, $pageSize: Int) {\n    ieltsTests(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        module\n        active\n        description\n        listeningExerciseName\n        readingExerciseName\n        writingExerciseName\n        speakingExerciseName\n        creatorName\n        createdAt\n      }\n    }\n  }\n':
    types.IeltsTestListQueryDocument,
  '\n  query IeltsOpenDatesQuery {\n    ieltsOpenExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        skillPackage\n        format\n        description\n        unitPrice\n        seatsLeft\n        registrable\n        test {\n          id\n          name\n          module\n        }\n      }\n    }\n  }\n':
    types.IeltsOpenDatesQueryDocument,
  '\n  query MarkpointQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        examinerId\n        examinerName\n        bandState\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n          format\n          classId\n        }\n        bands {\n          overall\n          writing\n          speaking\n        }\n      }\n    }\n  }\n':
    types.MarkpointQueryDocument,
  '\n  query IeltsExaminersQuery {\n    users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.IeltsExaminersQueryDocument,
  '\n  query MyIeltsRegistrationsQuery {\n    ieltsRegistrations(pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examDate {\n          id\n          examDate\n          shift\n          format\n          description\n          test {\n            id\n            name\n          }\n        }\n        payment {\n          id\n          invoice\n          examType\n          unitPrice\n          discount\n          amount\n          status\n          paidAt\n          createdAt\n          promotionCode {\n            id\n            code\n          }\n          transfer {\n            bankName\n            accountNumber\n            accountHolder\n            qrPayload\n            ...BankTransfer_transfer\n          }\n        }\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n        bands {\n          ...BandScores_bands\n        }\n      }\n    }\n  }\n':
    types.MyIeltsRegistrationsQueryDocument,
  '\n  query PaymentListQuery($filter: IeltsPaymentFilter, $page: Int, $pageSize: Int) {\n    ieltsPayments(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        invoice\n        registrationId\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        createdAt\n        candidate {\n          id\n          name\n          email\n        }\n        promotionCode {\n          id\n          code\n        }\n      }\n    }\n  }\n':
    types.PaymentListQueryDocument,
  '\n  query PromotionCodeListQuery($filter: PromotionCodeFilter, $page: Int, $pageSize: Int) {\n    promotionCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        createdAt\n        expiresAt\n        usable\n      }\n    }\n  }\n':
    types.PromotionCodeListQueryDocument,
  '\n  query IeltsQuoteQuery($examDateId: ID!, $promotionCode: String) {\n    ieltsQuote(examDateId: $examDateId, promotionCode: $promotionCode) {\n      quote {\n        unitPrice\n        discount\n        amount\n        promotionCode\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.IeltsQuoteQueryDocument,
  '\n  query RegistrantEditQuery($id: ID!) {\n    ieltsRegistrant(id: $id) {\n      id\n      name\n      email\n      phone\n      passport\n      dateOfBirth\n      address\n      isLmsStudent\n      createdAt\n    }\n    ieltsRegistrations(filter: { candidateIds: [$id] }, pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        examDate {\n          id\n          examDate\n          shift\n        }\n      }\n    }\n  }\n':
    types.RegistrantEditQueryDocument,
  '\n  query RegistrantListQuery($filter: IeltsRegistrantFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrants(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n        registrationCount\n        createdAt\n      }\n    }\n  }\n':
    types.RegistrantListQueryDocument,
  '\n  query RegistrationDetailQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      createdAt\n      markedAt\n      bandState\n      examinerName\n      lang\n      candidate {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        classId\n        test {\n          id\n          name\n        }\n      }\n      payment {\n        id\n        invoice\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        promotionCode {\n          id\n          code\n        }\n      }\n      sections {\n        skill\n        classId\n        assignmentId\n        attemptId\n        attemptStatus\n      }\n      bands {\n        ...BandScores_bands\n      }\n    }\n  }\n':
    types.RegistrationDetailQueryDocument,
  '\n  query RegistrationListQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examinerName\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n        }\n        payment {\n          id\n          amount\n          status\n        }\n        bands {\n          overall\n        }\n      }\n    }\n  }\n':
    types.RegistrationListQueryDocument,
  '\n  query RegistrationDatesQuery {\n    ieltsExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        registeredCount\n      }\n    }\n  }\n':
    types.RegistrationDatesQueryDocument,
  '\n  query ScoreIeltsQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      examinerName\n      bandState\n      draftedByName\n      draftedAt\n      markedAt\n      candidate {\n        id\n        name\n        email\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        test {\n          id\n          name\n        }\n      }\n      sections {\n        skill\n        classId\n        attemptId\n      }\n      bands {\n        listeningRaw\n        listening\n        readingRaw\n        reading\n        writing\n        speaking\n        overall\n        writingTask1 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        writingTask2 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        speakingCriteria {\n          fluencyCoherence\n          lexicalResource\n          grammaticalRange\n          pronunciation\n          band\n        }\n      }\n    }\n  }\n':
    types.ScoreIeltsQueryDocument,
  '\n  mutation AssignIeltsExaminerMutation($input: AssignIeltsExaminerInput!) {\n    assignIeltsExaminer(input: $input) {\n      registrations {\n        id\n        examinerId\n        examinerName\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AssignIeltsExaminerMutationDocument,
  '\n  mutation CancelIeltsRegistrationMutation($input: CancelIeltsRegistrationInput!) {\n    cancelIeltsRegistration(input: $input) {\n      registration {\n        id\n        status\n        payment {\n          id\n          status\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CancelIeltsRegistrationMutationDocument,
  '\n  mutation ConfirmIeltsPaymentMutation($input: ConfirmIeltsPaymentInput!) {\n    confirmIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ConfirmIeltsPaymentMutationDocument,
  '\n  mutation CorrectIeltsBandsMutation($input: CorrectIeltsBandsInput!) {\n    correctIeltsBands(input: $input) {\n      registration {\n        id\n        bands {\n          listening\n          reading\n          writing\n          speaking\n          overall\n        }\n        ...BandCorrections_registration\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CorrectIeltsBandsMutationDocument,
  '\n  mutation ImportBankStatementMutation($input: ImportBankStatementInput!) {\n    importBankStatement(input: $input) {\n      report {\n        dryRun\n        rows\n        matches\n        transfers {\n          row\n          amount\n          description\n          reference\n          invoice\n          paymentId\n          invoiceAmount\n          outcome\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ImportBankStatementMutationDocument,
  '\n  mutation MarkIeltsMutation($input: MarkIeltsRegistrationInput!) {\n    markIeltsRegistration(input: $input) {\n      registration {\n        id\n        bandState\n        draftedByName\n        draftedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.MarkIeltsMutationDocument,
  '\n  mutation PublishIeltsBandsMutation($input: PublishIeltsBandsInput!) {\n    publishIeltsBands(input: $input) {\n      registration {\n        id\n        status\n        bandState\n        markedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.PublishIeltsBandsMutationDocument,
  '\n  mutation RefundIeltsPaymentMutation($input: RefundIeltsPaymentInput!) {\n    refundIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.RefundIeltsPaymentMutationDocument,
  '\n  mutation RegisterIeltsMutation($input: RegisterIeltsInput!) {\n    registerIelts(input: $input) {\n      registration {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.RegisterIeltsMutationDocument,
  '\n  mutation CreateIeltsExamDateMutation($input: CreateIeltsExamDateInput!) {\n    createIeltsExamDate(input: $input) {\n      examDate {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CreateIeltsExamDateMutationDocument,
  '\n  mutation UpdateIeltsExamDateMutation($input: UpdateIeltsExamDateInput!) {\n    updateIeltsExamDate(input: $input) {\n      examDate {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.UpdateIeltsExamDateMutationDocument,
  '\n  mutation CreateIeltsTestMutation($input: CreateIeltsTestInput!) {\n    createIeltsTest(input: $input) {\n      test {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CreateIeltsTestMutationDocument,
  '\n  mutation UpdateIeltsTestMutation($input: UpdateIeltsTestInput!) {\n    updateIeltsTest(input: $input) {\n      test {\n        id\n        name\n        module\n        description\n        active\n        listeningExerciseId\n        listeningExerciseName\n        readingExerciseId\n        readingExerciseName\n        writingExerciseId\n        writingExerciseName\n        speakingExerciseId\n        speakingExerciseName\n        listeningTable {\n          minRaw\n          band\n        }\n        readingTable {\n          minRaw\n          band\n        }\n        listeningPlays\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.UpdateIeltsTestMutationDocument,
  '\n  mutation CreatePromotionCodeMutation($input: CreatePromotionCodeInput!) {\n    createPromotionCode(input: $input) {\n      promotionCode {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.CreatePromotionCodeMutationDocument,
  '\n  mutation UpdatePromotionCodeMutation($input: UpdatePromotionCodeInput!) {\n    updatePromotionCode(input: $input) {\n      promotionCode {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        expiresAt\n        usable\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.UpdatePromotionCodeMutationDocument,
  '\n  mutation RegistrantSaveMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        name\n        phone\n        dateOfBirth\n        passport\n        address\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.RegistrantSaveMutationDocument,
  '\n  mutation SitIeltsTestMutation($input: SitIeltsTestInput!) {\n    sitIeltsTest(input: $input) {\n      registration {\n        id\n        status\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.SitIeltsTestMutationDocument,
  '\n  query ArticleEditQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n':
    types.ArticleEditQueryDocument,
  '\n  query ArticleQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n':
    types.ArticleQueryDocument,
  '\n  query KnowledgeListQuery($filter: ArticleFilter, $page: Int, $pageSize: Int) {\n    articles(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        summary\n        topic\n        language\n        published\n        updatedAt\n      }\n    }\n  }\n':
    types.KnowledgeListQueryDocument,
  '\n  fragment ArticleView_article on Article {\n    id\n    title\n    summary\n    body\n    topic\n    language\n    published\n    authorName\n    updatedAt\n  }\n':
    types.ArticleView_ArticleFragmentDoc,
  '\n  mutation ArticleCreateMutation($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ArticleCreateMutationDocument,
  '\n  mutation ArticleDeleteMutation($input: DeleteArticleInput!) {\n    deleteArticle(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ArticleDeleteMutationDocument,
  '\n  mutation ArticleUpdateMutation($input: UpdateArticleInput!) {\n    updateArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ArticleUpdateMutationDocument,
  '\n  query AddStudentsSearchQuery($search: String) {\n    users(filter: { role: STUDENT, search: $search, isActive: true }, pageSize: 30) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n':
    types.AddStudentsSearchQueryDocument,
  '\n  query ClassStudentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students {\n        id\n        status\n        joinedAt\n        student {\n          id\n          name\n          email\n          phone\n        }\n      }\n    }\n  }\n':
    types.ClassStudentsTabQueryDocument,
  '\n  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {\n    addStudentsToClass(input: $input) {\n      classStudents {\n        id\n        status\n      }\n      alreadyMembers {\n        id\n        student {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassAddStudentsMutationDocument,
  '\n  mutation ClassStudentStatusMutation($input: UpdateStudentStatusInput!) {\n    updateStudentStatus(input: $input) {\n      classStudent {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassStudentStatusMutationDocument,
  '\n  mutation ClassJoinMutation($input: JoinClassByCodeInput!) {\n    joinClassByCode(input: $input) {\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ClassJoinMutationDocument,
  '\n  query NotificationBellQuery {\n    notifications(page: 1, pageSize: 6) {\n      unread\n      total\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n':
    types.NotificationBellQueryDocument,
  '\n  fragment NotificationRow_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n':
    types.NotificationRow_NotificationFragmentDoc,
  '\n  query NotificationListQuery($page: Int!, $pageSize: Int!, $unreadOnly: Boolean!) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n':
    types.NotificationListQueryDocument,
  '\n  mutation NotificationsMarkReadMutation($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      notifications {\n        id\n        readAt\n      }\n      unread\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.NotificationsMarkReadMutationDocument,
  '\n  query PresentationGroupsQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      maxScore\n      presentationGroups {\n        id\n        ...PresentationGroupsCard_group\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.PresentationGroupsQueryDocument,
  '\n  fragment PresentationGroupsCard_group on PresentationGroup {\n    id\n    name\n    members {\n      id\n      name\n    }\n    rubric {\n      criterion\n      band\n      point\n    }\n    presentationScore\n    slideScore\n    scriptScore\n    total\n    returned\n    returnedAt\n  }\n':
    types.PresentationGroupsCard_GroupFragmentDoc,
  '\n  mutation PresentationGroupCreateMutation($input: CreatePresentationGroupInput!) {\n    createPresentationGroup(input: $input) {\n      group {\n        id\n        assignmentId\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.PresentationGroupCreateMutationDocument,
  '\n  mutation PresentationGroupDeleteMutation($input: DeletePresentationGroupInput!) {\n    deletePresentationGroup(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.PresentationGroupDeleteMutationDocument,
  '\n  mutation PresentationGroupMarkMutation($input: MarkPresentationGroupInput!) {\n    markPresentationGroup(input: $input) {\n      group {\n        id\n        returned\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.PresentationGroupMarkMutationDocument,
  '\n  mutation PresentationGroupUpdateMutation($input: UpdatePresentationGroupInput!) {\n    updatePresentationGroup(input: $input) {\n      group {\n        id\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.PresentationGroupUpdateMutationDocument,
  '\n  fragment QuestionForm_question on Question {\n    id\n    title\n    type\n    interaction\n    instructions\n    transcript\n    description\n    topicGroup\n    store\n    visibility\n    answered\n    version\n    supersededById\n    clonedFromId\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    media {\n      id\n      url\n      kind\n      originalName\n    }\n    tags {\n      id\n    }\n    parts {\n      id\n      type\n      ...QuestionPartBody_part\n    }\n  }\n':
    types.QuestionForm_QuestionFragmentDoc,
  '\n  query QuestionFormOptionsQuery {\n    questionRegistry {\n      weights\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.QuestionFormOptionsQueryDocument,
  '\n  query QuestionFormQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...QuestionForm_question\n    }\n  }\n':
    types.QuestionFormQueryDocument,
  '\n  query QuestionListQuery(\n    $store: ExerciseStore\n    $ownerId: ID\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    questions(\n      store: $store\n      ownerId: $ownerId\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...QuestionTable_questions\n      }\n    }\n  }\n':
    types.QuestionListQueryDocument,
  '\n  query QuestionListFiltersQuery($withOwners: Boolean!) {\n    questionRegistry {\n      types {\n        type\n        interaction\n      }\n      topicGroups\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    users(filter: { role: TEACHER }, pageSize: 300) @include(if: $withOwners) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.QuestionListFiltersQueryDocument,
  '\n  fragment QuestionTable_questions on Question {\n    id\n    title\n    type\n    interaction\n    topicGroup\n    store\n    version\n    partCount\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n':
    types.QuestionTable_QuestionsFragmentDoc,
  '\n  query QuestionTypeChooserQuery {\n    questionRegistry {\n      types {\n        type\n        interaction\n        markedBy\n        media\n      }\n    }\n  }\n':
    types.QuestionTypeChooserQueryDocument,
  '\n  mutation QuestionCopyMutation($input: CopyQuestionInput!) {\n    copyQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.QuestionCopyMutationDocument,
  '\n  mutation QuestionCreateMutation($input: CreateQuestionInput!) {\n    createQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.QuestionCreateMutationDocument,
  '\n  mutation QuestionDeleteMutation($input: DeleteBankItemInput!) {\n    deleteQuestion(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.QuestionDeleteMutationDocument,
  '\n  mutation QuestionUpdateMutation($input: UpdateQuestionInput!) {\n    updateQuestion(input: $input) {\n      question {\n        id\n        store\n        version\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.QuestionUpdateMutationDocument,
  '\n  query ReportListQuery($filter: ReportFilter, $page: Int, $pageSize: Int) {\n    reports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ReportTable_reports\n      }\n    }\n  }\n':
    types.ReportListQueryDocument,
  '\n  fragment ReportTable_reports on Report {\n    id\n    exerciseId\n    exerciseName\n    questionId\n    questionTitle\n    attemptId\n    reporterName\n    reporterEmail\n    kind\n    content\n    language\n    status\n    createdAt\n    resolvedAt\n    resolvedByName\n    resolutionNote\n  }\n':
    types.ReportTable_ReportsFragmentDoc,
  '\n  mutation ReportProblemMutation($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      report {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ReportProblemMutationDocument,
  '\n  mutation ReportResolveMutation($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        ...ReportTable_reports\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ReportResolveMutationDocument,
  '\n  query ClassAssignmentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      assignments {\n        id\n        title\n        kind\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          averageScore\n        }\n      }\n    }\n  }\n':
    types.ClassAssignmentsTabQueryDocument,
  '\n  query ClassScoresTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n        scoreSummary {\n          homeWork\n          test\n          presentation\n          examAverage\n          resultsCount\n        }\n      }\n      scores {\n        id\n        kind\n        value\n        note\n        createdAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n        }\n        ...ScoreEditModal_score\n      }\n    }\n  }\n':
    types.ClassScoresTabQueryDocument,
  '\n  query ExamResultQuery($exerciseId: ID!, $examId: ID!, $withExam: Boolean!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n      questions {\n        id\n        title\n        parts {\n          id\n          score\n          content {\n            __typename\n            ... on ChoiceContent {\n              prompt\n            }\n            ... on TextEntryContent {\n              prompt\n              text\n            }\n            ... on MatchingContent {\n              prompt\n            }\n            ... on OrderingContent {\n              prompt\n            }\n            ... on HotspotContent {\n              prompt\n            }\n            ... on WritingContent {\n              prompt\n            }\n            ... on SpokenAnswerContent {\n              prompt\n            }\n            ... on SpokenTargetContent {\n              prompt\n              targetText\n            }\n          }\n        }\n      }\n    }\n    assignments(filter: { exerciseIds: [$exerciseId] }, pageSize: 300) {\n      items {\n        id\n        title\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    exam: assignments(filter: { ids: [$examId] }) @include(if: $withExam) {\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        minScore\n        class {\n          id\n          name\n          students(status: ACTIVE) {\n            id\n            student {\n              id\n              name\n            }\n          }\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          unfinished\n          averageScore\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          score\n          submittedAt\n          markedAt\n          student {\n            id\n            name\n          }\n        }\n        partFigures {\n          partId\n          maxScore\n          answered\n          scored\n          right\n          rightPercent\n          averageScore\n        }\n      }\n    }\n  }\n':
    types.ExamResultQueryDocument,
  '\n  fragment MarkSpeaking_score on SpeakingScore {\n    attemptId\n    engine\n    rubric {\n      criterion\n      band\n      points\n    }\n    rubricParts {\n      partId\n      maxScore\n      answered\n      score\n    }\n    speech {\n      partId\n      targetText\n      maxScore\n      status\n      recognised\n      match\n      score\n      words {\n        word\n        said\n      }\n      error\n    }\n  }\n':
    types.MarkSpeaking_ScoreFragmentDoc,
  '\n  query MarkSpeakingQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        question {\n          id\n          title\n          parts {\n            id\n            interaction\n            content {\n              __typename\n              ... on SpokenAnswerContent {\n                prompt\n                cueCard\n              }\n              ... on SpokenTargetContent {\n                prompt\n              }\n            }\n          }\n        }\n        parts {\n          part {\n            id\n          }\n          answer {\n            __typename\n            ... on SpokenAnswer {\n              media {\n                id\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    speakingScore(attemptId: $id) {\n      ...MarkSpeaking_score\n    }\n  }\n':
    types.MarkSpeakingQueryDocument,
  '\n  query ResultReviewQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      keysShown\n      hiddenReasons {\n        answers\n        score\n        keys\n        feedback\n      }\n      result {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoNote\n        score\n        comment\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          minScore\n          class {\n            id\n            name\n          }\n          exercise {\n            id\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n  }\n':
    types.ResultReviewQueryDocument,
  '\n  query ResultsStudentQuery {\n    assignments(pageSize: 300) {\n      total\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        class {\n          id\n          name\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          redoRequested\n          redoNote\n          score\n          keyedScore\n          keyedMaxScore\n          partsAwaitingMarker\n          submittedAt\n          markedAt\n        }\n      }\n    }\n  }\n':
    types.ResultsStudentQueryDocument,
  '\n  fragment ReviewedQuestion_entry on ReviewQuestion {\n    transcript\n    question {\n      id\n      title\n      type\n      interaction\n      instructions\n      media {\n        id\n        kind\n        url\n      }\n      parts {\n        id\n        position\n        score\n        interaction\n        content {\n          ...PartContent_fields\n        }\n      }\n    }\n    parts {\n      score\n      comment\n      part {\n        id\n      }\n      detail {\n        key\n        right\n      }\n      answer {\n        ...PartAnswer_fields\n      }\n      key {\n        ...PartKey_fields\n      }\n      errorTags {\n        errorTagId\n        name\n        link\n        note\n      }\n    }\n  }\n':
    types.ReviewedQuestion_EntryFragmentDoc,
  '\n  fragment ScoreEditModal_score on Score {\n    id\n    kind\n    value\n    note\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n    }\n  }\n':
    types.ScoreEditModal_ScoreFragmentDoc,
  '\n  query ResultsStaffQuery($filter: ResultFilter, $page: Int, $pageSize: Int) {\n    results(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          exercise {\n            id\n          }\n          class {\n            id\n            name\n          }\n        }\n      }\n    }\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.ResultsStaffQueryDocument,
  '\n  fragment MarkAttempt_marking on Marking {\n    attemptId\n    status\n    score\n    comment\n    markedAt\n    parts {\n      partId\n      markedBy\n      maxScore\n      weight\n      answered\n      score\n      comment\n      errorTags {\n        errorTagId\n        note\n      }\n    }\n    draft {\n      comment\n      updatedAt\n      parts {\n        partId\n        score\n        comment\n        errorTags {\n          errorTagId\n          note\n        }\n      }\n    }\n  }\n':
    types.MarkAttempt_MarkingFragmentDoc,
  '\n  query MarkAttemptQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoRequestedAt\n        redoNote\n        submittedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    errorTags(pageSize: 300) {\n      items {\n        id\n        name\n        parent {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.MarkAttemptQueryDocument,
  '\n  mutation ScoreDeleteMutation($input: DeleteScoreInput!) {\n    deleteScore(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ScoreDeleteMutationDocument,
  '\n  mutation MarkingPresenceMutation($attemptId: ID!) {\n    markingPresence(input: { attemptId: $attemptId }) {\n      markers {\n        markerId\n        name\n        seenAt\n      }\n    }\n  }\n':
    types.MarkingPresenceMutationDocument,
  '\n  mutation LeaveMarkingMutation($attemptId: ID!) {\n    leaveMarking(input: { attemptId: $attemptId }) {\n      errors {\n        field\n      }\n    }\n  }\n':
    types.LeaveMarkingMutationDocument,
  '\n  query MarkingQueueQuery {\n    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {\n      items {\n        id\n        student {\n          id\n        }\n        assignment {\n          id\n          class {\n            id\n          }\n        }\n      }\n    }\n  }\n':
    types.MarkingQueueQueryDocument,
  '\n  mutation MarkingReturnMutation($input: ReturnAttemptInput!) {\n    returnAttempt(input: $input) {\n      marking {\n        attemptId\n        status\n        score\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.MarkingReturnMutationDocument,
  '\n  mutation MarkingSaveDraftMutation($input: SaveMarkingDraftInput!) {\n    saveMarkingDraft(input: $input) {\n      marking {\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.MarkingSaveDraftMutationDocument,
  '\n  mutation SpeakingSaveRubricMutation($input: SaveSpeakingRubricInput!) {\n    saveSpeakingRubric(input: $input) {\n      speakingScore {\n        ...MarkSpeaking_score\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.SpeakingSaveRubricMutationDocument,
  '\n  mutation ScoreUpdateMutation($input: UpdateScoreInput!) {\n    updateScore(input: $input) {\n      score {\n        id\n        kind\n        value\n        note\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ScoreUpdateMutationDocument,
  '\n  query StatisticsPageQuery($filter: StatisticsFilter, $ielts: Boolean!) {\n    statistics(filter: $filter) {\n      from\n      to\n      studentsByStatus {\n        courseId\n        courseName\n        status\n        students\n      }\n      classesByMonth {\n        month\n        running\n        starting\n        ending\n      }\n      attendanceByClass {\n        classId\n        className\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      attendanceByMonth {\n        month\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      scoreDistribution {\n        kind\n        band\n        attempts\n      }\n      passRates {\n        kind\n        classId\n        className\n        passed\n        failed\n        passRate\n        averagePercent\n      }\n      markingBacklog {\n        markerId\n        markerName\n        markerEmail\n        role\n        waiting\n        under2Days\n        from2To7Days\n        over7Days\n        oldestDays\n        averageDays\n      }\n      ieltsRegistrations @include(if: $ielts) {\n        examDateId\n        examDate\n        shift\n        skillPackage\n        unpaid\n        unfinished\n        unmarked\n        marked\n        canceled\n        total\n      }\n      ieltsBands @include(if: $ielts) {\n        skill\n        band\n        candidates\n      }\n      ieltsRevenue @include(if: $ielts) {\n        month\n        payments\n        gross\n        discounts\n        net\n        refunds\n        refundedAmount\n      }\n      promotionUsage @include(if: $ielts) {\n        promotionCodeId\n        code\n        title\n        uses\n        paid\n        maxUses\n        usedCount\n        discountTotal\n      }\n    }\n  }\n':
    types.StatisticsPageQueryDocument,
  '\n  query StatisticsFilterOptionsQuery {\n    classes(sort: NAME, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.StatisticsFilterOptionsQueryDocument,
  '\n  query ErrorTagTreeQuery($isCommon: Boolean, $managerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    errorTags(\n      topOnly: true\n      isCommon: $isCommon\n      managerId: $managerId\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        link\n        createdAt\n        manager {\n          id\n          name\n        }\n        children {\n          id\n          name\n          link\n          createdAt\n          manager {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.ErrorTagTreeQueryDocument,
  '\n  query ManagerSelectQuery {\n    users(filter: { role: TEACHER }, pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n':
    types.ManagerSelectQueryDocument,
  '\n  query TagsPanelQuery($store: ExerciseStore, $ownerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    tags(store: $store, ownerId: $ownerId, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        createdAt\n        owner {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.TagsPanelQueryDocument,
  '\n  mutation ErrorTagCreateMutation($input: CreateErrorTagInput!) {\n    createErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ErrorTagCreateMutationDocument,
  '\n  mutation TagCreateMutation($input: CreateTagInput!) {\n    createTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.TagCreateMutationDocument,
  '\n  mutation ErrorTagDeleteMutation($input: DeleteTagInput!) {\n    deleteErrorTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ErrorTagDeleteMutationDocument,
  '\n  mutation TagDeleteMutation($input: DeleteTagInput!) {\n    deleteTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.TagDeleteMutationDocument,
  '\n  mutation ErrorTagUpdateMutation($input: UpdateErrorTagInput!) {\n    updateErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n        link\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.ErrorTagUpdateMutationDocument,
  '\n  mutation TagUpdateMutation($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.TagUpdateMutationDocument,
  '\n  query AttendanceSheetQuery($lessonId: ID!, $classId: ID!) {\n    lesson(id: $lessonId) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      status\n      attendances {\n        id\n        status\n        note\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n':
    types.AttendanceSheetQueryDocument,
  '\n  query ClassLessonLinksTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        recordLink\n        slideLink\n        description\n      }\n    }\n  }\n':
    types.ClassLessonLinksTabQueryDocument,
  '\n  query ClassScheduleTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        studyTimeStart\n        studyTimeEnd\n        recordLink\n        slideLink\n        status\n        note\n        description\n        ...LessonEditModal_lesson\n      }\n    }\n  }\n':
    types.ClassScheduleTabQueryDocument,
  '\n  query DayOffListQuery($classId: ID, $from: Date, $to: Date, $page: Int, $pageSize: Int) {\n    daysOff(classId: $classId, from: $from, to: $to, newestFirst: true, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        date\n        reason\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    classes(pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.DayOffListQueryDocument,
  '\n  fragment LessonEditModal_lesson on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    recordLink\n    slideLink\n    status\n    note\n    description\n  }\n':
    types.LessonEditModal_LessonFragmentDoc,
  '\n  fragment NextLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n  }\n':
    types.NextLessons_LessonsFragmentDoc,
  '\n  mutation DayOffCreateMutation($input: CreateDayOffInput!) {\n    createDayOff(input: $input) {\n      dayOff {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.DayOffCreateMutationDocument,
  '\n  mutation DayOffDeleteMutation($input: DeleteDayOffInput!) {\n    deleteDayOff(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.DayOffDeleteMutationDocument,
  '\n  mutation LessonDeleteMutation($input: DeleteLessonInput!) {\n    deleteLesson(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.LessonDeleteMutationDocument,
  '\n  mutation TimetableGenerateMutation($input: GenerateTimetableInput!) {\n    generateTimetable(input: $input) {\n      lessons {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.TimetableGenerateMutationDocument,
  '\n  mutation AttendanceMarkMutation($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      lesson {\n        id\n        status\n        attendances {\n          id\n          status\n          note\n          student {\n            id\n          }\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.AttendanceMarkMutationDocument,
  '\n  mutation LessonUpdateMutation($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      lesson {\n        id\n        ...LessonEditModal_lesson\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.LessonUpdateMutationDocument,
  '\n  query UsersImportClassesQuery {\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.UsersImportClassesQueryDocument,
  '\n  query StandingAccommodationQuery($id: ID!) {\n    user(id: $id) {\n      id\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n    }\n  }\n':
    types.StandingAccommodationQueryDocument,
  '\n  query UserDetailQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      subEmail\n      firstName\n      lastName\n      phone\n      role\n      gender\n      dateOfBirth\n      address\n      link\n      workPlace\n      studentStatus\n      passport\n      profilePicture\n      isActive\n      joinedAt\n      createdAt\n      classes {\n        id\n        status\n        joinedAt\n        class {\n          id\n          name\n          classCode\n        }\n      }\n    }\n  }\n':
    types.UserDetailQueryDocument,
  '\n  query UserEditQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      ...UserForm_user\n    }\n  }\n':
    types.UserEditQueryDocument,
  '\n  fragment UserForm_user on User {\n    id\n    email\n    name\n    role\n    firstName\n    lastName\n    phone\n    subEmail\n    dateOfBirth\n    gender\n    address\n    link\n    workPlace\n    studentStatus\n    passport\n    isActive\n  }\n':
    types.UserForm_UserFragmentDoc,
  '\n  query UserListQuery($filter: UserFilter, $page: Int, $pageSize: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...UserTable_users\n      }\n    }\n  }\n':
    types.UserListQueryDocument,
  '\n  fragment UserTable_users on User {\n    id\n    name\n    email\n    phone\n    role\n    workPlace\n    studentStatus\n    isActive\n    createdAt\n  }\n':
    types.UserTable_UsersFragmentDoc,
  '\n  mutation UserCreateMutation($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.UserCreateMutationDocument,
  '\n  mutation StandingAccommodationMutation($input: SetStudentAccommodationInput!) {\n    setStudentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.StandingAccommodationMutationDocument,
  '\n  mutation UserUpdateMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n        ...UserTable_users\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.UserUpdateMutationDocument,
  '\n  fragment PartContent_fields on PartContent {\n    __typename\n    ... on ChoiceContent {\n      prompt\n      options {\n        key\n        text\n      }\n    }\n    ... on TextEntryContent {\n      prompt\n      text\n      blanks\n    }\n    ... on MatchingContent {\n      prompt\n      items {\n        key\n        text\n        x\n        y\n      }\n      options {\n        key\n        text\n      }\n    }\n    ... on OrderingContent {\n      prompt\n      tokens {\n        key\n        text\n      }\n    }\n    ... on HotspotContent {\n      prompt\n      regions {\n        key\n        x\n        y\n        width\n        height\n      }\n    }\n    ... on WritingContent {\n      prompt\n      minWords\n      maxWords\n    }\n    ... on SpokenAnswerContent {\n      prompt\n      cueCard\n      prepareSeconds\n      maxSeconds\n    }\n    ... on SpokenTargetContent {\n      prompt\n      targetText\n      maxSeconds\n    }\n    ... on PassageContent {\n      text\n    }\n  }\n':
    types.PartContent_FieldsFragmentDoc,
  '\n  fragment PartKey_fields on PartKey {\n    __typename\n    ... on ChoiceKey {\n      correct\n    }\n    ... on TextEntryKey {\n      blanks {\n        key\n        accepted\n      }\n    }\n    ... on MatchingKey {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingKey {\n      order\n    }\n    ... on HotspotKey {\n      correct\n    }\n    ... on SampleKey {\n      sample\n    }\n  }\n':
    types.PartKey_FieldsFragmentDoc,
  '\n  fragment PartAnswer_fields on PartAnswer {\n    __typename\n    ... on ChoiceAnswer {\n      choices\n    }\n    ... on TextEntryAnswer {\n      blanks {\n        key\n        value\n      }\n    }\n    ... on MatchingAnswer {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingAnswer {\n      order\n    }\n    ... on HotspotAnswer {\n      points {\n        x\n        y\n      }\n    }\n    ... on WritingAnswer {\n      text\n    }\n    ... on SpokenAnswer {\n      media {\n        id\n        url\n      }\n    }\n  }\n':
    types.PartAnswer_FieldsFragmentDoc,
  '\n  fragment QuestionPartBody_part on QuestionPart {\n    score\n    weight\n    content {\n      ...PartContent_fields\n    }\n    key {\n      ...PartKey_fields\n    }\n  }\n':
    types.QuestionPartBody_PartFragmentDoc,
  '\n  mutation RedoRequestMutation($input: RequestRedoInput!) {\n    requestRedo(input: $input) {\n      result {\n        id\n        status\n        redoRequested\n        redoRequestedAt\n        redoNote\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.RedoRequestMutationDocument,
  '\n  mutation NotificationPreferencesUpdateMutation($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          channel\n        }\n        dailyDigest\n        language\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n':
    types.NotificationPreferencesUpdateMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassDetailQuery($id: ID!, $today: Date!, $overview: Boolean! = true) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassDetailPage_class\n      ... @include(if: $overview) {\n        ...ClassOverviewTab_class\n        nextLessons: lessons(from: $today) {\n          id\n          ...NextLessons_lessons\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassDetailQuery($id: ID!, $today: Date!, $overview: Boolean! = true) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassDetailPage_class\n      ... @include(if: $overview) {\n        ...ClassOverviewTab_class\n        nextLessons: lessons(from: $today) {\n          id\n          ...NextLessons_lessons\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApolloTestPingQuery {\n    viewer {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query ApolloTestPingQuery {\n    viewer {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ApolloTestSaveMutation {\n        deleteClass(input: { id: "1" }) {\n          deletedId\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ApolloTestSaveMutation {\n        deleteClass(input: { id: "1" }) {\n          deletedId\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FreshMediaQuery($id: ID!) {\n    media(id: $id) {\n      id\n      url\n    }\n  }\n',
): (typeof documents)['\n  query FreshMediaQuery($id: ID!) {\n    media(id: $id) {\n      id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SessionViewerQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      # The first sign-in's setup asks for what is missing (shared/setup.ts).\n      dateOfBirth\n      phone\n      workPlace\n      # An IELTS candidate's page is /ielts-test (app/RootRoute.tsx); what registering asks for (RegisterCard).\n      studentStatus\n      passport\n    }\n  }\n",
): (typeof documents)["\n  query SessionViewerQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      # The first sign-in's setup asks for what is missing (shared/setup.ts).\n      dateOfBirth\n      phone\n      workPlace\n      # An IELTS candidate's page is /ielts-test (app/RootRoute.tsx); what registering asks for (RegisterCard).\n      studentStatus\n      passport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarFeedCardQuery {\n    calendarFeed {\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query CalendarFeedCardQuery {\n    calendarFeed {\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationPreferencesCardQuery {\n    notificationPreferences {\n      kinds {\n        kind\n        channel\n      }\n      dailyDigest\n      language\n    }\n  }\n',
): (typeof documents)['\n  query NotificationPreferencesCardQuery {\n    notificationPreferences {\n      kinds {\n        kind\n        channel\n      }\n      dailyDigest\n      language\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileForm_user on User {\n    id\n    email\n    name\n    firstName\n    lastName\n    dateOfBirth\n    gender\n    phone\n    subEmail\n    link\n    workPlace\n    address\n    passport\n  }\n',
): (typeof documents)['\n  fragment ProfileForm_user on User {\n    id\n    email\n    name\n    firstName\n    lastName\n    dateOfBirth\n    gender\n    phone\n    subEmail\n    link\n    workPlace\n    address\n    passport\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfileQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      joinedAt\n      createdAt\n      ...ProfileForm_user\n    }\n  }\n',
): (typeof documents)['\n  query ProfileQuery {\n    viewer {\n      id\n      name\n      email\n      role\n      profilePicture\n      joinedAt\n      createdAt\n      ...ProfileForm_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SetupQuery {\n    viewer {\n      id\n      name\n      role\n      ...ProfileForm_user\n    }\n  }\n',
): (typeof documents)['\n  query SetupQuery {\n    viewer {\n      id\n      name\n      role\n      ...ProfileForm_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePasswordSaveMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePasswordSaveMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarFeedRegenerateMutation($input: RegenerateCalendarFeedInput!) {\n    regenerateCalendarFeed(input: $input) {\n      url\n      calendarFeed {\n        createdAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarFeedRegenerateMutation($input: RegenerateCalendarFeedInput!) {\n    regenerateCalendarFeed(input: $input) {\n      url\n      calendarFeed {\n        createdAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ForgotPasswordRequestMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ForgotPasswordRequestMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPasswordSetMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ResetPasswordSetMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarFeedRevokeMutation($input: RevokeCalendarFeedInput!) {\n    revokeCalendarFeed(input: $input) {\n      revoked\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarFeedRevokeMutation($input: RevokeCalendarFeedInput!) {\n    revokeCalendarFeed(input: $input) {\n      revoked\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegisterSignUpMutation($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RegisterSignUpMutation($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProfileUpdateMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        id\n        name\n        ...ProfileForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ProfileUpdateMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        id\n        name\n        ...ProfileForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssignmentOverviewQuery($id: ID!) {\n    assignment(id: $id) {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      deadline\n      class {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      studentStatuses {\n        status\n        attemptId\n        attempt\n        score\n        submittedAt\n        markedAt\n        hasDraft\n        redoRequested\n        accommodation {\n          extraTimePercent\n          extraTimeMinutes\n          extraAttempts\n          source\n          extraMinutes\n        }\n        student {\n          id\n          name\n        }\n      }\n      scoreDistribution {\n        bucket\n        from\n        to\n        count\n      }\n      partFigures {\n        partId\n        questionId\n        questionTitle\n        number\n        maxScore\n        answered\n        scored\n        right\n        rightPercent\n        averageScore\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AssignmentOverviewQuery($id: ID!) {\n    assignment(id: $id) {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      deadline\n      class {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      studentStatuses {\n        status\n        attemptId\n        attempt\n        score\n        submittedAt\n        markedAt\n        hasDraft\n        redoRequested\n        accommodation {\n          extraTimePercent\n          extraTimeMinutes\n          extraAttempts\n          source\n          extraMinutes\n        }\n        student {\n          id\n          name\n        }\n      }\n      scoreDistribution {\n        bucket\n        from\n        to\n        count\n      }\n      partFigures {\n        partId\n        questionId\n        questionTitle\n        number\n        maxScore\n        answered\n        scored\n        right\n        rightPercent\n        averageScore\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassErrorTagsQuery($id: ID!, $months: Int!) {\n    class(id: $id) {\n      id\n      name\n      errorTagTallies(months: $months) {\n        errorTagId\n        name\n        link\n        total\n        lastMonth\n        trend\n        months {\n          month\n          count\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassErrorTagsQuery($id: ID!, $months: Int!) {\n    class(id: $id) {\n      id\n      name\n      errorTagTallies(months: $months) {\n        errorTagId\n        name\n        link\n        total\n        lastMonth\n        trend\n        months {\n          month\n          count\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StudentErrorTagsQuery($studentId: ID, $months: Int!) {\n    studentErrorTags(studentId: $studentId, months: $months) {\n      errorTagId\n      name\n      link\n      total\n      lastMonth\n      trend\n      months {\n        month\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StudentErrorTagsQuery($studentId: ID, $months: Int!) {\n    studentErrorTags(studentId: $studentId, months: $months) {\n      errorTagId\n      name\n      link\n      total\n      lastMonth\n      trend\n      months {\n        month\n        count\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OverviewHoldMutation($input: HoldAttemptInput!) {\n    holdAttempt(input: $input) {\n      attemptId\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation OverviewHoldMutation($input: HoldAttemptInput!) {\n    holdAttempt(input: $input) {\n      attemptId\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccommodationSetMutation($input: SetAssignmentAccommodationInput!) {\n    setAssignmentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AccommodationSetMutation($input: SetAssignmentAccommodationInput!) {\n    setAssignmentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccommodationClearMutation($input: ClearAssignmentAccommodationInput!) {\n    clearAssignmentAccommodation(input: $input) {\n      cleared\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AccommodationClearMutation($input: ClearAssignmentAccommodationInput!) {\n    clearAssignmentAccommodation(input: $input) {\n      cleared\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n        source\n        extraMinutes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssignDialogOptionsQuery($withClasses: Boolean!) {\n    classes(pageSize: 300) @include(if: $withClasses) {\n      items {\n        id\n        name\n        viewerCanManage\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AssignDialogOptionsQuery($withClasses: Boolean!) {\n    classes(pageSize: 300) @include(if: $withClasses) {\n      items {\n        id\n        name\n        viewerCanManage\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssignDialogExercisesQuery($search: String) {\n    exercises(search: $search, pageSize: 20) {\n      items {\n        id\n        name\n        store\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AssignDialogExercisesQuery($search: String) {\n    exercises(search: $search, pageSize: 20) {\n      items {\n        id\n        name\n        store\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassHomeworkQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      assignments {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n        stats {\n          studentsTotal\n          submitted\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassHomeworkQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      assignments {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n        stats {\n          studentsTotal\n          submitted\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeworkDetailQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      kind\n      title\n      tutorial\n      startAt\n      deadline\n      timeLimit\n      minScore\n      maxScore\n      maxAccesses\n      examMode\n      maxAttempts\n      reviewOptions {\n        answers\n        score\n        keys\n        feedback\n      }\n      createdAt\n      tag {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      class {\n        id\n        name\n        viewerCanManage\n      }\n      results {\n        id\n        attempt\n        status\n        score\n        submittedAt\n        accessCount\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomeworkDetailQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      kind\n      title\n      tutorial\n      startAt\n      deadline\n      timeLimit\n      minScore\n      maxScore\n      maxAccesses\n      examMode\n      maxAttempts\n      reviewOptions {\n        answers\n        score\n        keys\n        feedback\n      }\n      createdAt\n      tag {\n        id\n        name\n      }\n      exercise {\n        id\n        name\n      }\n      class {\n        id\n        name\n        viewerCanManage\n      }\n      results {\n        id\n        attempt\n        status\n        score\n        submittedAt\n        accessCount\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignmentCreateMutation($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      assignment {\n        id\n        class {\n          id\n        }\n        exercise {\n          id\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignmentCreateMutation($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      assignment {\n        id\n        class {\n          id\n        }\n        exercise {\n          id\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignmentDeleteMutation($input: DeleteAssignmentInput!) {\n    deleteAssignment(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignmentDeleteMutation($input: DeleteAssignmentInput!) {\n    deleteAssignment(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignmentUpdateMutation($input: UpdateAssignmentInput!) {\n    updateAssignment(input: $input) {\n      assignment {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignmentUpdateMutation($input: UpdateAssignmentInput!) {\n    updateAssignment(input: $input) {\n      assignment {\n        id\n        kind\n        title\n        tutorial\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        maxAttempts\n        reviewOptions {\n          answers\n          score\n          keys\n          feedback\n        }\n        tag {\n          id\n          name\n        }\n        exercise {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClassDetailPage_class on Class {\n    id\n    name\n    classCode\n    viewerCanManage\n    course {\n      id\n      name\n    }\n    startDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    classroomOffline\n    teachers {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ClassDetailPage_class on Class {\n    id\n    name\n    classCode\n    viewerCanManage\n    course {\n      id\n      name\n    }\n    startDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    classroomOffline\n    teachers {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassEditQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassForm_class\n    }\n  }\n',
): (typeof documents)['\n  query ClassEditQuery($id: ID!) {\n    class(id: $id) {\n      id\n      name\n      viewerCanManage\n      ...ClassForm_class\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClassForm_class on Class {\n    id\n    name\n    course {\n      id\n    }\n    numberOfSessions\n    weekdays\n    startDate\n    endDate\n    studyTimeStart\n    studyTimeEnd\n    classroomOnline\n    classroomOffline\n    classCode\n    description\n    teachers {\n      id\n    }\n    examiners {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment ClassForm_class on Class {\n    id\n    name\n    course {\n      id\n    }\n    numberOfSessions\n    weekdays\n    startDate\n    endDate\n    studyTimeStart\n    studyTimeEnd\n    classroomOnline\n    classroomOffline\n    classCode\n    description\n    teachers {\n      id\n    }\n    examiners {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassFormOptionsQuery($staff: Boolean!) {\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    teachers: users(filter: { role: TEACHER, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n    examiners: users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassFormOptionsQuery($staff: Boolean!) {\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    teachers: users(filter: { role: TEACHER, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n    examiners: users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) @include(if: $staff) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClassOverviewTab_class on Class {\n    id\n    overview {\n      activeStudents\n      pendingRequests\n      sessionsPassed\n      numberOfSessions\n      assignmentCount\n      waitingScore\n      attendancePercent\n      completionPercent\n      averageScore\n    }\n    students(status: ACTIVE) {\n      id\n      student {\n        id\n        name\n        email\n      }\n      attendanceSummary {\n        percent\n        lessonsCounted\n        absent\n      }\n      progress {\n        assignmentsSubmitted\n        assignmentsTotal\n        completionPercent\n        averageScore\n      }\n    }\n    assignments {\n      id\n      title\n      kind\n      deadline\n      stats {\n        studentsTotal\n        submitted\n        waitingScore\n        averageScore\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ClassOverviewTab_class on Class {\n    id\n    overview {\n      activeStudents\n      pendingRequests\n      sessionsPassed\n      numberOfSessions\n      assignmentCount\n      waitingScore\n      attendancePercent\n      completionPercent\n      averageScore\n    }\n    students(status: ACTIVE) {\n      id\n      student {\n        id\n        name\n        email\n      }\n      attendanceSummary {\n        percent\n        lessonsCounted\n        absent\n      }\n      progress {\n        assignmentsSubmitted\n        assignmentsTotal\n        completionPercent\n        averageScore\n      }\n    }\n    assignments {\n      id\n      title\n      kind\n      deadline\n      stats {\n        studentsTotal\n        submitted\n        waitingScore\n        averageScore\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClassTable_classes on Class {\n    id\n    name\n    course {\n      id\n      name\n    }\n    numberOfSessions\n    classroomOnline\n    classroomOffline\n    startDate\n    endDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    classCode\n    sessionsPassed\n    weekdays\n    studentCount\n    viewerCanManage\n    viewerMembership {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  fragment ClassTable_classes on Class {\n    id\n    name\n    course {\n      id\n      name\n    }\n    numberOfSessions\n    classroomOnline\n    classroomOffline\n    startDate\n    endDate\n    expectedEndDate\n    studyTimeStart\n    studyTimeEnd\n    classCode\n    sessionsPassed\n    weekdays\n    studentCount\n    viewerCanManage\n    viewerMembership {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassFormEndDateQuery($input: CalculateEndDateInput!) {\n    calculateEndDate(input: $input) {\n      expectedEndDate\n      sessionDates\n      daysOffSkipped\n    }\n  }\n',
): (typeof documents)['\n  query ClassFormEndDateQuery($input: CalculateEndDateInput!) {\n    calculateEndDate(input: $input) {\n      expectedEndDate\n      sessionDates\n      daysOffSkipped\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StudentClassPage_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    expectedEndDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n    lessons {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n      status\n      recordLink\n      slideLink\n      attendances {\n        id\n        status\n        note\n      }\n    }\n    scores {\n      id\n      kind\n      value\n      note\n      createdAt\n      assignment {\n        id\n        title\n      }\n    }\n    viewerMembership {\n      id\n      status\n      attendanceSummary {\n        lessonsCounted\n        percent\n      }\n      progress {\n        completionPercent\n        averageScore\n      }\n      results {\n        id\n        status\n        score\n        belowMinScore\n        redoRequested\n        assignment {\n          id\n          title\n          deadline\n          maxScore\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment StudentClassPage_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    expectedEndDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n    lessons {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n      status\n      recordLink\n      slideLink\n      attendances {\n        id\n        status\n        note\n      }\n    }\n    scores {\n      id\n      kind\n      value\n      note\n      createdAt\n      assignment {\n        id\n        title\n      }\n    }\n    viewerMembership {\n      id\n      status\n      attendanceSummary {\n        lessonsCounted\n        percent\n      }\n      progress {\n        completionPercent\n        averageScore\n      }\n      results {\n        id\n        status\n        score\n        belowMinScore\n        redoRequested\n        assignment {\n          id\n          title\n          deadline\n          maxScore\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StudentClassQuery($id: ID!, $today: Date!) {\n    myClasses {\n      id\n      name\n      weekdays\n      studyTimeStart\n      studyTimeEnd\n      startDate\n      teachers {\n        id\n        name\n      }\n      viewerMembership {\n        id\n        status\n      }\n    }\n    class(id: $id) {\n      id\n      ...StudentClassPage_class\n    }\n  }\n',
): (typeof documents)['\n  query StudentClassQuery($id: ID!, $today: Date!) {\n    myClasses {\n      id\n      name\n      weekdays\n      studyTimeStart\n      studyTimeEnd\n      startDate\n      teachers {\n        id\n        name\n      }\n      viewerMembership {\n        id\n        status\n      }\n    }\n    class(id: $id) {\n      id\n      ...StudentClassPage_class\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StudentClassCard_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    viewerMembership {\n      id\n      status\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n  }\n',
): (typeof documents)['\n  fragment StudentClassCard_class on Class {\n    id\n    name\n    weekdays\n    studyTimeStart\n    studyTimeEnd\n    startDate\n    classroomOnline\n    classroomOffline\n    numberOfSessions\n    sessionsPassed\n    teachers {\n      id\n      name\n    }\n    viewerMembership {\n      id\n      status\n    }\n    nextLesson(from: $today) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      studyTimeEnd\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StudentClassesQuery($today: Date!) {\n    myClasses {\n      id\n      ...StudentClassCard_class\n    }\n  }\n',
): (typeof documents)['\n  query StudentClassesQuery($today: Date!) {\n    myClasses {\n      id\n      ...StudentClassCard_class\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassListQuery($filter: ClassFilter, $sort: ClassSort, $page: Int, $pageSize: Int) {\n    classes(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ClassTable_classes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassListQuery($filter: ClassFilter, $sort: ClassSort, $page: Int, $pageSize: Int) {\n    classes(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ClassTable_classes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassCreateMutation($input: CreateClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassCreateMutation($input: CreateClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassDeleteMutation($input: DeleteClassInput!) {\n    deleteClass(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassDeleteMutation($input: DeleteClassInput!) {\n    deleteClass(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassUpdateMutation($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n        ...ClassTable_classes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassUpdateMutation($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      class {\n        id\n        ...ClassForm_class\n        ...ClassTable_classes\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CourseForm_course on Course {\n    id\n    name\n    description\n    targetBand\n  }\n',
): (typeof documents)['\n  fragment CourseForm_course on Course {\n    id\n    name\n    description\n    targetBand\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CourseListQuery($search: String, $page: Int, $pageSize: Int) {\n    courses(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...CourseTable_courses\n        ...CourseForm_course\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CourseListQuery($search: String, $page: Int, $pageSize: Int) {\n    courses(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...CourseTable_courses\n        ...CourseForm_course\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CourseTable_courses on Course {\n    id\n    name\n    description\n    targetBand\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment CourseTable_courses on Course {\n    id\n    name\n    description\n    targetBand\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CourseCreateMutation($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CourseCreateMutation($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CourseDeleteMutation($input: DeleteCourseInput!) {\n    deleteCourse(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CourseDeleteMutation($input: DeleteCourseInput!) {\n    deleteCourse(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CourseUpdateMutation($input: UpdateCourseInput!) {\n    updateCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CourseUpdateMutation($input: UpdateCourseInput!) {\n    updateCourse(input: $input) {\n      course {\n        id\n        ...CourseForm_course\n        ...CourseTable_courses\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarkingPageQuery($page: Int, $pageSize: Int) {\n    results(filter: { status: WAITING_SCORE }, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MarkingPageQuery($page: Int, $pageSize: Int) {\n    results(filter: { status: WAITING_SCORE }, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MarkingQueue_results on Result {\n    id\n    submittedAt\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n      title\n      class {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MarkingQueue_results on Result {\n    id\n    submittedAt\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n      title\n      class {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StudentToday_lessons on Lesson {\n    id\n    sessionNumber\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n',
): (typeof documents)['\n  fragment StudentToday_lessons on Lesson {\n    id\n    sessionNumber\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MyClasses_classes on Class {\n    id\n    name\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    viewerMembership {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  fragment MyClasses_classes on Class {\n    id\n    name\n    studyTimeStart\n    studyTimeEnd\n    weekdays\n    classroomOnline\n    viewerMembership {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Deadlines_assignments on Assignment {\n    id\n    title\n    startAt\n    deadline\n    timeLimit\n    kind\n    class {\n      id\n      name\n    }\n    results {\n      id\n      status\n      redoRequested\n      redoNote\n    }\n  }\n',
): (typeof documents)['\n  fragment Deadlines_assignments on Assignment {\n    id\n    title\n    startAt\n    deadline\n    timeLimit\n    kind\n    class {\n      id\n      name\n    }\n    results {\n      id\n      status\n      redoRequested\n      redoNote\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RecentResults_results on Result {\n    id\n    status\n    score\n    belowMinScore\n    redoRequested\n    markedAt\n    comment\n    assignment {\n      id\n      title\n      maxScore\n      class {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment RecentResults_results on Result {\n    id\n    status\n    score\n    belowMinScore\n    redoRequested\n    markedAt\n    comment\n    assignment {\n      id\n      title\n      maxScore\n      class {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TodayLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n',
): (typeof documents)['\n  fragment TodayLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n    class {\n      id\n      name\n      classroomOnline\n      classroomOffline\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardStaffQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 100) {\n      total\n      items {\n        id\n        ...TodayLessons_lessons\n      }\n    }\n    waiting: results(filter: { status: WAITING_SCORE }, pageSize: 10) {\n      total\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardStaffQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 100) {\n      total\n      items {\n        id\n        ...TodayLessons_lessons\n      }\n    }\n    waiting: results(filter: { status: WAITING_SCORE }, pageSize: 10) {\n      total\n      items {\n        id\n        ...MarkingQueue_results\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardStudentQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 20) {\n      items {\n        id\n        ...StudentToday_lessons\n      }\n    }\n    myClasses {\n      id\n      ...MyClasses_classes\n    }\n    assignments(pageSize: 100) {\n      items {\n        id\n        ...Deadlines_assignments\n      }\n    }\n    results(pageSize: 10) {\n      items {\n        id\n        ...RecentResults_results\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardStudentQuery($today: Date!) {\n    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 20) {\n      items {\n        id\n        ...StudentToday_lessons\n      }\n    }\n    myClasses {\n      id\n      ...MyClasses_classes\n    }\n    assignments(pageSize: 100) {\n      items {\n        id\n        ...Deadlines_assignments\n      }\n    }\n    results(pageSize: 10) {\n      items {\n        id\n        ...RecentResults_results\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ExamAttempt_attempt on Attempt {\n    id\n    attempt\n    status\n    startedAt\n    endsAt\n    extraMinutes\n    serverNow\n    accessCount\n    maxAccesses\n    submittedAt\n    submitReason\n    score\n    belowMinScore\n    assignment {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      timeLimit\n      deadline\n      examMode\n      class {\n        id\n      }\n    }\n    exercise {\n      id\n      name\n      topicGroup\n      audioPlays\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        media {\n          id\n          kind\n          url\n        }\n        plays {\n          ...ClipPlays_plays\n        }\n        parts {\n          id\n          position\n          type\n          interaction\n          score\n          content {\n            ...PartContent_fields\n          }\n        }\n      }\n    }\n    answers {\n      ...ExamAttempt_savedAnswer\n    }\n  }\n',
): (typeof documents)['\n  fragment ExamAttempt_attempt on Attempt {\n    id\n    attempt\n    status\n    startedAt\n    endsAt\n    extraMinutes\n    serverNow\n    accessCount\n    maxAccesses\n    submittedAt\n    submitReason\n    score\n    belowMinScore\n    assignment {\n      id\n      title\n      kind\n      minScore\n      maxScore\n      timeLimit\n      deadline\n      examMode\n      class {\n        id\n      }\n    }\n    exercise {\n      id\n      name\n      topicGroup\n      audioPlays\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        media {\n          id\n          kind\n          url\n        }\n        plays {\n          ...ClipPlays_plays\n        }\n        parts {\n          id\n          position\n          type\n          interaction\n          score\n          content {\n            ...PartContent_fields\n          }\n        }\n      }\n    }\n    answers {\n      ...ExamAttempt_savedAnswer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ExamAttempt_savedAnswer on SavedAnswer {\n    partId\n    seq\n    updatedAt\n    answer {\n      ...PartAnswer_fields\n    }\n  }\n',
): (typeof documents)['\n  fragment ExamAttempt_savedAnswer on SavedAnswer {\n    partId\n    seq\n    updatedAt\n    answer {\n      ...PartAnswer_fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExamIntroQuery($classId: ID!) {\n    class(id: $classId) {\n      id\n      name\n      assignments {\n        id\n        title\n        tutorial\n        kind\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        myAccommodation {\n          extraMinutes\n        }\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        results {\n          id\n          status\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExamIntroQuery($classId: ID!) {\n    class(id: $classId) {\n      id\n      name\n      assignments {\n        id\n        title\n        tutorial\n        kind\n        startAt\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        maxAccesses\n        examMode\n        myAccommodation {\n          extraMinutes\n        }\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        results {\n          id\n          status\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamAcceptRulesMutation($input: AcceptExamRulesInput!) {\n    acceptExamRules(input: $input) {\n      agreedAt\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamAcceptRulesMutation($input: AcceptExamRulesInput!) {\n    acceptExamRules(input: $input) {\n      agreedAt\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamStartAttemptMutation($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      attempt {\n        ...ExamAttempt_attempt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamStartAttemptMutation($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      attempt {\n        ...ExamAttempt_attempt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamSaveAnswersMutation($input: SaveAnswersInput!) {\n    saveAnswers(input: $input) {\n      saved {\n        ...ExamAttempt_savedAnswer\n      }\n      attempt {\n        id\n        status\n        serverNow\n        endsAt\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamSaveAnswersMutation($input: SaveAnswersInput!) {\n    saveAnswers(input: $input) {\n      saved {\n        ...ExamAttempt_savedAnswer\n      }\n      attempt {\n        id\n        status\n        serverNow\n        endsAt\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClipPlays_plays on ClipPlays {\n    mediaId\n    limit\n    used\n    startedAt\n    endsAt\n    running\n  }\n',
): (typeof documents)['\n  fragment ClipPlays_plays on ClipPlays {\n    mediaId\n    limit\n    used\n    startedAt\n    endsAt\n    running\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamStartClipPlayMutation($input: StartClipPlayInput!) {\n    startClipPlay(input: $input) {\n      plays {\n        ...ClipPlays_plays\n      }\n      media {\n        id\n        url\n      }\n      serverNow\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamStartClipPlayMutation($input: StartClipPlayInput!) {\n    startClipPlay(input: $input) {\n      plays {\n        ...ClipPlays_plays\n      }\n      media {\n        id\n        url\n      }\n      serverNow\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamRecordExitMutation($input: RecordExamExitInput!) {\n    recordExamExit(input: $input) {\n      attempt {\n        id\n        status\n        serverNow\n        accessCount\n        maxAccesses\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamRecordExitMutation($input: RecordExamExitInput!) {\n    recordExamExit(input: $input) {\n      attempt {\n        id\n        status\n        serverNow\n        accessCount\n        maxAccesses\n        submittedAt\n        submitReason\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExamSubmitAttemptMutation($input: SubmitAttemptInput!) {\n    submitAttempt(input: $input) {\n      attempt {\n        id\n        status\n        submittedAt\n        submitReason\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        belowMinScore\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExamSubmitAttemptMutation($input: SubmitAttemptInput!) {\n    submitAttempt(input: $input) {\n      attempt {\n        id\n        status\n        submittedAt\n        submitReason\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        belowMinScore\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExamFinishQuery($id: ID!) {\n    attempt(id: $id) {\n      id\n      attempt\n      status\n      submittedAt\n      submitReason\n      score\n      keyedScore\n      keyedMaxScore\n      partsAwaitingMarker\n      belowMinScore\n      attemptsUsed\n      attemptsAllowed\n      mayStartAgain\n      ielts {\n        skill\n        raw\n        band\n      }\n      assignment {\n        id\n        title\n        kind\n        minScore\n        maxScore\n        class {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExamFinishQuery($id: ID!) {\n    attempt(id: $id) {\n      id\n      attempt\n      status\n      submittedAt\n      submitReason\n      score\n      keyedScore\n      keyedMaxScore\n      partsAwaitingMarker\n      belowMinScore\n      attemptsUsed\n      attemptsAllowed\n      mayStartAgain\n      ielts {\n        skill\n        raw\n        band\n      }\n      assignment {\n        id\n        title\n        kind\n        minScore\n        maxScore\n        class {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExerciseBuilderQuery($id: ID!, $editing: Boolean!) {\n    exercise(id: $id) @include(if: $editing) {\n      id\n      name\n      description\n      topicGroup\n      visibility\n      audioPlays\n      store\n      viewerCanWrite\n      course {\n        id\n      }\n      tags {\n        id\n      }\n      outdatedQuestionIds\n      questions {\n        id\n        ...ExerciseBuilder_question\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExerciseBuilderQuery($id: ID!, $editing: Boolean!) {\n    exercise(id: $id) @include(if: $editing) {\n      id\n      name\n      description\n      topicGroup\n      visibility\n      audioPlays\n      store\n      viewerCanWrite\n      course {\n        id\n      }\n      tags {\n        id\n      }\n      outdatedQuestionIds\n      questions {\n        id\n        ...ExerciseBuilder_question\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExerciseBuilderNewerQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...ExerciseBuilder_question\n    }\n  }\n',
): (typeof documents)['\n  query ExerciseBuilderNewerQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...ExerciseBuilder_question\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExerciseListQuery(\n    $store: ExerciseStore\n    $courseIds: [ID!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    exercises(\n      store: $store\n      courseIds: $courseIds\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        topicGroup\n        scoringMode\n        assigned\n        viewerCanWrite\n        updatedAt\n        course {\n          id\n          name\n        }\n        owner {\n          id\n          name\n        }\n        tags {\n          id\n          name\n        }\n        figures {\n          questionCount\n          totalPoints\n        }\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExerciseListQuery(\n    $store: ExerciseStore\n    $courseIds: [ID!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    exercises(\n      store: $store\n      courseIds: $courseIds\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        topicGroup\n        scoringMode\n        assigned\n        viewerCanWrite\n        updatedAt\n        course {\n          id\n          name\n        }\n        owner {\n          id\n          name\n        }\n        tags {\n          id\n          name\n        }\n        figures {\n          questionCount\n          totalPoints\n        }\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionPickerQuery(\n    $store: ExerciseStore\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n  ) {\n    questions(\n      store: $store\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: 10\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        tags {\n          id\n          name\n        }\n        ...ExerciseBuilder_question\n      }\n    }\n    questionRegistry {\n      types {\n        type\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionPickerQuery(\n    $store: ExerciseStore\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n  ) {\n    questions(\n      store: $store\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: 10\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        tags {\n          id\n          name\n        }\n        ...ExerciseBuilder_question\n      }\n    }\n    questionRegistry {\n      types {\n        type\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ExerciseBuilder_question on Question {\n    id\n    title\n    type\n    interaction\n    store\n    topicGroup\n    version\n    supersededById\n    owner {\n      id\n      name\n    }\n    parts {\n      id\n      type\n      score\n      weight\n    }\n  }\n',
): (typeof documents)['\n  fragment ExerciseBuilder_question on Question {\n    id\n    title\n    type\n    interaction\n    store\n    topicGroup\n    version\n    supersededById\n    owner {\n      id\n      name\n    }\n    parts {\n      id\n      type\n      score\n      weight\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExerciseContentQuery($id: ID!) {\n    exercise(id: $id) {\n      id\n      name\n      description\n      store\n      topicGroup\n      scoringMode\n      audioPlays\n      assigned\n      viewerCanWrite\n      owner {\n        id\n        name\n      }\n      course {\n        id\n        name\n      }\n      figures {\n        questionCount\n        partCount\n        totalPoints\n        partsKey\n        partsPerson\n        partsSpeech\n        partsNone\n        byType {\n          type\n          questionCount\n          partCount\n          points\n        }\n        shares {\n          questionId\n          points\n          percent\n        }\n      }\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        topicGroup\n        media {\n          id\n          kind\n          url\n        }\n        parts {\n          id\n          position\n          type\n          ...QuestionPartBody_part\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExerciseContentQuery($id: ID!) {\n    exercise(id: $id) {\n      id\n      name\n      description\n      store\n      topicGroup\n      scoringMode\n      audioPlays\n      assigned\n      viewerCanWrite\n      owner {\n        id\n        name\n      }\n      course {\n        id\n        name\n      }\n      figures {\n        questionCount\n        partCount\n        totalPoints\n        partsKey\n        partsPerson\n        partsSpeech\n        partsNone\n        byType {\n          type\n          questionCount\n          partCount\n          points\n        }\n        shares {\n          questionId\n          points\n          percent\n        }\n      }\n      questions {\n        id\n        title\n        type\n        interaction\n        instructions\n        topicGroup\n        media {\n          id\n          kind\n          url\n        }\n        parts {\n          id\n          position\n          type\n          ...QuestionPartBody_part\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExerciseCopyMutation($input: CopyExerciseInput!) {\n    copyExercise(input: $input) {\n      exercise {\n        id\n        name\n        store\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExerciseCopyMutation($input: CopyExerciseInput!) {\n    copyExercise(input: $input) {\n      exercise {\n        id\n        name\n        store\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExerciseCreateMutation($input: CreateExerciseInput!) {\n    createExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExerciseCreateMutation($input: CreateExerciseInput!) {\n    createExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExerciseDeleteMutation($input: DeleteBankItemInput!) {\n    deleteExercise(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExerciseDeleteMutation($input: DeleteBankItemInput!) {\n    deleteExercise(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExerciseUpdateMutation($input: UpdateExerciseInput!) {\n    updateExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ExerciseUpdateMutation($input: UpdateExerciseInput!) {\n    updateExercise(input: $input) {\n      exercise {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassFeedbackTabQuery($id: ID!, $page: Int, $pageSize: Int) {\n    class(id: $id) {\n      id\n      feedbackSummary {\n        classId\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: [$id] }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassFeedbackTabQuery($id: ID!, $page: Int, $pageSize: Int) {\n    class(id: $id) {\n      id\n      feedbackSummary {\n        classId\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: [$id] }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeedbackFormQuery {\n    myClasses {\n      id\n      name\n      viewerMembership {\n        id\n        status\n      }\n    }\n    feedbacks(pageSize: 300) {\n      items {\n        id\n        classId\n        rating\n        content\n        anonymous\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeedbackFormQuery {\n    myClasses {\n      id\n      name\n      viewerMembership {\n        id\n        status\n      }\n    }\n    feedbacks(pageSize: 300) {\n      items {\n        id\n        classId\n        rating\n        content\n        anonymous\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FeedbackList_feedbacks on Feedback {\n    id\n    classId\n    className\n    authorName\n    authorEmail\n    anonymous\n    isOwn\n    rating\n    content\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment FeedbackList_feedbacks on Feedback {\n    id\n    classId\n    className\n    authorName\n    authorEmail\n    anonymous\n    isOwn\n    rating\n    content\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeedbackStudentQuery {\n    feedbacks(pageSize: 300) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeedbackStudentQuery {\n    feedbacks(pageSize: 300) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeedbackStaffQuery($classIds: [ID!], $page: Int, $pageSize: Int) {\n    feedbackSummaries(pageSize: 300) {\n      items {\n        classId\n        className\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: $classIds }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeedbackStaffQuery($classIds: [ID!], $page: Int, $pageSize: Int) {\n    feedbackSummaries(pageSize: 300) {\n      items {\n        classId\n        className\n        ...FeedbackSummaryCard_summary\n      }\n    }\n    feedbacks(filter: { classIds: $classIds }, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ...FeedbackList_feedbacks\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FeedbackSummaryCard_summary on FeedbackSummary {\n    classId\n    className\n    count\n    average\n    distribution {\n      rating\n      count\n    }\n  }\n',
): (typeof documents)['\n  fragment FeedbackSummaryCard_summary on FeedbackSummary {\n    classId\n    className\n    count\n    average\n    distribution {\n      rating\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FeedbackCreateMutation($input: CreateFeedbackInput!) {\n    createFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FeedbackCreateMutation($input: CreateFeedbackInput!) {\n    createFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FeedbackUpdateMutation($input: UpdateFeedbackInput!) {\n    updateFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FeedbackUpdateMutation($input: UpdateFeedbackInput!) {\n    updateFeedback(input: $input) {\n      feedback {\n        id\n        ...FeedbackList_feedbacks\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BandCorrections_registration on IeltsRegistration {\n    bandCorrections {\n      id\n      correctedByName\n      correctedAt\n      reason\n      before {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n      after {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment BandCorrections_registration on IeltsRegistration {\n    bandCorrections {\n      id\n      correctedByName\n      correctedAt\n      reason\n      before {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n      after {\n        listening\n        reading\n        writing\n        speaking\n        overall\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BandPublishingQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      ...BandCorrections_registration\n    }\n  }\n',
): (typeof documents)['\n  query BandPublishingQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      ...BandCorrections_registration\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BandScores_bands on IeltsBands {\n    listeningRaw\n    listening\n    readingRaw\n    reading\n    writing\n    speaking\n    overall\n  }\n',
): (typeof documents)['\n  fragment BandScores_bands on IeltsBands {\n    listeningRaw\n    listening\n    readingRaw\n    reading\n    writing\n    speaking\n    overall\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BankTransfer_transfer on IeltsPaymentTransfer {\n    bankName\n    accountNumber\n    accountHolder\n    amount\n    content\n    qrPayload\n  }\n',
): (typeof documents)['\n  fragment BankTransfer_transfer on IeltsPaymentTransfer {\n    bankName\n    accountNumber\n    accountHolder\n    amount\n    content\n    qrPayload\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExamDateListQuery($filter: IeltsExamDateFilter, $page: Int, $pageSize: Int) {\n    ieltsExamDates(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n    }\n    ieltsTests(pageSize: 300) {\n      items {\n        id\n        name\n        active\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExamDateListQuery($filter: IeltsExamDateFilter, $page: Int, $pageSize: Int) {\n    ieltsExamDates(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n    }\n    ieltsTests(pageSize: 300) {\n      items {\n        id\n        name\n        active\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsTestEditQuery($id: ID!) {\n    ieltsTest(id: $id) {\n      id\n      name\n      module\n      description\n      active\n      listeningExerciseId\n      listeningExerciseName\n      readingExerciseId\n      readingExerciseName\n      writingExerciseId\n      writingExerciseName\n      speakingExerciseId\n      speakingExerciseName\n      listeningTable {\n        minRaw\n        band\n      }\n      readingTable {\n        minRaw\n        band\n      }\n      listeningPlays\n    }\n  }\n',
): (typeof documents)['\n  query IeltsTestEditQuery($id: ID!) {\n    ieltsTest(id: $id) {\n      id\n      name\n      module\n      description\n      active\n      listeningExerciseId\n      listeningExerciseName\n      readingExerciseId\n      readingExerciseName\n      writingExerciseId\n      writingExerciseName\n      speakingExerciseId\n      speakingExerciseName\n      listeningTable {\n        minRaw\n        band\n      }\n      readingTable {\n        minRaw\n        band\n      }\n      listeningPlays\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsExercisePickQuery($search: String) {\n    exercises(search: $search, pageSize: 30) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IeltsExercisePickQuery($search: String) {\n    exercises(search: $search, pageSize: 30) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsTestListQuery($filter: IeltsTestFilter, $page: Int, $pageSize: Int) {\n    ieltsTests(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        module\n        active\n        description\n        listeningExerciseName\n        readingExerciseName\n        writingExerciseName\n        speakingExerciseName\n        creatorName\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IeltsTestListQuery($filter: IeltsTestFilter, $page: Int, $pageSize: Int) {\n    ieltsTests(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        module\n        active\n        description\n        listeningExerciseName\n        readingExerciseName\n        writingExerciseName\n        speakingExerciseName\n        creatorName\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsOpenDatesQuery {\n    ieltsOpenExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        skillPackage\n        format\n        description\n        unitPrice\n        seatsLeft\n        registrable\n        test {\n          id\n          name\n          module\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IeltsOpenDatesQuery {\n    ieltsOpenExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        skillPackage\n        format\n        description\n        unitPrice\n        seatsLeft\n        registrable\n        test {\n          id\n          name\n          module\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarkpointQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        examinerId\n        examinerName\n        bandState\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n          format\n          classId\n        }\n        bands {\n          overall\n          writing\n          speaking\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MarkpointQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        examinerId\n        examinerName\n        bandState\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n          format\n          classId\n        }\n        bands {\n          overall\n          writing\n          speaking\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsExaminersQuery {\n    users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IeltsExaminersQuery {\n    users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyIeltsRegistrationsQuery {\n    ieltsRegistrations(pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examDate {\n          id\n          examDate\n          shift\n          format\n          description\n          test {\n            id\n            name\n          }\n        }\n        payment {\n          id\n          invoice\n          examType\n          unitPrice\n          discount\n          amount\n          status\n          paidAt\n          createdAt\n          promotionCode {\n            id\n            code\n          }\n          transfer {\n            bankName\n            accountNumber\n            accountHolder\n            qrPayload\n            ...BankTransfer_transfer\n          }\n        }\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n        bands {\n          ...BandScores_bands\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyIeltsRegistrationsQuery {\n    ieltsRegistrations(pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examDate {\n          id\n          examDate\n          shift\n          format\n          description\n          test {\n            id\n            name\n          }\n        }\n        payment {\n          id\n          invoice\n          examType\n          unitPrice\n          discount\n          amount\n          status\n          paidAt\n          createdAt\n          promotionCode {\n            id\n            code\n          }\n          transfer {\n            bankName\n            accountNumber\n            accountHolder\n            qrPayload\n            ...BankTransfer_transfer\n          }\n        }\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n        bands {\n          ...BandScores_bands\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentListQuery($filter: IeltsPaymentFilter, $page: Int, $pageSize: Int) {\n    ieltsPayments(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        invoice\n        registrationId\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        createdAt\n        candidate {\n          id\n          name\n          email\n        }\n        promotionCode {\n          id\n          code\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PaymentListQuery($filter: IeltsPaymentFilter, $page: Int, $pageSize: Int) {\n    ieltsPayments(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        invoice\n        registrationId\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        createdAt\n        candidate {\n          id\n          name\n          email\n        }\n        promotionCode {\n          id\n          code\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PromotionCodeListQuery($filter: PromotionCodeFilter, $page: Int, $pageSize: Int) {\n    promotionCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        createdAt\n        expiresAt\n        usable\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PromotionCodeListQuery($filter: PromotionCodeFilter, $page: Int, $pageSize: Int) {\n    promotionCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        createdAt\n        expiresAt\n        usable\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IeltsQuoteQuery($examDateId: ID!, $promotionCode: String) {\n    ieltsQuote(examDateId: $examDateId, promotionCode: $promotionCode) {\n      quote {\n        unitPrice\n        discount\n        amount\n        promotionCode\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IeltsQuoteQuery($examDateId: ID!, $promotionCode: String) {\n    ieltsQuote(examDateId: $examDateId, promotionCode: $promotionCode) {\n      quote {\n        unitPrice\n        discount\n        amount\n        promotionCode\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrantEditQuery($id: ID!) {\n    ieltsRegistrant(id: $id) {\n      id\n      name\n      email\n      phone\n      passport\n      dateOfBirth\n      address\n      isLmsStudent\n      createdAt\n    }\n    ieltsRegistrations(filter: { candidateIds: [$id] }, pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        examDate {\n          id\n          examDate\n          shift\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrantEditQuery($id: ID!) {\n    ieltsRegistrant(id: $id) {\n      id\n      name\n      email\n      phone\n      passport\n      dateOfBirth\n      address\n      isLmsStudent\n      createdAt\n    }\n    ieltsRegistrations(filter: { candidateIds: [$id] }, pageSize: 300) {\n      items {\n        id\n        status\n        skillPackage\n        examDate {\n          id\n          examDate\n          shift\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrantListQuery($filter: IeltsRegistrantFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrants(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n        registrationCount\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrantListQuery($filter: IeltsRegistrantFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrants(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n        registrationCount\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationDetailQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      createdAt\n      markedAt\n      bandState\n      examinerName\n      lang\n      candidate {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        classId\n        test {\n          id\n          name\n        }\n      }\n      payment {\n        id\n        invoice\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        promotionCode {\n          id\n          code\n        }\n      }\n      sections {\n        skill\n        classId\n        assignmentId\n        attemptId\n        attemptStatus\n      }\n      bands {\n        ...BandScores_bands\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationDetailQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      createdAt\n      markedAt\n      bandState\n      examinerName\n      lang\n      candidate {\n        id\n        name\n        email\n        phone\n        passport\n        dateOfBirth\n        isLmsStudent\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        classId\n        test {\n          id\n          name\n        }\n      }\n      payment {\n        id\n        invoice\n        examType\n        examSkillPackage\n        examFormat\n        unitPrice\n        discount\n        amount\n        status\n        method\n        paidAt\n        promotionCode {\n          id\n          code\n        }\n      }\n      sections {\n        skill\n        classId\n        assignmentId\n        attemptId\n        attemptStatus\n      }\n      bands {\n        ...BandScores_bands\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationListQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examinerName\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n        }\n        payment {\n          id\n          amount\n          status\n        }\n        bands {\n          overall\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationListQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {\n    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        status\n        skillPackage\n        createdAt\n        examinerName\n        candidate {\n          id\n          name\n          email\n        }\n        examDate {\n          id\n          examDate\n          shift\n        }\n        payment {\n          id\n          amount\n          status\n        }\n        bands {\n          overall\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationDatesQuery {\n    ieltsExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        registeredCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationDatesQuery {\n    ieltsExamDates(pageSize: 300) {\n      items {\n        id\n        examDate\n        shift\n        registeredCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScoreIeltsQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      examinerName\n      bandState\n      draftedByName\n      draftedAt\n      markedAt\n      candidate {\n        id\n        name\n        email\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        test {\n          id\n          name\n        }\n      }\n      sections {\n        skill\n        classId\n        attemptId\n      }\n      bands {\n        listeningRaw\n        listening\n        readingRaw\n        reading\n        writing\n        speaking\n        overall\n        writingTask1 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        writingTask2 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        speakingCriteria {\n          fluencyCoherence\n          lexicalResource\n          grammaticalRange\n          pronunciation\n          band\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ScoreIeltsQuery($id: ID!) {\n    ieltsRegistration(id: $id) {\n      id\n      status\n      skillPackage\n      examinerName\n      bandState\n      draftedByName\n      draftedAt\n      markedAt\n      candidate {\n        id\n        name\n        email\n      }\n      examDate {\n        id\n        examDate\n        shift\n        format\n        test {\n          id\n          name\n        }\n      }\n      sections {\n        skill\n        classId\n        attemptId\n      }\n      bands {\n        listeningRaw\n        listening\n        readingRaw\n        reading\n        writing\n        speaking\n        overall\n        writingTask1 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        writingTask2 {\n          taskAchievement\n          coherenceCohesion\n          lexicalResource\n          grammaticalRange\n          band\n        }\n        speakingCriteria {\n          fluencyCoherence\n          lexicalResource\n          grammaticalRange\n          pronunciation\n          band\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignIeltsExaminerMutation($input: AssignIeltsExaminerInput!) {\n    assignIeltsExaminer(input: $input) {\n      registrations {\n        id\n        examinerId\n        examinerName\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignIeltsExaminerMutation($input: AssignIeltsExaminerInput!) {\n    assignIeltsExaminer(input: $input) {\n      registrations {\n        id\n        examinerId\n        examinerName\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelIeltsRegistrationMutation($input: CancelIeltsRegistrationInput!) {\n    cancelIeltsRegistration(input: $input) {\n      registration {\n        id\n        status\n        payment {\n          id\n          status\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelIeltsRegistrationMutation($input: CancelIeltsRegistrationInput!) {\n    cancelIeltsRegistration(input: $input) {\n      registration {\n        id\n        status\n        payment {\n          id\n          status\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmIeltsPaymentMutation($input: ConfirmIeltsPaymentInput!) {\n    confirmIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmIeltsPaymentMutation($input: ConfirmIeltsPaymentInput!) {\n    confirmIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CorrectIeltsBandsMutation($input: CorrectIeltsBandsInput!) {\n    correctIeltsBands(input: $input) {\n      registration {\n        id\n        bands {\n          listening\n          reading\n          writing\n          speaking\n          overall\n        }\n        ...BandCorrections_registration\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CorrectIeltsBandsMutation($input: CorrectIeltsBandsInput!) {\n    correctIeltsBands(input: $input) {\n      registration {\n        id\n        bands {\n          listening\n          reading\n          writing\n          speaking\n          overall\n        }\n        ...BandCorrections_registration\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportBankStatementMutation($input: ImportBankStatementInput!) {\n    importBankStatement(input: $input) {\n      report {\n        dryRun\n        rows\n        matches\n        transfers {\n          row\n          amount\n          description\n          reference\n          invoice\n          paymentId\n          invoiceAmount\n          outcome\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportBankStatementMutation($input: ImportBankStatementInput!) {\n    importBankStatement(input: $input) {\n      report {\n        dryRun\n        rows\n        matches\n        transfers {\n          row\n          amount\n          description\n          reference\n          invoice\n          paymentId\n          invoiceAmount\n          outcome\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkIeltsMutation($input: MarkIeltsRegistrationInput!) {\n    markIeltsRegistration(input: $input) {\n      registration {\n        id\n        bandState\n        draftedByName\n        draftedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkIeltsMutation($input: MarkIeltsRegistrationInput!) {\n    markIeltsRegistration(input: $input) {\n      registration {\n        id\n        bandState\n        draftedByName\n        draftedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishIeltsBandsMutation($input: PublishIeltsBandsInput!) {\n    publishIeltsBands(input: $input) {\n      registration {\n        id\n        status\n        bandState\n        markedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PublishIeltsBandsMutation($input: PublishIeltsBandsInput!) {\n    publishIeltsBands(input: $input) {\n      registration {\n        id\n        status\n        bandState\n        markedAt\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefundIeltsPaymentMutation($input: RefundIeltsPaymentInput!) {\n    refundIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RefundIeltsPaymentMutation($input: RefundIeltsPaymentInput!) {\n    refundIeltsPayment(input: $input) {\n      payment {\n        id\n        status\n        method\n        paidAt\n        amount\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegisterIeltsMutation($input: RegisterIeltsInput!) {\n    registerIelts(input: $input) {\n      registration {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RegisterIeltsMutation($input: RegisterIeltsInput!) {\n    registerIelts(input: $input) {\n      registration {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateIeltsExamDateMutation($input: CreateIeltsExamDateInput!) {\n    createIeltsExamDate(input: $input) {\n      examDate {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateIeltsExamDateMutation($input: CreateIeltsExamDateInput!) {\n    createIeltsExamDate(input: $input) {\n      examDate {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateIeltsExamDateMutation($input: UpdateIeltsExamDateInput!) {\n    updateIeltsExamDate(input: $input) {\n      examDate {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateIeltsExamDateMutation($input: UpdateIeltsExamDateInput!) {\n    updateIeltsExamDate(input: $input) {\n      examDate {\n        id\n        examDate\n        shift\n        description\n        skillPackage\n        format\n        status\n        unitPrice\n        capacity\n        registeredCount\n        seatsLeft\n        test {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateIeltsTestMutation($input: CreateIeltsTestInput!) {\n    createIeltsTest(input: $input) {\n      test {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateIeltsTestMutation($input: CreateIeltsTestInput!) {\n    createIeltsTest(input: $input) {\n      test {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateIeltsTestMutation($input: UpdateIeltsTestInput!) {\n    updateIeltsTest(input: $input) {\n      test {\n        id\n        name\n        module\n        description\n        active\n        listeningExerciseId\n        listeningExerciseName\n        readingExerciseId\n        readingExerciseName\n        writingExerciseId\n        writingExerciseName\n        speakingExerciseId\n        speakingExerciseName\n        listeningTable {\n          minRaw\n          band\n        }\n        readingTable {\n          minRaw\n          band\n        }\n        listeningPlays\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateIeltsTestMutation($input: UpdateIeltsTestInput!) {\n    updateIeltsTest(input: $input) {\n      test {\n        id\n        name\n        module\n        description\n        active\n        listeningExerciseId\n        listeningExerciseName\n        readingExerciseId\n        readingExerciseName\n        writingExerciseId\n        writingExerciseName\n        speakingExerciseId\n        speakingExerciseName\n        listeningTable {\n          minRaw\n          band\n        }\n        readingTable {\n          minRaw\n          band\n        }\n        listeningPlays\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePromotionCodeMutation($input: CreatePromotionCodeInput!) {\n    createPromotionCode(input: $input) {\n      promotionCode {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePromotionCodeMutation($input: CreatePromotionCodeInput!) {\n    createPromotionCode(input: $input) {\n      promotionCode {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePromotionCodeMutation($input: UpdatePromotionCodeInput!) {\n    updatePromotionCode(input: $input) {\n      promotionCode {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        expiresAt\n        usable\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePromotionCodeMutation($input: UpdatePromotionCodeInput!) {\n    updatePromotionCode(input: $input) {\n      promotionCode {\n        id\n        title\n        code\n        discountKind\n        discountValue\n        usageLimit\n        usedCount\n        status\n        expiresAt\n        usable\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegistrantSaveMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        name\n        phone\n        dateOfBirth\n        passport\n        address\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RegistrantSaveMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        name\n        phone\n        dateOfBirth\n        passport\n        address\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SitIeltsTestMutation($input: SitIeltsTestInput!) {\n    sitIeltsTest(input: $input) {\n      registration {\n        id\n        status\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SitIeltsTestMutation($input: SitIeltsTestInput!) {\n    sitIeltsTest(input: $input) {\n      registration {\n        id\n        status\n        sections {\n          skill\n          classId\n          assignmentId\n          attemptId\n          attemptStatus\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticleEditQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n',
): (typeof documents)['\n  query ArticleEditQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticleQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n',
): (typeof documents)['\n  query ArticleQuery($id: ID!) {\n    article(id: $id) {\n      id\n      ...ArticleView_article\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query KnowledgeListQuery($filter: ArticleFilter, $page: Int, $pageSize: Int) {\n    articles(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        summary\n        topic\n        language\n        published\n        updatedAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query KnowledgeListQuery($filter: ArticleFilter, $page: Int, $pageSize: Int) {\n    articles(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        title\n        summary\n        topic\n        language\n        published\n        updatedAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ArticleView_article on Article {\n    id\n    title\n    summary\n    body\n    topic\n    language\n    published\n    authorName\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ArticleView_article on Article {\n    id\n    title\n    summary\n    body\n    topic\n    language\n    published\n    authorName\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ArticleCreateMutation($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ArticleCreateMutation($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ArticleDeleteMutation($input: DeleteArticleInput!) {\n    deleteArticle(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ArticleDeleteMutation($input: DeleteArticleInput!) {\n    deleteArticle(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ArticleUpdateMutation($input: UpdateArticleInput!) {\n    updateArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ArticleUpdateMutation($input: UpdateArticleInput!) {\n    updateArticle(input: $input) {\n      article {\n        id\n        ...ArticleView_article\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddStudentsSearchQuery($search: String) {\n    users(filter: { role: STUDENT, search: $search, isActive: true }, pageSize: 30) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AddStudentsSearchQuery($search: String) {\n    users(filter: { role: STUDENT, search: $search, isActive: true }, pageSize: 30) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassStudentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students {\n        id\n        status\n        joinedAt\n        student {\n          id\n          name\n          email\n          phone\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassStudentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students {\n        id\n        status\n        joinedAt\n        student {\n          id\n          name\n          email\n          phone\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {\n    addStudentsToClass(input: $input) {\n      classStudents {\n        id\n        status\n      }\n      alreadyMembers {\n        id\n        student {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {\n    addStudentsToClass(input: $input) {\n      classStudents {\n        id\n        status\n      }\n      alreadyMembers {\n        id\n        student {\n          id\n          name\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassStudentStatusMutation($input: UpdateStudentStatusInput!) {\n    updateStudentStatus(input: $input) {\n      classStudent {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassStudentStatusMutation($input: UpdateStudentStatusInput!) {\n    updateStudentStatus(input: $input) {\n      classStudent {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClassJoinMutation($input: JoinClassByCodeInput!) {\n    joinClassByCode(input: $input) {\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClassJoinMutation($input: JoinClassByCodeInput!) {\n    joinClassByCode(input: $input) {\n      status\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationBellQuery {\n    notifications(page: 1, pageSize: 6) {\n      unread\n      total\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NotificationBellQuery {\n    notifications(page: 1, pageSize: 6) {\n      unread\n      total\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationRow_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n',
): (typeof documents)['\n  fragment NotificationRow_notification on Notification {\n    id\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationListQuery($page: Int!, $pageSize: Int!, $unreadOnly: Boolean!) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NotificationListQuery($page: Int!, $pageSize: Int!, $unreadOnly: Boolean!) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        id\n        ...NotificationRow_notification\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation NotificationsMarkReadMutation($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      notifications {\n        id\n        readAt\n      }\n      unread\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation NotificationsMarkReadMutation($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      notifications {\n        id\n        readAt\n      }\n      unread\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresentationGroupsQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      maxScore\n      presentationGroups {\n        id\n        ...PresentationGroupsCard_group\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PresentationGroupsQuery($id: ID!, $classId: ID!) {\n    assignment(id: $id) {\n      id\n      maxScore\n      presentationGroups {\n        id\n        ...PresentationGroupsCard_group\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PresentationGroupsCard_group on PresentationGroup {\n    id\n    name\n    members {\n      id\n      name\n    }\n    rubric {\n      criterion\n      band\n      point\n    }\n    presentationScore\n    slideScore\n    scriptScore\n    total\n    returned\n    returnedAt\n  }\n',
): (typeof documents)['\n  fragment PresentationGroupsCard_group on PresentationGroup {\n    id\n    name\n    members {\n      id\n      name\n    }\n    rubric {\n      criterion\n      band\n      point\n    }\n    presentationScore\n    slideScore\n    scriptScore\n    total\n    returned\n    returnedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PresentationGroupCreateMutation($input: CreatePresentationGroupInput!) {\n    createPresentationGroup(input: $input) {\n      group {\n        id\n        assignmentId\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PresentationGroupCreateMutation($input: CreatePresentationGroupInput!) {\n    createPresentationGroup(input: $input) {\n      group {\n        id\n        assignmentId\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PresentationGroupDeleteMutation($input: DeletePresentationGroupInput!) {\n    deletePresentationGroup(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PresentationGroupDeleteMutation($input: DeletePresentationGroupInput!) {\n    deletePresentationGroup(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PresentationGroupMarkMutation($input: MarkPresentationGroupInput!) {\n    markPresentationGroup(input: $input) {\n      group {\n        id\n        returned\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PresentationGroupMarkMutation($input: MarkPresentationGroupInput!) {\n    markPresentationGroup(input: $input) {\n      group {\n        id\n        returned\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PresentationGroupUpdateMutation($input: UpdatePresentationGroupInput!) {\n    updatePresentationGroup(input: $input) {\n      group {\n        id\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PresentationGroupUpdateMutation($input: UpdatePresentationGroupInput!) {\n    updatePresentationGroup(input: $input) {\n      group {\n        id\n        ...PresentationGroupsCard_group\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QuestionForm_question on Question {\n    id\n    title\n    type\n    interaction\n    instructions\n    transcript\n    description\n    topicGroup\n    store\n    visibility\n    answered\n    version\n    supersededById\n    clonedFromId\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    media {\n      id\n      url\n      kind\n      originalName\n    }\n    tags {\n      id\n    }\n    parts {\n      id\n      type\n      ...QuestionPartBody_part\n    }\n  }\n',
): (typeof documents)['\n  fragment QuestionForm_question on Question {\n    id\n    title\n    type\n    interaction\n    instructions\n    transcript\n    description\n    topicGroup\n    store\n    visibility\n    answered\n    version\n    supersededById\n    clonedFromId\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    media {\n      id\n      url\n      kind\n      originalName\n    }\n    tags {\n      id\n    }\n    parts {\n      id\n      type\n      ...QuestionPartBody_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionFormOptionsQuery {\n    questionRegistry {\n      weights\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionFormOptionsQuery {\n    questionRegistry {\n      weights\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionFormQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...QuestionForm_question\n    }\n  }\n',
): (typeof documents)['\n  query QuestionFormQuery($id: ID!) {\n    question(id: $id) {\n      id\n      ...QuestionForm_question\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionListQuery(\n    $store: ExerciseStore\n    $ownerId: ID\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    questions(\n      store: $store\n      ownerId: $ownerId\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...QuestionTable_questions\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionListQuery(\n    $store: ExerciseStore\n    $ownerId: ID\n    $types: [QuestionType!]\n    $topicGroups: [TopicGroup!]\n    $tagIds: [ID!]\n    $search: String\n    $page: Int\n    $pageSize: Int\n  ) {\n    questions(\n      store: $store\n      ownerId: $ownerId\n      types: $types\n      topicGroups: $topicGroups\n      tagIds: $tagIds\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...QuestionTable_questions\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionListFiltersQuery($withOwners: Boolean!) {\n    questionRegistry {\n      types {\n        type\n        interaction\n      }\n      topicGroups\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    users(filter: { role: TEACHER }, pageSize: 300) @include(if: $withOwners) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionListFiltersQuery($withOwners: Boolean!) {\n    questionRegistry {\n      types {\n        type\n        interaction\n      }\n      topicGroups\n    }\n    tags(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    users(filter: { role: TEACHER }, pageSize: 300) @include(if: $withOwners) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QuestionTable_questions on Question {\n    id\n    title\n    type\n    interaction\n    topicGroup\n    store\n    version\n    partCount\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment QuestionTable_questions on Question {\n    id\n    title\n    type\n    interaction\n    topicGroup\n    store\n    version\n    partCount\n    updatedAt\n    viewerCanWrite\n    owner {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionTypeChooserQuery {\n    questionRegistry {\n      types {\n        type\n        interaction\n        markedBy\n        media\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionTypeChooserQuery {\n    questionRegistry {\n      types {\n        type\n        interaction\n        markedBy\n        media\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuestionCopyMutation($input: CopyQuestionInput!) {\n    copyQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuestionCopyMutation($input: CopyQuestionInput!) {\n    copyQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuestionCreateMutation($input: CreateQuestionInput!) {\n    createQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuestionCreateMutation($input: CreateQuestionInput!) {\n    createQuestion(input: $input) {\n      question {\n        id\n        store\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuestionDeleteMutation($input: DeleteBankItemInput!) {\n    deleteQuestion(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuestionDeleteMutation($input: DeleteBankItemInput!) {\n    deleteQuestion(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuestionUpdateMutation($input: UpdateQuestionInput!) {\n    updateQuestion(input: $input) {\n      question {\n        id\n        store\n        version\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuestionUpdateMutation($input: UpdateQuestionInput!) {\n    updateQuestion(input: $input) {\n      question {\n        id\n        store\n        version\n        ...QuestionForm_question\n        ...QuestionTable_questions\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReportListQuery($filter: ReportFilter, $page: Int, $pageSize: Int) {\n    reports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ReportTable_reports\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReportListQuery($filter: ReportFilter, $page: Int, $pageSize: Int) {\n    reports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ReportTable_reports\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReportTable_reports on Report {\n    id\n    exerciseId\n    exerciseName\n    questionId\n    questionTitle\n    attemptId\n    reporterName\n    reporterEmail\n    kind\n    content\n    language\n    status\n    createdAt\n    resolvedAt\n    resolvedByName\n    resolutionNote\n  }\n',
): (typeof documents)['\n  fragment ReportTable_reports on Report {\n    id\n    exerciseId\n    exerciseName\n    questionId\n    questionTitle\n    attemptId\n    reporterName\n    reporterEmail\n    kind\n    content\n    language\n    status\n    createdAt\n    resolvedAt\n    resolvedByName\n    resolutionNote\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportProblemMutation($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      report {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportProblemMutation($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      report {\n        id\n        status\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportResolveMutation($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        ...ReportTable_reports\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportResolveMutation($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        ...ReportTable_reports\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassAssignmentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      assignments {\n        id\n        title\n        kind\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          averageScore\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassAssignmentsTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      assignments {\n        id\n        title\n        kind\n        deadline\n        timeLimit\n        minScore\n        maxScore\n        exercise {\n          id\n          name\n          topicGroup\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          averageScore\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassScoresTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n        scoreSummary {\n          homeWork\n          test\n          presentation\n          examAverage\n          resultsCount\n        }\n      }\n      scores {\n        id\n        kind\n        value\n        note\n        createdAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n        }\n        ...ScoreEditModal_score\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassScoresTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n        }\n        scoreSummary {\n          homeWork\n          test\n          presentation\n          examAverage\n          resultsCount\n        }\n      }\n      scores {\n        id\n        kind\n        value\n        note\n        createdAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n        }\n        ...ScoreEditModal_score\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExamResultQuery($exerciseId: ID!, $examId: ID!, $withExam: Boolean!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n      questions {\n        id\n        title\n        parts {\n          id\n          score\n          content {\n            __typename\n            ... on ChoiceContent {\n              prompt\n            }\n            ... on TextEntryContent {\n              prompt\n              text\n            }\n            ... on MatchingContent {\n              prompt\n            }\n            ... on OrderingContent {\n              prompt\n            }\n            ... on HotspotContent {\n              prompt\n            }\n            ... on WritingContent {\n              prompt\n            }\n            ... on SpokenAnswerContent {\n              prompt\n            }\n            ... on SpokenTargetContent {\n              prompt\n              targetText\n            }\n          }\n        }\n      }\n    }\n    assignments(filter: { exerciseIds: [$exerciseId] }, pageSize: 300) {\n      items {\n        id\n        title\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    exam: assignments(filter: { ids: [$examId] }) @include(if: $withExam) {\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        minScore\n        class {\n          id\n          name\n          students(status: ACTIVE) {\n            id\n            student {\n              id\n              name\n            }\n          }\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          unfinished\n          averageScore\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          score\n          submittedAt\n          markedAt\n          student {\n            id\n            name\n          }\n        }\n        partFigures {\n          partId\n          maxScore\n          answered\n          scored\n          right\n          rightPercent\n          averageScore\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExamResultQuery($exerciseId: ID!, $examId: ID!, $withExam: Boolean!) {\n    exercise(id: $exerciseId) {\n      id\n      name\n      questions {\n        id\n        title\n        parts {\n          id\n          score\n          content {\n            __typename\n            ... on ChoiceContent {\n              prompt\n            }\n            ... on TextEntryContent {\n              prompt\n              text\n            }\n            ... on MatchingContent {\n              prompt\n            }\n            ... on OrderingContent {\n              prompt\n            }\n            ... on HotspotContent {\n              prompt\n            }\n            ... on WritingContent {\n              prompt\n            }\n            ... on SpokenAnswerContent {\n              prompt\n            }\n            ... on SpokenTargetContent {\n              prompt\n              targetText\n            }\n          }\n        }\n      }\n    }\n    assignments(filter: { exerciseIds: [$exerciseId] }, pageSize: 300) {\n      items {\n        id\n        title\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    exam: assignments(filter: { ids: [$examId] }) @include(if: $withExam) {\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        minScore\n        class {\n          id\n          name\n          students(status: ACTIVE) {\n            id\n            student {\n              id\n              name\n            }\n          }\n        }\n        stats {\n          studentsTotal\n          submitted\n          waitingScore\n          passed\n          failed\n          unfinished\n          averageScore\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          score\n          submittedAt\n          markedAt\n          student {\n            id\n            name\n          }\n        }\n        partFigures {\n          partId\n          maxScore\n          answered\n          scored\n          right\n          rightPercent\n          averageScore\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MarkSpeaking_score on SpeakingScore {\n    attemptId\n    engine\n    rubric {\n      criterion\n      band\n      points\n    }\n    rubricParts {\n      partId\n      maxScore\n      answered\n      score\n    }\n    speech {\n      partId\n      targetText\n      maxScore\n      status\n      recognised\n      match\n      score\n      words {\n        word\n        said\n      }\n      error\n    }\n  }\n',
): (typeof documents)['\n  fragment MarkSpeaking_score on SpeakingScore {\n    attemptId\n    engine\n    rubric {\n      criterion\n      band\n      points\n    }\n    rubricParts {\n      partId\n      maxScore\n      answered\n      score\n    }\n    speech {\n      partId\n      targetText\n      maxScore\n      status\n      recognised\n      match\n      score\n      words {\n        word\n        said\n      }\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarkSpeakingQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        question {\n          id\n          title\n          parts {\n            id\n            interaction\n            content {\n              __typename\n              ... on SpokenAnswerContent {\n                prompt\n                cueCard\n              }\n              ... on SpokenTargetContent {\n                prompt\n              }\n            }\n          }\n        }\n        parts {\n          part {\n            id\n          }\n          answer {\n            __typename\n            ... on SpokenAnswer {\n              media {\n                id\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    speakingScore(attemptId: $id) {\n      ...MarkSpeaking_score\n    }\n  }\n',
): (typeof documents)['\n  query MarkSpeakingQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        question {\n          id\n          title\n          parts {\n            id\n            interaction\n            content {\n              __typename\n              ... on SpokenAnswerContent {\n                prompt\n                cueCard\n              }\n              ... on SpokenTargetContent {\n                prompt\n              }\n            }\n          }\n        }\n        parts {\n          part {\n            id\n          }\n          answer {\n            __typename\n            ... on SpokenAnswer {\n              media {\n                id\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    speakingScore(attemptId: $id) {\n      ...MarkSpeaking_score\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResultReviewQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      keysShown\n      hiddenReasons {\n        answers\n        score\n        keys\n        feedback\n      }\n      result {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoNote\n        score\n        comment\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          minScore\n          class {\n            id\n            name\n          }\n          exercise {\n            id\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ResultReviewQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      keysShown\n      hiddenReasons {\n        answers\n        score\n        keys\n        feedback\n      }\n      result {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoNote\n        score\n        comment\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          minScore\n          class {\n            id\n            name\n          }\n          exercise {\n            id\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResultsStudentQuery {\n    assignments(pageSize: 300) {\n      total\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        class {\n          id\n          name\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          redoRequested\n          redoNote\n          score\n          keyedScore\n          keyedMaxScore\n          partsAwaitingMarker\n          submittedAt\n          markedAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ResultsStudentQuery {\n    assignments(pageSize: 300) {\n      total\n      items {\n        id\n        title\n        kind\n        deadline\n        maxScore\n        class {\n          id\n          name\n        }\n        results {\n          id\n          attempt\n          status\n          statusLabel\n          belowMinScore\n          redoRequested\n          redoNote\n          score\n          keyedScore\n          keyedMaxScore\n          partsAwaitingMarker\n          submittedAt\n          markedAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewedQuestion_entry on ReviewQuestion {\n    transcript\n    question {\n      id\n      title\n      type\n      interaction\n      instructions\n      media {\n        id\n        kind\n        url\n      }\n      parts {\n        id\n        position\n        score\n        interaction\n        content {\n          ...PartContent_fields\n        }\n      }\n    }\n    parts {\n      score\n      comment\n      part {\n        id\n      }\n      detail {\n        key\n        right\n      }\n      answer {\n        ...PartAnswer_fields\n      }\n      key {\n        ...PartKey_fields\n      }\n      errorTags {\n        errorTagId\n        name\n        link\n        note\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ReviewedQuestion_entry on ReviewQuestion {\n    transcript\n    question {\n      id\n      title\n      type\n      interaction\n      instructions\n      media {\n        id\n        kind\n        url\n      }\n      parts {\n        id\n        position\n        score\n        interaction\n        content {\n          ...PartContent_fields\n        }\n      }\n    }\n    parts {\n      score\n      comment\n      part {\n        id\n      }\n      detail {\n        key\n        right\n      }\n      answer {\n        ...PartAnswer_fields\n      }\n      key {\n        ...PartKey_fields\n      }\n      errorTags {\n        errorTagId\n        name\n        link\n        note\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ScoreEditModal_score on Score {\n    id\n    kind\n    value\n    note\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment ScoreEditModal_score on Score {\n    id\n    kind\n    value\n    note\n    student {\n      id\n      name\n    }\n    assignment {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResultsStaffQuery($filter: ResultFilter, $page: Int, $pageSize: Int) {\n    results(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          exercise {\n            id\n          }\n          class {\n            id\n            name\n          }\n        }\n      }\n    }\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ResultsStaffQuery($filter: ResultFilter, $page: Int, $pageSize: Int) {\n    results(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        attempt\n        status\n        statusLabel\n        belowMinScore\n        score\n        keyedScore\n        keyedMaxScore\n        partsAwaitingMarker\n        submittedAt\n        markedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          kind\n          maxScore\n          exercise {\n            id\n          }\n          class {\n            id\n            name\n          }\n        }\n      }\n    }\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MarkAttempt_marking on Marking {\n    attemptId\n    status\n    score\n    comment\n    markedAt\n    parts {\n      partId\n      markedBy\n      maxScore\n      weight\n      answered\n      score\n      comment\n      errorTags {\n        errorTagId\n        note\n      }\n    }\n    draft {\n      comment\n      updatedAt\n      parts {\n        partId\n        score\n        comment\n        errorTags {\n          errorTagId\n          note\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MarkAttempt_marking on Marking {\n    attemptId\n    status\n    score\n    comment\n    markedAt\n    parts {\n      partId\n      markedBy\n      maxScore\n      weight\n      answered\n      score\n      comment\n      errorTags {\n        errorTagId\n        note\n      }\n    }\n    draft {\n      comment\n      updatedAt\n      parts {\n        partId\n        score\n        comment\n        errorTags {\n          errorTagId\n          note\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarkAttemptQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoRequestedAt\n        redoNote\n        submittedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    errorTags(pageSize: 300) {\n      items {\n        id\n        name\n        parent {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MarkAttemptQuery($id: ID!) {\n    attemptReview(id: $id) {\n      exerciseName\n      result {\n        id\n        status\n        statusLabel\n        belowMinScore\n        redoRequested\n        redoRequestedAt\n        redoNote\n        submittedAt\n        student {\n          id\n          name\n        }\n        assignment {\n          id\n          title\n          maxScore\n          class {\n            id\n            name\n          }\n        }\n      }\n      questions {\n        ...ReviewedQuestion_entry\n        question {\n          id\n          parts {\n            id\n            interaction\n          }\n        }\n      }\n    }\n    marking(attemptId: $id) {\n      ...MarkAttempt_marking\n    }\n    errorTags(pageSize: 300) {\n      items {\n        id\n        name\n        parent {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScoreDeleteMutation($input: DeleteScoreInput!) {\n    deleteScore(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ScoreDeleteMutation($input: DeleteScoreInput!) {\n    deleteScore(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkingPresenceMutation($attemptId: ID!) {\n    markingPresence(input: { attemptId: $attemptId }) {\n      markers {\n        markerId\n        name\n        seenAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkingPresenceMutation($attemptId: ID!) {\n    markingPresence(input: { attemptId: $attemptId }) {\n      markers {\n        markerId\n        name\n        seenAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveMarkingMutation($attemptId: ID!) {\n    leaveMarking(input: { attemptId: $attemptId }) {\n      errors {\n        field\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveMarkingMutation($attemptId: ID!) {\n    leaveMarking(input: { attemptId: $attemptId }) {\n      errors {\n        field\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarkingQueueQuery {\n    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {\n      items {\n        id\n        student {\n          id\n        }\n        assignment {\n          id\n          class {\n            id\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MarkingQueueQuery {\n    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {\n      items {\n        id\n        student {\n          id\n        }\n        assignment {\n          id\n          class {\n            id\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkingReturnMutation($input: ReturnAttemptInput!) {\n    returnAttempt(input: $input) {\n      marking {\n        attemptId\n        status\n        score\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkingReturnMutation($input: ReturnAttemptInput!) {\n    returnAttempt(input: $input) {\n      marking {\n        attemptId\n        status\n        score\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkingSaveDraftMutation($input: SaveMarkingDraftInput!) {\n    saveMarkingDraft(input: $input) {\n      marking {\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkingSaveDraftMutation($input: SaveMarkingDraftInput!) {\n    saveMarkingDraft(input: $input) {\n      marking {\n        ...MarkAttempt_marking\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SpeakingSaveRubricMutation($input: SaveSpeakingRubricInput!) {\n    saveSpeakingRubric(input: $input) {\n      speakingScore {\n        ...MarkSpeaking_score\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SpeakingSaveRubricMutation($input: SaveSpeakingRubricInput!) {\n    saveSpeakingRubric(input: $input) {\n      speakingScore {\n        ...MarkSpeaking_score\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScoreUpdateMutation($input: UpdateScoreInput!) {\n    updateScore(input: $input) {\n      score {\n        id\n        kind\n        value\n        note\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ScoreUpdateMutation($input: UpdateScoreInput!) {\n    updateScore(input: $input) {\n      score {\n        id\n        kind\n        value\n        note\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsPageQuery($filter: StatisticsFilter, $ielts: Boolean!) {\n    statistics(filter: $filter) {\n      from\n      to\n      studentsByStatus {\n        courseId\n        courseName\n        status\n        students\n      }\n      classesByMonth {\n        month\n        running\n        starting\n        ending\n      }\n      attendanceByClass {\n        classId\n        className\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      attendanceByMonth {\n        month\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      scoreDistribution {\n        kind\n        band\n        attempts\n      }\n      passRates {\n        kind\n        classId\n        className\n        passed\n        failed\n        passRate\n        averagePercent\n      }\n      markingBacklog {\n        markerId\n        markerName\n        markerEmail\n        role\n        waiting\n        under2Days\n        from2To7Days\n        over7Days\n        oldestDays\n        averageDays\n      }\n      ieltsRegistrations @include(if: $ielts) {\n        examDateId\n        examDate\n        shift\n        skillPackage\n        unpaid\n        unfinished\n        unmarked\n        marked\n        canceled\n        total\n      }\n      ieltsBands @include(if: $ielts) {\n        skill\n        band\n        candidates\n      }\n      ieltsRevenue @include(if: $ielts) {\n        month\n        payments\n        gross\n        discounts\n        net\n        refunds\n        refundedAmount\n      }\n      promotionUsage @include(if: $ielts) {\n        promotionCodeId\n        code\n        title\n        uses\n        paid\n        maxUses\n        usedCount\n        discountTotal\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsPageQuery($filter: StatisticsFilter, $ielts: Boolean!) {\n    statistics(filter: $filter) {\n      from\n      to\n      studentsByStatus {\n        courseId\n        courseName\n        status\n        students\n      }\n      classesByMonth {\n        month\n        running\n        starting\n        ending\n      }\n      attendanceByClass {\n        classId\n        className\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      attendanceByMonth {\n        month\n        present\n        late\n        absent\n        excused\n        total\n        rate\n      }\n      scoreDistribution {\n        kind\n        band\n        attempts\n      }\n      passRates {\n        kind\n        classId\n        className\n        passed\n        failed\n        passRate\n        averagePercent\n      }\n      markingBacklog {\n        markerId\n        markerName\n        markerEmail\n        role\n        waiting\n        under2Days\n        from2To7Days\n        over7Days\n        oldestDays\n        averageDays\n      }\n      ieltsRegistrations @include(if: $ielts) {\n        examDateId\n        examDate\n        shift\n        skillPackage\n        unpaid\n        unfinished\n        unmarked\n        marked\n        canceled\n        total\n      }\n      ieltsBands @include(if: $ielts) {\n        skill\n        band\n        candidates\n      }\n      ieltsRevenue @include(if: $ielts) {\n        month\n        payments\n        gross\n        discounts\n        net\n        refunds\n        refundedAmount\n      }\n      promotionUsage @include(if: $ielts) {\n        promotionCodeId\n        code\n        title\n        uses\n        paid\n        maxUses\n        usedCount\n        discountTotal\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsFilterOptionsQuery {\n    classes(sort: NAME, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsFilterOptionsQuery {\n    classes(sort: NAME, pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n    courses(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ErrorTagTreeQuery($isCommon: Boolean, $managerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    errorTags(\n      topOnly: true\n      isCommon: $isCommon\n      managerId: $managerId\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        link\n        createdAt\n        manager {\n          id\n          name\n        }\n        children {\n          id\n          name\n          link\n          createdAt\n          manager {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ErrorTagTreeQuery($isCommon: Boolean, $managerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    errorTags(\n      topOnly: true\n      isCommon: $isCommon\n      managerId: $managerId\n      search: $search\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        link\n        createdAt\n        manager {\n          id\n          name\n        }\n        children {\n          id\n          name\n          link\n          createdAt\n          manager {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ManagerSelectQuery {\n    users(filter: { role: TEACHER }, pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ManagerSelectQuery {\n    users(filter: { role: TEACHER }, pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TagsPanelQuery($store: ExerciseStore, $ownerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    tags(store: $store, ownerId: $ownerId, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        createdAt\n        owner {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TagsPanelQuery($store: ExerciseStore, $ownerId: ID, $search: String, $page: Int, $pageSize: Int) {\n    tags(store: $store, ownerId: $ownerId, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        store\n        createdAt\n        owner {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ErrorTagCreateMutation($input: CreateErrorTagInput!) {\n    createErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ErrorTagCreateMutation($input: CreateErrorTagInput!) {\n    createErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TagCreateMutation($input: CreateTagInput!) {\n    createTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TagCreateMutation($input: CreateTagInput!) {\n    createTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ErrorTagDeleteMutation($input: DeleteTagInput!) {\n    deleteErrorTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ErrorTagDeleteMutation($input: DeleteTagInput!) {\n    deleteErrorTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TagDeleteMutation($input: DeleteTagInput!) {\n    deleteTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TagDeleteMutation($input: DeleteTagInput!) {\n    deleteTag(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ErrorTagUpdateMutation($input: UpdateErrorTagInput!) {\n    updateErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n        link\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ErrorTagUpdateMutation($input: UpdateErrorTagInput!) {\n    updateErrorTag(input: $input) {\n      errorTag {\n        id\n        name\n        link\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TagUpdateMutation($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TagUpdateMutation($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      tag {\n        id\n        name\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AttendanceSheetQuery($lessonId: ID!, $classId: ID!) {\n    lesson(id: $lessonId) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      status\n      attendances {\n        id\n        status\n        note\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AttendanceSheetQuery($lessonId: ID!, $classId: ID!) {\n    lesson(id: $lessonId) {\n      id\n      sessionNumber\n      studyDate\n      studyTimeStart\n      status\n      attendances {\n        id\n        status\n        note\n        student {\n          id\n        }\n      }\n    }\n    class(id: $classId) {\n      id\n      students(status: ACTIVE) {\n        id\n        student {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassLessonLinksTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        recordLink\n        slideLink\n        description\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassLessonLinksTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        recordLink\n        slideLink\n        description\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClassScheduleTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        studyTimeStart\n        studyTimeEnd\n        recordLink\n        slideLink\n        status\n        note\n        description\n        ...LessonEditModal_lesson\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClassScheduleTabQuery($id: ID!) {\n    class(id: $id) {\n      id\n      lessons {\n        id\n        sessionNumber\n        studyDate\n        studyTimeStart\n        studyTimeEnd\n        recordLink\n        slideLink\n        status\n        note\n        description\n        ...LessonEditModal_lesson\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DayOffListQuery($classId: ID, $from: Date, $to: Date, $page: Int, $pageSize: Int) {\n    daysOff(classId: $classId, from: $from, to: $to, newestFirst: true, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        date\n        reason\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    classes(pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DayOffListQuery($classId: ID, $from: Date, $to: Date, $page: Int, $pageSize: Int) {\n    daysOff(classId: $classId, from: $from, to: $to, newestFirst: true, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        date\n        reason\n        createdAt\n        class {\n          id\n          name\n        }\n      }\n    }\n    classes(pageSize: 300, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LessonEditModal_lesson on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    recordLink\n    slideLink\n    status\n    note\n    description\n  }\n',
): (typeof documents)['\n  fragment LessonEditModal_lesson on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    recordLink\n    slideLink\n    status\n    note\n    description\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NextLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n  }\n',
): (typeof documents)['\n  fragment NextLessons_lessons on Lesson {\n    id\n    sessionNumber\n    studyDate\n    studyTimeStart\n    studyTimeEnd\n    status\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DayOffCreateMutation($input: CreateDayOffInput!) {\n    createDayOff(input: $input) {\n      dayOff {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DayOffCreateMutation($input: CreateDayOffInput!) {\n    createDayOff(input: $input) {\n      dayOff {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DayOffDeleteMutation($input: DeleteDayOffInput!) {\n    deleteDayOff(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DayOffDeleteMutation($input: DeleteDayOffInput!) {\n    deleteDayOff(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LessonDeleteMutation($input: DeleteLessonInput!) {\n    deleteLesson(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation LessonDeleteMutation($input: DeleteLessonInput!) {\n    deleteLesson(input: $input) {\n      deletedId\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TimetableGenerateMutation($input: GenerateTimetableInput!) {\n    generateTimetable(input: $input) {\n      lessons {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TimetableGenerateMutation($input: GenerateTimetableInput!) {\n    generateTimetable(input: $input) {\n      lessons {\n        id\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AttendanceMarkMutation($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      lesson {\n        id\n        status\n        attendances {\n          id\n          status\n          note\n          student {\n            id\n          }\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AttendanceMarkMutation($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      lesson {\n        id\n        status\n        attendances {\n          id\n          status\n          note\n          student {\n            id\n          }\n        }\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LessonUpdateMutation($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      lesson {\n        id\n        ...LessonEditModal_lesson\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation LessonUpdateMutation($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      lesson {\n        id\n        ...LessonEditModal_lesson\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsersImportClassesQuery {\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UsersImportClassesQuery {\n    classes(pageSize: 300) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StandingAccommodationQuery($id: ID!) {\n    user(id: $id) {\n      id\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StandingAccommodationQuery($id: ID!) {\n    user(id: $id) {\n      id\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserDetailQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      subEmail\n      firstName\n      lastName\n      phone\n      role\n      gender\n      dateOfBirth\n      address\n      link\n      workPlace\n      studentStatus\n      passport\n      profilePicture\n      isActive\n      joinedAt\n      createdAt\n      classes {\n        id\n        status\n        joinedAt\n        class {\n          id\n          name\n          classCode\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UserDetailQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      subEmail\n      firstName\n      lastName\n      phone\n      role\n      gender\n      dateOfBirth\n      address\n      link\n      workPlace\n      studentStatus\n      passport\n      profilePicture\n      isActive\n      joinedAt\n      createdAt\n      classes {\n        id\n        status\n        joinedAt\n        class {\n          id\n          name\n          classCode\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserEditQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      ...UserForm_user\n    }\n  }\n',
): (typeof documents)['\n  query UserEditQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      ...UserForm_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserForm_user on User {\n    id\n    email\n    name\n    role\n    firstName\n    lastName\n    phone\n    subEmail\n    dateOfBirth\n    gender\n    address\n    link\n    workPlace\n    studentStatus\n    passport\n    isActive\n  }\n',
): (typeof documents)['\n  fragment UserForm_user on User {\n    id\n    email\n    name\n    role\n    firstName\n    lastName\n    phone\n    subEmail\n    dateOfBirth\n    gender\n    address\n    link\n    workPlace\n    studentStatus\n    passport\n    isActive\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserListQuery($filter: UserFilter, $page: Int, $pageSize: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...UserTable_users\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UserListQuery($filter: UserFilter, $page: Int, $pageSize: Int, $sort: UserSort) {\n    users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...UserTable_users\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserTable_users on User {\n    id\n    name\n    email\n    phone\n    role\n    workPlace\n    studentStatus\n    isActive\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment UserTable_users on User {\n    id\n    name\n    email\n    phone\n    role\n    workPlace\n    studentStatus\n    isActive\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UserCreateMutation($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UserCreateMutation($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StandingAccommodationMutation($input: SetStudentAccommodationInput!) {\n    setStudentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation StandingAccommodationMutation($input: SetStudentAccommodationInput!) {\n    setStudentAccommodation(input: $input) {\n      accommodation {\n        extraTimePercent\n        extraTimeMinutes\n        extraAttempts\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UserUpdateMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n        ...UserTable_users\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UserUpdateMutation($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        ...UserForm_user\n        ...UserTable_users\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartContent_fields on PartContent {\n    __typename\n    ... on ChoiceContent {\n      prompt\n      options {\n        key\n        text\n      }\n    }\n    ... on TextEntryContent {\n      prompt\n      text\n      blanks\n    }\n    ... on MatchingContent {\n      prompt\n      items {\n        key\n        text\n        x\n        y\n      }\n      options {\n        key\n        text\n      }\n    }\n    ... on OrderingContent {\n      prompt\n      tokens {\n        key\n        text\n      }\n    }\n    ... on HotspotContent {\n      prompt\n      regions {\n        key\n        x\n        y\n        width\n        height\n      }\n    }\n    ... on WritingContent {\n      prompt\n      minWords\n      maxWords\n    }\n    ... on SpokenAnswerContent {\n      prompt\n      cueCard\n      prepareSeconds\n      maxSeconds\n    }\n    ... on SpokenTargetContent {\n      prompt\n      targetText\n      maxSeconds\n    }\n    ... on PassageContent {\n      text\n    }\n  }\n',
): (typeof documents)['\n  fragment PartContent_fields on PartContent {\n    __typename\n    ... on ChoiceContent {\n      prompt\n      options {\n        key\n        text\n      }\n    }\n    ... on TextEntryContent {\n      prompt\n      text\n      blanks\n    }\n    ... on MatchingContent {\n      prompt\n      items {\n        key\n        text\n        x\n        y\n      }\n      options {\n        key\n        text\n      }\n    }\n    ... on OrderingContent {\n      prompt\n      tokens {\n        key\n        text\n      }\n    }\n    ... on HotspotContent {\n      prompt\n      regions {\n        key\n        x\n        y\n        width\n        height\n      }\n    }\n    ... on WritingContent {\n      prompt\n      minWords\n      maxWords\n    }\n    ... on SpokenAnswerContent {\n      prompt\n      cueCard\n      prepareSeconds\n      maxSeconds\n    }\n    ... on SpokenTargetContent {\n      prompt\n      targetText\n      maxSeconds\n    }\n    ... on PassageContent {\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartKey_fields on PartKey {\n    __typename\n    ... on ChoiceKey {\n      correct\n    }\n    ... on TextEntryKey {\n      blanks {\n        key\n        accepted\n      }\n    }\n    ... on MatchingKey {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingKey {\n      order\n    }\n    ... on HotspotKey {\n      correct\n    }\n    ... on SampleKey {\n      sample\n    }\n  }\n',
): (typeof documents)['\n  fragment PartKey_fields on PartKey {\n    __typename\n    ... on ChoiceKey {\n      correct\n    }\n    ... on TextEntryKey {\n      blanks {\n        key\n        accepted\n      }\n    }\n    ... on MatchingKey {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingKey {\n      order\n    }\n    ... on HotspotKey {\n      correct\n    }\n    ... on SampleKey {\n      sample\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartAnswer_fields on PartAnswer {\n    __typename\n    ... on ChoiceAnswer {\n      choices\n    }\n    ... on TextEntryAnswer {\n      blanks {\n        key\n        value\n      }\n    }\n    ... on MatchingAnswer {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingAnswer {\n      order\n    }\n    ... on HotspotAnswer {\n      points {\n        x\n        y\n      }\n    }\n    ... on WritingAnswer {\n      text\n    }\n    ... on SpokenAnswer {\n      media {\n        id\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PartAnswer_fields on PartAnswer {\n    __typename\n    ... on ChoiceAnswer {\n      choices\n    }\n    ... on TextEntryAnswer {\n      blanks {\n        key\n        value\n      }\n    }\n    ... on MatchingAnswer {\n      pairs {\n        item\n        option\n      }\n    }\n    ... on OrderingAnswer {\n      order\n    }\n    ... on HotspotAnswer {\n      points {\n        x\n        y\n      }\n    }\n    ... on WritingAnswer {\n      text\n    }\n    ... on SpokenAnswer {\n      media {\n        id\n        url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QuestionPartBody_part on QuestionPart {\n    score\n    weight\n    content {\n      ...PartContent_fields\n    }\n    key {\n      ...PartKey_fields\n    }\n  }\n',
): (typeof documents)['\n  fragment QuestionPartBody_part on QuestionPart {\n    score\n    weight\n    content {\n      ...PartContent_fields\n    }\n    key {\n      ...PartKey_fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedoRequestMutation($input: RequestRedoInput!) {\n    requestRedo(input: $input) {\n      result {\n        id\n        status\n        redoRequested\n        redoRequestedAt\n        redoNote\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RedoRequestMutation($input: RequestRedoInput!) {\n    requestRedo(input: $input) {\n      result {\n        id\n        status\n        redoRequested\n        redoRequestedAt\n        redoNote\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation NotificationPreferencesUpdateMutation($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          channel\n        }\n        dailyDigest\n        language\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation NotificationPreferencesUpdateMutation($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          channel\n        }\n        dailyDigest\n        language\n      }\n      errors {\n        field\n        messages\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
