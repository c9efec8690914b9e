/**
 * The class overview tab in one query: the class, its assignments with their figures, and every active
 * student with attendance, progress and score summary (DESIGN.md: constant REST calls whatever the size).
 */
export const CLASS_OVERVIEW_QUERY = /* GraphQL */ `
  query ClassOverviewQuery($id: ID!) {
    class(id: $id) {
      id
      name
      classCode
      startDate
      expectedEndDate
      studyTimeStart
      studyTimeEnd
      viewerCanManage
      course {
        id
        name
      }
      teachers {
        id
        name
      }
      overview {
        activeStudents
        pendingRequests
        sessionsPassed
        numberOfSessions
        assignmentCount
        waitingScore
        attendancePercent
        completionPercent
        averageScore
      }
      assignments {
        id
        title
        kind
        deadline
        maxScore
        stats {
          submitted
          waitingScore
          passed
          failed
          averageScore
        }
      }
      students(status: ACTIVE) {
        id
        status
        student {
          id
          name
          email
        }
        attendanceSummary {
          percent
          absent
        }
        progress {
          assignmentsSubmitted
          completionPercent
          averageScore
        }
        scoreSummary {
          examAverage
          resultsCount
        }
      }
    }
  }
`;
