/**
 * An IELTS section's own words: its instructions as the test words them and the navigator's part headings
 * (loaded by those lazy pieces as they render) and the finish page's raw score and band (its route loads them).
 */
export const catalogue = {
  exam: {
    ielts: {
      time: {
        listening: '30 minutes, and 2 minutes to check your answers',
        reading: '60 minutes',
        writing: '60 minutes',
        speaking: '11–14 minutes',
      },
      instructionsHeading: 'INSTRUCTIONS TO CANDIDATES',
      informationHeading: 'INFORMATION FOR CANDIDATES',
      answerAll: 'Answer all the questions.',
      answerBoth: 'Answer both parts.',
      change: 'You can change your answers at any time during the test.',
      fortyQuestions: 'There are 40 questions in this test.',
      oneMark: 'Each question carries one mark.',
      fourParts: 'There are four parts to the test.',
      threeParts: 'There are three parts to the test.',
      twoParts: 'There are two parts in this test.',
      lookAndCheck:
        'For each part of the test there will be time for you to look through the questions and time for you to check your answers.',
      clock: 'The test clock will show you when there are 10 minutes and 5 minutes remaining.',
      task2Weight: 'Part 2 contributes twice as much as Part 1 to the writing score.',
      speakingRecord:
        'Speak clearly and record each answer in full; you can record an answer again before you go on.',
      speakingPart1: 'Part 1 (4–5 minutes): questions about yourself and familiar topics.',
      speakingPart2:
        'Part 2 (3–4 minutes): a card gives you a topic; you have 1 minute to prepare and make notes, then you speak for 1 to 2 minutes.',
      speakingPart3:
        'Part 3 (4–5 minutes): a discussion of more abstract questions linked to the topic of Part 2.',
      recorded: 'Your answers are recorded and marked by an examiner.',
      partRange: 'Part {{part}}: {{first}}–{{last}}',
      results: 'Results after the check',
      resultsHint:
        'Your answers are saved. The examiner checks the test and publishes your bands; you will see them on your IELTS results page and by e-mail.',
      raw: 'Correct answers',
      rawValue: '{{raw}} / 40',
      band: 'Band',
    },
  },
};
