import { SPEAKING_CRITERIA, WRITING_CRITERIA, blank, choice, type QuestionSpec } from './bank-types.js';

/** Grammar, vocabulary, pronunciation, writing, speaking and presentation questions of the demo bank. */

const speaking = (prompt: string, part: number, extra: Record<string, unknown> = {}) => ({
  content: { prompt, part, ...extra },
  answer: { criteria: SPEAKING_CRITERIA },
  score: 10,
});

export const LANGUAGE_QUESTIONS: QuestionSpec[] = [
  {
    key: 'tenses-gap',
    title: 'Present perfect, past simple, past perfect',
    type: 'gap_fill',
    topic: 'grammar',
    owner: null,
    content: 'Put the verb in brackets into the correct tense.',
    description: 'Tenses review after Unit 3.',
    tags: ['Grammar'],
    parts: [
      blank(
        'I ______ (live) in Đà Nẵng since 2019.',
        ['have lived', 'have been living', "'ve lived"],
        'lived',
      ),
      blank('She ______ (visit) London last summer.', ['visited'], 'has visited'),
      blank(
        'By the time we arrived, the film ______ (start).',
        ['had started', 'had already started'],
        'started',
      ),
      blank(
        'Look at those dark clouds! It ______ (rain).',
        ['is going to rain', "'s going to rain"],
        'will rain',
      ),
    ],
  },
  {
    key: 'sva-choice',
    title: 'Subject-verb agreement',
    type: 'choice_one_answer',
    topic: 'grammar',
    owner: null,
    content: 'Choose the correct answer.',
    description: 'Common agreement traps: neither…nor, the number of, each of, uncountable subjects.',
    tags: ['Grammar'],
    parts: [
      choice(
        'Neither the teacher nor the students ______ happy with the result.',
        ['is', 'are', 'be', 'being'],
        'B',
      ),
      choice(
        'The number of students who study abroad ______ increasing every year.',
        ['are', 'is', 'have', 'were'],
        'B',
      ),
      choice(
        'Each of the candidates ______ a separate answer sheet.',
        ['receive', 'receives', 'are receiving', 'have received'],
        'B',
      ),
      choice('Mathematics ______ my favourite subject at school.', ['was', 'were', 'are', 'have been'], 'A'),
    ],
  },
  {
    key: 'word-order',
    title: 'Put the words in order',
    type: 'word_order',
    topic: 'grammar',
    owner: null,
    content: 'Rearrange the words to make a correct sentence.',
    description: 'Questions, passives and adverbs of frequency.',
    tags: ['Grammar'],
    parts: [
      blank(
        'never / have / I / to / been / Hà Giang',
        ['I have never been to Hà Giang.', 'I have never been to Ha Giang.'],
        'I never have been to Hà Giang.',
      ),
      blank('does / how / it / cost / much', ['How much does it cost?'], 'How much it does cost?'),
      blank(
        'the report / by / was / Friday / finished',
        ['The report was finished by Friday.'],
        'The report finished was by Friday.',
      ),
    ],
  },
  {
    key: 'error-correction',
    title: 'Find and correct the mistake',
    type: 'error_correction',
    topic: 'grammar',
    owner: null,
    content: 'Each sentence has one mistake. Rewrite the sentence correctly.',
    description: 'Typical mistakes of Vietnamese learners.',
    tags: ['Grammar'],
    parts: [
      blank(
        "She don't like coffee.",
        ["She doesn't like coffee.", 'She does not like coffee.'],
        "She don't likes coffee.",
      ),
      blank(
        'I am agree with this opinion.',
        ['I agree with this opinion.'],
        'I am agreed with this opinion.',
      ),
      blank(
        'There are many informations on the website.',
        ['There is a lot of information on the website.', 'There is much information on the website.'],
        'There are many information on the website.',
      ),
    ],
  },
  {
    key: 'make-do',
    title: 'Collocations with make and do',
    type: 'matching',
    topic: 'vocab',
    owner: null,
    content: 'Match each noun with the verb it goes with.',
    description: 'Collocation practice for Writing and Speaking.',
    tags: ['Vocabulary'],
    parts: ['a mistake', 'your homework', 'a decision', 'research'].map((noun, i) =>
      choice(noun, ['make', 'do', 'take', 'have'], ['A', 'B', 'A', 'B'][i]!),
    ),
  },
  {
    key: 'rephrasing',
    title: 'Key word transformation',
    type: 'rephrasing',
    topic: 'grammar',
    owner: null,
    content: 'Complete the second sentence so that it means the same as the first, using the word given.',
    description: 'Use between two and five words, including the word given.',
    tags: ['Grammar'],
    parts: [
      blank(
        'It is not necessary for you to bring your passport. (NEED)',
        [
          "You don't need to bring your passport.",
          'You do not need to bring your passport.',
          "You needn't bring your passport.",
        ],
        'You need not to bring your passport.',
      ),
      blank(
        'I started learning English five years ago. (FOR)',
        [
          'I have been learning English for five years.',
          'I have learned English for five years.',
          'I have learnt English for five years.',
        ],
        'I learn English for five years.',
      ),
    ],
  },
  {
    key: 'task2-university',
    title: 'Writing Task 2 — Should university be free?',
    type: 'writing',
    topic: 'other',
    owner: null,
    content: 'You should spend about 40 minutes on this task. Write at least 250 words.',
    description: 'Discussion + opinion essay. Marked on the four IELTS criteria.',
    tags: ['IELTS Writing'],
    parts: [
      {
        content: {
          prompt:
            'Some people believe that university education should be free for everyone, while others think that students should pay for their own studies. Discuss both views and give your own opinion.',
          task: 2,
          minWords: 250,
        },
        answer: {
          rubric: WRITING_CRITERIA,
          sample:
            'Whether higher education should be funded by the state or by students themselves is a question that divides opinion. While free tuition widens access, I believe a shared model, in which graduates repay part of the cost once they earn a good salary, is the fairest solution…',
        },
        score: 10,
        weight: 2,
      },
    ],
  },
  {
    key: 'task1-internet',
    title: 'Writing Task 1 — Internet access in Vietnamese households',
    type: 'writing',
    topic: 'other',
    owner: null,
    content: 'You should spend about 20 minutes on this task. Write at least 150 words.',
    description: 'Line graph, two series. The figures are for practice only.',
    tags: ['IELTS Writing'],
    parts: [
      {
        content: {
          prompt:
            'The line graph shows the percentage of urban and rural households in Vietnam with internet access between 2005 and 2025. Summarise the information by selecting and reporting the main features, and make comparisons where relevant.',
          task: 1,
          minWords: 150,
          chart: {
            type: 'line',
            unit: '%',
            series: [
              {
                label: 'Urban',
                points: [
                  [2005, 12],
                  [2010, 31],
                  [2015, 58],
                  [2020, 82],
                  [2025, 93],
                ],
              },
              {
                label: 'Rural',
                points: [
                  [2005, 3],
                  [2010, 9],
                  [2015, 27],
                  [2020, 55],
                  [2025, 78],
                ],
              },
            ],
          },
        },
        answer: {
          rubric: WRITING_CRITERIA,
          sample:
            'The graph compares the proportion of urban and rural Vietnamese households that had internet access over a twenty-year period. Overall, access rose dramatically in both areas, although rural households consistently lagged behind…',
        },
        score: 10,
      },
    ],
  },
  {
    key: 'cue-card-place',
    title: 'Speaking Part 2 — A place you would recommend',
    type: 'speaking_ielt',
    topic: 'speaking',
    owner: null,
    content: 'You have one minute to prepare. Speak for one to two minutes. Record your answer.',
    description: 'Cue card with four prompts; the teacher marks with the oral rubric.',
    tags: ['IELTS Speaking'],
    parts: [
      speaking(
        'Describe a place in Vietnam that you would recommend to a foreign visitor. You should say: where it is, how you know about it, what people can do there, and explain why you would recommend it.',
        2,
        { preparationSeconds: 60, speakingSeconds: 120 },
      ),
    ],
  },
  {
    key: 'part1-hometown',
    title: 'Speaking Part 1 — Hometown',
    type: 'speaking_ielt',
    topic: 'speaking',
    owner: null,
    content: 'Answer each question in two or three sentences. Record your answers.',
    description: 'Part 1 warm-up questions.',
    tags: ['IELTS Speaking'],
    parts: [
      speaking('Where is your hometown?', 1, { speakingSeconds: 30 }),
      speaking('What do you like most about it?', 1, { speakingSeconds: 30 }),
      speaking('Has your hometown changed much in recent years?', 1, { speakingSeconds: 30 }),
    ],
  },
  {
    key: 'dream-job',
    title: 'Presentation — My dream job',
    type: 'presentation',
    topic: 'speaking',
    owner: null,
    content: 'Prepare a 5-minute group presentation with slides and a script.',
    description:
      'Marked with the presentation rubric (15-13, 12-9, 8-5, 4-1) plus up to 20 points for slides.',
    tags: ['IELTS Speaking'],
    parts: [
      {
        content: {
          prompt:
            'Present your dream job: what it involves, the skills and qualifications it needs, and how you plan to get there.',
          durationMinutes: 5,
        },
        answer: { rubric: ['Presentation (15)', 'Slides (20)', 'Script (15)'] },
        score: 50,
      },
    ],
  },
  {
    key: 'environment-gap',
    title: 'Environment vocabulary',
    type: 'gap_fill',
    topic: 'vocab',
    owner: 0,
    content: 'Fill each gap with one word from the topic vocabulary list.',
    description: 'Topic: Environment (Writing Task 2).',
    tags: ['Vocabulary', 'Ôn tập giữa khóa'],
    parts: [
      blank(
        'Governments should invest more in ______ energy such as solar and wind.',
        ['renewable'],
        'renewing',
      ),
      blank('Plastic bags take hundreds of years to ______.', ['decompose', 'break down'], 'decrease'),
      blank(
        'Cutting down forests, known as ______, destroys wildlife habitats.',
        ['deforestation'],
        'deforest',
      ),
      blank('Many large cities suffer from serious air ______.', ['pollution'], 'pollutant'),
    ],
  },
  {
    key: 'phrasal-verbs',
    title: 'Phrasal verbs in context',
    type: 'choice_one_answer',
    topic: 'vocab',
    owner: 0,
    content: 'Choose the phrasal verb that best completes each sentence.',
    description: 'Phrasal verbs for Speaking Part 1.',
    tags: ['Vocabulary', 'Lớp IF tối 2-4-6'],
    parts: [
      choice(
        'The meeting was ______ because the manager was ill.',
        ['called off', 'called on', 'called up', 'called in'],
        'A',
      ),
      choice(
        "I can't ______ the noise from the building site any more.",
        ['put off', 'put up with', 'put on', 'put out'],
        'B',
      ),
      choice(
        'She ______ her grandmother: they have the same smile.',
        ['takes after', 'takes over', 'takes up', 'takes in'],
        'A',
      ),
    ],
  },
  {
    key: 'ed-endings',
    title: 'Pronunciation of -ed endings',
    type: 'pronunciation',
    topic: 'pronunciation',
    owner: 2,
    content: 'Choose the word whose -ed ending is pronounced differently from the others.',
    description: '/t/, /d/ and /ɪd/.',
    tags: ['Pronunciation'],
    parts: [
      choice('Odd one out', ['wanted', 'needed', 'decided', 'watched'], 'D'),
      choice('Odd one out', ['played', 'stopped', 'laughed', 'washed'], 'A'),
      choice('Odd one out', ['cleaned', 'opened', 'visited', 'lived'], 'C'),
    ],
  },
  {
    key: 'task2-online',
    title: 'Writing Task 2 — Online learning',
    type: 'writing',
    topic: 'other',
    owner: 2,
    content: 'Write at least 250 words. Plan for 5 minutes before you write.',
    description: 'Advantages / disadvantages essay for the I55 class.',
    tags: ['IELTS Writing', 'Bài chữa tuần'],
    parts: [
      {
        content: {
          prompt:
            'Online learning is replacing traditional classrooms in many countries. Do the advantages of this development outweigh the disadvantages?',
          task: 2,
          minWords: 250,
        },
        answer: { rubric: WRITING_CRITERIA, sample: '' },
        score: 10,
        weight: 2,
      },
    ],
  },
];
