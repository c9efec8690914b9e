/** The finish page's words (its route loads them); the way back stays in `exam`. */
export const catalogue = {
  exam: {
    finish: {
      attemptsLabel: 'Attempts',
      attemptsValue: '{{used}} of {{allowed}}',
      title: 'Work submitted',
      heading: '{{title}}: submitted',
      attempt: 'Attempt {{number}}',
      submittedAt: 'Submitted at',
      reason: 'How it was submitted',
      reasons: {
        STUDENT: 'Submitted by you',
        TIME_UP: 'Time ran out',
        ACCESS_LIMIT: 'Full-screen exits reached the limit',
      },
      score: 'Score',
      scoreValue: '{{score}} / {{max}}',
      waiting: 'Some answers are marked by your teacher: the score shows once they are marked.',
      keyedScore: 'Score of the automatically marked parts',
      keyedScoreValue_one: '{{score}}/{{max}}; {{count}} part waits for your teacher',
      keyedScoreValue_other: '{{score}}/{{max}}; {{count}} parts wait for your teacher',
      redo: 'The work does not meet the minimum score to sum up, please complete it again',
      redoButton: 'Redo',
    },
  },
};
